import type { DateRange } from './dateRange';
import type { IndexedEntry, LexicalIndex } from './lexicalIndex';
import { sentiment, type AnalysedSentence } from './nlp';
import type { QuestionFocus, QuestionKind } from './question';

/*
 * Which supporting sentences an answer tells, by what the question asks: the best one for a fact or a
 * number (one that holds what is asked for — a name, a place, a figure — first); for a change or a
 * duration the first and the last in date order and the turns between; for an aggregate or a period
 * the best of each entry. Lists keep only sentences nearly as well supported as the best, so a word
 * shared by chance does not bring its entry in.
 */

export interface Scored {
  entry: IndexedEntry;
  sentence: string;
  analysed: AnalysedSentence;
  coverage: number;
  rank: number;
}

/** Bonus for a sentence that holds the kind of word asked for, or tells of a turn in a change. */
const FOCUS_BONUS = 0.2;
const TURN_BONUS = 0.15;
/** A listed sentence holds at least this share of the best one's coverage (an entry whose title alone holds the terms stays). */
const NEAR_BEST = 0.7;
const LIST_PASSAGES = 8;
const CHANGE_PASSAGES = 4;

/**
 * Words that tell of a turn: a start, a stop, a return, a decision, a new figure, a move from one thing
 * to another ("from £350 to £400", "from Victoria Quays to Tinsley"; not "from when Dad took us on
 * holiday, and asked to see her", where the two words are far apart and tell of no move).
 */
const TURN = /\b(?:start\w*|began|begin\w*|stopp?\w*|gave up|give up|quit\w*|back (?:to|in|on)|\w+ back\b|again|now|no longer|any ?more|instead|decid\w*|switch\w*|moved?|paus\w*|resum\w*|rais\w*|dropp?\w*|cut\w*|chang\w*|first|still|finally|since)\b|\bfrom\s+(?:\S+\s+){0,3}?to\b/i;

/** Words that tell of trouble where wink's sentiment reads none ("A second kiln shelf cracked"). */
const TROUBLE = /\b(?:crack\w*|broke|broken|burnt out|leak\w*|fail\w*|damp|late|sore|injur\w*|lost|died|ruin\w*|went wrong)\b/i;

/** Whether a sentence tells of trouble: a word of it, or its entry's negative tone (one word's tone misleads: "first firing"). */
const tellsTrouble = (s: Scored) => TROUBLE.test(s.sentence) || sentiment(s.entry.transcript) < 0;

/** Whether a sentence tells of a turn in a change's story. */
export const tellsTurn = (sentence: string) => TURN.test(sentence);

const byDate = (a: Scored, b: Scored) => a.entry.dateRecorded.getTime() - b.entry.dateRecorded.getTime();

/** The names (lower case) a sentence gives for a who, where or which question, beyond the question's own words. */
export function focusNames(index: LexicalIndex, s: AnalysedSentence, focus: Exclude<QuestionFocus, 'figure' | null>, asked: Set<string>): string[] {
  if (focus === 'place') return s.places.filter((p) => !asked.has(p));
  // A person is not where something happened ("married Priti in Bath").
  const people = focus === 'person' ? s.names.filter((n) => !s.places.includes(n)) : s.names;
  return [...(s.opening && index.names.has(s.opening) ? [s.opening] : []), ...people].filter((n) => !asked.has(n));
}

/** Whether the sentence holds the kind of word the question asks for, beyond the question's own words. */
export function holdsFocus(index: LexicalIndex, s: AnalysedSentence, focus: QuestionFocus, asked: Set<string>): boolean {
  if (!focus) return false;
  if (focus === 'figure') return s.figure;
  return focusNames(index, s, focus, asked).length > 0;
}

/** The best sentence of each entry, one per entry. */
function bestPerEntry(scored: Scored[], score: (s: Scored) => number): Scored[] {
  const best = new Map<string, Scored>();
  for (const s of scored) if (!best.has(s.entry.id) || score(best.get(s.entry.id)!) < score(s)) best.set(s.entry.id, s);
  return [...best.values()];
}

export function choose(
  kind: QuestionKind,
  range: DateRange | null,
  supported: Scored[],
  focus: QuestionFocus,
  focused: (s: Scored) => boolean,
  asked: { present?: boolean; trouble?: boolean; quantity?: boolean } = {},
): Scored[] {
  // "What went wrong with the kiln?": a sentence that tells of trouble holds what is asked for (read once:
  // the tone is a wink parse, and scores are taken in every comparison of a sort).
  const trouble = new Set(asked.trouble ? supported.filter(tellsTrouble) : []);
  const held = (s: Scored) => focused(s) || trouble.has(s);
  const score = (s: Scored) => s.coverage + (held(s) ? FOCUS_BONUS : 0);
  const ranked = [...supported].sort((a, b) => score(b) - score(a) || b.rank - a.rank);
  const best = Math.max(...supported.map((s) => s.coverage));
  const near = supported.filter((s) => s.coverage >= best * NEAR_BEST);
  if (kind === 'change' || kind === 'duration') {
    const turn = (s: Scored) => score(s) + (tellsTurn(s.sentence) ? TURN_BONUS : 0);
    const told = bestPerEntry(near, turn).sort(byDate);
    // A change of something counted is told by the entries that give a figure, when two or more do.
    const counted = asked.quantity ? told.filter((s) => s.analysed.figure) : [];
    const dated = counted.length >= 2 ? counted : told;
    if (dated.length <= 2) return dated;
    const kept = [...dated].sort((a, b) => turn(b) - turn(a) || b.rank - a.rank).slice(0, CHANGE_PASSAGES);
    // The story runs from the first of the kept to the last, whatever their ranks.
    return kept.sort(byDate);
  }
  if (kind === 'aggregate' || range) {
    // "How much … in total", "where have I …": the sentences that hold a figure or a place, when some do.
    const holding = near.filter(held);
    return bestPerEntry(holding.length ? holding : near, score)
      .sort((a, b) => score(b) - score(a))
      .slice(0, LIST_PASSAGES)
      .sort(byDate);
  }
  // A fact asked of a person, a place or a figure rests on a sentence that holds one: "Who is the
  // manager at Crumb & Co?" is not answered by a sentence about Crumb & Co that names no one.
  const answering = kind === 'fact' || kind === 'number' ? ranked.filter((s) => !focus || focused(s)) : ranked;
  // "How many members does the club have now?": the latest of the sentences nearly as good as the best.
  if (asked.present && answering.length) {
    const top = score(answering[0]!);
    return answering.filter((s) => score(s) >= top * NEAR_BEST).sort((a, b) => -byDate(a, b)).slice(0, 1);
  }
  return answering.slice(0, 1);
}
