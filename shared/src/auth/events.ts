export interface Account {
  /** The OpenID Connect subject (`sub`). */
  accountId: string;
  email: string;
}

/** Why the user is signed out: by their own action, or in another tab of the same browser. */
export type SignedOutReason = 'user' | 'other-tab';

/** The session-expired reason when the user deleted their account: the sign-in page says so. */
export const ACCOUNT_DELETED_REASON = 'account-deleted';

/**
 * Events of the auth client, fed from oidc-client-ts' UserManager events. Every remote can
 * subscribe through `authEvents.on(...)` (shared is a singleton, so there is one bus).
 */
export interface AuthEventMap {
  'signed-in': Account;
  'signed-out': { reason: SignedOutReason };
  'token-refreshed': { accessToken: string };
  /** The session became invalid (refresh failed, token revoked, user disabled, 401 from /graphql). */
  'session-expired': { reason: string };
}
export type AuthEventName = keyof AuthEventMap;
type Listener<K extends AuthEventName> = (payload: AuthEventMap[K]) => void;

const listeners: { [K in AuthEventName]: Set<Listener<K>> } = {
  'signed-in': new Set(),
  'signed-out': new Set(),
  'token-refreshed': new Set(),
  'session-expired': new Set(),
};

export const authEvents = {
  on<K extends AuthEventName>(event: K, listener: Listener<K>): () => void {
    listeners[event].add(listener);
    return () => {
      listeners[event].delete(listener);
    };
  },
  emit<K extends AuthEventName>(event: K, payload: AuthEventMap[K]): void {
    for (const listener of [...listeners[event]]) {
      try {
        listener(payload);
      } catch (error) {
        console.error(error);
      }
    }
  },
};
