import type { AiOptions } from './ai';
import type { SpeechSettings } from './speech';
import type { RemoteName } from './remotes';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** undefined → PGlite in dataDir/db; 'memory://' → in-memory PGlite; else PostgreSQL URL. */
  databaseUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  publicUrl: string;
  /** Behind a reverse proxy: take the client address and host from X-Forwarded-* (TRUST_PROXY=on). */
  trustProxy: boolean;
  /** smtp(s):// URL; unset → mails are written to DATA_DIR/outbox/*.eml */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Identity (built-in provider): lifetimes of the mailed links and the rate-limit window, seconds. */
  identity: {
    confirmationTtlS: number;
    resetTtlS: number;
    rateLimitWindowS: number;
    /** How long this instance trusts a verified access token without a lookup; 0 = never. */
    tokenCacheTtlS: number;
  };
  /**
   * External OpenID Connect provider (OIDC_ISSUER set): the built-in provider and /account are not
   * mounted and /graphql verifies JWT access tokens against the issuer's JWKS.
   */
  oidc: {
    /** OIDC_ISSUER, or undefined for the built-in provider */
    externalIssuer: string | undefined;
    /** authority the front end uses: OIDC_ISSUER or `${publicUrl}/oidc` */
    authority: string;
    clientId: string;
    /** expected `aud` of external access tokens (OIDC_AUDIENCE; unset → not checked) */
    audience: string | undefined;
  };
  /** Uploads (DATA_DIR/files): signing secret (unset → generated once in DATA_DIR/upload-secret) and size limits. */
  /** ENCRYPTION_KEY: the keys that seal secrets at rest (the first seals); unset: a key in DATA_DIR. */
  encryptionKey: string | undefined;
  uploads: {
    signingSecret: string | undefined;
    maxImageBytes: number;
    maxAudioBytes: number;
    /** S3-compatible bucket instead of DATA_DIR/files (S3_BUCKET + keys set). */
    s3: { endpoint: string | undefined; bucket: string; accessKeyId: string; secretAccessKey: string; region: string } | undefined;
  };
  /** Import/export (modules/transfer): largest uploaded CSV and zip. */
  transfer: { maxCsvBytes: number; maxZipBytes: number };
  /** Background jobs (modules/jobs): whether this instance runs them, how often it looks, how many at once. */
  jobs: { enabled: boolean; pollMs: number; concurrency: number };
  staticDir: string;
  /** Folder of the legal pages' Markdown (cookie-policy.md …), served at /legal/<name>.md. */
  legalDir: string;
  /** remote name → the URL of its remoteEntry.js, served at /remotes.json */
  remotes: Record<RemoteName, string>;
  /** Live transcription (/speech/listen, serviceToken); see src/modules/speech/README.md. */
  speech: SpeechSettings & { allowedOrigins: string[] | undefined };
  /** The AI engine (offline unless LLM_BASE_URL) and web sources (SEARXNG_URL); see src/modules/ai. */
  ai: AiOptions;
}
