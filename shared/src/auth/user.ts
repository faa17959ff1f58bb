import type { User, UserProfile } from 'oidc-client-ts';

/**
 * The signed-in user as oidc-client-ts stores it (same fields, same storage string), without loading
 * oidc-client-ts: the first page only reads the stored session; the library itself is loaded when a
 * sign-in, a renewal or a sign-out needs it (./oidc.ts). Interchangeable with oidc-client-ts' User.
 */
export class SessionUser implements User {
  id_token?: string;
  session_state: string | null;
  access_token: string;
  refresh_token?: string;
  token_type: string;
  scope?: string;
  profile: UserProfile;
  expires_at?: number;
  readonly state: unknown;
  readonly url_state?: string;

  constructor(args: {
    id_token?: string;
    session_state?: string | null;
    access_token: string;
    refresh_token?: string;
    token_type: string;
    scope?: string;
    profile: UserProfile;
    expires_at?: number;
    userState?: unknown;
    url_state?: string;
  }) {
    this.id_token = args.id_token;
    this.session_state = args.session_state ?? null;
    this.access_token = args.access_token;
    this.refresh_token = args.refresh_token;
    this.token_type = args.token_type;
    this.scope = args.scope;
    this.profile = args.profile;
    this.expires_at = args.expires_at;
    this.state = args.userState;
    this.url_state = args.url_state;
  }

  /** Seconds the access token has left. */
  get expires_in(): number | undefined {
    return this.expires_at === undefined ? undefined : this.expires_at - Math.floor(Date.now() / 1000);
  }

  set expires_in(value: number | undefined) {
    if (value !== undefined) this.expires_at = Math.floor(value) + Math.floor(Date.now() / 1000);
  }

  get expired(): boolean | undefined {
    const left = this.expires_in;
    return left === undefined ? undefined : left <= 0;
  }

  get scopes(): string[] {
    return this.scope?.split(' ') ?? [];
  }

  toStorageString(): string {
    return JSON.stringify({
      id_token: this.id_token,
      session_state: this.session_state,
      access_token: this.access_token,
      refresh_token: this.refresh_token,
      token_type: this.token_type,
      scope: this.scope,
      profile: this.profile,
      expires_at: this.expires_at,
    });
  }

  static fromStorageString(storageString: string): SessionUser {
    return new SessionUser(JSON.parse(storageString) as ConstructorParameters<typeof SessionUser>[0]);
  }
}

/** The stored user at `key`, or null when there is none (or it cannot be read). */
export function readStoredUser(key: string): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const user = SessionUser.fromStorageString(raw);
    return typeof user.access_token === 'string' && user.profile ? user : null;
  } catch {
    return null;
  }
}
