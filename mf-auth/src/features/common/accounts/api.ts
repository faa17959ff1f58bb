import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

/** Errors of /account/* and /oidc/interaction/* answer JSON { code, message }. */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    /** The whole error body (a refused passkey comes with a fresh `publicKey` request). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'AuthApiError';
  }
}

export const AUTH_ERROR_SIGNING_UP = 'An unknown error occurred while signing up';
export const AUTH_ERROR_CONFIRMING = 'An unknown error occurred while confirming the user';
export const AUTH_ERROR_RESENDING = 'An unknown error occurred while resending the confirmation code';
export const AUTH_ERROR_SENDING_RESET = 'An unknown error occurred while sending the reset password email';
export const AUTH_ERROR_RESETTING = 'An unknown error occurred while resetting password';

/** POST JSON with the session cookies (the provider's interaction cookie matters). */
export async function postJson<T = unknown>(path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AuthApiError(0, 'NetworkError', '');
  }
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    // an empty or non-JSON body
  }
  if (!res.ok) {
    const err = (data ?? {}) as { code?: unknown; message?: unknown };
    throw new AuthApiError(
      res.status,
      typeof err.code === 'string' ? err.code : undefined,
      typeof err.message === 'string' ? err.message : '',
      data,
    );
  }
  return data as T;
}

/** The server message when there is one, else the spec's fallback for the operation. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof AuthApiError && error.message ? error.message : fallback;
}

export const accountsApi = {
  signUp: (email: string, password: string) =>
    postJson<{ continuation?: string }>('/account/signup', { email, password }),
  signUpStatus: (continuation: string) => postJson<{ confirmed?: boolean }>('/account/signup-status', { continuation }),
  confirm: (userName: string, confirmationCode: string) =>
    postJson<{ message?: string }>('/account/confirm', { userName, confirmationCode }),
  confirmEmail: (userName: string, email: string, confirmationCode: string) =>
    postJson<{ message: string; email: string }>('/account/email/confirm', { userName, email, confirmationCode }),
  resend: (email: string) => postJson<{ message?: string }>('/account/resend', { email }),
  forgot: (email: string) => postJson<{ message?: string }>('/account/forgot', { email }),
  reset: (email: string, confirmationCode: string, password: string) =>
    postJson('/account/reset', { email, confirmationCode, password }),
};

/** What is still due after the password (spec section 4's challenges), or where to go when done. */
export type ChallengeName = 'NEW_PASSWORD_REQUIRED' | 'SELECT_MFA_TYPE' | 'SOFTWARE_TOKEN_MFA' | 'WEB_AUTHN';
export interface SignInChallenge {
  challenge: ChallengeName;
  session: string;
  options?: string[];
  /** WEB_AUTHN: the assertion request for the browser. */
  publicKey?: PublicKeyCredentialRequestOptionsJSON;
}
export type SignInStep = { redirectTo: string } | SignInChallenge;

export const interactionApi = {
  login: (uid: string, email: string, password: string) =>
    postJson<SignInStep>(`/oidc/interaction/${encodeURIComponent(uid)}/login`, { email, password }),
  /** name: the challenge answered, or RECOVERY_CODE in place of SOFTWARE_TOKEN_MFA. */
  respond: (uid: string, session: string, name: string, answer: string) =>
    postJson<SignInStep>(`/oidc/interaction/${encodeURIComponent(uid)}/challenge`, { session, name, answer }),
  /** Passwordless: an assertion request bound to this interaction, then the browser's answer to it. */
  passkeyOptions: (uid: string) =>
    postJson<{ publicKey: PublicKeyCredentialRequestOptionsJSON }>(`/oidc/interaction/${encodeURIComponent(uid)}/passkey/options`, {}),
  passkey: (uid: string, response: AuthenticationResponseJSON) =>
    postJson<{ redirectTo: string }>(`/oidc/interaction/${encodeURIComponent(uid)}/passkey`, { response }),
  continueSignUp: (uid: string, continuation: string) =>
    postJson<{ redirectTo: string }>(`/oidc/interaction/${encodeURIComponent(uid)}/continue`, { continuation }),
  async details(uid: string): Promise<{ params?: { login_hint?: string } } | null> {
    try {
      const res = await fetch(`/oidc/interaction/${encodeURIComponent(uid)}/details`, {
        credentials: 'include',
        headers: { accept: 'application/json' },
      });
      return res.ok ? ((await res.json()) as { params?: { login_hint?: string } }) : null;
    } catch {
      return null;
    }
  },
};
