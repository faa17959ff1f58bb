import { setImmediate as nextTick } from 'node:timers/promises';
import { TZDate } from '@date-fns/tz';
import { format, formatDistanceStrict } from 'date-fns';
import { NOTHING_FOUND_IN_INSCRIPTION } from '@inscriptions/contracts';
import { splitSentences } from '../nlp';
import type { Passage } from '../retrieval';
import { asksQuantity } from '../question';
import { askedFigures, WRITTEN_NUMBER } from './askedFigure';
import { AiError, type AiEngine, type AnswerRequest } from './types';

/** Sentences of the web snippets used in an offline answer, at most. */
const WEB_SENTENCES = 3;

/** A length of time as written ("nine hours", "3 weeks", "half an hour", "2:04:31"). */
const DURATION =
  /\b(?:\d+(?:\.\d+)?|a|an|half an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a few|several)[\s-](?:seconds?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?)\b|\b\d+:\d{2}(?::\d{2})?\b/gi;

/** A question that asks for a sum ("how much … in total", "altogether"). */
const TOTAL_ASKED = /\bhow (?:much|many)\b.*\b(?:in total|altogether|in all|all together)\b/i;
const AMOUNT = new RegExp(String.raw`([£$€])\s?(${WRITTEN_NUMBER})`, 'g');

/**
 * The sum of the amounts the passages name, one currency only ("£4,500 in total (£1,500 + £3,000)");
 * null when they name fewer than two or mix currencies.
 */
function sumOfAmounts(passages: Passage[]): string | null {
  const amounts = passages.flatMap((p) => [...p.sentence.matchAll(AMOUNT)].map((m) => ({ currency: m[1]!, value: Number(m[2]!.replace(/,/g, '')), written: m[0] })));
  if (amounts.length < 2 || new Set(amounts.map((a) => a.currency)).size > 1) return null;
  const total = amounts.reduce((sum, a) => sum + a.value, 0);
  return `${amounts[0]!.currency}${total.toLocaleString('en-GB')} in total (${amounts.map((a) => a.written).join(' + ')})`;
}

/** A move written in one sentence ("from £18 to £22", "from 14 to 31"). */
const MOVE = /\bfrom\s+([£$€]?\s?\d(?:[\d,.:]*\d)?(?:\s?%|\s?km)?)\s+to\s+([£$€]?\s?\d(?:[\d,.:]*\d)?(?:\s?%|\s?km)?)/i;

/** What a figure measures, as far as its writing tells: its currency, its unit, or a plain count. */
const figureKind = (figure: string) => (/^[£$€]/.test(figure) ? figure[0]! : (/[a-z%]+$/i.exec(figure)?.[0]?.toLowerCase() ?? 'count'));

/**
 * The figures a passage adds to a change's trail: its move ("from £18 to £22"), or else the figure it gives
 * for what is asked; of figures that fit the question as well, the one measuring what the trail's first
 * does ("£22", not "8 mugs").
 */
function figuresOf(question: string, sentence: string, first: string | undefined): string[] {
  const move = MOVE.exec(sentence);
  if (move) return [move[1]!, move[2]!];
  const fitting = askedFigures(question, sentence);
  const same = first === undefined ? undefined : fitting.find((f) => figureKind(f) === figureKind(first));
  return [same ?? fitting[0]].filter((f) => f !== undefined);
}

/**
 * A change of something counted, told as its figures in date order ("£18 → £22 → £20"): each passage's
 * move ("from £18 to £22") or the figure it gives for what is asked. None when fewer than two figures
 * differ, or they measure different things (a club's members and a run's kilometres).
 */
export function figureTrail(question: string, passages: Passage[]): string | null {
  if (!asksQuantity(question)) return null;
  const trail: string[] = [];
  for (const p of passages) {
    for (const figure of figuresOf(question, p.sentence, trail[0])) if (trail.at(-1) !== figure) trail.push(figure);
  }
  if (trail.length < 2 || new Set(trail.map(figureKind)).size > 1) return null;
  return trail.join(' → ');
}

/** Words a period's phrase can open a sentence with ("Last summer", "After his knee operation", "On Saturday"). */
const OPENS_SENTENCE = /^(?:in|on|at|during|before|after|since|until|till|from|between|last|this|next|yesterday|today|earlier)\b/i;

/** A period's phrase as the start of a sentence: as written when it can open one, else after "In" ("In the second week of March"). */
export function periodLead(phrase: string): string {
  const words = phrase.trim();
  return OPENS_SENTENCE.test(words) ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : `In ${words}`;
}

/**
 * The embedded engine's answer, composed from the evidence (chat/answer.ts chose it by the question's
 * kind): each sentence of an entry told with its day and cited; before it, a line that answers — the
 * figure asked for (askedFigure.ts), the people or places asked for (answerNames.ts), a change's figures
 * and span, a duration, a sum or a count. No evidence: it says it found nothing.
 */
export function offlineAnswer(request: AnswerRequest): string {
  const numberOf = new Map(request.entries.map((e, i) => [e.id, i + 1]));
  const zone = request.timeZone ?? 'UTC';
  const day = (d: Date) => format(new TZDate(d.getTime(), zone), 'd MMM yyyy');
  // Each sentence of a passage cites its entry.
  const told = (p: Passage, lead = 'On') =>
    `${lead} ${day(p.dateRecorded)}: ${splitSentences(p.sentence.replace(/\s+/g, ' '))
      .map((s) => `${s} [E${numberOf.get(p.entryId)}]`)
      .join(' ')}`;
  const passages = request.passages.filter((p) => numberOf.has(p.entryId));
  const period = request.range ? ` (${request.range.phrase})` : '';
  const lines: string[] = [];
  if (passages.length === 0) {
    if (request.webSources.length === 0 || request.entries.length > 0) lines.push(NOTHING_FOUND_IN_INSCRIPTION);
  } else if (request.kind === 'change' || request.kind === 'duration') {
    // "How long…": the lengths of time the entries write come first.
    const written = request.kind === 'duration' ? [...new Set(passages.flatMap((p) => p.sentence.match(DURATION) ?? []).map((d) => d.trim()))] : [];
    const trail = request.kind === 'change' ? figureTrail(request.question, passages) : null;
    if (written.length) lines.push(`**${written.join(', ')}**`, '');
    else if (trail) lines.push(`**${trail}**`, '');
    const first = passages[0]!;
    const last = passages.at(-1)!;
    if (passages.length === 1) lines.push(`One entry tells of it${period}:`, '', told(first));
    else {
      const span = formatDistanceStrict(first.dateRecorded, last.dateRecorded);
      lines.push(
        request.kind === 'duration'
          ? `About ${span}, from ${day(first.dateRecorded)} to ${day(last.dateRecorded)}:`
          : `From ${day(first.dateRecorded)} to ${day(last.dateRecorded)} (${span}):`,
        '',
        ...passages.map((p, i) => `- ${told(p, i === 0 ? 'Before, on' : i === passages.length - 1 ? 'After, on' : 'Then, on')}`),
      );
    }
  } else if (passages.length > 1) {
    const entries = new Set(passages.map((p) => p.entryId)).size;
    const total = TOTAL_ASKED.test(request.question) ? sumOfAmounts(passages) : null;
    const named = [...new Set(passages.flatMap((p) => p.named ?? []))];
    if (total) lines.push(`**${total}**`, '');
    else if (named.length) lines.push(`**${named.join(', ')}**`, '');
    lines.push(request.range ? `${periodLead(request.range.phrase)}, ${entries} ${entries === 1 ? 'entry' : 'entries'}:` : `${entries} entries tell of it:`, '');
    lines.push(...passages.map((p) => `- ${told(p)}`));
  } else {
    const only = passages[0]!;
    const asked = request.kind === 'number' ? askedFigures(request.question, only.sentence) : (only.named ?? []);
    if (asked.length) lines.push(`**${asked.join(', ')}**`, '');
    lines.push(told(only));
  }
  const web = request.webSources
    .flatMap((source, i) => splitSentences(source.snippet).slice(0, 1).map((s) => `- ${s} [${i + 1}]`))
    .slice(0, WEB_SENTENCES);
  if (web.length > 0) lines.push(...(lines.length ? [''] : []), 'From the web:', '', ...web);
  return lines.join('\n');
}

/**
 * The embedded default: answers composed from the journal's own sentences (no model, no network).
 * It streams word by word so the page renders it as it comes, like a model's answer.
 */
export function offlineEngine(): AiEngine {
  return {
    kind: 'offline',
    async *streamAnswer(request) {
      const answer = offlineAnswer(request);
      for (const piece of answer.match(/\S+\s*|\s+/g) ?? []) {
        if (request.signal?.aborted) throw new AiError('The answer was cancelled.');
        yield piece;
        await nextTick();
      }
    },
    completeJson() {
      return Promise.reject(new AiError('The offline engine writes no free-form JSON: set LLM_BASE_URL for a language model.'));
    },
  };
}
