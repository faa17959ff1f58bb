import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import type { AccessTokenVerifier, AuthIdentity } from './verifyAccessToken';

function bearer(req: FastifyRequest): string | null {
  const raw = req.headers.authorization;
  const auth = Array.isArray(raw) ? raw[0] : raw;
  if (!auth) return null;
  const m = /^Bearer\s+(.+)$/i.exec(auth.trim());
  return m?.[1] ?? null;
}

/**
 * External-provider users have no local account row until their first request: it is created then
 * (id derived from issuer + sub). Built-in accounts always exist (the verifier reads them).
 */
function externalAccountProvisioner(db: Db): (identity: AuthIdentity) => Promise<void> {
  const knownAccounts = new Set<string>();
  return async (identity) => {
    if (knownAccounts.has(identity.accountId)) return;
    await db.insert(accounts).values({ id: identity.accountId, email: identity.email.toLowerCase() }).onConflictDoNothing();
    const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, identity.accountId));
    if (!row) {
      // The email belongs to another account (another sub with the same email): keep them apart.
      await db
        .insert(accounts)
        .values({ id: identity.accountId, email: `${identity.accountId}@external.invalid` })
        .onConflictDoNothing();
    }
    knownAccounts.add(identity.accountId);
  };
}

export type RequestAuthenticator = (req: FastifyRequest) => Promise<AuthIdentity | null>;

/** Who sent a request: the identity of its verified bearer token (its account provisioned if external), or null. */
export function requestAuthenticator(db: Db, verify: AccessTokenVerifier, external: boolean): RequestAuthenticator {
  const ensureAccount = external ? externalAccountProvisioner(db) : null;
  return async (req) => {
    const token = bearer(req);
    const identity = token ? await verify(token) : null;
    if (identity && ensureAccount) await ensureAccount(identity);
    return identity;
  };
}
