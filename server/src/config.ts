import path from 'node:path';
import { envSchema } from './config/envSchema';
import { ENCRYPTION_KEY_FORMAT } from './secrets/secretBox';
import { REMOTES, remoteEntryPath, remoteEnvName, type RemoteName } from './config/remotes';
import type { Config } from './config/types';

export { REMOTES, type RemoteName } from './config/remotes';
export type { Config } from './config/types';
export type { AiOptions, OpenAiCompatibleOptions } from './config/ai';
export type { ProviderKey, SpeechSettings } from './config/speech';

/** Repository root: server/src (ts) or server/dist (build) → two levels up. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The legal pages shipped with the server: server/legal (from server/src or server/dist). */
export const DEFAULT_LEGAL_DIR = path.resolve(__dirname, '..', 'legal');

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
  // A real deployment keeps its secrets sealed with a key it holds apart from the database; the
  // embedded default (PGlite, npm start) generates one into DATA_DIR.
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && e.DATABASE_URL !== 'memory://' && !e.ENCRYPTION_KEY) {
    throw new ConfigError([`ENCRYPTION_KEY="": required in production on PostgreSQL: ${ENCRYPTION_KEY_FORMAT}`]);
  }
  const port = overrides.port ?? e.PORT;
  const dataDir = overrides.dataDir ?? path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  const remotes = {} as Record<RemoteName, string>;
  for (const r of REMOTES) {
    const key = remoteEnvName(r) as keyof typeof e;
    const override = e[key];
    remotes[r] = typeof override === 'string' ? override : remoteEntryPath(r);
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
    encryptionKey: e.ENCRYPTION_KEY,
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
      embedded: { generalVocabulary: e.SPEECH_EMBEDDED_VOCABULARY, generalBigrams: e.SPEECH_EMBEDDED_BIGRAMS },
      openai: e.SPEECH_OPENAI_BASE_URL
        ? { baseURL: e.SPEECH_OPENAI_BASE_URL, apiKey: e.SPEECH_OPENAI_API_KEY, model: e.SPEECH_OPENAI_MODEL }
        : undefined,
      deepgram: e.DEEPGRAM_API_KEY ? { apiKey: e.DEEPGRAM_API_KEY } : undefined,
      assemblyAi: e.ASSEMBLYAI_API_KEY
        ? { apiKey: e.ASSEMBLYAI_API_KEY, baseUrl: e.ASSEMBLYAI_STREAMING_URL?.replace(/\/+$/, '') }
        : undefined,
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
