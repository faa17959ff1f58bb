/** A speech provider's API key (Deepgram, AssemblyAI). */
export interface ProviderKey {
  apiKey: string;
  /** Only tests point it elsewhere. */
  baseUrl?: string;
}

/**
 * The speech settings the environment gives (see src/modules/speech/README.md), as plain data: the
 * speech module's options are these and what the app adds.
 */
export interface SpeechSettings {
  /** The engine behind /speech/listen: the embedded recognizer, an OpenAI-compatible server, or none. */
  engine: 'embedded' | 'openai' | 'off';
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
    /** Words of the general English model in the language model (10,000 of 20,000). */
    generalVocabulary?: number;
    /** Bigrams of the general model among those words (10,000 of 60,000). */
    generalBigrams?: number;
  };
  /** Live sessions at once (4); one more is closed with 1013. Each embedded session holds a worker thread. */
  maxSessions?: number;
  /** Silence (no audio, no KeepAlive) that closes a socket, ms (10000, as Deepgram). */
  idleTimeoutMs?: number;
}
