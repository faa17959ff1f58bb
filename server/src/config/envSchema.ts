import { z } from 'zod';
import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES, TRANSFER_MAX_CSV_BYTES, TRANSFER_MAX_ZIP_BYTES } from '@inscriptions/contracts';
import { ENCRYPTION_KEY_FORMAT, parseEncryptionKeys } from '../secrets/secretBox';

/** A positive whole number of seconds. */
const seconds = z.coerce
  .number({ message: 'must be a number of seconds' })
  .int({ message: 'must be a whole number of seconds' })
  .min(1, { message: 'must be at least 1 (seconds)' });

const urlString = z.string().url({ message: 'must be an absolute URL (e.g. http://localhost:8080)' });
/** A remote is declared by its remoteEntry.js: the browser build does not read mf-manifest.json. */
const remoteEntryUrl = z
  .string()
  .min(1)
  .refine((url) => !/\.json([?#]|$)/i.test(url), {
    message: "must be the remote's remoteEntry.js, not a manifest (e.g. https://cdn.example.com/mf-profile/remoteEntry.js)",
  })
  .optional();

/** Every environment variable the server reads, with its validation message and default. */
export const envSchema = z.object({
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
  REMOTE_MF_AUTH_URL: remoteEntryUrl,
  REMOTE_MF_INSCRIPTIONS_URL: remoteEntryUrl,
  REMOTE_MF_ENTRIES_URL: remoteEntryUrl,
  REMOTE_MF_INSIGHTS_URL: remoteEntryUrl,
  REMOTE_MF_PROFILE_URL: remoteEntryUrl,
  REMOTE_MF_TASKS_RESOURCES_URL: remoteEntryUrl,
  SPEECH_ENGINE: z.enum(['embedded', 'openai', 'off'], { message: 'must be embedded, openai or off' }).default('embedded'),
  SPEECH_ALLOWED_ORIGINS: z.string().min(1).optional(),
  ENCRYPTION_KEY: z
    .string()
    .refine(
      (v) => {
        try {
          return parseEncryptionKeys(v).length > 0;
        } catch {
          return false;
        }
      },
      { message: ENCRYPTION_KEY_FORMAT },
    )
    .optional(),
  SPEECH_TOKEN_SECRET: z.string().min(32, { message: 'must be at least 32 characters (e.g. openssl rand -hex 32)' }).optional(),
  SPEECH_MAX_SESSIONS: z.coerce.number().int().min(1, { message: 'must be a whole number ≥ 1' }).default(4),
  SPEECH_EMBEDDED_VOCABULARY: z.coerce.number().int().min(0).max(20_000, { message: 'must be 0 to 20000 words' }).default(10_000),
  SPEECH_EMBEDDED_BIGRAMS: z.coerce.number().int().min(0).max(60_000, { message: 'must be 0 to 60000 bigrams' }).default(10_000),
  SPEECH_OPENAI_BASE_URL: urlString.optional(),
  SPEECH_OPENAI_API_KEY: z.string().min(1).optional(),
  SPEECH_OPENAI_MODEL: z.string().min(1).default('whisper-1'),
  DEEPGRAM_API_KEY: z.string().min(1).optional(),
  ASSEMBLYAI_API_KEY: z.string().min(1).optional(),
  ASSEMBLYAI_STREAMING_URL: urlString.optional(),
  LLM_BASE_URL: urlString.optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_S: seconds.default(60),
  SEARXNG_URL: urlString.optional(),
});
