import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { identityKeys } from './schema';
import type { IdentityDb } from './types';

import type * as JoseModule from 'jose' with { 'resolution-mode': 'import' };

type Jose = typeof JoseModule;

export interface PersistedKeys {
  /** Private JWKs for oidc-provider's `jwks` (id token signing). */
  jwks: { keys: Array<Record<string, unknown>> };
  /** Cookie signing keys for oidc-provider's `cookies.keys`. */
  cookieKeys: string[];
}

/** Reads a key row or creates it; concurrent instances converge on the first row written. */
async function loadOrCreate<T>(db: IdentityDb, id: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.select({ value: identityKeys.value }).from(identityKeys).where(eq(identityKeys.id, id));
  if (existing[0]) return existing[0].value as T;
  const value = await create();
  await db.insert(identityKeys).values({ id, value }).onConflictDoNothing();
  const rows = await db.select({ value: identityKeys.value }).from(identityKeys).where(eq(identityKeys.id, id));
  return rows[0]!.value as T;
}

/** Signing keys (RS256, the OIDC default for id tokens) and cookie keys, generated once and kept in identity_keys. */
export async function loadKeys(db: IdentityDb): Promise<PersistedKeys> {
  const jwks = await loadOrCreate(db, 'jwks', async () => {
    const jose: Jose = await import('jose');
    const { privateKey } = await jose.generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await jose.exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] };
  });
  const cookieKeys = await loadOrCreate(db, 'cookies', async () => [randomBytes(32).toString('base64url')]);
  return { jwks, cookieKeys };
}
