import OpenAI, { APIError, toFile } from 'openai';
import { SAMPLE_RATE } from '../protocol';
import { concatSamples, encodeWav } from '../wav';
import type { Engine, RecognizedWord, Recognizer, RecognizerContext } from './types';

/**
 * Any server of OpenAI's `POST /v1/audio/transcriptions` (Speaches, whisper.cpp's server, LocalAI, OpenAI),
 * through the official client. Such servers transcribe files, not streams, so each utterance the session cuts
 * is sent as a WAV file when it ends; interim text comes from re-sending the growing utterance every
 * `partialIntervalMs` of audio (one request at a time; a late answer for a finished utterance is dropped).
 */
export interface OpenAiCompatibleOptions {
  baseURL: string;
  apiKey?: string;
  model: string;
  partialIntervalMs?: number;
  /** verbose_json gives word timings; OpenAI's gpt-4o-* models take json only (default: json for gpt-*). */
  responseFormat?: 'verbose_json' | 'json';
  timeoutMs?: number;
}

export interface Transcription {
  text: string;
  /** Word timings when the server gave them. */
  words: RecognizedWord[] | null;
}

export class TranscriptionError extends Error {}

export class TranscriptionClient {
  private readonly client: OpenAI;
  private readonly format: 'verbose_json' | 'json';

  constructor(private readonly options: OpenAiCompatibleOptions) {
    // Local servers take any key; the client insists on one.
    this.client = new OpenAI({
      baseURL: options.baseURL,
      apiKey: options.apiKey || 'none',
      maxRetries: 0,
      timeout: options.timeoutMs ?? 30_000,
    });
    this.format = options.responseFormat ?? (/^gpt-/.test(options.model) ? 'json' : 'verbose_json');
  }

  async transcribe(
    samples: Int16Array,
    request: { language?: string; words?: boolean; signal?: AbortSignal } = {},
  ): Promise<Transcription> {
    const verbose = request.words !== false && this.format === 'verbose_json';
    const file = await toFile(encodeWav(samples, SAMPLE_RATE), 'utterance.wav', { type: 'audio/wav' });
    try {
      const result = await this.client.audio.transcriptions.create(
        {
          file,
          model: this.options.model,
          ...(request.language ? { language: request.language.slice(0, 2).toLowerCase() } : {}),
          ...(verbose
            ? { response_format: 'verbose_json', timestamp_granularities: ['word'] }
            : { response_format: 'json' }),
        },
        { signal: request.signal },
      );
      const words = 'words' in result && Array.isArray(result.words) ? result.words : null;
      return {
        text: result.text.trim(),
        words: words?.map((w) => ({ word: w.word.trim(), start: w.start, end: w.end, confidence: 1 })) ?? null,
      };
    } catch (err) {
      if (err instanceof APIError && err.status) {
        throw new TranscriptionError(`the transcription server answered HTTP ${err.status}: ${err.message}`);
      }
      throw err;
    }
  }
}

/** Words spread evenly over the utterance: the server gave text without timings. */
function spread(text: string, seconds: number): RecognizedWord[] {
  const words = text.split(/\s+/).filter(Boolean);
  const step = words.length ? seconds / words.length : 0;
  return words.map((word, i) => ({ word, start: i * step, end: (i + 1) * step, confidence: 1 }));
}

export class OpenAiCompatibleEngine implements Engine {
  readonly modelInfo: { name: string; version: string; arch: string };
  private readonly client: TranscriptionClient;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.client = new TranscriptionClient(options);
    this.modelInfo = { name: options.model, version: 'openai-compatible', arch: new URL(options.baseURL).host };
  }

  unavailableReason(): string | null {
    return null;
  }

  async open(context: RecognizerContext): Promise<Recognizer> {
    return new UtteranceRecognizer(
      this.client,
      context,
      ((this.options.partialIntervalMs ?? 1000) * SAMPLE_RATE) / 1000,
    );
  }

  async close(): Promise<void> {}
}

class UtteranceRecognizer implements Recognizer {
  private chunks: Int16Array[] = [];
  private length = 0;
  private sinceInterim = 0;
  private interim: AbortController | null = null;

  constructor(
    private readonly client: TranscriptionClient,
    private readonly context: RecognizerContext,
    private readonly interimEvery: number,
  ) {}

  async write(samples: Int16Array): Promise<void> {
    this.chunks.push(samples.slice());
    this.length += samples.length;
    this.sinceInterim += samples.length;
    if (this.sinceInterim >= this.interimEvery && !this.interim) {
      this.sinceInterim = 0;
      this.startInterim();
    }
  }

  async end(): Promise<RecognizedWord[]> {
    this.interim?.abort();
    this.interim = null;
    const audio = this.audio();
    this.chunks = [];
    this.length = 0;
    this.sinceInterim = 0;
    if (audio.length === 0) return [];
    const result = await this.client.transcribe(audio, { language: this.context.language });
    return result.words ?? spread(result.text, audio.length / SAMPLE_RATE);
  }

  close(): void {
    this.interim?.abort();
    this.interim = null;
  }

  private startInterim(): void {
    const controller = new AbortController();
    this.interim = controller;
    this.client
      .transcribe(this.audio(), { language: this.context.language, words: false, signal: controller.signal })
      .then((result) => {
        if (!controller.signal.aborted) this.context.onPartial(result.text);
      })
      // Interim text is best effort: the final request reports failures.
      .catch(() => undefined)
      .finally(() => {
        if (this.interim === controller) this.interim = null;
      });
  }

  private audio(): Int16Array {
    return concatSamples(this.chunks);
  }
}
