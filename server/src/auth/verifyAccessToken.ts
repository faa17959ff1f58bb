import { createHash } from 'node:crypto';
import type * as JoseModule from 'jose' with { 'resolution-mode': 'import' };
import { revocationEvents, type Revocation } from '../identity/events';
import type { Provider, VerifiedIdentity } from '../identity/provider';
import { createAccessTokenVerifier as createOpaqueVerifier } from '../identity/provider';
import type { IdentityDb } from '../identity/types';
import { VerifiedTokenCache } from './tokenCache';

/**
 * The single place that turns a bearer token into a signed-in identity:
 * - built-in provider (default): opaque access tokens of /oidc, looked up in the provider store
 *   (expired, revoked, signed-out, disabled/deleted accounts are refused at once);
 * - external provider (OIDC_ISSUER): JWT access tokens verified against the issuer's JWKS
 *   (discovered from `${issuer}/.well-known/openid-configuration`), issuer, audience and expiry checked.
 */
export interface AuthIdentity {
  accountId: string;
  email: string;
}

/** Resolves the identity, or null when the token is missing, malformed, expired, revoked or wrongly signed. */
export type AccessTokenVerifier = (token: string | null | undefined) => Promise<AuthIdentity | null>;

type Jose = typeof JoseModule;
let josePromise: Promise<Jose> | undefined;
const jose = (): Promise<Jose> => (josePromise ??= import('jose'));

export interface BuiltInVerifierOptions {
  /** AUTH_TOKEN_CACHE_TTL_S in ms: how long a verified token is trusted without a lookup; 0 = look up every request. */
  cacheTtlMs?: number;
}

/** A verifier holding listeners: `close()` detaches them when the app closes. */
export type ClosableAccessTokenVerifier = AccessTokenVerifier & { close(): void };

/**
 * Built-in provider: opaque tokens verified by one lookup (see identity/provider.ts), remembered for
 * `cacheTtlMs`. Revocations written by this process (sign-out, token revocation, refresh-token replay,
 * password reset, disable) and ended sessions drop the cached tokens at once.
 */
export function builtInAccessTokenVerifier(
  provider: Provider,
  db: IdentityDb,
  { cacheTtlMs = 0 }: BuiltInVerifierOptions = {},
): ClosableAccessTokenVerifier {
  const lookup = createOpaqueVerifier(db);
  const toIdentity = (v: VerifiedIdentity | null): AuthIdentity | null => (v ? { accountId: v.accountId, email: v.email } : null);
  if (cacheTtlMs <= 0) {
    return Object.assign(async (token: string | null | undefined) => (token ? toIdentity(await lookup(token)) : null), {
      close: () => undefined,
    });
  }
  const cache = new VerifiedTokenCache(cacheTtlMs);
  const onRevoked = (r: Revocation) => {
    if (r.kind === 'account') cache.dropAccount(r.accountId);
    else if (r.kind === 'grant') cache.dropGrant(r.grantId);
    else cache.dropToken(r.token);
  };
  const onSessionDestroyed = (session: { uid: string }) => cache.dropSession(session.uid);
  const events = revocationEvents(db);
  events.on('revoked', onRevoked);
  provider.on('session.destroyed', onSessionDestroyed);
  return Object.assign(
    async (token: string | null | undefined) => (token ? toIdentity(await cache.resolve(token, lookup)) : null),
    {
      close() {
        events.off('revoked', onRevoked);
        provider.off('session.destroyed', onSessionDestroyed);
      },
    },
  );
}

/**
 * Local account id of an external user: a deterministic UUID (version-5 layout, SHA-1) of issuer + sub,
 * so the same person always maps to the same `accounts` row and subs of two issuers never collide.
 */
export function externalAccountId(issuer: string, sub: string): string {
  const h = createHash('sha1').update(`${issuer}\n${sub}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Asymmetric JWS algorithms accepted from an external issuer (never HS*, never none). */
const EXTERNAL_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];

export interface ExternalVerifierOptions {
  /** OIDC_ISSUER, without trailing slash; must equal the `issuer` of its discovery document and the tokens' `iss`. */
  issuer: string;
  /** OIDC_AUDIENCE: expected `aud`; undefined → not checked. */
  audience?: string | undefined;
  /** Logs discovery failures. */
  log?: { warn(obj: unknown, msg?: string): void };
}

/**
 * External provider: JWT access tokens. The discovery document and the JWKS are fetched lazily on the
 * first token (a failed discovery is retried on the next request); jose refreshes the JWKS when a token
 * names an unknown `kid` (key rotation).
 */
export function externalAccessTokenVerifier(opts: ExternalVerifierOptions): AccessTokenVerifier {
  const issuer = opts.issuer.replace(/\/+$/, '');
  let jwksPromise: Promise<ReturnType<Jose['createRemoteJWKSet']>> | undefined;

  const discover = async () => {
    const { createRemoteJWKSet } = await jose();
    const res = await fetch(`${issuer}/.well-known/openid-configuration`, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`OIDC discovery of ${issuer} answered ${res.status}`);
    const doc = (await res.json()) as { issuer?: unknown; jwks_uri?: unknown };
    if (typeof doc.issuer !== 'string' || doc.issuer.replace(/\/+$/, '') !== issuer) {
      throw new Error(`OIDC discovery of ${issuer}: issuer mismatch (${String(doc.issuer)})`);
    }
    if (typeof doc.jwks_uri !== 'string') throw new Error(`OIDC discovery of ${issuer}: no jwks_uri`);
    return createRemoteJWKSet(new URL(doc.jwks_uri));
  };
  const jwks = () => {
    jwksPromise ??= discover().catch((err: unknown) => {
      jwksPromise = undefined;
      throw err;
    });
    return jwksPromise;
  };

  return async (token) => {
    if (!token || token.length > 8192 || token.split('.').length !== 3) return null;
    let keySet;
    try {
      keySet = await jwks();
    } catch (err) {
      opts.log?.warn({ err }, 'external OIDC discovery failed');
      return null;
    }
    try {
      const { jwtVerify } = await jose();
      const { payload } = await jwtVerify(token, keySet, {
        issuer: [issuer, `${issuer}/`],
        ...(opts.audience ? { audience: opts.audience } : {}),
        algorithms: EXTERNAL_ALGORITHMS,
        requiredClaims: ['sub', 'exp'],
      });
      const sub = payload.sub;
      if (typeof sub !== 'string' || !sub || sub.length > 255) return null;
      const accountId = externalAccountId(issuer, sub);
      const claimed = payload['email'];
      const email =
        typeof claimed === 'string' && /^[^\s@]+@[^\s@]+$/.test(claimed) && claimed.length <= 254
          ? claimed.toLowerCase()
          : `${accountId}@${new URL(issuer).hostname}.invalid`;
      return { accountId, email };
    } catch {
      return null;
    }
  };
}
