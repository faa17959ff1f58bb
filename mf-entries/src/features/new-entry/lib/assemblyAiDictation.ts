import { ASSEMBLYAI_STREAMING, LIVE_SPEECH } from '@inscriptions/contracts';
import { AudioStream } from './audioStream';
import { asSentence, type DictationHandlers, type SocketFactory, type SocketLike } from './liveDictation';

/** AssemblyAI's word of a turn: `word_is_final` words are settled, the rest may still change. */
interface StreamingWord {
  text: string;
  word_is_final: boolean;
}

/** The messages of AssemblyAI Universal Streaming v3 the client reads (an `error` message ends the stream). */
type StreamingMessage =
  | { type: 'Begin'; id: string; expires_at: number }
  | {
      type: 'Turn';
      turn_order: number;
      turn_is_formatted: boolean;
      end_of_turn: boolean;
      transcript: string;
      words?: StreamingWord[];
    }
  | { type: 'Termination'; audio_duration_seconds: number; session_duration_seconds: number }
  | { type?: undefined; error: string };

/**
 * `wss://streaming.assemblyai.com/v3/ws?token=…&sample_rate=16000&encoding=pcm_s16le&format_turns=true&speech_model=…`:
 * browsers cannot set headers, so the temporary token goes in the query, as AssemblyAI's own SDK sends it.
 */
export function assemblyAiUrlWithParams(listenUrl: string, token: string): string {
  const url = new URL(listenUrl);
  const params: Record<string, string> = {
    token,
    sample_rate: String(LIVE_SPEECH.sampleRate),
    encoding: ASSEMBLYAI_STREAMING.encoding,
    format_turns: String(ASSEMBLYAI_STREAMING.formatTurns),
    speech_model: ASSEMBLYAI_STREAMING.speechModel,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * One live transcription stream in AssemblyAI's Universal Streaming protocol (v3): binary 100 ms chunks of
 * 16 kHz PCM16 in; `Begin`, then `Turn` messages out. A turn's words show as interim text while it is
 * spoken; it is appended once it ended and AssemblyAI formatted it (punctuated and capitalised).
 * Pause sends `ForceEndpoint` (the open turn ends now); stop sends `Terminate`, and the server answers the
 * last turns and `Termination`. Any error or unexpected close ends the stream silently, as the Deepgram
 * stream does; the caller keeps its text and audio.
 */
export class AssemblyAiDictation {
  private readonly stream: AudioStream;
  private ended = false;
  private closing = false;
  /** Turns already appended: AssemblyAI sends a turn's end unformatted, then formatted. */
  private readonly appended = new Set<number>();
  /** An ended turn waiting for its formatted text (appended as is if the stream ends first). */
  private unformatted: { order: number; text: string } | null = null;

  constructor(
    listenUrl: string,
    token: string,
    private readonly handlers: DictationHandlers,
    createSocket: SocketFactory = (u, p) => new WebSocket(u, p) as unknown as SocketLike,
  ) {
    this.stream = new AudioStream(
      assemblyAiUrlWithParams(listenUrl, token),
      [],
      {
        onOpen: () => {
          if (this.closing) this.sendOperation('Terminate');
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

  /** Sends 100 ms of 16 kHz PCM16 audio (AssemblyAI takes 50–1000 ms per message). */
  sendAudio(chunk: Int16Array): void {
    if (!this.ended && !this.closing) this.stream.sendAudio(chunk);
  }

  /** Recording paused: the open turn ends now. */
  pause(): void {
    this.sendOperation('ForceEndpoint');
  }

  /** Recording resumed: audio flows again (AssemblyAI needs no keep-alive). */
  resume(): void {}

  /** Ends the stream: Terminate flushes the last turn, then the server closes. */
  finish(): void {
    if (this.ended || this.closing) return;
    this.closing = true;
    this.sendOperation('Terminate');
  }

  /** Drops the stream at once (leaving the page). */
  abort(): void {
    this.stream.release({ close: true });
    this.end();
  }

  private sendOperation(type: 'ForceEndpoint' | 'Terminate'): void {
    if (!this.ended) this.stream.sendJson({ type });
  }

  private receive(data: unknown): void {
    if (this.ended || typeof data !== 'string') return;
    let message: StreamingMessage;
    try {
      message = JSON.parse(data) as StreamingMessage;
    } catch {
      return;
    }
    if ('error' in message || message.type === 'Termination') return this.abort();
    if (message.type !== 'Turn' || this.appended.has(message.turn_order)) return;
    if (!message.end_of_turn) {
      // `transcript` holds the settled words only; the words list also has those still being heard.
      const heard = message.words?.map((w) => w.text).join(' ') || message.transcript;
      return this.handlers.onInterim(heard.trim());
    }
    if (!message.turn_is_formatted) {
      this.unformatted = { order: message.turn_order, text: message.transcript };
      return this.handlers.onInterim(message.transcript.trim());
    }
    this.appendTurn(message.turn_order, message.transcript);
  }

  private appendTurn(order: number, text: string): void {
    this.appended.add(order);
    if (this.unformatted?.order === order) this.unformatted = null;
    this.handlers.onInterim('');
    const piece = asSentence(text);
    if (piece) this.handlers.onFinal(piece);
  }

  private end(): void {
    if (this.ended) return;
    if (this.unformatted) this.appendTurn(this.unformatted.order, this.unformatted.text);
    this.ended = true;
    this.stream.release({ close: false });
    this.handlers.onInterim('');
    this.handlers.onEnd();
  }
}
