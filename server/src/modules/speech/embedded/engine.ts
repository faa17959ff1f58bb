import { refineBoundaries } from '../boundaries';
import type { Engine, RecognizedWord, Recognizer, RecognizerContext } from '../engines/types';
import { SAMPLE_RATE } from '../protocol';
import { concatSamples } from '../wav';
import { DEFAULT_GENERAL_BIGRAMS, DEFAULT_GENERAL_VOCABULARY } from './languageModel';
import { MODEL_NAME } from './sphinx';
import { EngineWorker } from './workerClient';

export interface EmbeddedEngineOptions {
  /** Words of the general English model in the language model (10,000 of its 20,000). More is slower. */
  generalVocabulary?: number;
  /** Bigrams of the general model among those words (10,000 of its 60,000); each costs the decoder ~6 kB. */
  generalBigrams?: number;
  /** The user's recent entry texts, to adapt the language model; none → the general model. */
  adaptationTexts?: (userId: string) => Promise<string[]>;
}

type ModelSize = { generalWords: number; generalBigrams: number };

/** A worker whose decoder is initialised and holds the language model for `texts` (none: the general model). */
async function readyWorker(size: ModelSize, texts: string[]): Promise<EngineWorker> {
  const worker = new EngineWorker();
  try {
    await worker.call({ op: 'init' });
    await worker.call({ op: 'languageModel', ...size, texts });
    return worker;
  } catch (err) {
    await worker.terminate();
    throw err;
  }
}

/**
 * The embedded engine: SoundSwallower (PocketSphinx in WebAssembly), one worker thread per session, its
 * language model the general English model interpolated with the user's own entries. Building that grammar
 * takes the decoder seconds, so one worker holding the general model is kept spare (built when the server
 * starts, see prepare): a live session decodes with it at once while a second worker builds the user's
 * model, which takes over at the first utterance that starts after it is ready. A transcription afterwards
 * waits for the user's model. A general-model worker goes back to being the spare when its session ends.
 */
export class EmbeddedEngine implements Engine {
  readonly modelInfo = { name: MODEL_NAME, version: '0.6.3', arch: 'pocketsphinx-fsg' };
  private spare: Promise<EngineWorker> | null = null;
  private spareReady = false;
  private closed = false;
  private readonly size: ModelSize;
  private readonly owner: WorkerOwner = { giveBack: (worker) => this.giveBack(worker) };

  constructor(private readonly options: EmbeddedEngineOptions = {}) {
    this.size = {
      generalWords: options.generalVocabulary ?? DEFAULT_GENERAL_VOCABULARY,
      generalBigrams: options.generalBigrams ?? DEFAULT_GENERAL_BIGRAMS,
    };
  }

  unavailableReason(language: string): string | null {
    return /^en(-|$)/i.test(language) ? null : `the embedded engine speaks English only, not ${language}`;
  }

  async open(context: RecognizerContext): Promise<Recognizer> {
    const texts = (await this.options.adaptationTexts?.(context.userId)) ?? [];
    if (texts.length === 0) {
      // A live session's next spare is built once its first utterance is decoded: beside it, it slows it down.
      const recognizer = new Deferred<EmbeddedRecognizer>();
      const decoded = recognizer.promise.then((r) => r.firstUtterance);
      const worker = await this.takeWorker(context.live ? decoded : undefined);
      return recognizer.resolve(new EmbeddedRecognizer(worker, context, this.owner, 'general'));
    }
    const adapted = readyWorker(this.size, texts);
    // With no spare ready yet (the engine's first session) the general model would be no sooner than the user's.
    if (!context.live || !this.spareReady) {
      this.prepareSpare();
      return new EmbeddedRecognizer(await adapted, context, this.owner, 'user');
    }
    try {
      // The next spare is built after the user's model: two builds beside the decoding would slow it down.
      return new EmbeddedRecognizer(await this.takeWorker(adapted), context, this.owner, 'general', adapted);
    } catch (err) {
      void adapted.then((w) => w.terminate()).catch(() => undefined);
      throw err;
    }
  }

  /** Builds the spare worker now, so the server's first session finds the general model ready. */
  async prepare(): Promise<void> {
    this.prepareSpare();
    await this.spare;
  }

  async close(): Promise<void> {
    this.closed = true;
    const spare = this.spare;
    this.spare = null;
    this.spareReady = false;
    await spare?.then((w) => w.terminate()).catch(() => undefined);
  }

  /**
   * A session's worker that holds the general model only (no user's words) becomes the spare when the session
   * ends, unless one is ready: the next session then needs no build at all.
   */
  private giveBack(worker: EngineWorker): void {
    if (this.closed || this.spareReady || worker.failed) {
      void worker.terminate();
      return;
    }
    const building = this.spare;
    this.spare = Promise.resolve(worker);
    this.spareReady = true;
    void building?.then((w) => w.terminate()).catch(() => undefined);
  }

  private takeWorker(prepareAfter: Promise<unknown> = Promise.resolve()): Promise<EngineWorker> {
    const worker = this.spare ?? readyWorker(this.size, []);
    this.spare = null;
    this.spareReady = false;
    void prepareAfter.catch(() => undefined).then(() => this.prepareSpare());
    return worker;
  }

  private prepareSpare(): void {
    if (this.closed || this.spare) return;
    const spare = readyWorker(this.size, []);
    this.spare = spare;
    spare.then(
      () => {
        if (this.spare === spare) this.spareReady = true;
      },
      // A spare that failed to start is dropped; the next session tries again.
      () => {
        if (this.spare === spare) this.spare = null;
      },
    );
  }
}

interface WorkerOwner {
  /** Takes back a worker holding the general model only, once its session is done with it. */
  giveBack(worker: EngineWorker): void;
}

class Deferred<T> {
  readonly promise: Promise<T>;
  private settle: (value: T) => void = () => {};
  constructor() {
    this.promise = new Promise<T>((resolve) => (this.settle = resolve));
  }
  resolve(value: T): T {
    this.settle(value);
    return value;
  }
}

class EmbeddedRecognizer implements Recognizer {
  private inUtterance = false;
  /** The utterance's audio, to refine the decoder's word boundaries (see boundaries.ts). */
  private audio: Int16Array[] = [];
  /** The worker with the user's model once it is ready, until an utterance starts on it. */
  private next: EngineWorker | null = null;
  private closed = false;
  private readonly decoded = new Deferred<void>();
  /** Resolves once the first utterance is decoded or the recognizer closes. */
  readonly firstUtterance = this.decoded.promise;

  constructor(
    private worker: EngineWorker,
    private readonly context: RecognizerContext,
    private readonly owner: WorkerOwner,
    /** Whose model the worker holds: only a general one may serve another session afterwards. */
    private model: 'general' | 'user',
    adapted: Promise<EngineWorker> | null = null,
  ) {
    // Without the user's model (it failed to build) the session goes on with the general one.
    adapted?.then(
      (w) => {
        if (this.closed) void w.terminate();
        else this.next = w;
      },
      () => undefined,
    );
  }

  async write(samples: Int16Array): Promise<void> {
    if (!this.inUtterance) {
      if (this.next) {
        void this.worker.terminate();
        this.worker = this.next;
        this.model = 'user';
        this.next = null;
      }
      await this.worker.call({ op: 'start' });
      this.inUtterance = true;
    }
    this.audio.push(samples.slice());
    const copy = samples.slice();
    const partial = await this.worker.call({ op: 'process', samples: copy }, [copy.buffer]);
    this.context.onPartial(partial);
  }

  async end(): Promise<RecognizedWord[]> {
    if (!this.inUtterance) return [];
    this.inUtterance = false;
    const audio = concatSamples(this.audio);
    this.audio = [];
    try {
      return refineBoundaries(audio, SAMPLE_RATE, await this.worker.call({ op: 'stop' }));
    } finally {
      this.decoded.resolve();
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.decoded.resolve();
    void this.next?.terminate();
    this.next = null;
    if (this.model === 'user') {
      void this.worker.terminate();
      return;
    }
    // An open utterance is dropped; the worker handles requests in order, so the next session starts afresh.
    if (this.inUtterance) void this.worker.call({ op: 'stop' }).catch(() => undefined);
    this.owner.giveBack(this.worker);
  }
}
