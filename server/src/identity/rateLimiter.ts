import { sql } from 'drizzle-orm';
import { identityRateLimits } from './schema';
import type { IdentityDb, RateLimitOptions } from './types';

export const TOO_MANY_ATTEMPTS = 'Too many attempts, please wait a few minutes and try again.';

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { windowMs: 15 * 60 * 1000, perAccount: 10, perIp: 50 };

/**
 * DB-backed fixed-window limiter (table identity_rate_limits), so every server instance shares the
 * counters. One atomic upsert per counted event; a window that has ended restarts at 1.
 */
export class RateLimiter {
  constructor(
    private readonly db: IdentityDb,
    private readonly opts: RateLimitOptions,
  ) {}

  private keys(action: string, account: string | undefined, ip: string): Array<{ key: string; limit: number }> {
    const out = [{ key: `${action}:ip:${ip}`, limit: this.opts.perIp }];
    if (account) out.push({ key: `${action}:acct:${account.toLowerCase()}`, limit: this.opts.perAccount });
    return out;
  }

  /** True when any counter for this action already reached its limit in the current window. */
  async isBlocked(action: string, account: string | undefined, ip: string): Promise<boolean> {
    const keys = this.keys(action, account, ip);
    const cutoff = new Date(Date.now() - this.opts.windowMs);
    const rows = await this.db
      .select({ key: identityRateLimits.key, count: identityRateLimits.count, windowStart: identityRateLimits.windowStart })
      .from(identityRateLimits)
      .where(sql`${identityRateLimits.key} in ${keys.map((k) => k.key)}`);
    return rows.some((r) => {
      const limit = keys.find((k) => k.key === r.key)?.limit ?? Infinity;
      return r.windowStart > cutoff && r.count >= limit;
    });
  }

  /** Counts one event against every key. */
  async hit(action: string, account: string | undefined, ip: string): Promise<void> {
    const now = new Date();
    const cutoff = new Date(now.getTime() - this.opts.windowMs);
    for (const { key } of this.keys(action, account, ip)) {
      const expired = sql`${identityRateLimits.windowStart} <= ${cutoff.toISOString()}::timestamptz`;
      await this.db
        .insert(identityRateLimits)
        .values({ key, count: 1, windowStart: now })
        .onConflictDoUpdate({
          target: identityRateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${identityRateLimits.count} + 1 end`,
            windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${identityRateLimits.windowStart} end`,
          },
        });
    }
  }

  /** Checks, then counts: for actions where every request counts (resend, forgot). Returns false when blocked. */
  async consume(action: string, account: string | undefined, ip: string): Promise<boolean> {
    if (await this.isBlocked(action, account, ip)) return false;
    await this.hit(action, account, ip);
    return true;
  }

  /** Clears the account counter of an action (after a successful sign-in). */
  async reset(action: string, account: string): Promise<void> {
    await this.db.delete(identityRateLimits).where(sql`${identityRateLimits.key} = ${`${action}:acct:${account.toLowerCase()}`}`);
  }
}
