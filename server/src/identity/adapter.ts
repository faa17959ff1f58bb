import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider' with { 'resolution-mode': 'import' };
import { revocationEvents } from './events';
import { oidcPayloads } from './schema';
import type { IdentityDb } from './types';

/** Models whose rows are removed together by revokeByGrantId. */
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

const notExpired = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));

/**
 * oidc-provider adapter over the oidc_payloads table (primary key (type, id)). Every instance of the
 * server shares the same rows; expires_at is honoured on every find (expired rows are invisible and
 * deleted lazily by `sweepExpired`).
 */
export class PgAdapter implements Adapter {
  constructor(
    private readonly db: IdentityDb,
    private readonly name: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    const row = {
      id,
      type: this.name,
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      accountId: payload.accountId ?? null,
      expiresAt,
      consumedAt: null,
    };
    await this.db
      .insert(oidcPayloads)
      .values(row)
      .onConflictDoUpdate({
        target: [oidcPayloads.type, oidcPayloads.id],
        set: {
          payload: row.payload,
          grantId: row.grantId,
          userCode: row.userCode,
          uid: row.uid,
          accountId: row.accountId,
          expiresAt: row.expiresAt,
        },
      });
  }

  private async findWhere(cond: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const rows = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.name), cond, notExpired()))
      .limit(1);
    const row = rows[0];
    if (!row) return undefined;
    const payload = { ...row.payload } as AdapterPayload;
    if (row.consumedAt) payload.consumed = Math.floor(row.consumedAt.getTime() / 1000);
    return payload;
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.type, this.name), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.name), eq(oidcPayloads.id, id)));
    if (this.name === 'AccessToken') revocationEvents(this.db).emit('revoked', { kind: 'accessToken', token: id });
    if (this.name === 'Grant') revocationEvents(this.db).emit('revoked', { kind: 'grant', grantId: id });
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    if (!GRANTABLE.has(this.name)) return;
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.name), eq(oidcPayloads.grantId, grantId)));
    if (this.name === 'AccessToken') revocationEvents(this.db).emit('revoked', { kind: 'grant', grantId });
  }
}

export function createAdapterFactory(db: IdentityDb): (name: string) => PgAdapter {
  return (name: string) => new PgAdapter(db, name);
}

/** Deletes expired provider rows (run now and then; finds ignore them anyway). */
export async function sweepExpired(db: IdentityDb): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()));
}

/** Deletes every session, grant, code and token of an account (inside a caller's transaction too). */
export async function deleteAccountTokens(db: IdentityDb, accountId: string): Promise<void> {
  await db.delete(oidcPayloads).where(
    or(
      eq(oidcPayloads.accountId, accountId),
      // Grants store accountId; tokens of those grants also carry grant_id.
      sql`${oidcPayloads.grantId} in (select ${oidcPayloads.id} from ${oidcPayloads} where ${oidcPayloads.type} = 'Grant' and ${oidcPayloads.accountId} = ${accountId})`,
    ),
  );
}

/**
 * Revokes every session, grant, code and token of an account (password reset, disable), and tells
 * every instance's token cache. Sessions carry accountId in their payload too.
 */
export async function revokeAllForAccount(db: IdentityDb, accountId: string): Promise<void> {
  await deleteAccountTokens(db, accountId);
  revocationEvents(db).emit('revoked', { kind: 'account', accountId });
}
