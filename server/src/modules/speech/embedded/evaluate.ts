import { SAMPLE_RATE } from '../protocol';
import { wordErrorRate } from '../wer';
import { DEFAULT_GENERAL_BIGRAMS, DEFAULT_GENERAL_VOCABULARY } from './languageModel';
import { EngineWorker } from './workerClient';

export interface EvaluationSample {
  /** 16 kHz mono, one utterance. */
  samples: Int16Array;
  reference: string;
}

export interface EvaluationRun {
  /** Word error rate, 0–1. */
  wer: number;
  /** Decoding time / audio time. */
  realTimeFactor: number;
  /** The decoder thread's CPU time / audio time (null where unmeasured): the same on a busy machine. */
  cpuRealTimeFactor: number | null;
  hypotheses: string[];
}

const CHUNK = 1600; // 100 ms, as the browser streams

async function decodeAll(worker: EngineWorker, samples: EvaluationSample[]): Promise<EvaluationRun> {
  const hypotheses: string[] = [];
  let decodeMs = 0;
  let audioSamples = 0;
  const cpuBefore = await worker.call({ op: 'cpuTime' });
  for (const sample of samples) {
    const started = performance.now();
    await worker.call({ op: 'start' });
    for (let offset = 0; offset < sample.samples.length; offset += CHUNK) {
      await worker.call({ op: 'process', samples: sample.samples.slice(offset, offset + CHUNK) });
    }
    const words = await worker.call({ op: 'stop' });
    decodeMs += performance.now() - started;
    audioSamples += sample.samples.length;
    hypotheses.push(words.map((w) => w.word).join(' '));
  }
  const cpuAfter = await worker.call({ op: 'cpuTime' });
  const audioSeconds = audioSamples / SAMPLE_RATE;
  return {
    wer: wordErrorRate(samples.map((s, i) => ({ reference: s.reference, hypothesis: hypotheses[i]! }))),
    realTimeFactor: decodeMs / 1000 / audioSeconds,
    cpuRealTimeFactor: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / audioSeconds,
    hypotheses,
  };
}

/**
 * The embedded engine's accuracy on `samples` with the general language model and with the one adapted to
 * `adaptationTexts` (streamed in 100 ms chunks, as live). The adaptation texts should not contain the test
 * sentences verbatim, or the number measures memory, not adaptation.
 */
export async function measureAdaptation(
  samples: EvaluationSample[],
  adaptationTexts: string[],
  options: { generalVocabulary?: number; generalBigrams?: number } = {},
): Promise<{ general: EvaluationRun; adapted: EvaluationRun }> {
  const worker = new EngineWorker();
  try {
    await worker.call({ op: 'init' });
    const generalWords = options.generalVocabulary ?? DEFAULT_GENERAL_VOCABULARY;
    const generalBigrams = options.generalBigrams ?? DEFAULT_GENERAL_BIGRAMS;
    await worker.call({ op: 'languageModel', generalWords, generalBigrams, texts: [] });
    const general = await decodeAll(worker, samples);
    await worker.call({ op: 'languageModel', generalWords, generalBigrams, texts: adaptationTexts });
    const adapted = await decodeAll(worker, samples);
    return { general, adapted };
  } finally {
    await worker.terminate();
  }
}
