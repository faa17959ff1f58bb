import { and, eq, isNull } from 'drizzle-orm';
import { isUuid } from '@inscriptions/contracts';
import { isUniqueViolation } from '../db/errors';
import { accounts } from './accountsTable';
import { codeMatches, hashCode, newCode } from './crypto';
import { revocationEvents } from './events';
import { deleteAccountTokens } from './adapter';
import { accountCredentials, identityCodes, identityWebauthnChallenges } from './schema';
import type { IdentityDb } from './types';

export interface AccountRecord {
  id: string;
  email: string;
  passwordHash: string | null;
  confirmedAt: Date | null;
  disabledAt: Date | null;
}

/**
 * 'continue': the sign-up continuation that lets the signing-up tab sign in once the account is confirmed.
 * 'email': a change of the sign-in address, bound to the new address (see issueCode).
 */
export type CodePurpose = 'confirm' | 'reset' | 'continue' | 'challenge' | 'recovery' | 'email';
/**
 * Default lifetimes of the single-use codes, seconds: confirmation 24 h, reset 1 h, continuation
 * 4 min (the client polls for 3 min, spec section 9; the margin covers the sign-in round trip).
 */
export const DEFAULT_CODE_TTLS: Record<CodePurpose, number> = {
  confirm: 24 * 60 * 60,
  reset: 60 * 60,
  continue: 4 * 60,
  /** The sign-in challenge session: the password step passed, a second factor or new password is due. */
  challenge: 5 * 60,
  /** Recovery codes live until replaced (SecurityStore writes them). */
  recovery: 100 * 365 * 24 * 60 * 60,
  email: 24 * 60 * 60,
};

const select = {
  id: accounts.id,
  email: accounts.email,
  passwordHash: accountCredentials.passwordHash,
  confirmedAt: accountCredentials.confirmedAt,
  disabledAt: accountCredentials.disabledAt,
};

export type CodeOutcome = 'valid' | 'expired' | 'used' | 'invalid';

/** A code bound to a value (the new address of an email change): it matches only together with that value. */
const bound = (code: string, binding: string | undefined) => (binding === undefined ? code : `${code}\0${binding}`);

export class AccountStore {
  private readonly codeTtl: Record<CodePurpose, number>;
  constructor(
    private readonly db: IdentityDb,
    /** seconds per purpose */
    codeTtl: Partial<Record<CodePurpose, number>> = {},
  ) {
    this.codeTtl = { ...DEFAULT_CODE_TTLS, ...codeTtl };
  }

  async findByEmail(email: string): Promise<AccountRecord | undefined> {
    const rows = await this.db
      .select(select)
      .from(accounts)
      .leftJoin(accountCredentials, eq(accountCredentials.accountId, accounts.id))
      .where(eq(accounts.email, email.toLowerCase()))
      .limit(1);
    return rows[0];
  }

  async findById(id: string): Promise<AccountRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const rows = await this.db
      .select(select)
      .from(accounts)
      .leftJoin(accountCredentials, eq(accountCredentials.accountId, accounts.id))
      .where(eq(accounts.id, id))
      .limit(1);
    return rows[0];
  }

  /** An account that may hold tokens: exists, has credentials, confirmed, not disabled. */
  async findActiveById(id: string): Promise<AccountRecord | undefined> {
    const acct = await this.findById(id);
    if (!acct || !acct.passwordHash || !acct.confirmedAt || acct.disabledAt) return undefined;
    return acct;
  }

  /** Creates account + credentials; returns undefined when the email is taken. */
  async create(email: string, passwordHash: string): Promise<AccountRecord | undefined> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(accounts)
        .values({ email: email.toLowerCase() })
        .onConflictDoNothing()
        .returning({ id: accounts.id, email: accounts.email });
      const row = inserted[0];
      if (!row) return undefined;
      await tx.insert(accountCredentials).values({ accountId: row.id, passwordHash });
      return { ...row, passwordHash, confirmedAt: null, disabledAt: null };
    });
  }

  async markConfirmed(accountId: string): Promise<void> {
    await this.db.update(accountCredentials).set({ confirmedAt: new Date() }).where(eq(accountCredentials.accountId, accountId));
  }

  /** Sets a new password; a reset link proves the mailbox, so it confirms the account too. */
  async setPassword(accountId: string, passwordHash: string, confirmedAt: Date | null): Promise<void> {
    await this.db
      .insert(accountCredentials)
      .values({ accountId, passwordHash, confirmedAt: confirmedAt ?? new Date() })
      .onConflictDoUpdate({
        target: accountCredentials.accountId,
        set: { passwordHash, passwordChangedAt: new Date(), confirmedAt: confirmedAt ?? new Date() },
      });
  }

  /** Swaps a hash for a stronger one of the same password, unless the password changed in between. */
  async upgradePasswordHash(accountId: string, previousHash: string, passwordHash: string): Promise<void> {
    await this.db
      .update(accountCredentials)
      .set({ passwordHash })
      .where(and(eq(accountCredentials.accountId, accountId), eq(accountCredentials.passwordHash, previousHash)));
  }

  async newPasswordRequired(accountId: string): Promise<boolean> {
    const rows = await this.db
      .select({ flag: accountCredentials.newPasswordRequired })
      .from(accountCredentials)
      .where(eq(accountCredentials.accountId, accountId));
    return rows[0]?.flag ?? false;
  }

  /** An operator's flag (README): the next sign-in must choose a new password. */
  async setNewPasswordRequired(accountId: string, required: boolean): Promise<void> {
    await this.db.update(accountCredentials).set({ newPasswordRequired: required }).where(eq(accountCredentials.accountId, accountId));
  }

  async setDisabled(accountId: string, disabled: boolean): Promise<void> {
    await this.db
      .update(accountCredentials)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(accountCredentials.accountId, accountId));
    if (disabled) revocationEvents(this.db).emit('revoked', { kind: 'account', accountId });
  }

  /**
   * Issues a fresh code (earlier unused codes of the same purpose stay valid until they expire). With a
   * binding, only the hash of code and binding together is kept, so no table holds the bound value.
   */
  async issueCode(accountId: string, purpose: CodePurpose, binding?: string): Promise<string> {
    const code = newCode();
    await this.db.insert(identityCodes).values({
      accountId,
      purpose,
      codeHash: hashCode(bound(code, binding)),
      expiresAt: new Date(Date.now() + this.codeTtl[purpose] * 1000),
    });
    return code;
  }

  /** Like useCode without using the code up (the sign-up status poll). */
  async checkCode(accountId: string, purpose: CodePurpose, code: string, binding?: string): Promise<{ outcome: CodeOutcome; id: string }> {
    const rows = await this.db
      .select({ id: identityCodes.id, codeHash: identityCodes.codeHash, expiresAt: identityCodes.expiresAt, usedAt: identityCodes.usedAt })
      .from(identityCodes)
      .where(and(eq(identityCodes.accountId, accountId), eq(identityCodes.purpose, purpose)));
    let match: (typeof rows)[number] | undefined;
    for (const r of rows) if (codeMatches(bound(code, binding), r.codeHash)) match = r;
    if (!match) return { outcome: 'invalid', id: '' };
    if (match.usedAt) return { outcome: 'used', id: match.id };
    if (match.expiresAt.getTime() <= Date.now()) return { outcome: 'expired', id: match.id };
    return { outcome: 'valid', id: match.id };
  }

  /**
   * Checks a code against the account's codes of that purpose (constant-time per candidate).
   * 'valid' marks it used atomically (a concurrent second use gets 'used').
   */
  async useCode(accountId: string, purpose: CodePurpose, code: string, binding?: string): Promise<CodeOutcome> {
    const { outcome, id } = await this.checkCode(accountId, purpose, code, binding);
    if (outcome !== 'valid') return outcome;
    const updated = await this.db
      .update(identityCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(identityCodes.id, id), isNull(identityCodes.usedAt)))
      .returning({ id: identityCodes.id });
    return updated.length ? 'valid' : 'used';
  }

  /** Moves the account to a new sign-in address; false when another account holds it. */
  async changeEmail(accountId: string, email: string): Promise<boolean> {
    const updated = await this.db
      .update(accounts)
      .set({ email: email.toLowerCase() })
      .where(eq(accounts.id, accountId))
      .returning({ id: accounts.id })
      .catch((err: unknown) => {
        // The unique index on the address refuses another account's (also when two changes race to it).
        if (isUniqueViolation(err)) return [];
        throw err;
      });
    return updated.length > 0;
  }

  /**
   * Deletes the account and, through the foreign keys, every row that belongs to it (credentials, codes,
   * factors, passkeys, devices, profile, inscriptions with all they hold, reminders, jobs); the provider's
   * sessions, grants and tokens, and the account's passkey challenges, in the same transaction.
   */
  async deleteAccount(accountId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await deleteAccountTokens(tx, accountId);
      await tx.delete(identityWebauthnChallenges).where(eq(identityWebauthnChallenges.context, accountId));
      await tx.delete(accounts).where(eq(accounts.id, accountId));
    });
    revocationEvents(this.db).emit('revoked', { kind: 'account', accountId });
  }
}
