import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AccountStore, DEFAULT_CODE_TTLS, type CodePurpose } from './accounts';
import { accountRoutes } from './accountRoutes';
import { sweepExpired } from './adapter';
import { SignInChallenges } from './challenges';
import { interactionRoutes } from './interactionRoutes';
import { createMailer, type Mailer } from './mailer';
import { PasskeyStore } from './passkeys';
import { DEV_HOST_ORIGINS, createAccessTokenVerifier, createProvider, type Provider, type TokenTtls, type VerifiedIdentity } from './provider';
import { DEFAULT_RATE_LIMIT, RateLimiter } from './rateLimiter';
import type { SecretBox } from '../secrets';
import { sealAtRest } from './sealing';
import { SecurityStore } from './security';
import { securityRoutes } from './securityRoutes';
import { selfServiceRoutes, type AccountHooks } from './selfServiceRoutes';
import type { IdentityConfig, IdentityDb, IdentityLogger, RateLimitOptions } from './types';

export interface IdentityPluginOptions {
  db: IdentityDb;
  /** Seals the secrets the identity keeps (authenticator secrets, signing and cookie keys). */
  secrets: SecretBox;
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
  /** What the rest of the server does when an account's address changes or the account is deleted. */
  hooks?: AccountHooks;
  /** Receives the provider and the verifier once they exist (e.g. to plug the verifier into GraphQL). */
  onReady?: (ctx: { provider: Provider; verifyAccessToken: (token: string | null | undefined) => Promise<VerifiedIdentity | null> }) => void;
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
  const sealing = await sealAtRest(opts.db, opts.secrets);
  if (sealing.sealed) log?.info(sealing, 'identity secrets sealed with the current key');
  const provider = await createProvider({
    db: opts.db,
    secrets: opts.secrets,
    publicUrl,
    devOrigins: opts.config.nodeEnv === 'production' ? [] : DEV_HOST_ORIGINS,
    ttl: opts.ttl,
    trustProxy: opts.trustProxy,
  });
  const verifyAccessToken = createAccessTokenVerifier(opts.db);
  const security = new SecurityStore(opts.db, opts.secrets);
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

  await app.register(accountRoutes, { db: opts.db, publicUrl, store, limiter, mailer, codeTtl, log });
  await app.register(securityRoutes, { security, passkeys, limiter, verifyAccessToken });
  await app.register(selfServiceRoutes, { publicUrl, store, security, passkeys, limiter, mailer, codeTtl, log, hooks: opts.hooks ?? {}, verifyAccessToken });
  await app.register(interactionRoutes, { provider, publicUrl, store, limiter, challenges, passkeys });

  // The provider itself (Koa), mounted under /oidc.
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
