import { normalizeWords } from '../wer';

/**
 * The embedded engine's language model, as the finite-state grammar PocketSphinx/SoundSwallower decodes with:
 * one loop state whose word arcs carry unigram probabilities, plus one state per context word whose arcs carry
 * the user's bigrams, with a null (backoff) arc back to the loop. The unigram mixes a general spoken-English
 * frequency list with the user's own words; the bigrams come from the user's own entries only. Viterbi takes
 * the better of the bigram and the backed-off path, the usual FSG approximation of a backoff bigram.
 */
export interface LanguageModel {
  words: string[];
  /** P(word) on the loop state, by word index. */
  unigram: number[];
  /** Bigram states: after `word`, arcs to `next` with P, and a null arc to the loop with `backoff`. */
  contexts: { word: number; next: [word: number, probability: number][]; backoff: number }[];
}

/** Words of the general list in the model: more is slower and, past a few thousand, no more accurate here. */
export const DEFAULT_GENERAL_VOCABULARY = 2000;

export interface LanguageModelInput {
  /** Spoken-English word counts, most frequent first (only words the dictionary knows). */
  general: { word: string; count: number }[];
  /** The user's recent entries; empty → the general model alone. */
  texts?: string[];
  /** Share of the user's unigram in the mixture (0.5). */
  userWeight?: number;
  /** Share of the bigram path after a context word (0.7). */
  bigramWeight?: number;
}

/** Words a recognizer can be given: letters and apostrophes (numbers are spoken as words). */
export function lmWords(text: string): string[] {
  return normalizeWords(text).filter((w) => /^[a-z][a-z']*$/.test(w));
}

export function buildLanguageModel(input: LanguageModelInput): LanguageModel {
  const userWeight = input.userWeight ?? 0.5;
  const bigramWeight = input.bigramWeight ?? 0.7;
  const index = new Map<string, number>();
  const words: string[] = [];
  const id = (w: string): number => {
    let i = index.get(w);
    if (i === undefined) {
      i = words.length;
      index.set(w, i);
      words.push(w);
    }
    return i;
  };

  let generalTotal = 0;
  const generalCount = new Map<number, number>();
  for (const { word, count } of input.general) {
    const i = id(word);
    if (generalCount.has(i)) continue;
    generalCount.set(i, count);
    generalTotal += count;
  }

  const userCount = new Map<number, number>();
  const pairs = new Map<number, Map<number, number>>();
  let userTotal = 0;
  for (const text of input.texts ?? []) {
    // Bigrams stay within a sentence: the journal's line and sentence breaks are real pauses.
    for (const sentence of text.split(/[.!?;\n]+/)) {
      let previous: number | null = null;
      for (const w of lmWords(sentence)) {
        const i = id(w);
        userCount.set(i, (userCount.get(i) ?? 0) + 1);
        userTotal++;
        if (previous !== null) {
          const next = pairs.get(previous) ?? new Map<number, number>();
          next.set(i, (next.get(i) ?? 0) + 1);
          pairs.set(previous, next);
        }
        previous = i;
      }
    }
  }

  const mix = userTotal > 0 && generalTotal > 0 ? userWeight : userTotal > 0 ? 1 : 0;
  const unigram = words.map(
    (_, i) =>
      mix * ((userCount.get(i) ?? 0) / (userTotal || 1)) +
      (1 - mix) * ((generalCount.get(i) ?? 0) / (generalTotal || 1)),
  );
  const contexts = [...pairs].map(([word, nextCounts]) => {
    let total = 0;
    for (const c of nextCounts.values()) total += c;
    const next: [number, number][] = [...nextCounts].map(([w, c]) => [w, (bigramWeight * c) / total]);
    return { word, next, backoff: 1 - bigramWeight };
  });
  return { words, unigram, contexts };
}

/** The general list from SUBTLEX-US counts: clitic fragments ("s", "ll", "t") and stray letters dropped. */
export function generalVocabulary(
  counts: { word: string; count: number }[],
  size: number,
  known: (word: string) => boolean,
): { word: string; count: number }[] {
  const fragments = new Set(['s', 't', 'm', 'd', 're', 'll', 've']);
  const out: { word: string; count: number }[] = [];
  const seen = new Set<string>();
  for (const { word, count } of counts) {
    if (out.length >= size) break;
    const w = word.toLowerCase();
    if (seen.has(w) || fragments.has(w) || (w.length === 1 && w !== 'a' && w !== 'i')) continue;
    if (!/^[a-z][a-z']*$/.test(w) || !known(w)) continue;
    seen.add(w);
    out.push({ word: w, count });
  }
  return out;
}
