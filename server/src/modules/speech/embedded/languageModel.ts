import { normalizeWords } from '../wer';
import type { GeneralLanguageModel } from './generalModel';

/**
 * The embedded engine's language model, as the finite-state grammar PocketSphinx/SoundSwallower decodes with:
 * one loop state whose word arcs carry unigram probabilities, plus one state per context word whose arcs carry
 * its bigrams, with a null (backoff) arc back to the loop. Both mix a general English model (generalModel.ts)
 * with the user's own entries. Viterbi takes the better of the bigram and the backed-off path, the usual FSG
 * approximation of a backoff bigram.
 */
export interface LanguageModel {
  words: string[];
  /** P(word) on the loop state, by word index. */
  unigram: number[];
  /** Bigram states: after `word`, arcs to `next` with P, and a null arc to the loop with `backoff`. */
  contexts: { word: number; next: [word: number, probability: number][]; backoff: number }[];
}

/** Words and bigrams of the general model used by default: more is slower and needs more memory. */
export const DEFAULT_GENERAL_VOCABULARY = 10_000;
export const DEFAULT_GENERAL_BIGRAMS = 10_000;

export interface LanguageModelInput {
  /** The general English model (generalModel.ts), or a test's small one. */
  general: GeneralLanguageModel;
  /** How many of its most probable words to use (all when unset). */
  generalWords?: number;
  /** How many of its most informative bigrams among those words to use (all when unset). */
  generalBigrams?: number;
  /** The user's recent entries; empty → the general model alone. */
  texts?: string[];
  /** Weight of the user's model in the interpolation (0.5). */
  userWeight?: number;
  /** Share of the user's bigram path after a word the user wrote (0.7). */
  bigramWeight?: number;
}

/** Words a recognizer can be given: letters and apostrophes (numbers are spoken as words). */
export function lmWords(text: string): string[] {
  return normalizeWords(text).filter((w) => /^[a-z][a-z']*$/.test(w));
}

/**
 * The general model interpolated with the user's: P(w | h) = (1 − λ) P_general(w | h) + λ P_user(w | h), each
 * side backing off to its own unigram where it has no bigram. The loop state carries the interpolated
 * unigram; a context state's arcs carry the interpolated bigrams that either side has, and its null arc the
 * interpolated backoff weight.
 */
export function buildLanguageModel(input: LanguageModelInput): LanguageModel {
  const bigramWeight = input.bigramWeight ?? 0.7;
  const general = input.general;
  const generalWords = Math.min(input.generalWords ?? general.words.length, general.words.length);
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

  // The general model's words keep their index: words[i] is general.words[i] for i < generalWords.
  let generalTotal = 0;
  for (let i = 0; i < generalWords; i++) {
    id(general.words[i]!);
    generalTotal += 10 ** general.unigram[i]!;
  }
  const generalUnigram = (i: number) => (i < generalWords ? 10 ** general.unigram[i]! / generalTotal : 0);
  const generalBackoff = (h: number) => (h < generalWords ? 10 ** general.backoff[h]! : 1);
  const generalNext = new Map<number, Map<number, number>>();
  let taken = 0;
  for (const [h, w, logp] of general.bigrams) {
    if (taken >= (input.generalBigrams ?? Infinity)) break;
    if (h >= generalWords || w >= generalWords) continue;
    const next = generalNext.get(h) ?? new Map<number, number>();
    next.set(w, 10 ** logp);
    generalNext.set(h, next);
    taken++;
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

  const userUnigram = (i: number) => (userTotal > 0 ? (userCount.get(i) ?? 0) / userTotal : 0);
  const mix = userTotal > 0 && generalTotal > 0 ? (input.userWeight ?? 0.5) : userTotal > 0 ? 1 : 0;
  const unigram = words.map((_, i) => mix * userUnigram(i) + (1 - mix) * generalUnigram(i));

  const contexts: LanguageModel['contexts'] = [];
  for (const h of new Set([...generalNext.keys(), ...pairs.keys()])) {
    const generalArcs = generalNext.get(h);
    const userArcs = pairs.get(h);
    let userTotalAfter = 0;
    for (const c of userArcs?.values() ?? []) userTotalAfter += c;
    const pGeneral = (w: number) => generalArcs?.get(w) ?? generalBackoff(h) * generalUnigram(w);
    const pUser = (w: number) =>
      userArcs
        ? (bigramWeight * (userArcs.get(w) ?? 0)) / userTotalAfter + (1 - bigramWeight) * userUnigram(w)
        : userUnigram(w);
    const next: [number, number][] = [...new Set([...(generalArcs?.keys() ?? []), ...(userArcs?.keys() ?? [])])].map(
      (w) => [w, (1 - mix) * pGeneral(w) + mix * pUser(w)],
    );
    const backoff = (1 - mix) * generalBackoff(h) + mix * (userArcs ? 1 - bigramWeight : 1);
    contexts.push({ word: h, next, backoff });
  }
  return { words, unigram, contexts };
}
