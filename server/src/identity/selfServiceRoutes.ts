import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest, FastifyPluginAsync } from 'fastify';
import {
  CURRENT_PASSWORD_WRONG,
  DELETE_ACCOUNT_UNCONFIRMED,
  EMAIL_CHANGED,
  EMAIL_UNCHANGED,
  PASSKEY_INVALID,
  PASSWORD_EMPTY,
  PASSWORD_RULE,
} from '@inscriptions/contracts';
import type { AccountRecord, AccountStore, CodePurpose } from './accounts';
import { hashPassword, verifyPassword } from './crypto';
import { accountDeletedNotice, emailChangedNotice, emailChangeMail, type Mail, type Mailer } from './mailer';
import { MESSAGES } from './messages';
import type { PasskeyStore } from './passkeys';
import type { VerifiedIdentity } from './provider';
import { TOO_MANY_ATTEMPTS, type RateLimiter } from './rateLimiter';
import { bearerIdentity, fail, rawStr, str } from './routeHelpers';
import { emailOk, passwordOk } from './rules';
import type { SecurityStore } from './security';
import type { IdentityLogger } from './types';

/** What the rest of the server does when an account changes hands or goes (its profile, its stored files). */
export interface AccountHooks {
  emailChanged?(accountId: string, from: string, to: string): Promise<void>;
  /** After the account's rows are gone: removes what lives outside the database. */
  accountDeleted?(accountId: string): Promise<void>;
}

interface Deps {
  publicUrl: string;
  store: AccountStore;
  security: SecurityStore;
  passkeys: PasskeyStore;
  limiter: RateLimiter;
  mailer: Mailer;
  codeTtl: Record<CodePurpose, number>;
  log: IdentityLogger | undefined;
  hooks: AccountHooks;
  verifyAccessToken: (token: string | null | undefined) => Promise<VerifiedIdentity | null>;
}

/** Every wrong current password or passkey of these routes counts in one bucket, per account and IP. */
const REAUTH_BUCKET = 'password-change';

/**
 * The signed-in user's own account: change the password, change the sign-in address (proved from the
 * new mailbox, the old one told) and delete the account with everything in it.
 */
export const selfServiceRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  const { publicUrl, store, security, passkeys, limiter, mailer, codeTtl, log, hooks } = deps;
  const identityOf = bearerIdentity(deps.verifyAccessToken);

  /** A notice mailed after the fact: its failure is logged, the change it reports stands. */
  const notify = async (mail: Mail) => {
    await mailer.send(mail).catch((err: unknown) => log?.error({ err, to: mail.to }, 'mail failed'));
  };

  /**
   * Proves the signed-in user is at the keyboard: the current password, or a passkey of the account
   * ('reauth' assertion). Answers the refusal itself and gives undefined.
   */
  const reauthenticated = async (req: FastifyRequest, reply: FastifyReply, who: VerifiedIdentity, allowPasskey: boolean) => {
    const password = rawStr(req.body, 'currentPassword');
    const passkey = allowPasskey ? (req.body as { passkey?: unknown } | undefined)?.passkey : undefined;
    if (!password && !(passkey && typeof passkey === 'object')) {
      await fail(reply, 400, 'InvalidParameterException', allowPasskey ? DELETE_ACCOUNT_UNCONFIRMED : PASSWORD_EMPTY);
      return undefined;
    }
    if (await limiter.isBlocked(REAUTH_BUCKET, who.email, req.ip)) {
      await fail(reply, 429, 'TooManyRequestsException', TOO_MANY_ATTEMPTS);
      return undefined;
    }
    const account = await store.findById(who.accountId);
    if (!account) {
      await fail(reply, 401, 'NotAuthorizedException', 'Access Token has been revoked');
      return undefined;
    }
    const proved = password
      ? Boolean(account.passwordHash && (await verifyPassword(password, account.passwordHash)))
      : (await passkeys.authenticate('reauth', account.id, passkey as AuthenticationResponseJSON)) === account.id;
    if (!proved) {
      await limiter.hit(REAUTH_BUCKET, who.email, req.ip);
      await fail(reply, 400, 'NotAuthorizedException', password ? CURRENT_PASSWORD_WRONG : PASSKEY_INVALID);
      return undefined;
    }
    return account;
  };

  /** Changes the password (the new one follows the rule); every other device is signed out, this one stays. */
  app.post('/account/security/password', async (req, reply) => {
    const who = await identityOf(req, reply);
    if (!who) return reply;
    const next = rawStr(req.body, 'newPassword');
    if (!rawStr(req.body, 'currentPassword') || !next) return fail(reply, 400, 'InvalidParameterException', PASSWORD_EMPTY);
    if (!passwordOk(next)) return fail(reply, 400, 'InvalidPasswordException', PASSWORD_RULE);
    const account = await reauthenticated(req, reply, who, false);
    if (!account) return reply;
    await store.setPassword(account.id, await hashPassword(next), account.confirmedAt);
    return { signedOut: await security.revokeOthers(account.id, who.grantId) };
  });

  /** Starts an email change: mails a link, bound to the new address, to the new address. */
  app.post('/account/security/email', async (req, reply) => {
    const who = await identityOf(req, reply);
    if (!who) return reply;
    const email = str(req.body, 'newEmail').toLowerCase();
    if (!emailOk(email)) return fail(reply, 400, 'InvalidParameterException', MESSAGES.invalidEmail);
    const account = await reauthenticated(req, reply, who, false);
    if (!account) return reply;
    if (account.email === email) return fail(reply, 400, 'InvalidParameterException', EMAIL_UNCHANGED);
    if (await store.findByEmail(email)) return fail(reply, 409, 'AliasExistsException', MESSAGES.exists);
    const code = await store.issueCode(account.id, 'email', email);
    const link = `${publicUrl}/auth/confirm-email?${new URLSearchParams({ userName: account.id, email, confirmationCode: code })}`;
    await mailer.send(emailChangeMail(email, link, codeTtl.email));
    return reply.code(202).send({ destination: email });
  });

  /** The mailed link: the code proves the new mailbox, so no session is needed. Opened twice, it says done. */
  app.post('/account/email/confirm', async (req, reply) => {
    const accountId = str(req.body, 'userName');
    const email = str(req.body, 'email').toLowerCase();
    const code = str(req.body, 'confirmationCode');
    if (!accountId || !email || !code) return fail(reply, 400, 'InvalidParameterException', MESSAGES.invalidLink);
    if (await limiter.isBlocked('confirm', email, req.ip)) return fail(reply, 429, 'TooManyRequestsException', MESSAGES.tooMany);
    const account: AccountRecord | undefined = await store.findById(accountId);
    const outcome = account && !account.disabledAt ? await store.useCode(account.id, 'email', code, email) : 'invalid';
    if (account && outcome === 'used' && account.email === email) return { message: EMAIL_CHANGED, email };
    if (!account || outcome !== 'valid') {
      await limiter.hit('confirm', email, req.ip);
      if (outcome === 'expired') return fail(reply, 410, 'ExpiredCodeException', MESSAGES.expiredCode);
      return fail(reply, 400, 'CodeMismatchException', MESSAGES.invalidCode);
    }
    if (!(await store.changeEmail(account.id, email))) return fail(reply, 409, 'AliasExistsException', MESSAGES.exists);
    await hooks.emailChanged?.(account.id, account.email, email);
    await notify(emailChangedNotice(account.email, email));
    return { message: EMAIL_CHANGED, email };
  });

  /** Options of the passkey assertion that can confirm the account's deletion. */
  app.post('/account/security/delete/options', async (req, reply) => {
    const who = await identityOf(req, reply);
    if (!who) return reply;
    return { publicKey: await passkeys.authenticationOptions('reauth', who.accountId) };
  });

  /** Deletes the account, confirmed by the password or a passkey: every row, file, session and token. */
  app.post('/account/security/delete', async (req, reply) => {
    const who = await identityOf(req, reply);
    if (!who) return reply;
    const account = await reauthenticated(req, reply, who, true);
    if (!account) return reply;
    await store.deleteAccount(account.id);
    await hooks.accountDeleted?.(account.id).catch((err: unknown) => log?.error({ err, accountId: account.id }, 'files of a deleted account remain'));
    await notify(accountDeletedNotice(account.email));
    return reply.code(204).send();
  });
};
