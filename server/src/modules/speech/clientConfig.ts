import type { LiveSpeechProvider } from '@inscriptions/contracts';
import type { SpeechOptions } from './options';
import { DEEPGRAM_LISTEN_URL, LISTEN_PATH } from './protocol';
import { assemblyAiListenUrl } from './tokens';

/** What the front end needs to open a live transcription (for /app-config.json). */
export interface SpeechClientConfig {
  /**
   * Where the browser streams: Deepgram's URL with a Deepgram key, else AssemblyAI's with an AssemblyAI key,
   * else this server's socket; null when live transcription is off.
   */
  listenUrl: string | null;
  /** Whose protocol and temporary token that URL takes (and where the audio goes); null when off. */
  provider: LiveSpeechProvider | null;
}

/**
 * Where browsers stream: a provider whose key is configured (Deepgram first, then AssemblyAI), else this
 * server's engine when it has one: the embedded engine transcribes here ('server'), the OpenAI-compatible
 * one passes the audio on to its transcription server ('relay'), which the privacy step says.
 */
export function speechClientConfig(
  options: Pick<SpeechOptions, 'engine' | 'deepgram' | 'assemblyAi'>,
  hasEngine: boolean,
): SpeechClientConfig {
  if (options.deepgram) return { listenUrl: DEEPGRAM_LISTEN_URL, provider: 'deepgram' };
  if (options.assemblyAi) return { listenUrl: assemblyAiListenUrl(options.assemblyAi), provider: 'assemblyai' };
  if (!hasEngine) return { listenUrl: null, provider: null };
  return { listenUrl: LISTEN_PATH, provider: options.engine === 'openai' ? 'relay' : 'server' };
}
