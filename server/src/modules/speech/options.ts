import type { ProviderKey } from './tokens';

/**
 * Configuration of the speech module (the integrator maps environment variables onto it; see README.md).
 * Plain data: no validation library.
 */
export interface SpeechOptions {
  /** The engine behind /speech/listen: the embedded recognizer, an OpenAI-compatible server, or none. */
  engine: 'embedded' | 'openai' | 'off';
  /** Origins (scheme://host[:port]) a browser may open /speech/listen from. A request without Origin is not a browser's. */
  allowedOrigins: string[];
  /** HMAC key of /speech/listen tokens (≥ 32 bytes); unset → random per process (then tokens work on this instance only). */
  tokenSecret?: string;
  /** Lifetime of every temporary token, seconds (60). */
  tokenTtlS?: number;
  deepgram?: ProviderKey;
  assemblyAi?: ProviderKey;
  openai?: {
    baseURL: string;
    apiKey?: string;
    model: string;
    /** Interim text: re-transcribe the growing utterance every this many ms of audio (1000). */
    partialIntervalMs?: number;
  };
  embedded?: {
    /** Words of the general spoken-English list in the language model (2000). */
    generalVocabulary?: number;
  };
  /** Live sessions at once (4); one more is closed with 1013. Each embedded session holds a worker thread. */
  maxSessions?: number;
  /** Silence (no audio, no KeepAlive) that closes a socket, ms (10000, as Deepgram). */
  idleTimeoutMs?: number;
  /** The user's recent entry texts, for the embedded engine's adapted language model (see recentEntryTexts). */
  adaptationTexts?: (userId: string) => Promise<string[]>;
}

export const SPEECH_DEFAULTS = {
  tokenTtlS: 60,
  maxSessions: 4,
  idleTimeoutMs: 10_000,
  maxBacklogSeconds: 30,
} as const;
