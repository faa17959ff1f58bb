import { refineBoundaries } from './boundaries';
import { lmWords } from './embedded/languageModel';
import { EngineWorker } from './embedded/workerClient';
import { SAMPLE_RATE } from './protocol';
import { parseWav } from './wav';

/** One word of the transcript as written, with where it is spoken (seconds from the start of the audio). */
export interface AlignedWord {
  word: string;
  start: number;
  end: number;
}

export interface Aligner {
  /**
   * Forced alignment of `text` to 16 kHz mono audio (samples, or a 16-bit PCM WAV file). Words of the text
   * that have nothing speakable (numbers in digits, symbols) or that the decoder could not place are left out.
   */
  align(audio: Int16Array | Uint8Array, text: string): Promise<AlignedWord[]>;
  close(): Promise<void>;
}

function samplesOf(audio: Int16Array | Uint8Array): Int16Array {
  if (audio instanceof Int16Array) return audio;
  const wav = parseWav(audio);
  if (wav.sampleRate !== SAMPLE_RATE || wav.channels !== 1) throw new Error('alignment needs 16 kHz mono audio');
  return wav.samples;
}

/** An aligner with its own worker thread (SoundSwallower's state alignment; words it lacks get a g2p pronunciation). */
export function createAligner(): Aligner {
  let worker: Promise<EngineWorker> | null = null;
  const ready = (): Promise<EngineWorker> =>
    (worker ??= (async () => {
      const w = new EngineWorker();
      await w.call({ op: 'init', beams: 'wide' });
      return w;
    })());
  return {
    async align(audio, text) {
      const samples = samplesOf(audio);
      // Each written token (punctuation kept) spans the decoder words it normalises to ("well-known" → 2).
      const tokens = text
        .split(/\s+/)
        .filter(Boolean)
        .map((token) => ({ token, words: lmWords(token) }));
      const words = tokens.flatMap((t) => t.words);
      if (words.length === 0) return [];
      const copy = samples.slice();
      const decoded = await (await ready()).call({ op: 'align', samples: copy, words }, [copy.buffer]);
      const placed = decoded.filter((w) => w !== null);
      const refined = refineBoundaries(samples, SAMPLE_RATE, placed);
      const aligned = decoded.map((w) => (w === null ? null : refined[placed.indexOf(w)]!));
      const out: AlignedWord[] = [];
      let next = 0;
      for (const { token, words: parts } of tokens) {
        const spans = aligned.slice(next, next + parts.length).filter((w) => w !== null);
        next += parts.length;
        if (spans.length > 0) out.push({ word: token, start: spans[0]!.start, end: spans[spans.length - 1]!.end });
      }
      return out;
    },
    async close() {
      const w = worker;
      worker = null;
      await w?.then((x) => x.terminate()).catch(() => undefined);
    },
  };
}

let shared: Aligner | undefined;

/** Word timings of `text` in the audio, with a shared aligner (its worker never keeps the process alive). */
export function alignTranscript(wav16kMonoPcm: Int16Array | Uint8Array, text: string): Promise<AlignedWord[]> {
  shared ??= createAligner();
  return shared.align(wav16kMonoPcm, text);
}
