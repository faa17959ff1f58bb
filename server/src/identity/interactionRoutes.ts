import type { FastifyReply, FastifyRequest, FastifyPluginAsync } from 'fastify';
import { PASSKEY_INVALID } from '@inscriptions/contracts';
import type { AccountStore } from './accounts';
import type { SignInChallenges } from './challenges';
import { parseContinuation } from './continuation';
import { burnPasswordTime, hashPassword, isCurrentPasswordHash, verifyPassword, waitOutRefusedPassword } from './crypto';
import { MESSAGES } from './messages';
import type { PasskeyStore } from './passkeys';
import { CLIENT_ID, SCOPES, type Provider } from './provider';
import type { RateLimiter } from './rateLimiter';
import { fail, rawStr, str } from './routeHelpers';

interface Deps {
  provider: Provider;
  publicUrl: string;
  store: AccountStore;
  limiter: RateLimiter;
  challenges: SignInChallenges;
  passkeys: PasskeyStore;
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * The provider's sign-in interaction under /oidc/interaction/:uid: its details for the SPA, then
 * password, challenge, continuation or passkey sign-in, or abort.
 */
export const interactionRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  const { provider, publicUrl, store, limiter, challenges, passkeys } = deps;

  const loadInteraction = async (req: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply): Promise<Interaction | undefined> => {
    try {
      const details = await provider.interactionDetails(req.raw, reply.raw);
      if (details.uid !== req.params.uid) return undefined;
      return details;
    } catch {
      return undefined;
    }
  };
  const interactionJson = (d: Interaction) => ({
    uid: d.uid,
    prompt: { name: d.prompt.name, reasons: d.prompt.reasons },
    params: { client_id: d.params['client_id'], scope: d.params['scope'], login_hint: d.params['login_hint'] },
  });

  const detailsHandler = (forceJson: boolean) => async (req: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
    const wantsJson = forceJson || (req.headers.accept ?? '').includes('application/json');
    if (!wantsJson) {
      // A browser landing here from /oidc/auth: hand over to the SPA sign-in page.
      return reply.redirect(`${publicUrl}/auth/signin?interaction=${encodeURIComponent(req.params.uid)}`, 303);
    }
    const details = await loadInteraction(req, reply);
    if (!details) return fail(reply, 400, 'SessionNotFound', MESSAGES.interactionGone);
    return reply.header('cache-control', 'no-store').send(interactionJson(details));
  };
  app.get('/oidc/interaction/:uid', detailsHandler(false));
  app.get('/oidc/interaction/:uid/details', detailsHandler(true));

  app.post<{ Params: { uid: string } }>('/oidc/interaction/:uid/login', async (req, reply) => {
    const startedAt = performance.now();
    const details = await loadInteraction(req, reply);
    if (!details) return fail(reply, 400, 'SessionNotFound', MESSAGES.interactionGone);
    const email = str(req.body, 'email').toLowerCase();
    const password = rawStr(req.body, 'password');
    if (!email) return fail(reply, 400, 'InvalidParameterException', MESSAGES.usernameEmpty);
    if (!password) return fail(reply, 400, 'InvalidParameterException', MESSAGES.passwordEmpty);
    if (await limiter.isBlocked('signin', email, req.ip)) return fail(reply, 429, 'TooManyRequestsException', MESSAGES.tooMany);
    const acct = await store.findByEmail(email);
    const storedHash = acct?.passwordHash;
    let ok = false;
    if (storedHash) ok = await verifyPassword(password, storedHash);
    else await burnPasswordTime(password);
    if (!acct || !ok) {
      await limiter.hit('signin', email, req.ip);
      await waitOutRefusedPassword(startedAt);
      return fail(reply, 401, 'NotAuthorizedException', MESSAGES.badCredentials);
    }
    if (acct.disabledAt) return fail(reply, 401, 'NotAuthorizedException', MESSAGES.disabled);
    if (!acct.confirmedAt) return fail(reply, 401, 'UserNotConfirmedException', MESSAGES.notConfirmed);
    await limiter.reset('signin', email);
    if (storedHash && !isCurrentPasswordHash(storedHash)) await store.upgradePasswordHash(acct.id, storedHash, await hashPassword(password));
    const challenge = await challenges.firstChallenge(acct);
    if (challenge) return reply.header('cache-control', 'no-store').send(challenge);
    return finishLogin(req, reply, details, acct.id);
  });

  // The answer to a challenge of /login (new password, authenticator code, recovery code, factor choice).
  app.post<{ Params: { uid: string } }>('/oidc/interaction/:uid/challenge', async (req, reply) => {
    const details = await loadInteraction(req, reply);
    if (!details) return fail(reply, 400, 'SessionNotFound', MESSAGES.interactionGone);
    const body = { session: str(req.body, 'session'), name: str(req.body, 'name'), answer: rawStr(req.body, 'answer').trim() };
    return challenges.respond(req, reply, body, (r, rep, accountId) => finishLogin(r, rep, details, accountId));
  });

  // The signing-up tab signs in with its continuation instead of the password, once confirmed.
  app.post<{ Params: { uid: string } }>('/oidc/interaction/:uid/continue', async (req, reply) => {
    const details = await loadInteraction(req, reply);
    if (!details) return fail(reply, 400, 'SessionNotFound', MESSAGES.interactionGone);
    if (await limiter.isBlocked('continue', undefined, req.ip)) return fail(reply, 429, 'TooManyRequestsException', MESSAGES.tooMany);
    const parsed = parseContinuation(str(req.body, 'continuation'));
    const acct = parsed ? await store.findActiveById(parsed.accountId) : undefined;
    // Checked before use, so a continuation presented too early stays valid for the real attempt.
    if (!parsed || !acct || (await store.useCode(acct.id, 'continue', parsed.secret)) !== 'valid') {
      await limiter.hit('continue', undefined, req.ip);
      return fail(reply, 401, 'NotAuthorizedException', MESSAGES.continuationRefused);
    }
    return finishLogin(req, reply, details, acct.id);
  });

  // Passwordless sign-in with a passkey: an assertion request bound to this interaction, then its answer.
  app.post<{ Params: { uid: string } }>('/oidc/interaction/:uid/passkey/options', async (req, reply) => {
    const details = await loadInteraction(req, reply);
    if (!details) return fail(reply, 400, 'SessionNotFound', MESSAGES.interactionGone);
    return reply.header('cache-control', 'no-store').send({ publicKey: await passkeys.authenticationOptions('signin', details.uid) });
  });

  app.post<{ Params: { uid: string } }>('/oidc/interaction/:uid/passkey', async (req, reply) => {
    const details = await loadInteraction(req, reply);
    if (!details) return fail(reply, 400, 'SessionNotFound', MESSAGES.interactionGone);
    if (await limiter.isBlocked('passkey', undefined, req.ip)) return fail(reply, 429, 'TooManyRequestsException', MESSAGES.tooMany);
    const response = (req.body as { response?: unknown } | undefined)?.response;
    const accountId = response ? await passkeys.authenticate('signin', details.uid, response as Parameters<PasskeyStore['authenticate']>[2]) : undefined;
    const acct = accountId ? await store.findActiveById(accountId) : undefined;
    if (!acct) {
      await limiter.hit('passkey', undefined, req.ip);
      return fail(reply, 401, 'NotAuthorizedException', PASSKEY_INVALID);
    }
    // A passkey with user verification is two factors in itself (the device and its PIN or biometric).
    return finishLogin(req, reply, details, acct.id);
  });

  /** Ends the login interaction for an authenticated account (password, continuation or passkey). */
  async function finishLogin(req: FastifyRequest, reply: FastifyReply, details: Interaction, accountId: string) {
    // Consent is implicit for the first-party client: grant every supported scope now.
    const clientId = String(details.params['client_id'] ?? '');
    let consent: { grantId: string } | undefined;
    if (clientId === CLIENT_ID) {
      let grant = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
      if (!grant || grant.accountId !== accountId) grant = new provider.Grant({ accountId, clientId });
      grant.addOIDCScope(SCOPES.join(' '));
      consent = { grantId: await grant.save() };
    }
    const redirectTo = await provider.interactionResult(
      req.raw,
      reply.raw,
      { login: { accountId }, ...(consent ? { consent } : {}) },
      { mergeWithLastSubmission: false },
    );
    return reply.header('cache-control', 'no-store').send({ redirectTo });
  }

  app.post<{ Params: { uid: string } }>('/oidc/interaction/:uid/abort', async (req, reply) => {
    const details = await loadInteraction(req, reply);
    if (!details) return fail(reply, 400, 'SessionNotFound', MESSAGES.interactionGone);
    const redirectTo = await provider.interactionResult(
      req.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
    return reply.send({ redirectTo });
  });
};
