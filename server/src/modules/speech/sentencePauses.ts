import { FRAME_S, frameEnergies } from './boundaries';

/**
 * Sentence starts from the recording's pauses. Dictated text is cut into sentences where the speaker
 * paused (each utterance the recogniser ends becomes a sentence), so a sentence's start is a speech onset
 * after a pause even when the recognised words are wrong and forced alignment puts them in the wrong place.
 */

/** A stretch without speech: `start` where the speech before it stops, `end` where the next speech starts. */
export interface Pause {
  start: number;
  end: number;
}

/** The live engines end an utterance after 300 ms of silence: a shorter pause rarely ends a sentence. */
export const MIN_PAUSE_S = 0.3;
/** Speech: this far above the recording's floor (and above an absolute floor), for at least 30 ms. */
const ABOVE_FLOOR_DB = 15;
const SPEECH_MIN_DB = -55;
const MIN_SPEECH_FRAMES = 3;

export interface SpeechLayout {
  /** First the silence before the first speech (possibly empty), then every pause of at least `minPauseS`. */
  pauses: Pause[];
  /** Where the last speech stops. */
  speechEnd: number;
}

/** The pauses of a recording, in order; none when nothing is spoken. */
export function speechLayout(samples: Int16Array, sampleRate: number, minPauseS = MIN_PAUSE_S): SpeechLayout {
  const db = frameEnergies(samples, sampleRate);
  if (db.length === 0) return { pauses: [], speechEnd: 0 };
  const floor = [...db].sort((a, b) => a - b)[Math.floor(db.length * 0.05)]!;
  const loud = db.map((d) => d > Math.max(floor + ABOVE_FLOOR_DB, SPEECH_MIN_DB));
  // Runs of speech frames, clicks shorter than MIN_SPEECH_FRAMES left out.
  const runs: { from: number; to: number }[] = [];
  for (let f = 0; f < loud.length;) {
    if (!loud[f]) {
      f++;
      continue;
    }
    const from = f;
    while (f < loud.length && loud[f]) f++;
    if (f - from >= MIN_SPEECH_FRAMES) runs.push({ from, to: f });
  }
  if (runs.length === 0) return { pauses: [], speechEnd: 0 };
  const at = (frame: number) => Math.round(frame * FRAME_S * 1000) / 1000;
  const pauses: Pause[] = [{ start: 0, end: at(runs[0]!.from) }];
  for (let i = 1; i < runs.length; i++) {
    if ((runs[i]!.from - runs[i - 1]!.to) * FRAME_S >= minPauseS)
      pauses.push({ start: at(runs[i - 1]!.to), end: at(runs[i]!.from) });
  }
  return { pauses, speechEnd: at(runs[runs.length - 1]!.to) };
}

/** Where forced alignment put a sentence; null when it placed none of its words. */
export type SentenceSpan = { start: number; end: number } | null;

/** A matched sentence start may move this far from where alignment put the sentence, no further. */
const MAX_SHIFT_S = 2.5;
/** The cost of a sentence that starts after no pause (said without stopping, or written in afterwards). */
const UNMATCHED_SENTENCE_COST = 1;
/** The cost of a pause inside a sentence grows with its length, to this much (a breath, a hesitation). */
const MAX_UNMATCHED_PAUSE_COST = 2;
/** Matching a sentence alignment could not place at all: in order, between its neighbours' pauses. */
const UNPLACED_MATCH_COST = 0.5;

/**
 * The pause each sentence starts after (its index in `pauses`), or null for a sentence that starts after
 * none. In order, each pause at most once: the least-cost monotone matching, where a match costs how far
 * the pause lies from the gap alignment left between the sentence and the one before (0 when they
 * overlap), and a sentence or a pause left unmatched costs a fixed amount or the pause's length.
 */
export function matchSentencesToPauses(sentences: SentenceSpan[], pauses: Pause[]): (number | null)[] {
  const S = sentences.length;
  const P = pauses.length;
  const pauseCost = (j: number) =>
    j === 0 ? MAX_UNMATCHED_PAUSE_COST : Math.min(MAX_UNMATCHED_PAUSE_COST, pauses[j]!.end - pauses[j]!.start);
  // Where the placed sentence before each one ends (0 before the first).
  const endBefore: number[] = [];
  sentences.forEach((s, k) => endBefore.push(k === 0 ? 0 : (sentences[k - 1]?.end ?? endBefore[k - 1]!)));
  const matchCost = (k: number, j: number): number => {
    const span = sentences[k];
    if (!span) return UNPLACED_MATCH_COST;
    const gap = { start: endBefore[k]!, end: span.start };
    const pause = pauses[j]!;
    const distance = Math.max(0, pause.start - gap.end, gap.start - pause.end);
    return distance <= MAX_SHIFT_S ? distance : Infinity;
  };
  // cost[k][j]: the best matching of the first k sentences with the first j pauses.
  const cost = Array.from({ length: S + 1 }, () => new Array<number>(P + 1).fill(Infinity));
  const step = Array.from({ length: S + 1 }, () => new Array<'match' | 'sentence' | 'pause'>(P + 1));
  cost[0]![0] = 0;
  for (let k = 0; k <= S; k++) {
    for (let j = 0; j <= P; j++) {
      const options: [number, 'match' | 'sentence' | 'pause'][] = [];
      if (k > 0 && j > 0) options.push([cost[k - 1]![j - 1]! + matchCost(k - 1, j - 1), 'match']);
      if (k > 0) options.push([cost[k - 1]![j]! + UNMATCHED_SENTENCE_COST, 'sentence']);
      if (j > 0) options.push([cost[k]![j - 1]! + pauseCost(j - 1), 'pause']);
      for (const [c, s] of options) {
        if (c < cost[k]![j]!) {
          cost[k]![j] = c;
          step[k]![j] = s;
        }
      }
    }
  }
  const matched: (number | null)[] = new Array<number | null>(S).fill(null);
  for (let k = S, j = P; k > 0 || j > 0;) {
    const s = step[k]![j]!;
    if (s === 'match') matched[--k] = --j;
    else if (s === 'sentence') k--;
    else j--;
  }
  return matched;
}
