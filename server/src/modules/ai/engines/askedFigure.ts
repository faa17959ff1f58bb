import { MONEY_WORDS, NAMED_SUM } from '../coverage';
import { contentWords } from '../nlp';

/*
 * Which of a sentence's figures a number question asks for ("How much was the deposit?" of "£650 a month,
 * £1,300 deposit" is £1,300): the figure written beside the question's own words, of the kind it asks
 * (an amount for money, a time on a clock for a time, a percentage for a commission).
 */

/** A number as written, ending on a digit ("2,400", "4.60"; not the comma after "£20,"). */
export const WRITTEN_NUMBER = String.raw`\d(?:[\d,]*\d)?(?:\.\d+)?`;

/** Amounts, counts, times and percentages as written ("£2,400", "2:04:31", "40%", "six"). */
const WRITTEN_FIGURE = new RegExp(
  String.raw`£\s?${WRITTEN_NUMBER}|\d+(?::\d{2})+|${WRITTEN_NUMBER}\s?(?:%|km|kg|hours?|minutes?|days?|weeks?|months?|years?|degrees)?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen)\b`,
  'gi',
);

const TIME_ASKED = /\btime\b|\bpersonal best\b/i;
const SHARE_ASKED = /\b(?:commission|percent(?:age)?|share|cut)\b/i;
/** Words either side of a figure read for what it counts ("38 cups", "£1,300 deposit", "deposit of £1,300"). */
const NEAR_WORDS = 3;

/** What a question asks for: its words, and the kinds of figure (money, a clock time, a share). */
interface Asked {
  words: Set<string>;
  money: boolean;
  time: boolean;
  share: boolean;
}

/** A figure's score: the question's words beside it, and whether it is of the kind asked. */
function fit(asked: Asked, sentence: string, figure: RegExpMatchArray): number {
  const written = figure[0].trim();
  const before = sentence.slice(0, figure.index).split(/\s+/).slice(-NEAR_WORDS).join(' ');
  const after = sentence.slice(figure.index! + figure[0].length).split(/\s+/).slice(0, NEAR_WORDS + 1).join(' ');
  const near = contentWords(`${before} ${after}`);
  const beside = near.filter((w) => asked.words.has(w)).length;
  // An amount written beside another named sum ("£1,300 deposit") is not the one asked for ("the rent").
  const otherSum = near.some((w) => NAMED_SUM.test(w) && !asked.words.has(w));
  const amount = /^[£$€]/.test(written);
  let kind = 0;
  if (asked.money) kind += amount ? (otherSum ? 0 : 2) : -2;
  if (asked.time && /^\d+(?::\d{2})+$/.test(written)) kind += 1;
  if (asked.share && written.endsWith('%')) kind += 1;
  return 2 * beside + kind;
}

/** The figures of `sentence` a number question asks for: the best fitting, or all of them when none fits better. */
export function askedFigures(question: string, sentence: string): string[] {
  const figures = [...sentence.matchAll(WRITTEN_FIGURE)];
  const words = new Set(contentWords(question));
  const share = SHARE_ASKED.test(question);
  const money = (/\bhow much\b/i.test(question) || [...words].some((w) => MONEY_WORDS.test(w))) && !share;
  const asked: Asked = { words, money, time: TIME_ASKED.test(question), share };
  const scored = figures.map((f) => ({ written: f[0].trim(), score: fit(asked, sentence, f) }));
  const best = Math.max(...scored.map((s) => s.score));
  return [...new Set(scored.filter((s) => s.score === best).map((s) => s.written))];
}
