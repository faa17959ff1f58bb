import { eq, getTableName } from 'drizzle-orm';
import { isSealed, type SecretBox } from '../secrets';
import { identityKeys, identityMfaFactors } from './schema';
import type { IdentityDb } from './types';

/** The purposes (additional data) the identity's secrets are sealed for. */
export const SEALED = {
  totpSecret: 'identity_mfa_factors.secret',
  key: (id: string) => `identity_keys.${id}`,
};

/** The tables holding sealed values (a restore checks their keys before writing anything). */
export const SEALED_TABLES = [getTableName(identityMfaFactors), getTableName(identityKeys)];

/** How identity_keys holds a sealed value. */
export interface SealedKey {
  sealed: string;
}

export const isSealedKey = (value: unknown): value is SealedKey =>
  typeof value === 'object' && value !== null && typeof (value as SealedKey).sealed === 'string' && isSealed((value as SealedKey).sealed);

/**
 * Seals what is still in plain text (written before secrets were sealed) and seals again what an older
 * key sealed (rotation: the first key of ENCRYPTION_KEY seals, the others only open). Run at start;
 * rows are few (one factor per account, two key rows), and every instance converges on the same values.
 */
export async function sealAtRest(db: IdentityDb, secrets: SecretBox): Promise<{ sealed: number }> {
  let sealed = 0;
  for (const factor of await db.select({ id: identityMfaFactors.id, secret: identityMfaFactors.secret }).from(identityMfaFactors)) {
    if (isSealed(factor.secret) && secrets.isCurrent(factor.secret)) continue;
    const plain = isSealed(factor.secret) ? secrets.open(factor.secret, SEALED.totpSecret) : factor.secret;
    await db.update(identityMfaFactors).set({ secret: secrets.seal(plain, SEALED.totpSecret) }).where(eq(identityMfaFactors.id, factor.id));
    sealed++;
  }
  for (const row of await db.select().from(identityKeys)) {
    if (isSealedKey(row.value) && secrets.isCurrent(row.value.sealed)) continue;
    const plain = isSealedKey(row.value) ? secrets.open(row.value.sealed, SEALED.key(row.id)) : JSON.stringify(row.value);
    await db
      .update(identityKeys)
      .set({ value: { sealed: secrets.seal(plain, SEALED.key(row.id)) } })
      .where(eq(identityKeys.id, row.id));
    sealed++;
  }
  return { sealed };
}
