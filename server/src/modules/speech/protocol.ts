/**
 * Deepgram's live transcription protocol (wss://api.deepgram.com/v1/listen), which /speech/listen speaks too,
 * so one browser client serves every engine. Only the parts the app uses: linear16 mono audio in binary
 * frames; KeepAlive / Finalize / CloseStream text frames; Results, UtteranceEnd and Metadata answers.
 */

export const LISTEN_PATH = '/speech/listen';
/** The one audio format of the live socket, the engines and the aligner: 16 kHz mono linear16. */
export const SAMPLE_RATE = 16_000;
export const DEEPGRAM_LISTEN_URL = 'wss://api.deepgram.com/v1/listen';

/** The query the browser sends (to Deepgram or to this server). */
export const LIVE_QUERY = {
  encoding: 'linear16',
  sample_rate: '16000',
  channels: '1',
  interim_results: 'true',
  utterance_end_ms: '1000',
  endpointing: '300',
  language: 'en-US',
} as const;

/** Close codes of /speech/listen; the reason text says what happened in words the UI can show. */
export const CLOSE = {
  normal: 1000,
  /** Engine failure mid-stream, or no audio / KeepAlive within the idle timeout. */
  serverError: 1011,
  /** Too many live sessions at once. */
  tryAgainLater: 1013,
  badRequest: 4400,
  unauthorized: 4401,
  forbiddenOrigin: 4403,
  /** No live engine is configured (or the configured one cannot run here). */
  engineUnavailable: 4503,
} as const;

export interface ResultWord {
  word: string;
  start: number;
  end: number;
  confidence: number;
  punctuated_word: string;
}

export interface ResultsMessage {
  type: 'Results';
  /** [channel, number of channels] */
  channel_index: [number, number];
  /** Seconds of stream audio this result covers, from `start` (seconds since the stream began). */
  duration: number;
  start: number;
  is_final: boolean;
  speech_final: boolean;
  from_finalize?: boolean;
  channel: { alternatives: { transcript: string; confidence: number; words: ResultWord[] }[] };
  metadata: { request_id: string; model_info: { name: string; version: string; arch: string }; model_uuid: string };
}

export interface UtteranceEndMessage {
  type: 'UtteranceEnd';
  channel: [number, number];
  last_word_end: number;
}

export interface MetadataMessage {
  type: 'Metadata';
  transaction_key: 'deprecated';
  request_id: string;
  sha256: string;
  created: string;
  duration: number;
  channels: number;
  models: string[];
  model_info: Record<string, { name: string; version: string; arch: string }>;
}

export type ServerMessage = ResultsMessage | UtteranceEndMessage | MetadataMessage;
export type ClientControl = { type: 'KeepAlive' } | { type: 'Finalize' } | { type: 'CloseStream' };

/** A text frame from the client, or null when it is none of the three control messages. */
export function parseClientControl(text: string): ClientControl | null {
  try {
    const value: unknown = JSON.parse(text);
    const type = (value as { type?: unknown } | null)?.type;
    return type === 'KeepAlive' || type === 'Finalize' || type === 'CloseStream' ? { type } : null;
  } catch {
    return null;
  }
}

/** What the session needs from the query; `error` when the audio format is one this server cannot take. */
export interface ListenParams {
  interimResults: boolean;
  /** Silence (ms) after speech that ends an utterance with speech_final. */
  endpointingMs: number;
  /** Gap (ms) after the last final word that sends UtteranceEnd; null = never. */
  utteranceEndMs: number | null;
  language: string;
}

/** Endpointing below this splits words at their stop consonants with an energy detector. */
const MIN_ENDPOINTING_MS = 100;
const DEFAULT_ENDPOINTING_MS = 300;

export function parseListenParams(query: Record<string, string | undefined>): ListenParams | { error: string } {
  const encoding = query.encoding ?? 'linear16';
  if (encoding !== 'linear16') return { error: `encoding ${encoding} is not supported: send linear16` };
  if ((query.sample_rate ?? '16000') !== '16000') return { error: 'sample_rate must be 16000' };
  if ((query.channels ?? '1') !== '1') return { error: 'channels must be 1' };
  const endpointing = query.endpointing;
  const endpointingMs =
    endpointing === undefined || endpointing === 'true' || endpointing === 'false' || !/^\d+$/.test(endpointing)
      ? DEFAULT_ENDPOINTING_MS
      : Math.max(MIN_ENDPOINTING_MS, Number(endpointing));
  const utteranceEnd = query.utterance_end_ms;
  return {
    interimResults: query.interim_results === 'true',
    endpointingMs,
    utteranceEndMs: utteranceEnd && /^\d+$/.test(utteranceEnd) ? Number(utteranceEnd) : null,
    language: query.language ?? 'en-US',
  };
}

/**
 * The token offered in `Sec-WebSocket-Protocol: token, <t>` / `bearer, <t>` (browsers cannot set headers),
 * or in `Authorization: Token <t>` / `Bearer <t>` (other clients). Returns the scheme to echo back.
 */
export function offeredToken(
  protocols: string[],
  authorization: string | undefined,
): { scheme: 'token' | 'bearer'; token: string } | null {
  const schemeAt = protocols.findIndex((p) => /^(token|bearer)$/i.test(p));
  if (schemeAt >= 0 && protocols[schemeAt + 1]) {
    return { scheme: protocols[schemeAt]!.toLowerCase() as 'token' | 'bearer', token: protocols[schemeAt + 1]! };
  }
  const m = /^(token|bearer)\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  return m ? { scheme: m[1]!.toLowerCase() as 'token' | 'bearer', token: m[2]! } : null;
}
