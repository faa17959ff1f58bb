import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONFIRMATION_CODE_EMPTY,
  INVALID_EMAIL,
  INVALID_LINK,
  PASSKEY_INVALID,
  PASSWORD_EMPTY,
  PASSWORD_RULE,
  USERNAME_EMPTY,
  USER_NOT_CONFIRMED,
} from '@inscriptions/contracts';
import { AccountStore, DEFAULT_CODE_TTLS, type CodePurpose } from './accounts';
import { revokeAllForAccount, sweepExpired } from './adapter';
import { burnPasswordTime, hashPassword, verifyPassword } from './crypto';
import { confirmationMail, createMailer, resetMail, type Mail, type Mailer } from './mailer';
import { CLIENT_ID, DEV_HOST_ORIGINS, SCOPES, createAccessTokenVerifier, createProvider, type Provider, type TokenTtls, type VerifiedIdentity } from './provider';
import { DEFAULT_RATE_LIMIT, RateLimiter, TOO_MANY_ATTEMPTS } from './rateLimiter';
import { emailOk, passwordOk } from './rules';
import { SignInChallenges } from './challenges';
import { PasskeyStore } from './passkeys';
import { SecurityStore } from './security';
import { registerSecurityRoutes } from './securityRoutes';
import type { IdentityConfig, IdentityDb, IdentityLogger, RateLimitOptions } from './types';

export interface IdentityPluginOptions {
  db: IdentityDb;
  config: IdentityConfig;
  logger?: IdentityLogger;
  /** Limits for sign-in, confirm, reset (failures) and resend, forgot (every request). */
  rateLimit?: Partial<RateLimitOptions>;
  ttl?: Partial<TokenTtls>;
  /** Lifetimes of the single-use codes, seconds (defaults: confirm 86400, reset 3600, sign-up continuation 240). */
  codeTtl?: Partial<Record<CodePurpose, number>>;
  /** Trust X-Forwarded-Proto/Host for the provider (behind a TLS proxy). Default false. */
  trustProxy?: boolean;
  /** The mailer (the app shares one with reminder mail); default: SMTP when smtpUrl, else the outbox. */
  mailer?: Mailer;
  /** Receives the provider and the verifier once they exist (e.g. to plug the verifier into GraphQL). */
  onReady?: (ctx: { provider: Provider; verifyAccessToken: (token: string | null | undefined) => Promise<VerifiedIdentity | null> }) => void;
}

export const MESSAGES = {
  invalidEmail: INVALID_EMAIL,
  usernameEmpty: USERNAME_EMPTY,
  passwordEmpty: PASSWORD_EMPTY,
  codeEmpty: CONFIRMATION_CODE_EMPTY,
  password: PASSWORD_RULE,
  exists: 'An account with the given email already exists.',
  badCredentials: 'Incorrect username or password.',
  notConfirmed: USER_NOT_CONFIRMED,
  disabled: 'User is disabled.',
  invalidCode: 'Invalid verification code provided, please try again.',
  expiredCode: 'Invalid code provided, please request a code again.',
  alreadyConfirmed: 'User cannot be confirmed. Current status is CONFIRMED',
  invalidLink: INVALID_LINK,
  tooMany: TOO_MANY_ATTEMPTS,
  interactionGone: 'Your sign-in session has expired, please try again.',
  resendSent: 'If this email belongs to an account that is not confirmed yet, a new confirmation link is on its way.',
  forgotSent: 'If this email belongs to an account, a link to reset the password is on its way.',
  confirmed: 'Your account has been confirmed.',
  reset: 'Your password has been reset.',
  continuationRefused: 'Please sign in with your email and password.',
} as const;


type Body = Record<string, unknown>;
const str = (body: unknown, key: string): string => {
  const v = body && typeof body === 'object' ? (body as Body)[key] : undefined;
  return typeof v === 'string' ? v.trim() : '';
};
const rawStr = (body: unknown, key: string): string => {
  const v = body && typeof body === 'object' ? (body as Body)[key] : undefined;
  return typeof v === 'string' ? v : '';
};

/**
 * The sign-up continuation handed to the signing-up tab: `<account id>.<256-bit secret>`. The id
 * selects the account's stored hashes (indexed by account and purpose); the secret is what proves it.
 */
const continuationOf = (accountId: string, secret: string) => `${accountId}.${secret}`;
function parseContinuation(value: string): { accountId: string; secret: string } | undefined {
  const m = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/i.exec(value);
  return m ? { accountId: m[1]!, secret: m[2]! } : undefined;
}

function fail(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ code, message });
}

/**
 * Identity: OpenID Connect provider at /oidc, its sign-in interaction endpoints, and the account
 * JSON API at /account. Register without a prefix (paths are absolute).
 */
export async function identityPlugin(app: FastifyInstance, opts: IdentityPluginOptions): Promise<void> {
  const publicUrl = opts.config.publicUrl.replace(/\/+$/, '');
  const log = opts.logger;
  const codeTtl = { ...DEFAULT_CODE_TTLS, ...opts.codeTtl };
  const store = new AccountStore(opts.db, codeTtl);
  const limiter = new RateLimiter(opts.db, { ...DEFAULT_RATE_LIMIT, ...opts.rateLimit });
  const mailer = opts.mailer ?? createMailer(opts.config, log);
  const provider = await createProvider({
    db: opts.db,
    publicUrl,
    devOrigins: opts.config.nodeEnv === 'production' ? [] : DEV_HOST_ORIGINS,
    ttl: opts.ttl,
    trustProxy: opts.trustProxy,
  });
  const verifyAccessToken = createAccessTokenVerifier(opts.db);
  const security = new SecurityStore(opts.db);
  const passkeys = new PasskeyStore(opts.db, publicUrl);
  const challenges = new SignInChallenges(store, security, passkeys, limiter);
  provider.on('server_error', (_ctx, err) => log?.error({ err }, 'oidc server_error'));
  // Every token issue (sign-in, refresh) records the device behind the grant: the devices list.
  provider.on('grant.success', (ctx) => {
    const grant = ctx.oidc.entities.Grant;
    if (!grant?.jti || !grant.accountId) return;
    void security
      .touchDevice(grant.jti, grant.accountId, ctx.get('user-agent'), ctx.ip)
      .catch((err: unknown) => log?.error({ err }, 'device record failed'));
  });
  opts.onReady?.({ provider, verifyAccessToken });

  await sweepExpired(opts.db).catch(() => undefined);
  const sweep = setInterval(() => void sweepExpired(opts.db).catch(() => undefined), 15 * 60 * 1000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  /** Mail in the background: the answer does not wait for (or reveal) delivery. */
  const sendLater = (mail: Mail) => {
    void mailer.send(mail).catch((err: unknown) => log?.error({ err, to: mail.to }, 'mail failed'));
  };
  const confirmLink = (email: string, code: string) =>
    `${publicUrl}/auth/confirmation?userName=${encodeURIComponent(email)}&confirmationCode=${encodeURIComponent(code)}`;
  const resetLink = (email: string, code: string) =>
    `${publicUrl}/auth/reset-password?email=${encodeURIComponent(email)}&confirmationCode=${encodeURIComponent(code)}`;

  // ---------------------------------------------------------------- accounts
  app.post('/account/signup', async (req, reply) => {
    const email = str(req.body, 'email').toLowerCase();
    const password = rawStr(req.body, 'password');
    if (!email) return fail(reply, 400, 'InvalidParameterException', MESSAGES.usernameEmpty);
    if (!emailOk(email)) return fail(reply, 400, 'InvalidParameterException', MESSAGES.invalidEmail);
    if (!password) return fail(reply, 400, 'InvalidParameterException', MESSAGES.passwordEmpty);
    if (!passwordOk(password)) return fail(reply, 400, 'InvalidPasswordException', MESSAGES.password);
    if (!(await limiter.consume('signup', undefined, req.ip))) return fail(reply, 429, 'TooManyRequestsException', MESSAGES.tooMany);
    const acct = await store.create(email, await hashPassword(password));
    if (!acct) return fail(reply, 409, 'UsernameExistsException', MESSAGES.exists);
    const code = await store.issueCode(acct.id, 'confirm');
    await mailer.send(confirmationMail(email, confirmLink(email, code), codeTtl.confirm));
    const continuation = continuationOf(acct.id, await store.issueCode(acct.id, 'continue'));
    return reply
      .code(201)
      .header('cache-control', 'no-store')
      .send({ userConfirmed: false, codeDeliveryDetails: { destination: email, deliveryMedium: 'EMAIL' }, continuation });
  });

  /** The account of a valid (unused, unexpired) continuation, without using it up. */
  const continuationAccount = async (value: string) => {
    const parsed = parseContinuation(value);
    if (!parsed) return undefined;
    const acct = await store.findById(parsed.accountId);
    if (!acct) return undefined;
    const { outcome } = await store.checkCode(acct.id, 'continue', parsed.secret);
    return outcome === 'valid' ? acct : undefined;
  };

  // Polled by the signing-up tab. Unknown, used and expired continuations answer like an
  // unconfirmed account, so the answer tells nothing to anyone but the holder; only those count
  // against the limiter (a genuine poll is bounded by the continuation's own lifetime).
  app.post('/account/signup-status', async (req, reply) => {
    if (await limiter.isBlocked('signup-status', undefined, req.ip)) return fail(reply, 429, 'TooManyRequestsException', MESSAGES.tooMany);
    const acct = await continuationAccount(str(req.body, 'continuation'));
    if (!acct) await limiter.hit('signup-status', undefined, req.ip);
    const confirmed = Boolean(acct?.passwordHash && acct.confirmedAt && !acct.disabledAt);
    return reply.header('cache-control', 'no-store').send({ confirmed });
  });

  app.post('/account/confirm', async (req, reply) => {
    const email = str(req.body, 'userName').toLowerCase();
    const code = str(req.body, 'confirmationCode');
    if (!email || !code) return fail(reply, 400, 'CodeMismatchException', MESSAGES.invalidCode);
    if (await limiter.isBlocked('confirm', email, req.ip)) return fail(reply, 429, 'TooManyRequestsException', MESSAGES.tooMany);
    const acct = await store.findByEmail(email);
    if (!acct || !acct.passwordHash) {
      await limiter.hit('confirm', email, req.ip);
      return fail(reply, 400, 'CodeMismatchException', MESSAGES.invalidCode);
    }
    if (acct.confirmedAt) return fail(reply, 409, 'AlreadyConfirmed', MESSAGES.alreadyConfirmed);
    const outcome = await store.useCode(acct.id, 'confirm', code);
    if (outcome === 'valid') {
      await store.markConfirmed(acct.id);
      return reply.code(200).send({ message: MESSAGES.confirmed });
    }
    await limiter.hit('confirm', email, req.ip);
    if (outcome === 'expired') return fail(reply, 410, 'ExpiredCodeException', MESSAGES.expiredCode);
    return fail(reply, 400, 'CodeMismatchException', MESSAGES.invalidCode);
  });

  app.post('/account/resend', async (req, reply) => {
    const email = str(req.body, 'email').toLowerCase();
    if (!email) return fail(reply, 400, 'InvalidParameterException', MESSAGES.usernameEmpty);
    if (!emailOk(email)) return fail(reply, 400, 'InvalidParameterException', MESSAGES.invalidEmail);
    if (!(await limiter.consume('resend', email, req.ip))) return fail(reply, 429, 'TooManyRequestsException', MESSAGES.tooMany);
    const acct = await store.findByEmail(email);
    if (acct && acct.passwordHash && !acct.confirmedAt && !acct.disabledAt) {
      const code = await store.issueCode(acct.id, 'confirm');
      sendLater(confirmationMail(acct.email, confirmLink(acct.email, code), codeTtl.confirm));
    }
    return reply.code(200).send({ message: MESSAGES.resendSent });
  });

  app.post('/account/forgot', async (req, reply) => {
    const email = str(req.body, 'email').toLowerCase();
    if (!email) return fail(reply, 400, 'InvalidParameterException', MESSAGES.usernameEmpty);
    if (!emailOk(email)) return fail(reply, 400, 'InvalidParameterException', MESSAGES.invalidEmail);
    if (!(await limiter.consume('forgot', email, req.ip))) return fail(reply, 429, 'TooManyRequestsException', MESSAGES.tooMany);
    const acct = await store.findByEmail(email);
    if (acct && !acct.disabledAt) {
      const code = await store.issueCode(acct.id, 'reset');
      sendLater(resetMail(acct.email, resetLink(acct.email, code), codeTtl.reset));
    }
    return reply.code(200).send({ message: MESSAGES.forgotSent });
  });

  app.post('/account/reset', async (req, reply) => {
    const email = str(req.body, 'email').toLowerCase();
    const code = str(req.body, 'confirmationCode');
    const password = rawStr(req.body, 'password');
    if (!email || !code) return fail(reply, 400, 'InvalidParameterException', MESSAGES.invalidLink);
    if (!password) return fail(reply, 400, 'InvalidParameterException', MESSAGES.passwordEmpty);
    if (!passwordOk(password)) return fail(reply, 400, 'InvalidPasswordException', MESSAGES.password);
    if (await limiter.isBlocked('reset', email, req.ip)) return fail(reply, 429, 'TooManyRequestsException', MESSAGES.tooMany);
    const acct = await store.findByEmail(email);
    if (!acct || acct.disabledAt) {
      await limiter.hit('reset', email, req.ip);
      return fail(reply, 400, 'CodeMismatchException', MESSAGES.invalidCode);
    }
    const outcome = await store.useCode(acct.id, 'reset', code);
    if (outcome !== 'valid') {
      await limiter.hit('reset', email, req.ip);
      if (outcome === 'expired') return fail(reply, 410, 'ExpiredCodeException', MESSAGES.expiredCode);
      return fail(reply, 400, 'CodeMismatchException', MESSAGES.invalidCode);
    }
    await store.setPassword(acct.id, await hashPassword(password), acct.confirmedAt);
    await revokeAllForAccount(opts.db, acct.id);
    await limiter.reset('signin', email);
    return reply.code(200).send({ message: MESSAGES.reset });
  });

  await registerSecurityRoutes(app, { security, passkeys, limiter, verifyAccessToken });

  // ---------------------------------------------------------------- sign-in interaction
  type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
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
    const details = await loadInteraction(req, reply);
    if (!details) return fail(reply, 400, 'SessionNotFound', MESSAGES.interactionGone);
    const email = str(req.body, 'email').toLowerCase();
    const password = rawStr(req.body, 'password');
    if (!email) return fail(reply, 400, 'InvalidParameterException', MESSAGES.usernameEmpty);
    if (!password) return fail(reply, 400, 'InvalidParameterException', MESSAGES.passwordEmpty);
    if (await limiter.isBlocked('signin', email, req.ip)) return fail(reply, 429, 'TooManyRequestsException', MESSAGES.tooMany);
    const acct = await store.findByEmail(email);
    let ok = false;
    if (acct?.passwordHash) ok = await verifyPassword(password, acct.passwordHash);
    else await burnPasswordTime(password);
    if (!acct || !ok) {
      await limiter.hit('signin', email, req.ip);
      return fail(reply, 401, 'NotAuthorizedException', MESSAGES.badCredentials);
    }
    if (acct.disabledAt) return fail(reply, 401, 'NotAuthorizedException', MESSAGES.disabled);
    if (!acct.confirmedAt) return fail(reply, 401, 'UserNotConfirmedException', MESSAGES.notConfirmed);
    await limiter.reset('signin', email);
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

  // ---------------------------------------------------------------- provider (Koa) under /oidc
  const callback = provider.callback();
  await app.register(async (oidc) => {
    // The provider parses its own bodies (form posts to /token, /token/revocation …): leave the stream alone.
    oidc.removeAllContentTypeParsers();
    oidc.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = req.raw as typeof req.raw & { originalUrl?: string };
      // Mounted like express's app.use('/oidc', …): the provider sees the path without the prefix
      // and finds its mount path from originalUrl (for the URLs it builds, e.g. /oidc/auth/:uid).
      raw.originalUrl = raw.url ?? '/';
      const rest = raw.originalUrl.slice('/oidc'.length);
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      await callback(raw, reply.raw);
    };
    oidc.all('/oidc', handler);
    oidc.all('/oidc/*', handler);
  });
}
