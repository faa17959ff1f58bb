import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { revokeAllForAccount } from './adapter';
import { hashCode } from './crypto';
import { deviceLabel } from './deviceLabel';
import { revocationEvents } from './events';
import type { SecretBox } from '../secrets';
import { identityCodes, identityDevices, identityMfaFactors, oidcPayloads } from './schema';
import { SEALED } from './sealing';
import type { IdentityDb } from './types';

/** The app's name in authenticator apps. */
export const TOTP_ISSUER = 'Inscriptions';
/** 30 s steps, 6 digits, SHA-1: what every authenticator app supports. */
const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** Steps accepted either side of now (clock drift of up to 30 s). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes never expire on their own; they are replaced when new ones are made. */
const RECOVERY_TTL_MS = 100 * 365 * 24 * 3600 * 1000;

export interface DeviceView {
  id: string;
  userAgent: string;
  /** "Firefox 131 on Windows"; empty when the user agent says neither. */
  label: string;
  ip: string;
  firstSeenAt: string;
  lastSeenAt: string;
  current: boolean;
}

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, ...TOTP_PARAMS, secret: Secret.fromBase32(secret) });
}

/** 80-bit code in two groups of 5 base32 characters, easy to copy by hand. */
function newRecoveryCode(): string {
  const text = new Secret({ size: 10 }).base32.toLowerCase();
  return `${text.slice(0, 8)}-${text.slice(8, 16)}`;
}

const normaliseRecovery = (code: string) => code.trim().toLowerCase().replace(/\s+/g, '');

/**
 * Second factors, recovery codes and signed-in devices of one account. Every method is scoped to
 * the account id it is given, so one account can never read or change another's.
 */
export class SecurityStore {
  constructor(
    private readonly db: IdentityDb,
    /** Seals the authenticator secrets (identity/sealing.ts). */
    private readonly secrets: SecretBox,
  ) {}

  async confirmedTotp(accountId: string) {
    const rows = await this.db
      .select()
      .from(identityMfaFactors)
      .where(and(eq(identityMfaFactors.accountId, accountId), eq(identityMfaFactors.kind, 'totp'), isNotNull(identityMfaFactors.confirmedAt)))
      .limit(1);
    return rows[0];
  }

  /** The second factors a sign-in of this account must pass (one of), e.g. ['SOFTWARE_TOKEN_MFA']. */
  async factorsOf(accountId: string): Promise<Array<'SOFTWARE_TOKEN_MFA'>> {
    return (await this.confirmedTotp(accountId)) ? ['SOFTWARE_TOKEN_MFA'] : [];
  }

  async status(accountId: string): Promise<{ totp: boolean; recoveryCodesLeft: number }> {
    const totp = Boolean(await this.confirmedTotp(accountId));
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(identityCodes)
      .where(and(eq(identityCodes.accountId, accountId), eq(identityCodes.purpose, 'recovery'), isNull(identityCodes.usedAt)));
    return { totp, recoveryCodesLeft: row?.n ?? 0 };
  }

  /**
   * Starts (or restarts) authenticator enrolment: a new 160-bit secret, pending until `confirmTotp`.
   * Returns undefined when one is already confirmed.
   */
  async startTotp(accountId: string, label: string): Promise<{ secret: string; uri: string } | undefined> {
    if (await this.confirmedTotp(accountId)) return undefined;
    const secret = new Secret({ size: 20 }).base32;
    await this.db.transaction(async (tx) => {
      await tx
        .delete(identityMfaFactors)
        .where(and(eq(identityMfaFactors.accountId, accountId), eq(identityMfaFactors.kind, 'totp'), isNull(identityMfaFactors.confirmedAt)));
      await tx.insert(identityMfaFactors).values({ accountId, kind: 'totp', secret: this.secrets.seal(secret, SEALED.totpSecret) });
    });
    return { secret, uri: totpOf(secret, label).toString() };
  }

  /**
   * Confirms the pending secret with a first code and returns fresh recovery codes (shown once;
   * only their SHA-256 is kept). 'invalid' for a wrong code, 'missing' without a pending secret.
   */
  async confirmTotp(accountId: string, code: string, now = Date.now()): Promise<string[] | 'invalid' | 'missing'> {
    const [pending] = await this.db
      .select()
      .from(identityMfaFactors)
      .where(and(eq(identityMfaFactors.accountId, accountId), eq(identityMfaFactors.kind, 'totp'), isNull(identityMfaFactors.confirmedAt)))
      .orderBy(desc(identityMfaFactors.dateCreated))
      .limit(1);
    if (!pending || (await this.confirmedTotp(accountId))) return 'missing';
    const step = this.matchingStep(this.secrets.open(pending.secret, SEALED.totpSecret), code, now);
    if (step === undefined) return 'invalid';
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.db.transaction(async (tx) => {
      await tx.update(identityMfaFactors).set({ confirmedAt: new Date(now), lastStep: step }).where(eq(identityMfaFactors.id, pending.id));
      await this.replaceRecoveryCodes(tx, accountId, codes);
    });
    return codes;
  }

  private async replaceRecoveryCodes(tx: IdentityDb, accountId: string, codes: string[]): Promise<void> {
    await tx.delete(identityCodes).where(and(eq(identityCodes.accountId, accountId), eq(identityCodes.purpose, 'recovery')));
    const expiresAt = new Date(Date.now() + RECOVERY_TTL_MS);
    await tx.insert(identityCodes).values(codes.map((c) => ({ accountId, purpose: 'recovery' as const, codeHash: hashCode(normaliseRecovery(c)), expiresAt })));
  }

  /** New recovery codes (the old ones stop working); undefined without an authenticator. */
  async regenerateRecoveryCodes(accountId: string): Promise<string[] | undefined> {
    if (!(await this.confirmedTotp(accountId))) return undefined;
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.db.transaction((tx) => this.replaceRecoveryCodes(tx, accountId, codes));
    return codes;
  }

  /** The TOTP step a code matches within the window, or undefined. */
  private matchingStep(secret: string, code: string, now: number): number | undefined {
    const token = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(token)) return undefined;
    const delta = totpOf(secret, '').validate({ token, timestamp: now, window: TOTP_WINDOW });
    if (delta === null) return undefined;
    return Math.floor(now / 1000 / TOTP_PARAMS.period) + delta;
  }

  /**
   * Checks a sign-in code of the account's authenticator. A code is accepted once: the step it
   * matches must be later than the last accepted one (atomic update, so two concurrent uses of
   * one code cannot both pass).
   */
  async verifyTotp(accountId: string, code: string, now = Date.now()): Promise<boolean> {
    const factor = await this.confirmedTotp(accountId);
    if (!factor) return false;
    const step = this.matchingStep(this.secrets.open(factor.secret, SEALED.totpSecret), code, now);
    if (step === undefined) return false;
    const updated = await this.db
      .update(identityMfaFactors)
      .set({ lastStep: step })
      .where(
        and(
          eq(identityMfaFactors.id, factor.id),
          sql`(${identityMfaFactors.lastStep} is null or ${identityMfaFactors.lastStep} < ${step})`,
        ),
      )
      .returning({ id: identityMfaFactors.id });
    return updated.length === 1;
  }

  /** Uses one recovery code (atomically, once). */
  async useRecoveryCode(accountId: string, code: string): Promise<boolean> {
    const normalised = normaliseRecovery(code);
    if (!normalised) return false;
    const updated = await this.db
      .update(identityCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(identityCodes.accountId, accountId),
          eq(identityCodes.purpose, 'recovery'),
          eq(identityCodes.codeHash, hashCode(normalised)),
          isNull(identityCodes.usedAt),
        ),
      )
      .returning({ id: identityCodes.id });
    return updated.length === 1;
  }

  /** Removes the authenticator and its recovery codes. */
  async removeTotp(accountId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(identityMfaFactors).where(and(eq(identityMfaFactors.accountId, accountId), eq(identityMfaFactors.kind, 'totp')));
      await tx.delete(identityCodes).where(and(eq(identityCodes.accountId, accountId), eq(identityCodes.purpose, 'recovery')));
    });
  }

  // ------------------------------------------------------------------ devices

  /** Records (or refreshes) the browser behind a grant, at each token issue. */
  async touchDevice(grantId: string, accountId: string, userAgent: string, ip: string): Promise<void> {
    const now = new Date();
    await this.db
      .insert(identityDevices)
      .values({ grantId, accountId, userAgent: userAgent.slice(0, 512), ip: ip.slice(0, 64), firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: identityDevices.grantId,
        set: { userAgent: userAgent.slice(0, 512), ip: ip.slice(0, 64), lastSeenAt: now },
        where: eq(identityDevices.accountId, accountId),
      });
  }

  /** The account's signed-in devices (live grants), most recently seen first. */
  async listDevices(accountId: string, currentGrantId: string | undefined): Promise<DeviceView[]> {
    const rows = await this.db
      .select()
      .from(identityDevices)
      .where(
        and(
          eq(identityDevices.accountId, accountId),
          sql`exists (select 1 from ${oidcPayloads} g where g.type = 'Grant' and g.id = ${identityDevices.grantId}
                       and (g.expires_at is null or g.expires_at > now()))`,
        ),
      )
      .orderBy(desc(identityDevices.lastSeenAt));
    return rows.map((r) => ({
      id: r.grantId,
      userAgent: r.userAgent,
      label: deviceLabel(r.userAgent),
      ip: r.ip,
      firstSeenAt: r.firstSeenAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      current: r.grantId === currentGrantId,
    }));
  }

  /**
   * Signs one device out: its grant with every token of it, and the provider session that holds it
   * (else that browser would get a new grant without a password). False when the device is not
   * one of this account's.
   */
  async revokeDevice(accountId: string, grantId: string): Promise<boolean> {
    const removed = await this.db.transaction(async (tx) => {
      const owned = await tx
        .delete(identityDevices)
        .where(and(eq(identityDevices.grantId, grantId), eq(identityDevices.accountId, accountId)))
        .returning({ id: identityDevices.grantId });
      if (!owned.length) return false;
      await tx.delete(oidcPayloads).where(
        sql`(${oidcPayloads.type} = 'Grant' and ${oidcPayloads.id} = ${grantId} and ${oidcPayloads.accountId} = ${accountId})
            or (${oidcPayloads.grantId} = ${grantId} and ${oidcPayloads.accountId} = ${accountId})
            or (${oidcPayloads.type} = 'Session' and ${oidcPayloads.accountId} = ${accountId}
                and exists (select 1 from jsonb_each(coalesce(${oidcPayloads.payload}->'authorizations', '{}'::jsonb)) a
                             where a.value->>'grantId' = ${grantId}))`,
      );
      return true;
    });
    if (removed) revocationEvents(this.db).emit('revoked', { kind: 'grant', grantId });
    return removed;
  }

  /**
   * Signs out every device but the one holding `keepGrantId` (after a password change): the other grants
   * with their tokens, the provider sessions that do not hold the kept grant, and their device records.
   */
  async revokeOthers(accountId: string, keepGrantId: string | undefined): Promise<number> {
    const keep = keepGrantId ?? '';
    const removed = await this.db.transaction(async (tx) => {
      const grants = await tx
        .delete(oidcPayloads)
        .where(
          sql`${oidcPayloads.accountId} = ${accountId} and (
                (${oidcPayloads.type} = 'Grant' and ${oidcPayloads.id} <> ${keep})
                or (${oidcPayloads.grantId} is not null and ${oidcPayloads.grantId} <> ${keep})
                or (${oidcPayloads.type} = 'Session'
                    and not exists (select 1 from jsonb_each(coalesce(${oidcPayloads.payload}->'authorizations', '{}'::jsonb)) a
                                    where a.value->>'grantId' = ${keep})))`,
        )
        .returning({ id: oidcPayloads.id, type: oidcPayloads.type });
      await tx.delete(identityDevices).where(and(eq(identityDevices.accountId, accountId), sql`${identityDevices.grantId} <> ${keep}`));
      return grants.filter((row) => row.type === 'Grant').map((row) => row.id);
    });
    for (const grantId of removed) revocationEvents(this.db).emit('revoked', { kind: 'grant', grantId });
    return removed.length;
  }

  /** Global sign-out: every session, grant and token of the account, this device's too. */
  async revokeAll(accountId: string): Promise<void> {
    await revokeAllForAccount(this.db, accountId);
    await this.db.delete(identityDevices).where(eq(identityDevices.accountId, accountId));
  }
}
