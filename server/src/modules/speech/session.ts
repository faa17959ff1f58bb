import { createHash, randomUUID } from 'node:crypto';
import type { Engine, RecognizedWord, Recognizer } from './engines/types';
import {
  CLOSE,
  parseClientControl,
  SAMPLE_RATE,
  type ListenParams,
  type MetadataMessage,
  type ResultsMessage,
  type ServerMessage,
} from './protocol';
import { Segmenter, type SegmentEvent } from './segmenter';

export interface SessionLogger {
  warn(obj: unknown, msg: string): void;
}

export interface LiveSessionOptions {
  engine: Engine;
  userId: string;
  params: ListenParams;
  /** No audio and no KeepAlive for this long closes the socket (Deepgram: 10 s). */
  idleTimeoutMs: number;
  /** Audio received but not yet decoded beyond this many seconds closes the socket (1013): the server cannot keep up. */
  maxBacklogSeconds: number;
  send(message: ServerMessage): void;
  close(code: number, reason: string): void;
  log: SessionLogger;
}

interface OpenUtterance {
  /** Stream seconds of its first sample. */
  at: number;
  samples: number;
  partial: string;
}

/**
 * One /speech/listen connection: audio in, Deepgram-shaped results out. Audio is processed strictly in order
 * on one queue; the engine sees utterances cut by the segmenter; times in results are stream seconds.
 * On any failure the socket is just closed with a reason: the browser keeps its own copy of the audio.
 */
export class LiveSession {
  private readonly requestId = randomUUID();
  private readonly recognizer: Promise<Recognizer>;
  private readonly segmenter: Segmenter;
  private readonly hash = createHash('sha256');
  private queue: Promise<void> = Promise.resolve();
  private utterance: OpenUtterance | null = null;
  private lastWordEnd: number | null = null;
  private oddByte: Buffer | null = null;
  private receivedSamples = 0;
  private backlogSamples = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private closing = false;
  private closed = false;

  constructor(private readonly options: LiveSessionOptions) {
    this.segmenter = new Segmenter({ sampleRate: SAMPLE_RATE, endpointingMs: options.params.endpointingMs });
    this.recognizer = options.engine.open({
      userId: options.userId,
      language: options.params.language,
      onPartial: (text) => this.partial(text),
      live: true,
    });
    this.recognizer.catch((err: unknown) => {
      this.options.log.warn({ err }, 'live transcription engine did not start');
      this.finish(CLOSE.engineUnavailable, `live transcription is unavailable: ${message(err)}`);
    });
    this.touch();
  }

  audio(data: Buffer): void {
    if (this.closing || this.closed) return;
    this.hash.update(data);
    const bytes = this.oddByte ? Buffer.concat([this.oddByte, data]) : data;
    const whole = bytes.length - (bytes.length % 2);
    this.oddByte = whole < bytes.length ? bytes.subarray(whole) : null;
    const samples = new Int16Array(whole / 2);
    for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(i * 2);
    this.receivedSamples += samples.length;
    this.backlogSamples += samples.length;
    this.touch();
    if (this.backlogSamples > this.options.maxBacklogSeconds * SAMPLE_RATE) {
      this.finish(CLOSE.tryAgainLater, 'the server cannot keep up with the audio; try again later');
      return;
    }
    this.enqueue(async () => {
      this.backlogSamples -= samples.length;
      await this.handle(this.segmenter.push(samples), false);
      this.touch();
    });
  }

  text(message: string): void {
    if (this.closing || this.closed) return;
    const control = parseClientControl(message);
    if (control?.type === 'KeepAlive') this.touch();
    else if (control?.type === 'Finalize') this.enqueue(() => this.handle(this.segmenter.flush(), true));
    else if (control?.type === 'CloseStream') {
      this.closing = true;
      clearTimeout(this.idleTimer);
      this.enqueue(async () => {
        await this.handle(this.segmenter.flush(), true);
        this.options.send(this.metadata());
        this.finish(CLOSE.normal, '');
      });
    }
  }

  /** The client went away: stop quietly. */
  clientClosed(): void {
    this.finish(null, '');
  }

  private enqueue(step: () => Promise<void>): void {
    this.queue = this.queue
      .then(() => (this.closed ? undefined : step()))
      .catch((err: unknown) => {
        this.options.log.warn({ err }, 'live transcription failed');
        this.finish(CLOSE.serverError, `transcription failed: ${message(err)}`);
      });
  }

  private async handle(events: SegmentEvent[], fromFinalize: boolean): Promise<void> {
    const recognizer = await this.recognizer;
    for (const event of events) {
      if (event.type === 'start') this.utterance = { at: event.at / SAMPLE_RATE, samples: 0, partial: '' };
      else if (event.type === 'audio' && this.utterance) {
        this.utterance.samples += event.samples.length;
        await recognizer.write(event.samples);
      } else if (event.type === 'end' && this.utterance) {
        const utterance = this.utterance;
        this.utterance = null;
        const words = (await recognizer.end()).map((w) => shift(w, utterance.at));
        if (this.closed) return;
        const flags = { final: true, speechFinal: event.reason !== 'maxLength', fromFinalize };
        this.options.send(this.results(utterance, words.map((w) => w.word).join(' '), words, flags));
        if (words.length > 0) this.lastWordEnd = words[words.length - 1]!.end;
      }
    }
    this.utteranceEnd();
  }

  private partial(text: string): void {
    const utterance = this.utterance;
    if (!this.options.params.interimResults || !utterance || this.closed || text === utterance.partial) return;
    utterance.partial = text;
    // Interim results carry the text only: word timings come with the final result.
    this.options.send(this.results(utterance, text, [], { final: false, speechFinal: false, fromFinalize: false }));
  }

  /** UtteranceEnd once the stream has gone `utterance_end_ms` past the last final word without a new utterance. */
  private utteranceEnd(): void {
    const gapMs = this.options.params.utteranceEndMs;
    if (gapMs === null || this.lastWordEnd === null || this.segmenter.inUtterance) return;
    if (this.segmenter.time - this.lastWordEnd < gapMs / 1000) return;
    this.options.send({ type: 'UtteranceEnd', channel: [0, 1], last_word_end: this.lastWordEnd });
    this.lastWordEnd = null;
  }

  private results(
    utterance: OpenUtterance,
    transcript: string,
    words: RecognizedWord[],
    flags: { final: boolean; speechFinal: boolean; fromFinalize: boolean },
  ): ResultsMessage {
    const { modelInfo } = this.options.engine;
    const confidence = words.length ? words.reduce((sum, w) => sum + w.confidence, 0) / words.length : 0;
    return {
      type: 'Results',
      channel_index: [0, 1],
      duration: round(utterance.samples / SAMPLE_RATE),
      start: round(utterance.at),
      is_final: flags.final,
      speech_final: flags.speechFinal,
      ...(flags.fromFinalize ? { from_finalize: true } : {}),
      channel: {
        alternatives: [
          {
            transcript,
            confidence: round(confidence),
            words: words.map((w) => ({ ...w, punctuated_word: w.word })),
          },
        ],
      },
      metadata: { request_id: this.requestId, model_info: modelInfo, model_uuid: modelUuid(modelInfo.name) },
    };
  }

  private metadata(): MetadataMessage {
    const { modelInfo } = this.options.engine;
    return {
      type: 'Metadata',
      transaction_key: 'deprecated',
      request_id: this.requestId,
      sha256: this.hash.digest('hex'),
      created: new Date().toISOString(),
      duration: round(this.receivedSamples / SAMPLE_RATE),
      channels: 1,
      models: [modelUuid(modelInfo.name)],
      model_info: { [modelUuid(modelInfo.name)]: modelInfo },
    };
  }

  /**
   * Restarts the idle clock. It runs only while nothing is left to decode: a client that sent its audio and
   * waits for the results (the engine may still be starting) is not idle.
   */
  private touch(): void {
    clearTimeout(this.idleTimer);
    if (this.backlogSamples > 0 || this.closing || this.closed) return;
    const ms = this.options.idleTimeoutMs;
    this.idleTimer = setTimeout(() => this.finish(CLOSE.serverError, `no audio or KeepAlive for ${ms / 1000} s`), ms);
  }

  /** Closes once: stops the timer and the recognizer; code null = the client already closed. */
  private finish(code: number | null, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleTimer);
    if (code !== null) this.options.close(code, truncateReason(reason));
    this.recognizer.then((r) => r.close()).catch(() => undefined);
  }
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
const shift = (w: RecognizedWord, by: number): RecognizedWord => ({
  ...w,
  start: round(w.start + by),
  end: round(w.end + by),
});

/** A stable UUID-shaped id per model name (Deepgram reports one per model). */
function modelUuid(name: string): string {
  const h = createHash('sha1').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** Close reasons are limited to 123 bytes. */
function truncateReason(reason: string): string {
  const bytes = Buffer.from(reason, 'utf8');
  return bytes.length <= 123
    ? reason
    : `${bytes
        .subarray(0, 120)
        .toString('utf8')
        .replace(/\uFFFD$/, '')}...`;
}
