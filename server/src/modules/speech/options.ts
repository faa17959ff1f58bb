import type { SpeechSettings } from '../../config';

/** Configuration of the speech module: the settings from the environment, and what the app adds. */
export interface SpeechOptions extends SpeechSettings {
  /** Origins (scheme://host[:port]) a browser may open /speech/listen from. A request without Origin is not a browser's. */
  allowedOrigins: string[];
  /** The user's recent entry texts, for the embedded engine's adapted language model (see recentEntryTexts). */
  adaptationTexts?: (userId: string) => Promise<string[]>;
}

export const SPEECH_DEFAULTS = {
  tokenTtlS: 60,
  maxSessions: 4,
  idleTimeoutMs: 10_000,
  maxBacklogSeconds: 30,
} as const;
