import type { Configuration, KoaContextWithOIDC } from 'oidc-provider' with { 'resolution-mode': 'import' };
import type ProviderClass from 'oidc-provider' with { 'resolution-mode': 'import' };
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createAdapterFactory } from './adapter';
import { AccountStore } from './accounts';
import type { SecretBox } from '../secrets';
import { loadKeys } from './keys';
import type { IdentityDb } from './types';

export type Provider = InstanceType<typeof ProviderClass>;

export const CLIENT_ID = 'inscriptions-web';
export const SCOPES = ['openid', 'email', 'profile', 'offline_access'] as const;

export interface TokenTtls {
  /** seconds; default 15 min */
  accessToken: number;
  /** seconds; absolute lifetime of the refresh-token chain; default 30 days */
  refreshToken: number;
  /** seconds; default 60 */
  authorizationCode: number;
}
export const DEFAULT_TTLS: TokenTtls = { accessToken: 15 * 60, refreshToken: 30 * 24 * 60 * 60, authorizationCode: 60 };

/**
 * Origins of the webpack dev servers (shell and the remotes' standalone dev hosts; ports from
 * shared/build/devPorts.cjs). Outside production the client also accepts their exact callback and
 * post-logout URIs, so a dev host can sign in on its own origin.
 */
export const DEV_HOST_ORIGINS: readonly string[] = [3000, 3001, 3002, 3003, 3004, 3005, 3006].map(
  (port) => `http://localhost:${port}`,
);

/** The sign-out page's only script: it submits the provider's logout form at once. */
const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit()";

/**
 * The sign-out page's own Content-Security-Policy: its one inline script by hash, and a form whose
 * answer redirects to a registered app origin (form-action governs that redirect too).
 */
export function logoutPagePolicy(appOrigins: readonly string[]): string {
  const scriptHash = createHash('sha256').update(LOGOUT_SCRIPT).digest('base64');
  return [
    "default-src 'none'",
    `script-src 'sha256-${scriptHash}'`,
    `form-action 'self' ${appOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export interface ProviderOptions {
  db: IdentityDb;
  /** Opens and seals the signing and cookie keys kept in identity_keys. */
  secrets: SecretBox;
  publicUrl: string;
  /** Further origins whose /auth/callback, /auth/signin and / are registered (development only). */
  devOrigins?: readonly string[];
  ttl?: Partial<TokenTtls>;
  /** Trust X-Forwarded-* (behind a TLS-terminating proxy). */
  trustProxy?: boolean;
}

export const issuerFor = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/oidc`;

/** The provider's endpoints (oidc-provider's defaults, set explicitly so /app-config.json can name them). */
export const OIDC_ROUTES = {
  authorization: '/auth',
  token: '/token',
  revocation: '/token/revocation',
  end_session: '/session/end',
  userinfo: '/me',
  jwks: '/jwks',
} as const;

/**
 * The discovery document's fields the front end's client (oidc-client-ts) reads, handed over in
 * /app-config.json so sign-in, renewal and sign-out skip the discovery request.
 */
export function clientMetadataFor(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}${OIDC_ROUTES.authorization}`,
    token_endpoint: `${issuer}${OIDC_ROUTES.token}`,
    revocation_endpoint: `${issuer}${OIDC_ROUTES.revocation}`,
    end_session_endpoint: `${issuer}${OIDC_ROUTES.end_session}`,
    userinfo_endpoint: `${issuer}${OIDC_ROUTES.userinfo}`,
    jwks_uri: `${issuer}${OIDC_ROUTES.jwks}`,
  };
}

/** Creates the OpenID Connect provider (oidc-provider is ESM-only: loaded with a dynamic import). */
export async function createProvider(opts: ProviderOptions): Promise<Provider> {
  const { default: Provider, interactionPolicy } = await import('oidc-provider');
  const { Check } = interactionPolicy;
  const policy = interactionPolicy.base();
  // A session whose account was disabled or deleted must sign in again (oidc-provider would otherwise
  // keep the session's accountId without an account and fail in the consent checks).
  policy.get('login')!.checks.push(
    new Check('account_inactive', 'End-User account is no longer active', 'login_required', (ctx) =>
      ctx.oidc.session?.accountId && !ctx.oidc.account ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT,
    ),
  );
  const publicUrl = opts.publicUrl.replace(/\/+$/, '');
  const publicOrigin = new URL(publicUrl).origin;
  const devOrigins = opts.devOrigins ?? [];
  const appUrls = [...new Set([publicUrl, ...devOrigins])];
  const logoutPageCsp = logoutPagePolicy([...new Set(appUrls.map((url) => new URL(url).origin))]);
  const ttl = { ...DEFAULT_TTLS, ...opts.ttl };
  const store = new AccountStore(opts.db);
  const { jwks, cookieKeys } = await loadKeys(opts.db, opts.secrets);

  const configuration: Configuration = {
    adapter: createAdapterFactory(opts.db),
    routes: { ...OIDC_ROUTES },
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Inscriptions',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        // Exact URIs only: oidc-provider compares them as strings (no wildcards, no prefixes).
        redirect_uris: appUrls.map((url) => `${url}/auth/callback`),
        post_logout_redirect_uris: appUrls.flatMap((url) => [`${url}/auth/signin`, `${url}/`]),
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    jwks: jwks as unknown as Configuration['jwks'],
    cookies: {
      keys: cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    scopes: [...SCOPES],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: [] },
    features: {
      devInteractions: { enabled: false },
      // A public client may revoke only its own tokens.
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // The app has no "do you want to sign out?" page: the form (with its xsrf token) submits itself.
        async logoutSource(ctx, form) {
          const auto = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
          ctx.type = 'html';
          ctx.set('content-security-policy', logoutPageCsp);
          ctx.body = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Signing out…</title></head><body>${auto}<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript><script>${LOGOUT_SCRIPT}</script></body></html>`;
        },
        async postLogoutSuccessSource(ctx) {
          ctx.status = 303;
          ctx.redirect(`${publicUrl}/auth/signin`);
        },
      },
      introspection: { enabled: false },
      registration: { enabled: false },
    },
    // PKCE for every request; oidc-provider v9 only implements S256 ('plain' is rejected).
    pkce: { required: () => true },
    responseTypes: ['code'],
    rotateRefreshToken: true,
    // Consent is implicit for the first-party client, so refresh tokens do not depend on offline_access.
    issueRefreshToken: async (_ctx, client) => client.clientId === CLIENT_ID && client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: ttl.accessToken,
      AuthorizationCode: ttl.authorizationCode,
      IdToken: ttl.accessToken,
      Interaction: 60 * 60,
      Session: ttl.refreshToken,
      Grant: ttl.refreshToken,
      // Absolute expiry: a rotated refresh token inherits the remaining lifetime of the one it replaces.
      RefreshToken: (ctx, _token, _client) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        return rotated ? Math.max(1, rotated.remainingTTL) : ttl.refreshToken;
      },
    },
    interactions: {
      policy,
      // The cookie of an interaction is scoped to this path, so the JSON endpoints live below it;
      // GET of this URL from a browser redirects to the SPA sign-in page.
      url: async (_ctx, interaction) => `/oidc/interaction/${interaction.uid}`,
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const client = ctx.oidc.client!;
      const session = ctx.oidc.session!;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (grant && grant.accountId !== session.accountId) grant = undefined;
      if (client.clientId !== CLIENT_ID || !session.accountId) return grant;
      // First-party client: consent is implicit, every supported scope is granted.
      if (!grant) grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      const missing = SCOPES.filter((s) => !grant!.getOIDCScope().split(' ').includes(s));
      if (missing.length || !grantId) {
        grant.addOIDCScope(SCOPES.join(' '));
        await grant.save();
      }
      return grant;
    },
    async findAccount(_ctx, sub) {
      const acct = await store.findActiveById(sub);
      if (!acct) return undefined;
      return {
        accountId: acct.id,
        async claims() {
          return { sub: acct.id, email: acct.email, email_verified: true };
        },
      };
    },
    // A dev host on its own origin calls /token and /token/revocation across origins.
    clientBasedCORS: (_ctx, origin) => origin === publicOrigin || devOrigins.includes(origin),
    async renderError(ctx, out) {
      ctx.type = 'json';
      ctx.body = out;
    },
  };

  const provider = new Provider(issuerFor(publicUrl), configuration);
  if (opts.trustProxy) provider.proxy = true;
  return provider;
}

export interface VerifiedIdentity {
  accountId: string;
  email: string;
  /** What revoking or signing out acts on, so a cache of verified tokens can drop them at once. */
  grantId: string | undefined;
  sessionUid: string | undefined;
  /** Token expiry, ms since the epoch. */
  expiresAt: number;
}

interface TokenRow {
  payload: Record<string, unknown>;
  grant_ok: boolean;
  session_ok: boolean;
  account_id: string;
  email: string;
}

const UUID_RE = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * Opaque access tokens: looked up in the provider store, so revocation and sign-out take effect at once.
 * Refuses expired tokens, tokens whose grant or (for session-bound tokens) session is gone, and
 * accounts that were deleted, disabled or are unconfirmed. One statement does what
 * AccessToken.find + Grant.find + Session.findByUid + the account lookup did in four round trips;
 * expiry is judged by the same `expires_at` the provider's adapter honours.
 */
export function createAccessTokenVerifier(db: IdentityDb) {
  return async (token: string | undefined | null): Promise<VerifiedIdentity | null> => {
    if (!token || token.length > 512) return null;
    const now = new Date().toISOString();
    const live = (alias: string) =>
      sql`(${sql.raw(alias)}.expires_at is null or ${sql.raw(alias)}.expires_at > ${now}::timestamptz)`;
    try {
      // PGlite and node-postgres both answer { rows }.
      const result = (await db.execute(sql`
        select t.payload,
               (t.grant_id is null or exists (
                  select 1 from oidc_payloads g
                   where g.type = 'Grant' and g.id = t.grant_id and ${live('g')})) as grant_ok,
               (coalesce(t.payload->>'expiresWithSession', 'false') <> 'true' or t.payload->>'sessionUid' is null or exists (
                  select 1 from oidc_payloads s
                   where s.type = 'Session' and s.uid = t.payload->>'sessionUid' and ${live('s')})) as session_ok,
               a.id as account_id, a.email
          from oidc_payloads t
          join accounts a on a.id = case when t.account_id ~ ${UUID_RE} then t.account_id::uuid end
          join account_credentials c on c.account_id = a.id
         where t.type = 'AccessToken' and t.id = ${token} and ${live('t')}
           and c.confirmed_at is not null and c.disabled_at is null
         limit 1`)) as { rows: TokenRow[] };
      const row = result.rows[0];
      if (!row || !row.grant_ok || !row.session_ok) return null;
      const at = row.payload;
      if (at['kind'] !== 'AccessToken' || at['jti'] !== token || at['clientId'] !== CLIENT_ID) return null;
      if (at['accountId'] !== row.account_id || typeof at['exp'] !== 'number') return null;
      const expiresAt = at['exp'] * 1000;
      if (expiresAt <= Date.now()) return null;
      return {
        accountId: row.account_id,
        email: row.email,
        grantId: typeof at['grantId'] === 'string' ? at['grantId'] : undefined,
        sessionUid: typeof at['sessionUid'] === 'string' ? at['sessionUid'] : undefined,
        expiresAt,
      };
    } catch {
      return null;
    }
  };
}
