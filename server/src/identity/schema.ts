/**
 * Identity tables. They extend `accounts` (main schema) by tables keyed on the account id, so the
 * main schema needs no change. drizzle.config.ts lists this file beside the main schema's files.
 */
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accountsTable';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Password and status of an account (one row per account that signed up with a password). */
export const accountCredentials = pgTable('account_credentials', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** An argon2id PHC string, or a legacy scrypt$N$r$p$salt$hash; see crypto.ts */
  passwordHash: text('password_hash').notNull(),
  confirmedAt: ts('confirmed_at'),
  disabledAt: ts('disabled_at'),
  passwordChangedAt: ts('password_changed_at').notNull().defaultNow(),
  /** Set by an operator (README): the next sign-in must choose a new password before it completes. */
  newPasswordRequired: boolean('new_password_required').notNull().default(false),
  dateCreated: ts('date_created').notNull().defaultNow(),
});

/** Single-use confirmation / password-reset codes and sign-up continuations; only the SHA-256 of the code is stored. */
export const identityCodes = pgTable(
  'identity_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'reset', 'continue', 'recovery', 'challenge', 'email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    dateCreated: ts('date_created').notNull().defaultNow(),
  },
  (t) => [index('identity_codes_account_purpose_idx').on(t.accountId, t.purpose)],
);

/** oidc-provider state (sessions, grants, codes, tokens, interactions), shared by every instance. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    /** payload.accountId, so that a password reset can revoke everything of an account. */
    accountId: text('account_id'),
    expiresAt: ts('expires_at'),
    consumedAt: ts('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_account_id_idx').on(t.accountId),
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/** Persisted key material: 'jwks' (private signing JWKs) and 'cookies' (cookie signing keys). */
export const identityKeys = pgTable('identity_keys', {
  id: text('id').primaryKey(),
  value: jsonb('value').notNull(),
  dateCreated: ts('date_created').notNull().defaultNow(),
});

/** Fixed-window counters for the rate limiter (key = '<action>:<account|ip>:<value>'). */
export const identityRateLimits = pgTable('identity_rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: ts('window_start').notNull(),
});

/**
 * Second factors of an account. 'totp': an authenticator app's shared secret (base32), pending until
 * a first code confirms it; `last_step` is the last accepted 30 s step, so a code is never accepted twice.
 */
export const identityMfaFactors = pgTable(
  'identity_mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['totp'] }).notNull(),
    secret: text('secret').notNull(),
    lastStep: bigint('last_step', { mode: 'number' }),
    confirmedAt: ts('confirmed_at'),
    dateCreated: ts('date_created').notNull().defaultNow(),
  },
  (t) => [index('identity_mfa_factors_account_idx').on(t.accountId)],
);

/** The browser behind each grant (a signed-in device): recorded at every token issue (sign-in, refresh). */
export const identityDevices = pgTable(
  'identity_devices',
  {
    grantId: text('grant_id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('identity_devices_account_idx').on(t.accountId)],
);

/**
 * Passkeys (WebAuthn credentials) of an account: a second factor, and a passwordless sign-in
 * (they are discoverable). `counter` is the authenticator's signature counter (0 for those without one).
 */
export const identityPasskeys = pgTable(
  'identity_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The credential id, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    dateCreated: ts('date_created').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [index('identity_passkeys_account_idx').on(t.accountId)],
);

/**
 * Outstanding WebAuthn challenges, single use, 5 minutes. `purpose` 'register', 'mfa' and 'reauth' (a
 * signed-in user proving it is them, before deleting the account) are bound to an account (`context` =
 * account id); 'signin' (passwordless) to the login interaction (`context` = its uid).
 */
export const identityWebauthnChallenges = pgTable('identity_webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose', { enum: ['register', 'mfa', 'signin', 'reauth'] }).notNull(),
  context: text('context').notNull(),
  expiresAt: ts('expires_at').notNull(),
});
