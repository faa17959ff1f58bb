import { EventEmitter } from 'node:events';
import type { IdentityDb } from './types';

/** What was just deleted or disabled in the identity store; tokens depending on it must be refused. */
export type Revocation =
  { kind: 'account'; accountId: string } | { kind: 'grant'; grantId: string } | { kind: 'accessToken'; token: string };

export interface RevocationEvents {
  on(event: 'revoked', listener: (revocation: Revocation) => void): this;
  off(event: 'revoked', listener: (revocation: Revocation) => void): this;
  emit(event: 'revoked', revocation: Revocation): boolean;
}

const byDb = new WeakMap<IdentityDb, RevocationEvents>();

/**
 * Revocations written to one database by this process (the provider's adapter, password reset,
 * disable), announced after the write so that an in-process cache of verified tokens over that
 * database drops what they invalidate at once. Keyed by database: two apps in one process (tests)
 * do not hear each other.
 */
export function revocationEvents(db: IdentityDb): RevocationEvents {
  let events = byDb.get(db);
  if (!events) {
    events = new EventEmitter();
    byDb.set(db, events);
  }
  return events;
}
