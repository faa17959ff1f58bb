import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SecretBox } from '../secrets';
import { identityKeys } from './schema';
import { SEALED, isSealedKey } from './sealing';
import type { IdentityDb } from './types';

import type * as JoseModule from 'jose' with { 'resolution-mode': 'import' };

type Jose = typeof JoseModule;

export interface PersistedKeys {
  /** Private JWKs for oidc-provider's `jwks` (id token signing). */
  jwks: { keys: Array<Record<string, unknown>> };
  /** Cookie signing keys for oidc-provider's `cookies.keys`. */
  cookieKeys: string[];
}

/**
 * Reads a key row or creates it, sealed (identity/sealing.ts); concurrent instances converge on the
 * first row written.
 */
async function loadOrCreate<T>(db: IdentityDb, secrets: SecretBox, id: string, create: () => Promise<T>): Promise<T> {
  const read = async () => {
    const [row] = await db.select({ value: identityKeys.value }).from(identityKeys).where(eq(identityKeys.id, id));
    if (!row) return undefined;
    if (!isSealedKey(row.value)) throw new Error(`identity key "${id}" is not sealed: sealAtRest runs first`);
    return JSON.parse(secrets.open(row.value.sealed, SEALED.key(id))) as T;
  };
  const existing = await read();
  if (existing !== undefined) return existing;
  const value = await create();
  await db
    .insert(identityKeys)
    .values({ id, value: { sealed: secrets.seal(JSON.stringify(value), SEALED.key(id)) } })
    .onConflictDoNothing();
  return (await read())!;
}

/** Signing keys (RS256, the OIDC default for id tokens) and cookie keys, generated once and kept sealed in identity_keys. */
export async function loadKeys(db: IdentityDb, secrets: SecretBox): Promise<PersistedKeys> {
  const jwks = await loadOrCreate(db, secrets, 'jwks', async () => {
    const jose: Jose = await import('jose');
    const { privateKey } = await jose.generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await jose.exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] };
  });
  const cookieKeys = await loadOrCreate(db, secrets, 'cookies', async () => [randomBytes(32).toString('base64url')]);
  return { jwks, cookieKeys };
}
