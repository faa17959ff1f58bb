import path from 'node:path';
import { z } from 'zod';
import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES, TRANSFER_MAX_CSV_BYTES, TRANSFER_MAX_ZIP_BYTES } from '@inscriptions/contracts';
import type { SpeechOptions } from './modules/speech/options';
import type { AiOptions } from './modules/ai';

/** The six front-end remotes served under /mf/<remote>/. */
export const REMOTES = [
  'mf-auth',
  'mf-inscriptions',
  'mf-entries',
  'mf-insights',
  'mf-profile',
  'mf-tasks-resources',
] as const;
export type RemoteName = (typeof REMOTES)[number];

/** REMOTE_MF_AUTH_URL etc. */
export function remoteEnvName(remote: RemoteName): string {
  return `REMOTE_${remote.replace(/-/g, '_').toUpperCase()}_URL`;
}

/** Repository root: server/src (ts) or server/dist (build) → two levels up. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The legal pages shipped with the server: server/legal (from server/src or server/dist). */
export const DEFAULT_LEGAL_DIR = path.resolve(__dirname, '..', 'legal');

/** A positive whole number of seconds. */
const seconds = z.coerce
  .number({ message: 'must be a number of seconds' })
  .int({ message: 'must be a whole number of seconds' })
  .min(1, { message: 'must be at least 1 (seconds)' });

const urlString = z.string().url({ message: 'must be an absolute URL (e.g. http://localhost:8080)' });

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be an integer' })
    .min(0, { message: 'must be between 0 and 65535' })
    .max(65535, { message: 'must be between 0 and 65535' })
    .default(8080),
  HOST: z.string().min(1, { message: 'must not be empty' }).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, { message: 'must not be empty' }).optional(),
  DATABASE_URL: z
    .string()
    .refine((v) => v === 'memory://' || /^postgres(ql)?:\/\//.test(v), {
      message: 'must be a postgres:// or postgresql:// URL, or memory:// for an in-memory database',
    })
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test'], { message: 'must be development, production or test' }).default('development'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .optional(),
  PUBLIC_URL: urlString.optional(),
  TRUST_PROXY: z.enum(['on', 'off'], { message: 'must be on or off' }).default('off'),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\/[^/\s]+/.test(v), {
      message: 'must be an smtp:// or smtps:// URL (e.g. smtp://user:pass@mail.example.com:587)',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .refine((v) => /^[^<>@\s]+@[^<>@\s]+$/.test(v) || /^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/.test(v), {
      message: 'must be an email address or "Name <address@example.com>"',
    })
    .default('Inscriptions <no-reply@localhost>'),
  IDENTITY_CONFIRMATION_TTL_S: seconds.default(86400),
  IDENTITY_RESET_TTL_S: seconds.default(3600),
  AUTH_TOKEN_CACHE_TTL_S: z.coerce
    .number({ message: 'must be a number of seconds' })
    .int({ message: 'must be a whole number of seconds' })
    .min(0, { message: 'must be between 0 and 60 (seconds)' })
    .max(60, { message: 'must be between 0 and 60 (seconds)' })
    .default(5),
  IDENTITY_RATE_LIMIT_WINDOW_S: seconds.default(900),
  OIDC_ISSUER: z
    .string()
    .url({ message: 'must be the absolute URL of an OpenID Connect issuer (e.g. https://login.example.com/realms/x)' })
    .refine((v) => /^https?:\/\//.test(v), { message: 'must be an http(s) URL' })
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1, { message: 'must not be empty' }).optional(),
  OIDC_AUDIENCE: z.string().min(1, { message: 'must not be empty' }).optional(),
  UPLOAD_SIGNING_SECRET: z.string().min(32, { message: 'must be at least 32 characters (e.g. openssl rand -hex 32)' }).optional(),
  UPLOAD_MAX_IMAGE_BYTES: z.coerce
    .number({ message: 'must be a number of bytes' })
    .int({ message: 'must be a whole number of bytes' })
    .min(1024, { message: 'must be at least 1024 (bytes)' })
    .default(MAX_IMAGE_BYTES),
  UPLOAD_MAX_AUDIO_BYTES: z.coerce
    .number({ message: 'must be a number of bytes' })
    .int({ message: 'must be a whole number of bytes' })
    .min(1024, { message: 'must be at least 1024 (bytes)' })
    .default(MAX_AUDIO_BYTES),
  TRANSFER_MAX_CSV_BYTES: z.coerce
    .number({ message: 'must be a number of bytes' })
    .int({ message: 'must be a whole number of bytes' })
    .min(1024, { message: 'must be at least 1024 (bytes)' })
    .default(TRANSFER_MAX_CSV_BYTES),
  TRANSFER_MAX_ZIP_BYTES: z.coerce
    .number({ message: 'must be a number of bytes' })
    .int({ message: 'must be a whole number of bytes' })
    .min(1024, { message: 'must be at least 1024 (bytes)' })
    .default(TRANSFER_MAX_ZIP_BYTES),
  S3_ENDPOINT: urlString.optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  JOBS_ENABLED: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  JOBS_POLL_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int({ message: 'must be a whole number of milliseconds' })
    .min(50, { message: 'must be at least 50 (milliseconds)' })
    .default(1000),
  JOBS_CONCURRENCY: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be between 1 and 32' })
    .max(32, { message: 'must be between 1 and 32' })
    .default(2),
  STATIC_DIR: z.string().min(1, { message: 'must not be empty' }).optional(),
  LEGAL_DIR: z.string().min(1, { message: 'must not be empty' }).optional(),
  REMOTE_MF_AUTH_URL: z.string().min(1).optional(),
  REMOTE_MF_INSCRIPTIONS_URL: z.string().min(1).optional(),
  REMOTE_MF_ENTRIES_URL: z.string().min(1).optional(),
  REMOTE_MF_INSIGHTS_URL: z.string().min(1).optional(),
  REMOTE_MF_PROFILE_URL: z.string().min(1).optional(),
  REMOTE_MF_TASKS_RESOURCES_URL: z.string().min(1).optional(),
  SPEECH_ENGINE: z.enum(['embedded', 'openai', 'off'], { message: 'must be embedded, openai or off' }).default('embedded'),
  SPEECH_ALLOWED_ORIGINS: z.string().min(1).optional(),
  SPEECH_TOKEN_SECRET: z.string().min(32, { message: 'must be at least 32 characters (e.g. openssl rand -hex 32)' }).optional(),
  SPEECH_MAX_SESSIONS: z.coerce.number().int().min(1, { message: 'must be a whole number ≥ 1' }).default(4),
  SPEECH_EMBEDDED_VOCABULARY: z.coerce.number().int().min(0).max(20_000, { message: 'must be 0 to 20000 words' }).default(2000),
  SPEECH_OPENAI_BASE_URL: urlString.optional(),
  SPEECH_OPENAI_API_KEY: z.string().min(1).optional(),
  SPEECH_OPENAI_MODEL: z.string().min(1).default('whisper-1'),
  DEEPGRAM_API_KEY: z.string().min(1).optional(),
  ASSEMBLYAI_API_KEY: z.string().min(1).optional(),
  LLM_BASE_URL: urlString.optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_S: seconds.default(60),
  SEARXNG_URL: urlString.optional(),
});

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
  /** remote name → manifest URL served at /remotes.json */
  remotes: Record<RemoteName, string>;
  /** Live transcription (/speech/listen, serviceToken); see src/modules/speech/README.md. */
  speech: Omit<SpeechOptions, 'adaptationTexts' | 'allowedOrigins'> & { allowedOrigins: string[] | undefined };
  /** The AI engine (offline unless LLM_BASE_URL) and web sources (SEARXNG_URL); see src/modules/ai. */
  ai: AiOptions;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Client id of the first-party front end at the built-in provider. */
export const BUILT_IN_CLIENT_ID = 'inscriptions-web';

/**
 * Reads and validates configuration from the environment. Throws ConfigError listing every wrong value.
 * Empty strings count as unset.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const cleaned: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== '') cleaned[k] = v;
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => {
      const key = i.path.join('.');
      return `${key}=${JSON.stringify(cleaned[key] ?? '')}: ${i.message}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const lonely = (['OIDC_CLIENT_ID', 'OIDC_AUDIENCE'] as const).filter((k) => e[k] !== undefined && !e.OIDC_ISSUER);
  if (lonely.length) {
    throw new ConfigError(lonely.map((k) => `${k}=${JSON.stringify(cleaned[k])}: only used with an external provider: set OIDC_ISSUER too`));
  }
  const s3Vars = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const s3Set = [...s3Vars, 'S3_ENDPOINT', 'S3_REGION'].filter((k) => e[k as keyof typeof e] !== undefined);
  if (s3Set.length && s3Vars.some((k) => e[k] === undefined)) {
    throw new ConfigError(
      s3Vars.filter((k) => e[k] === undefined).map((k) => `${k}="": required with ${s3Set.join(', ')} (S3-compatible file storage)`),
    );
  }
  const port = overrides.port ?? e.PORT;
  const dataDir = overrides.dataDir ?? path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  const remotes = {} as Record<RemoteName, string>;
  for (const r of REMOTES) {
    const key = remoteEnvName(r) as keyof typeof e;
    const override = e[key];
    remotes[r] = typeof override === 'string' ? override : `/mf/${r}/mf-manifest.json`;
  }
  const nodeEnv = e.NODE_ENV;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const externalIssuer = e.OIDC_ISSUER?.replace(/\/+$/, '');
  return {
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    nodeEnv,
    isProduction: nodeEnv === 'production',
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    publicUrl,
    trustProxy: e.TRUST_PROXY === 'on',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    identity: {
      confirmationTtlS: e.IDENTITY_CONFIRMATION_TTL_S,
      resetTtlS: e.IDENTITY_RESET_TTL_S,
      rateLimitWindowS: e.IDENTITY_RATE_LIMIT_WINDOW_S,
      tokenCacheTtlS: e.AUTH_TOKEN_CACHE_TTL_S,
    },
    oidc: {
      externalIssuer,
      authority: externalIssuer ?? `${publicUrl}/oidc`,
      clientId: e.OIDC_CLIENT_ID ?? BUILT_IN_CLIENT_ID,
      audience: e.OIDC_AUDIENCE,
    },
    transfer: { maxCsvBytes: e.TRANSFER_MAX_CSV_BYTES, maxZipBytes: e.TRANSFER_MAX_ZIP_BYTES },
    uploads: {
      signingSecret: e.UPLOAD_SIGNING_SECRET,
      maxImageBytes: e.UPLOAD_MAX_IMAGE_BYTES,
      maxAudioBytes: e.UPLOAD_MAX_AUDIO_BYTES,
      s3:
        e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? {
              endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
              bucket: e.S3_BUCKET,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              region: e.S3_REGION ?? 'us-east-1',
            }
          : undefined,
    },
    jobs: { enabled: e.JOBS_ENABLED === 'on', pollMs: e.JOBS_POLL_MS, concurrency: e.JOBS_CONCURRENCY },
    staticDir: path.resolve(e.STATIC_DIR ?? REPO_ROOT),
    legalDir: path.resolve(e.LEGAL_DIR ?? DEFAULT_LEGAL_DIR),
    remotes,
    speech: {
      engine: e.SPEECH_ENGINE === 'openai' && !e.SPEECH_OPENAI_BASE_URL ? 'off' : e.SPEECH_ENGINE,
      // Unset: the app's own origins (see http/cors.ts appOrigins).
      allowedOrigins: e.SPEECH_ALLOWED_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean),
      tokenSecret: e.SPEECH_TOKEN_SECRET,
      maxSessions: e.SPEECH_MAX_SESSIONS,
      embedded: { generalVocabulary: e.SPEECH_EMBEDDED_VOCABULARY },
      openai: e.SPEECH_OPENAI_BASE_URL
        ? { baseURL: e.SPEECH_OPENAI_BASE_URL, apiKey: e.SPEECH_OPENAI_API_KEY, model: e.SPEECH_OPENAI_MODEL }
        : undefined,
      deepgram: e.DEEPGRAM_API_KEY ? { apiKey: e.DEEPGRAM_API_KEY } : undefined,
      assemblyAi: e.ASSEMBLYAI_API_KEY ? { apiKey: e.ASSEMBLYAI_API_KEY } : undefined,
    },
    ai: {
      ...(e.LLM_BASE_URL
        ? { openai: { baseURL: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_S * 1000 } }
        : {}),
      ...(e.SEARXNG_URL ? { searxngUrl: e.SEARXNG_URL } : {}),
    },
    ...overrides,
  };
}
