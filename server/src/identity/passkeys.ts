import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { identityPasskeys, identityWebauthnChallenges } from './schema';
import { TOTP_ISSUER } from './security';
import type { IdentityDb } from './types';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const NAME_MAX = 60;

export interface PasskeyView {
  id: string;
  name: string;
  dateCreated: string;
  lastUsedAt: string | null;
}

type Purpose = 'register' | 'mfa' | 'signin' | 'reauth';
/** An assertion's purpose: a second factor, a passwordless sign-in, or a signed-in user confirming it is them. */
type AssertionPurpose = Exclude<Purpose, 'register'>;

/** The relying party of PUBLIC_URL: its host name is the RP id, its origin the only accepted origin. */
export function relyingPartyOf(publicUrl: string): { rpID: string; origin: string } {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/**
 * Passkeys (WebAuthn, @simplewebauthn/server) of accounts: registration, listing and removal scoped to
 * one account, and verification of assertions for the second factor ('mfa', the account's own
 * credentials only) and the passwordless sign-in ('signin', any discoverable credential, user
 * verification required). Challenges are single use and bound to the account or the login interaction.
 */
export class PasskeyStore {
  private readonly rp: { rpID: string; origin: string };

  constructor(
    private readonly db: IdentityDb,
    publicUrl: string,
  ) {
    this.rp = relyingPartyOf(publicUrl);
  }

  async list(accountId: string): Promise<PasskeyView[]> {
    const rows = await this.db
      .select()
      .from(identityPasskeys)
      .where(eq(identityPasskeys.accountId, accountId))
      .orderBy(asc(identityPasskeys.dateCreated));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      dateCreated: r.dateCreated.toISOString(),
      lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    }));
  }

  async has(accountId: string): Promise<boolean> {
    const rows = await this.db.select({ id: identityPasskeys.id }).from(identityPasskeys).where(eq(identityPasskeys.accountId, accountId)).limit(1);
    return rows.length > 0;
  }

  /** False when there is no such passkey of this account (another account's one included). */
  async remove(accountId: string, id: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
    const gone = await this.db
      .delete(identityPasskeys)
      .where(and(eq(identityPasskeys.id, id), eq(identityPasskeys.accountId, accountId)))
      .returning({ id: identityPasskeys.id });
    return gone.length > 0;
  }

  async registrationOptions(accountId: string, email: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.db
      .select({ credentialId: identityPasskeys.credentialId, transports: identityPasskeys.transports })
      .from(identityPasskeys)
      .where(eq(identityPasskeys.accountId, accountId));
    const options = await generateRegistrationOptions({
      rpName: TOTP_ISSUER,
      rpID: this.rp.rpID,
      userName: email,
      userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(accountId)),
      attestationType: 'none',
      excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: c.transports as AuthenticatorTransportFuture[] })),
      // Discoverable, so the same passkey also signs in without a password.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await this.saveChallenge(options.challenge, 'register', accountId);
    return options;
  }

  /** Verifies and stores a new passkey; undefined when the response does not verify. */
  async register(accountId: string, response: RegistrationResponseJSON, name: string): Promise<PasskeyView | undefined> {
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: (c) => this.useChallenge(c, 'register', accountId),
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.rpID,
        requireUserVerification: false,
      });
    } catch {
      return undefined;
    }
    if (!verification.verified) return undefined;
    const { credential } = verification.registrationInfo;
    const label = name.trim().slice(0, NAME_MAX) || 'Passkey';
    const [row] = await this.db
      .insert(identityPasskeys)
      .values({
        accountId,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: label,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    return { id: row.id, name: row.name, dateCreated: row.dateCreated.toISOString(), lastUsedAt: null };
  }

  /** Options of an assertion: the account's own credentials ('mfa', 'reauth') or any discoverable one ('signin', bound to the interaction). */
  async authenticationOptions(purpose: AssertionPurpose, context: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const allow =
      purpose !== 'signin'
        ? await this.db
            .select({ credentialId: identityPasskeys.credentialId, transports: identityPasskeys.transports })
            .from(identityPasskeys)
            .where(eq(identityPasskeys.accountId, context))
        : [];
    const options = await generateAuthenticationOptions({
      rpID: this.rp.rpID,
      allowCredentials: allow.map((c) => ({ id: c.credentialId, transports: c.transports as AuthenticatorTransportFuture[] })),
      userVerification: purpose === 'mfa' ? 'preferred' : 'required',
    });
    await this.saveChallenge(options.challenge, purpose, context);
    return options;
  }

  /**
   * Verifies an assertion and returns the account it proves, or undefined. 'mfa' and 'reauth': `context`
   * is the account and the credential must be one of its own; 'signin': `context` is the interaction uid.
   * 'signin' and 'reauth' stand in for the password, so they require user verification. The signature counter must grow (when the authenticator keeps one),
   * and it is advanced with a compare-and-set, so a cloned authenticator or a replay is refused.
   */
  async authenticate(purpose: AssertionPurpose, context: string, response: AuthenticationResponseJSON): Promise<string | undefined> {
    if (!response || typeof response.id !== 'string') return undefined;
    const [row] = await this.db.select().from(identityPasskeys).where(eq(identityPasskeys.credentialId, response.id)).limit(1);
    if (!row || (purpose !== 'signin' && row.accountId !== context)) return undefined;
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (c) => this.useChallenge(c, purpose, context),
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.rpID,
        credential: {
          id: row.credentialId,
          publicKey: isoBase64URL.toBuffer(row.publicKey),
          counter: row.counter,
          transports: row.transports as AuthenticatorTransportFuture[],
        },
        requireUserVerification: purpose !== 'mfa',
      });
    } catch {
      return undefined;
    }
    if (!verification.verified) return undefined;
    const updated = await this.db
      .update(identityPasskeys)
      .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
      .where(and(eq(identityPasskeys.id, row.id), eq(identityPasskeys.counter, row.counter)))
      .returning({ id: identityPasskeys.id });
    return updated.length > 0 ? row.accountId : undefined;
  }

  private async saveChallenge(challenge: string, purpose: Purpose, context: string): Promise<void> {
    await this.db.delete(identityWebauthnChallenges).where(lt(identityWebauthnChallenges.expiresAt, new Date()));
    await this.db.insert(identityWebauthnChallenges).values({ challenge, purpose, context, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
  }

  /** Uses a challenge up (one atomic delete): true when it was issued for this purpose and context and is still live. */
  private async useChallenge(challenge: string, purpose: Purpose, context: string): Promise<boolean> {
    const gone = await this.db
      .delete(identityWebauthnChallenges)
      .where(
        and(
          eq(identityWebauthnChallenges.challenge, challenge),
          eq(identityWebauthnChallenges.purpose, purpose),
          eq(identityWebauthnChallenges.context, context),
          gt(identityWebauthnChallenges.expiresAt, new Date()),
        ),
      )
      .returning({ challenge: identityWebauthnChallenges.challenge });
    return gone.length > 0;
  }
}
