import { refineBoundaries } from './boundaries';
import { lmWords } from './embedded/languageModel';
import { EngineWorker } from './embedded/workerClient';
import { SAMPLE_RATE } from './protocol';
import { timeSentences, type Span, type Token } from './sentenceTiming';
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

const round = (x: number) => Math.round(x * 1000) / 1000;

/**
 * An aligner with its own worker thread (SoundSwallower's state alignment; words it lacks get a g2p
 * pronunciation). Sentences that follow a pause start where the speech after it starts (sentenceTiming.ts).
 */
export function createAligner(): Aligner {
  let worker: Promise<EngineWorker> | null = null;
  const ready = (): Promise<EngineWorker> =>
    (worker ??= (async () => {
      const w = new EngineWorker();
      await w.call({ op: 'init', beams: 'wide' });
      return w;
    })());
  /** Each token's span in `samples` (seconds from its first sample), or null when it has none. */
  const alignTokens = async (samples: Int16Array, tokens: Token[]): Promise<(Span | null)[]> => {
    const words = tokens.flatMap((t) => t.words);
    if (words.length === 0) return tokens.map(() => null);
    const copy = samples.slice();
    const decoded = await (await ready()).call({ op: 'align', samples: copy, words }, [copy.buffer]);
    const placed = decoded.filter((w) => w !== null);
    const refined = refineBoundaries(samples, SAMPLE_RATE, placed);
    const aligned = decoded.map((w) => (w === null ? null : refined[placed.indexOf(w)]!));
    let next = 0;
    return tokens.map(({ words: parts }) => {
      const spans = aligned.slice(next, next + parts.length).filter((w) => w !== null);
      next += parts.length;
      return spans.length > 0 ? { start: spans[0]!.start, end: spans[spans.length - 1]!.end } : null;
    });
  };
  return {
    async align(audio, text) {
      const samples = samplesOf(audio);
      // Each written token (punctuation kept) spans the decoder words it normalises to ("well-known" → 2).
      const tokens = text
        .split(/\s+/)
        .filter(Boolean)
        .map((token) => ({ token, words: lmWords(token) }));
      if (tokens.every((t) => t.words.length === 0)) return [];
      const whole = await alignTokens(samples, tokens);
      const timed = await timeSentences(samples, tokens, whole, async (from, to, start, end) => {
        const part = samples.subarray(Math.round(start * SAMPLE_RATE), Math.round(end * SAMPLE_RATE));
        const spans = await alignTokens(part, tokens.slice(from, to));
        return spans.map((s) => (s === null ? null : { start: round(s.start + start), end: round(s.end + start) }));
      });
      return tokens.flatMap(({ token }, i) => (timed[i] ? [{ word: token, ...timed[i] }] : []));
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
