import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { loadGeneralModel } from './generalModel';
import { buildLanguageModel, lmWords } from './languageModel';
import { SAMPLE_RATE } from '../protocol';
import { Sphinx, type DecodedWord } from './sphinx';

/**
 * The embedded engine's worker thread: one decoder, driven by requests from workerClient.ts.
 * A live session owns one worker; the aligner shares one.
 */
export type WorkerRequest =
  | { op: 'init'; beams?: 'default' | 'wide' }
  /** Language model: the general model's first `generalWords` words and `generalBigrams` bigrams, adapted with `texts` (may be empty). */
  | { op: 'languageModel'; generalWords: number; generalBigrams: number; texts: string[] }
  | { op: 'start' }
  | { op: 'process'; samples: Int16Array }
  | { op: 'stop' }
  | { op: 'align'; samples: Int16Array; words: string[] }
  /** CPU seconds this thread has used (Linux; null elsewhere): real-time factors that do not depend on the machine's load. */
  | { op: 'cpuTime' };

export interface WorkerResults {
  init: null;
  languageModel: { vocabulary: number; learned: number };
  start: null;
  process: string;
  stop: DecodedWord[];
  /** One entry per requested word, null for a word no pronunciation could be made for. */
  align: (DecodedWord | null)[];
  cpuTime: number | null;
}

/**
 * Active HMMs a frame: 3,000 halve the general model's decoding time at the same WER; the model adapted to a
 * user's entries needs more (3,000 doubled its WER on the sentences that share the journal's words) (README).
 */
const GENERAL_MAX_HMMS = 3_000;
const ADAPTED_MAX_HMMS = 30_000;

let sphinx: Sphinx | undefined;
const decoder = (): Sphinx => {
  if (!sphinx) throw new Error('decoder not initialised');
  return sphinx;
};

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'init':
      sphinx ??= await Sphinx.create(request.beams);
      return null;
    case 'languageModel': {
      const d = decoder();
      const learned = d.learn(request.texts.flatMap(lmWords));
      const { generalWords, generalBigrams, texts } = request;
      const lm = buildLanguageModel({ general: loadGeneralModel(), generalWords, generalBigrams, texts });
      d.useLanguageModel(lm, texts.length > 0 ? ADAPTED_MAX_HMMS : GENERAL_MAX_HMMS);
      return { vocabulary: lm.words.length, learned: learned.length };
    }
    case 'start':
      decoder().start();
      return null;
    case 'process':
      return decoder().process(request.samples);
    case 'stop':
      return decoder().stop();
    case 'cpuTime':
      return threadCpuSeconds();
    case 'align': {
      const d = decoder();
      d.learn(request.words);
      const known = request.words.filter((w) => d.knows(w));
      const aligned = alignInPieces(d, request.samples, known);
      let next = 0;
      return request.words.map((w) => (d.knows(w) ? (aligned[next++] ?? null) : null));
    }
  }
}

/** utime + stime of this thread from /proc (fields 14 and 15, in clock ticks of 1/100 s). */
function threadCpuSeconds(): number | null {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const MAX_ALIGNMENT_PASSES = 10;

/**
 * A search that does not reach the end of the text returns the best partial path: a prefix of the text whose
 * last word runs on to the end of the audio. The words before it are kept and the rest is aligned again from
 * the end of the last kept word, until a pass keeps nothing (the rest stays null: skipping a word would let
 * the next one swallow its audio). Bounded number of passes.
 */
function alignInPieces(d: Sphinx, samples: Int16Array, words: string[]): (DecodedWord | null)[] {
  const out: (DecodedWord | null)[] = words.map(() => null);
  let from = 0;
  let offset = 0;
  for (let pass = 0; pass < MAX_ALIGNMENT_PASSES && from < words.length && offset < samples.length; pass++) {
    const rest = words.slice(from);
    const got = d.align(samples.subarray(offset), rest);
    let placed = 0;
    while (placed < got.length && placed < rest.length && got[placed]!.word === rest[placed]) placed++;
    const kept = placed === rest.length ? placed : placed - 1;
    const shift = offset / SAMPLE_RATE;
    for (let i = 0; i < kept; i++) {
      const w = got[i]!;
      out[from + i] = { ...w, start: w.start + shift, end: w.end + shift };
    }
    if (kept === rest.length) break;
    if (kept <= 0) break;
    else {
      from += kept;
      offset = Math.round(out[from - 1]!.end * SAMPLE_RATE);
    }
  }
  return out;
}

// One request at a time, in arrival order: the decoder holds one utterance's state.
let queue: Promise<unknown> = Promise.resolve();
parentPort?.on('message', (message: { id: number; request: WorkerRequest }) => {
  queue = queue
    .then(() => handle(message.request))
    .then(
      (result) => parentPort!.postMessage({ id: message.id, result }),
      (err: unknown) =>
        parentPort!.postMessage({ id: message.id, error: err instanceof Error ? err.message : String(err) }),
    );
});
