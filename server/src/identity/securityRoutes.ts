import type { FastifyReply, FastifyRequest, FastifyPluginAsync } from 'fastify';
import {
  CHALLENGE_RESPONSE_EMPTY,
  MFA_ALREADY_ENABLED,
  MFA_CODE_INVALID,
  MFA_SETUP_MISSING,
  PASSKEY_INVALID,
} from '@inscriptions/contracts';
import type { PasskeyStore } from './passkeys';
import { bearerIdentity, fail, str } from './routeHelpers';
import type { VerifiedIdentity } from './provider';
import { TOO_MANY_ATTEMPTS, type RateLimiter } from './rateLimiter';
import type { SecurityStore } from './security';

interface Deps {
  security: SecurityStore;
  passkeys: PasskeyStore;
  limiter: RateLimiter;
  verifyAccessToken: (token: string | null | undefined) => Promise<VerifiedIdentity | null>;
}

/**
 * Account security of the signed-in user (bearer access token), JSON under /account/security:
 * authenticator enrolment, recovery codes, signed-in devices and global sign-out. Every call acts on
 * the token's own account only.
 */
export const securityRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  const { security, passkeys, limiter } = deps;

  const identityOf = bearerIdentity(deps.verifyAccessToken);

  /** Wrong codes count per account and IP ('mfa-setup'), like the sign-in codes. */
  const checkCode = async (req: FastifyRequest, reply: FastifyReply, who: VerifiedIdentity, check: (code: string) => Promise<boolean>) => {
    const code = str(req.body, 'code');
    if (!code) {
      await fail(reply, 400, 'InvalidParameterException', CHALLENGE_RESPONSE_EMPTY);
      return false;
    }
    if (await limiter.isBlocked('mfa-setup', who.email, req.ip)) {
      await fail(reply, 429, 'TooManyRequestsException', TOO_MANY_ATTEMPTS);
      return false;
    }
    if (!(await check(code))) {
      await limiter.hit('mfa-setup', who.email, req.ip);
      await fail(reply, 400, 'CodeMismatchException', MFA_CODE_INVALID);
      return false;
    }
    return true;
  };

  app.get('/account/security', async (req, reply) => {
    const who = await identityOf(req, reply);
    if (!who) return reply;
    return {
      email: who.email,
      ...(await security.status(who.accountId)),
      passkeys: await passkeys.list(who.accountId),
      devices: await security.listDevices(who.accountId, who.grantId),
    };
  });

  app.get('/account/security/passkeys', async (req, reply) => {
    const who = await identityOf(req, reply);
    if (!who) return reply;
    return { passkeys: await passkeys.list(who.accountId) };
  });

  app.post('/account/security/passkeys/options', async (req, reply) => {
    const who = await identityOf(req, reply);
    if (!who) return reply;
    return { publicKey: await passkeys.registrationOptions(who.accountId, who.email) };
  });

  app.post('/account/security/passkeys', async (req, reply) => {
    const who = await identityOf(req, reply);
    if (!who) return reply;
    const body = (req.body ?? {}) as { response?: unknown; name?: unknown };
    const created =
      body.response && typeof body.response === 'object'
        ? await passkeys.register(who.accountId, body.response as Parameters<PasskeyStore['register']>[1], typeof body.name === 'string' ? body.name : '')
        : undefined;
    if (!created) return fail(reply, 400, 'PasskeyNotVerified', PASSKEY_INVALID);
    return reply.code(201).send({ passkey: created });
  });

  // Another account's passkey answers exactly like a missing one.
  app.post<{ Params: { id: string } }>('/account/security/passkeys/:id/remove', async (req, reply) => {
    const who = await identityOf(req, reply);
    if (!who) return reply;
    if (!(await passkeys.remove(who.accountId, req.params.id))) return fail(reply, 404, 'NotFound', 'Passkey not found');
    return reply.code(204).send();
  });

  app.post('/account/security/totp/setup', async (req, reply) => {
    const who = await identityOf(req, reply);
    if (!who) return reply;
    const started = await security.startTotp(who.accountId, who.email);
    if (!started) return fail(reply, 409, 'AlreadyEnabled', MFA_ALREADY_ENABLED);
    return started;
  });

  app.post('/account/security/totp/verify', async (req, reply) => {
    const who = await identityOf(req, reply);
    if (!who) return reply;
    let codes: string[] | undefined;
    let missing = false;
    const ok = await checkCode(req, reply, who, async (code) => {
      const outcome = await security.confirmTotp(who.accountId, code);
      if (outcome === 'missing') missing = true;
      if (Array.isArray(outcome)) codes = outcome;
      return Array.isArray(outcome) || outcome === 'missing';
    });
    if (!ok) return reply;
    if (missing) return fail(reply, 400, 'SetupMissing', MFA_SETUP_MISSING);
    return { recoveryCodes: codes };
  });

  // Removing the authenticator or replacing the recovery codes needs a current code from it.
  app.post('/account/security/totp/remove', async (req, reply) => {
    const who = await identityOf(req, reply);
    if (!who) return reply;
    if (!(await checkCode(req, reply, who, (code) => security.verifyTotp(who.accountId, code)))) return reply;
    await security.removeTotp(who.accountId);
    return reply.code(204).send();
  });

  app.post('/account/security/recovery-codes', async (req, reply) => {
    const who = await identityOf(req, reply);
    if (!who) return reply;
    if (!(await checkCode(req, reply, who, (code) => security.verifyTotp(who.accountId, code)))) return reply;
    return { recoveryCodes: await security.regenerateRecoveryCodes(who.accountId) };
  });

  app.get('/account/security/devices', async (req, reply) => {
    const who = await identityOf(req, reply);
    if (!who) return reply;
    return { devices: await security.listDevices(who.accountId, who.grantId) };
  });

  // Another account's device answers exactly like a missing one.
  app.post<{ Params: { id: string } }>('/account/security/devices/:id/revoke', async (req, reply) => {
    const who = await identityOf(req, reply);
    if (!who) return reply;
    if (!(await security.revokeDevice(who.accountId, req.params.id))) return fail(reply, 404, 'NotFound', 'Device not found');
    return reply.code(204).send();
  });

  app.post('/account/security/sign-out-everywhere', async (req, reply) => {
    const who = await identityOf(req, reply);
    if (!who) return reply;
    await security.revokeAll(who.accountId);
    return reply.code(204).send();
  });
};
