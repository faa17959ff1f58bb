export { identityPlugin, MESSAGES, type IdentityPluginOptions } from './plugin';
export { emailOk, passwordOk } from './rules';
export { clientMetadataFor, createAccessTokenVerifier, createProvider, issuerFor, OIDC_ROUTES, CLIENT_ID, DEV_HOST_ORIGINS, SCOPES, type Provider, type VerifiedIdentity } from './provider';
export { PgAdapter, revokeAllForAccount, sweepExpired } from './adapter';
export { createMailer, type Mailer, type Mail } from './mailer';
export { RateLimiter, TOO_MANY_ATTEMPTS } from './rateLimiter';
export { AccountStore } from './accounts';
export * from './schema';
export type { IdentityConfig, IdentityDb, IdentityLogger, RateLimitOptions } from './types';
