import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { VerifiedIdentity } from '../identity/provider';

/** Enough for every active user of one instance; an evicted token is just looked up again. */
const MAX_ENTRIES = 10_000;

/** Keys are SHA-256 of the token, so the cache never holds a usable bearer token. */
const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Short-lived in-process memory of verified opaque access tokens. An entry lives `ttlMs`, never past
 * the token's own expiry, and is dropped at once when its token, grant, session or account is revoked
 * on this instance (other instances notice on their next lookup, at most `ttlMs` later).
 */
export class VerifiedTokenCache {
  private readonly entries: LRUCache<string, VerifiedIdentity>;
  /** Bumped by every drop: a lookup that started before it must not cache what it read. */
  private generation = 0;

  constructor(private readonly ttlMs: number) {
    this.entries = new LRUCache({ max: MAX_ENTRIES, ttl: ttlMs });
  }

  /** The cached identity, or the verifier's answer (cached when positive). */
  async resolve(
    token: string,
    verify: (token: string) => Promise<VerifiedIdentity | null>,
  ): Promise<VerifiedIdentity | null> {
    const key = keyOf(token);
    const hit = this.entries.get(key);
    // The cache's own TTL runs on a monotonic clock; the token's expiry is wall-clock time.
    if (hit && hit.expiresAt > Date.now()) return hit;
    const generation = this.generation;
    const identity = await verify(token);
    const ttl = identity ? Math.min(this.ttlMs, identity.expiresAt - Date.now()) : 0;
    if (identity && ttl > 0 && generation === this.generation) this.entries.set(key, identity, { ttl });
    return identity;
  }

  dropToken(token: string): void {
    this.generation++;
    this.entries.delete(keyOf(token));
  }

  dropGrant(grantId: string): void {
    this.dropWhere((identity) => identity.grantId === grantId);
  }

  dropSession(sessionUid: string): void {
    this.dropWhere((identity) => identity.sessionUid === sessionUid);
  }

  dropAccount(accountId: string): void {
    this.dropWhere((identity) => identity.accountId === accountId);
  }

  // Revocations are rare next to requests: a scan of at most MAX_ENTRIES beats keeping reverse indexes.
  private dropWhere(matches: (identity: VerifiedIdentity) => boolean): void {
    this.generation++;
    const doomed = [...this.entries.entries()].filter(([, identity]) => matches(identity)).map(([key]) => key);
    for (const key of doomed) this.entries.delete(key);
  }
}
