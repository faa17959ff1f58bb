import { contentWords } from '../ai';
import type { DatedSentence } from '../insights';

/*
 * How much a sentence tells a reader what happened in a period: the events a summary should hold. A
 * sentence earns for what it holds — a decision or a change (signed, started, stopped, moved, hired…) or
 * a verdict on one (the right call, a regret), a first, an occasion (a funeral, a birthday…), a figure,
 * a person named, a strong feeling — and a little for sharing the period's subjects.
 * Each part is a plain rule, so a summary can say why it chose a sentence.
 */

const WEIGHTS = { event: 1.5, occasion: 1, first: 1, figure: 1, person: 0.5, feeling: 0.5, subject: 0.5, routine: -1 } as const;

/** Verbs and phrases of something done or changed; a sale, a purchase, a hire or an application also when weighed ("I might sell", "I should apply"). */
const EVENT =
  /\b(decid\w*|sign(ed|s)?|start(ed|s)?|stopp?(ed|s)?|quit|mov(ed|es)|bought|sold|buy(s|ing)?|sell(s|ing)?|hir(e|ed|es|ing)|launch(ed|es)?|open(ed|s)|clos(ed|es)|accept(ed|s)?|won|lost|finish(ed|es)?|agreed|booked|rais(ed|es)|dropp?(ed|s)|gave up|took .{0,20}back|paid|married|passed|failed|broke|went live|handed in|resign(ed|s)?|left|joined|launched|delivered|entered|ran|met|turned down|offered|announc(ed|es)|quoted|pitched|asked|spoke|gave|paus(ed|es)|said yes|kick-?off|chang(ed|es)|withdr(ew|awn?)|died|born|fell|completed|appl(y|ied|ies|ying)|set off|got (the|a|an|head)|(collected|picked up|handed over) (the |my |our )?keys|promoted|cancel+ed|broke up|crashed)\b/i;
/** A verdict on a choice made ("Hiring her was the right call.", "I regret withdrawing."): the decision's outcome, told as an event. */
const VERDICT = /\b(regret(s|ted)?|(right|wrong) (call|choice|decision|move)|(was|were) a mistake|best decision)\b/i;
/** A first ("never before", "the first time"); "never" after a modal ("I could never live aboard") tells what one would not do, no first. */
const FIRST = /\b(first|for the first time|new|(?<!\b(?:can|could|would|will|shall|should|might|must|may)\s+|['’](?:d|ll)\s+)never|ever|last)\b/i;
const FIGURE = /[£$€]\s?\d|\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|dozen)\b/i;
/** An hour of the clock, in figures ("7", "7:30") or words. */
const HOUR = '(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';
/** Minutes to or past an hour ("half past", "ten to"). */
const MINUTES = `(?:(?:half|quarter|${HOUR}|twenty(?:-five)?)\\s+(?:past|to)\\s+)`;
/** A time of day wink reads as a bare number ("at three", "until 5", "half past four", "at ten to six"); and the word after it. */
const CLOCK_TIME = new RegExp(`\\b(?:(?:at|until|till)\\s+${MINUTES}?|${MINUTES})(?:${HOUR})\\b(?=\\s*([\\p{L}'’]*))`, 'giu');
/** A time written with its half of the day or "o'clock" ("6am", "7:30 p.m.", "eleven o'clock"). */
const CLOCK_READING = new RegExp(`\\b(?:${HOUR})(?:\\s?[ap]\\.?m\\.?|\\s+o['’]clock)(?![\\p{L}])`, 'giu');
/** The text without its times of day: when something happened is no figure of the month's story, but a number before a word that names something counts it ("at 20 people"). */
function withoutClockTimes(text: string): string {
  return text.replace(CLOCK_READING, ' ').replace(CLOCK_TIME, (time, next: string) => (contentWords(next).length ? time : ' '));
}
/** A capitalised word inside the sentence (not its first word, not "I", a day or a month): a person or a place. */
const NAMED = /(?<=\s)(?!(?:I|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b)\p{Lu}\p{Ll}+/u;
/** The occasions of a life a month's summary should tell even when nothing is done in them ("Christmas at Mum's."). */
const OCCASION = /\b(funeral|wedding|christmas|birthday|graduation|anniversary|diagnos\w*|hospital|operation|surgery)\b/i;
const ROUTINE = /\b(as usual|nothing much|quiet (day|week)|same as|usual)\b/i;
const STRONG_FEELING = 0.4;
/** Feelings named outright, which wink's sentiment may read as mild. */
const FEELING = /\b(worr\w*|scared|nervous|afraid|relie(f|ved)|proud|thrilled|exhausted|lonely|shaking)\b/i;

/** The sentence's salience among the period's sentences (the subjects written in most entries count a little). */
export function salience(sentence: DatedSentence, spread: Map<string, Set<string>>, entries: number): number {
  const shared = sentence.nouns.reduce((sum, n) => sum + (spread.get(n)?.size ?? 0), 0) / Math.max(1, entries) / Math.sqrt(sentence.nouns.length + 1);
  return (
    (EVENT.test(sentence.text) || VERDICT.test(sentence.text) ? WEIGHTS.event : 0) +
    (FIRST.test(sentence.text) ? WEIGHTS.first : 0) +
    (OCCASION.test(sentence.text) ? WEIGHTS.occasion : 0) +
    // Reading the times of day is the costly part: only where there is a figure to doubt.
    (FIGURE.test(sentence.text) && FIGURE.test(withoutClockTimes(sentence.text)) ? WEIGHTS.figure : 0) +
    (NAMED.test(sentence.text) ? WEIGHTS.person : 0) +
    (Math.abs(sentence.sentiment) >= STRONG_FEELING || FEELING.test(sentence.text) ? WEIGHTS.feeling : 0) +
    (ROUTINE.test(sentence.text) ? WEIGHTS.routine : 0) +
    WEIGHTS.subject * Math.min(1, shared)
  );
}

/** Which entries' nouns a period's sentences spread over (noun → entries). */
export function spreadOf(sentences: DatedSentence[]): Map<string, Set<string>> {
  const spread = new Map<string, Set<string>>();
  for (const s of sentences) for (const n of s.nouns) spread.set(n, (spread.get(n) ?? new Set()).add(s.entryId));
  return spread;
}
