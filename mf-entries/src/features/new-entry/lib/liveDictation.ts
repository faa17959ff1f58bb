import { LIVE_SPEECH } from '@inscriptions/contracts';
import { AudioStream, type SocketFactory, type SocketLike } from './audioStream';

export type { SocketFactory, SocketLike } from './audioStream';

interface ResultsMessage {
  type: 'Results' | 'UtteranceEnd' | 'Metadata';
  is_final?: boolean;
  speech_final?: boolean;
  channel?: { alternatives?: Array<{ transcript?: string }> };
}

export interface DictationHandlers {
  /** The words of the utterance being spoken, replaced by each interim result ('' clears it). */
  onInterim(text: string): void;
  /**
   * A final piece of transcript, to append. Engines give words without punctuation, so each utterance
   * (ended by endpointing or UtteranceEnd) is made a sentence: capitalised, closed with a period.
   */
  onFinal(text: string): void;
  /** The stream ended (closed, failed or refused): dictation stops silently, the recording goes on. */
  onEnd(): void;
}

/** `wss://host/speech/listen?encoding=linear16&…` from the configured listen URL (absolute or a path). */
export function listenUrlWithParams(listenUrl: string, base: string): string {
  const url = new URL(listenUrl, base);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  const params: Record<string, string> = {
    encoding: LIVE_SPEECH.encoding,
    sample_rate: String(LIVE_SPEECH.sampleRate),
    channels: String(LIVE_SPEECH.channels),
    interim_results: String(LIVE_SPEECH.interimResults),
    utterance_end_ms: String(LIVE_SPEECH.utteranceEndMs),
    endpointing: String(LIVE_SPEECH.endpointingMs),
    language: LIVE_SPEECH.language,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * One live transcription stream in Deepgram's live protocol (Deepgram itself or the server's
 * /speech/listen): binary 100 ms chunks of linear16 audio in; Results (interim and final) out.
 * The token goes in the subprotocol (`bearer, <token>`), as browsers cannot set headers.
 * KeepAlive every 5 s while paused, Finalize on pause, CloseStream on stop. Any error or unexpected
 * close ends the stream silently (spec section 8); the caller keeps its text and audio.
 */
export class LiveDictation {
  private readonly stream: AudioStream;
  private keepAlive: ReturnType<typeof setInterval> | null = null;
  private ended = false;
  private closing = false;
  /** A final piece was appended and its utterance has not ended yet. */
  private sentenceOpen = false;

  constructor(
    url: string,
    token: string,
    private readonly handlers: DictationHandlers,
    createSocket: SocketFactory = (u, p) => new WebSocket(u, p) as unknown as SocketLike,
  ) {
    this.stream = new AudioStream(
      url,
      ['bearer', token],
      {
        onOpen: () => {
          if (this.closing) this.sendControl('CloseStream');
        },
        onMessage: (data) => this.receive(data),
        onClosed: () => this.end(),
      },
      createSocket,
    );
  }

  get active(): boolean {
    return !this.ended;
  }

  /** Sends 100 ms of 16 kHz linear16 audio. */
  sendAudio(chunk: Int16Array): void {
    if (!this.ended && !this.closing) this.stream.sendAudio(chunk);
  }

  /** Recording paused: the open utterance is finalized, and KeepAlive holds the stream open. */
  pause(): void {
    // An ended stream has nothing to hold open: a KeepAlive timer here would never be cleared.
    if (this.ended) return;
    this.sendControl('Finalize');
    this.stopKeepAlive();
    this.keepAlive = setInterval(() => this.sendControl('KeepAlive'), LIVE_SPEECH.keepAliveMs);
  }

  /** Recording resumed. */
  resume(): void {
    this.stopKeepAlive();
  }

  /** Ends the stream: CloseStream flushes the last words, then the server closes. */
  finish(): void {
    this.stopKeepAlive();
    if (this.ended || this.closing) return;
    this.closing = true;
    this.sendControl('CloseStream');
  }

  /** Drops the stream at once (leaving the page). */
  abort(): void {
    this.stream.release({ close: true });
    this.end();
  }

  private sendControl(type: 'KeepAlive' | 'Finalize' | 'CloseStream'): void {
    if (!this.ended) this.stream.sendJson({ type });
  }

  private receive(data: unknown): void {
    if (this.ended || typeof data !== 'string') return;
    let message: ResultsMessage;
    try {
      message = JSON.parse(data) as ResultsMessage;
    } catch {
      return;
    }
    if (message.type === 'UtteranceEnd') return this.closeSentence();
    if (message.type !== 'Results') return;
    const transcript = message.channel?.alternatives?.[0]?.transcript?.trim() ?? '';
    if (!message.is_final) return this.handlers.onInterim(transcript);
    this.handlers.onInterim('');
    if (transcript) {
      this.handlers.onFinal(this.sentenceOpen ? transcript : transcript.charAt(0).toUpperCase() + transcript.slice(1));
      this.sentenceOpen = true;
    }
    if (message.speech_final) this.closeSentence();
  }

  private closeSentence(): void {
    if (!this.sentenceOpen) return;
    this.sentenceOpen = false;
    this.handlers.onFinal('.');
  }

  private stopKeepAlive(): void {
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    this.stopKeepAlive();
    this.stream.release({ close: false });
    this.handlers.onInterim('');
    this.handlers.onEnd();
  }
}

/** A final piece made a sentence: capitalised, and closed with a period unless it already ends one. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/**
 * Appends a final piece to the text, with one space between (none at the start, after whitespace, or
 * before closing punctuation; a period after text that already ends a sentence is dropped).
 */
export function appendTranscript(text: string, piece: string): string {
  if (!piece) return text;
  if (/^[.!?]$/.test(piece)) return text === '' || /[.!?]\s*$/.test(text) ? text : text.trimEnd() + piece;
  if (text === '' || /\s$/.test(text)) return text + piece;
  return `${text} ${piece}`;
}
