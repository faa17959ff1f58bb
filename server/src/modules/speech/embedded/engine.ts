import { refineBoundaries } from '../boundaries';
import type { Engine, RecognizedWord, Recognizer, RecognizerContext } from '../engines/types';
import { SAMPLE_RATE } from '../protocol';
import { concatSamples } from '../wav';
import { DEFAULT_GENERAL_VOCABULARY } from './languageModel';
import { MODEL_NAME } from './sphinx';
import { EngineWorker } from './workerClient';

export interface EmbeddedEngineOptions {
  /** Words of the general spoken-English list in the language model (2000). More is slower, not always better. */
  generalVocabulary?: number;
  /** The user's recent entry texts, to adapt the language model; none → the general model. */
  adaptationTexts?: (userId: string) => Promise<string[]>;
}

/** A worker whose decoder is already initialised (the acoustic model takes ~0.6 s to load). */
async function readyWorker(): Promise<EngineWorker> {
  const worker = new EngineWorker();
  try {
    await worker.call({ op: 'init' });
    return worker;
  } catch (err) {
    await worker.terminate();
    throw err;
  }
}

/**
 * The embedded engine: SoundSwallower (PocketSphinx in WebAssembly), one worker thread per live session,
 * its language model adapted to the user's own entries. One initialised worker is kept spare once the engine
 * has been used, so the next session starts without the model load.
 */
export class EmbeddedEngine implements Engine {
  readonly modelInfo = { name: MODEL_NAME, version: '0.6.3', arch: 'pocketsphinx-fsg' };
  private spare: Promise<EngineWorker> | null = null;
  private closed = false;

  constructor(private readonly options: EmbeddedEngineOptions = {}) {}

  unavailableReason(language: string): string | null {
    return /^en(-|$)/i.test(language) ? null : `the embedded engine speaks English only, not ${language}`;
  }

  async open(context: RecognizerContext): Promise<Recognizer> {
    const [worker, texts] = await Promise.all([
      this.takeWorker(),
      this.options.adaptationTexts?.(context.userId) ?? [],
    ]);
    try {
      await worker.call({
        op: 'languageModel',
        generalSize: this.options.generalVocabulary ?? DEFAULT_GENERAL_VOCABULARY,
        texts,
      });
    } catch (err) {
      await worker.terminate();
      throw err;
    }
    return new EmbeddedRecognizer(worker, context);
  }

  async close(): Promise<void> {
    this.closed = true;
    const spare = this.spare;
    this.spare = null;
    await spare?.then((w) => w.terminate()).catch(() => undefined);
  }

  private takeWorker(): Promise<EngineWorker> {
    const worker = this.spare ?? readyWorker();
    this.spare = null;
    if (!this.closed) {
      const spare = readyWorker();
      this.spare = spare;
      // A spare that failed to start is dropped; the next session tries again.
      spare.catch(() => {
        if (this.spare === spare) this.spare = null;
      });
    }
    return worker;
  }
}

class EmbeddedRecognizer implements Recognizer {
  private inUtterance = false;
  /** The utterance's audio, to refine the decoder's word boundaries (see boundaries.ts). */
  private audio: Int16Array[] = [];

  constructor(
    private readonly worker: EngineWorker,
    private readonly context: RecognizerContext,
  ) {}

  async write(samples: Int16Array): Promise<void> {
    if (!this.inUtterance) {
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
    return refineBoundaries(audio, SAMPLE_RATE, await this.worker.call({ op: 'stop' }));
  }

  close(): void {
    void this.worker.terminate();
  }
}
