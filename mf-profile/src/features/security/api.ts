import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { authorizedFetch } from '@inscriptions/shared/api';

/** The account-security JSON API of the built-in identity provider (server/src/identity/README.md). */
export interface Device {
  id: string;
  userAgent: string;
  /** The browser and system read from the user agent ("Firefox 131 on Windows"), or empty. */
  label: string;
  ip: string;
  firstSeenAt: string;
  lastSeenAt: string;
  current: boolean;
}

export interface Passkey {
  id: string;
  name: string;
  dateCreated: string;
  lastUsedAt: string | null;
}

export interface SecurityStatus {
  /** The address the account signs in with. */
  email: string;
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: Passkey[];
  devices: Device[];
}

export class SecurityApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SecurityApiError';
  }
}

export const FAILED_TO_GET_SECURITY = 'Failed to get your account security, please try again.';

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  // The shared transport renews the token and ends the session on a 401 (signed out from another device).
  const res = await authorizedFetch(path, {
    method,
    headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (res.status === 204) return undefined as T;
  const data = (await res.json().catch(() => null)) as { message?: unknown } | null;
  if (!res.ok) throw new SecurityApiError(res.status, typeof data?.message === 'string' ? data.message : '');
  return data as T;
}

export const securityApi = {
  status: () => call<SecurityStatus>('GET', '/account/security'),
  startTotp: () => call<{ secret: string; uri: string }>('POST', '/account/security/totp/setup'),
  confirmTotp: (code: string) => call<{ recoveryCodes: string[] }>('POST', '/account/security/totp/verify', { code }),
  removeTotp: (code: string) => call<void>('POST', '/account/security/totp/remove', { code }),
  newRecoveryCodes: (code: string) => call<{ recoveryCodes: string[] }>('POST', '/account/security/recovery-codes', { code }),
  passkeyOptions: () => call<{ publicKey: PublicKeyCredentialCreationOptionsJSON }>('POST', '/account/security/passkeys/options'),
  addPasskey: (response: RegistrationResponseJSON, name: string) =>
    call<{ passkey: Passkey }>('POST', '/account/security/passkeys', { response, name }),
  removePasskey: (id: string) => call<void>('POST', `/account/security/passkeys/${encodeURIComponent(id)}/remove`),
  revokeDevice: (id: string) => call<void>('POST', `/account/security/devices/${encodeURIComponent(id)}/revoke`),
  signOutEverywhere: () => call<void>('POST', '/account/security/sign-out-everywhere'),
  changePassword: (currentPassword: string, newPassword: string) =>
    call<{ signedOut: number }>('POST', '/account/security/password', { currentPassword, newPassword }),
  changeEmail: (newEmail: string, currentPassword: string) =>
    call<{ destination: string }>('POST', '/account/security/email', { newEmail, currentPassword }),
  deleteOptions: () => call<{ publicKey: PublicKeyCredentialRequestOptionsJSON }>('POST', '/account/security/delete/options'),
  /** Deletes the account for good, confirmed by the current password or a passkey of the account. */
  deleteAccount: (proof: { currentPassword: string } | { passkey: AuthenticationResponseJSON }) =>
    call<void>('POST', '/account/security/delete', proof),
};

export const SECURITY_QUERY_KEY = ['account-security'] as const;
