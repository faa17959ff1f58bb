import * as chrono from 'chrono-node';
import { TZDate } from '@date-fns/tz';
import { endOfDay, endOfMonth, endOfWeek, endOfYear, startOfDay, startOfMonth, startOfWeek, startOfYear, subWeeks } from 'date-fns';

/** A period a question is about: instants (inclusive); `from` null = since the first entry. */
export interface DateRange {
  from: Date | null;
  to: Date;
  /** The words of the question that named it ("last month", "since I started"). */
  phrase: string;
}

type Unit = 'day' | 'week' | 'month' | 'year';

const SINCE_START = /\bsince (?:i|we) (?:started|began|first (?:started|wrote))\b|\bsince the (?:start|beginning)\b|\bever\b|\ball time\b/i;

function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The period of `unit` around the wall-clock date y-m-d in `zone`, as instants. */
function periodOf(unit: Unit, year: number, month: number, day: number, zone: string): { from: Date; to: Date } {
  const wall = new TZDate(year, month - 1, day, 12, 0, 0, zone);
  const [start, end] =
    unit === 'day'
      ? [startOfDay(wall), endOfDay(wall)]
      : unit === 'week'
        ? [startOfWeek(wall, { weekStartsOn: 1 }), endOfWeek(wall, { weekStartsOn: 1 })]
        : unit === 'month'
          ? [startOfMonth(wall), endOfMonth(wall)]
          : [startOfYear(wall), endOfYear(wall)];
  return { from: new Date(start.getTime()), to: new Date(end.getTime()) };
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: -1 };
/** "the second week of March", "the last week of June 2025": chrono reads the month only. */
const WEEK_OF_MONTH = new RegExp(
  `\\b(?:the\\s+)?(${Object.keys(ORDINALS).join('|')})\\s+week\\s+(?:of|in)\\s+(${MONTHS.join('|')})(?:\\s+((?:19|20)\\d{2}))?\\b`,
  'i',
);
/**
 * "last summer", "this spring", "in the autumn of 2025", "during winter": chrono has no seasons. A
 * season's holidays or break ("in the summer holidays") are read as the season: the words name the
 * period, not what the question asks about.
 */
const SEASON = /\b(last|this|past|in|during|the)\s+(?:the\s+)?(spring|summer|autumn|fall|winter)\b(?:\s+(?:holidays?|break|vacation)\b)?(?:\s+(?:of\s+)?((?:19|20)\d{2}))?/i;
/** First month of each season (northern hemisphere); each lasts three months. */
const SEASON_START: Record<string, number> = { spring: 3, summer: 6, autumn: 9, fall: 9, winter: 12 };

/** Instants from the start of one wall-clock day to the end of another, in `zone`. */
function days(zone: string, from: [number, number, number], to: [number, number, number]): { from: Date; to: Date } {
  const start = startOfDay(new TZDate(from[0], from[1] - 1, from[2], 12, 0, 0, zone));
  const end = endOfDay(new TZDate(to[0], to[1] - 1, to[2], 12, 0, 0, zone));
  return { from: new Date(start.getTime()), to: new Date(end.getTime()) };
}

/** The nth week of a month as days 1–7, 8–14, 15–21, 22–28; the last week is its last seven days. */
function weekOfMonth(match: RegExpExecArray, zone: string, now: Date): DateRange {
  const n = ORDINALS[match[1]!.toLowerCase()]!;
  const month = MONTHS.indexOf(match[2]!.toLowerCase()) + 1;
  let year = match[3] ? Number(match[3]) : new TZDate(now.getTime(), zone).getFullYear();
  const length = (y: number) => new Date(Date.UTC(y, month, 0)).getUTCDate();
  const first = (y: number) => (n === -1 ? length(y) - 6 : 7 * (n - 1) + 1);
  if (!match[3] && days(zone, [year, month, first(year)], [year, month, first(year)]).from.getTime() > now.getTime()) year -= 1;
  const start = first(year);
  return { ...days(zone, [year, month, start], [year, month, n === -1 ? length(year) : start + 6]), phrase: match[0] };
}

/** A season: of the year named, else the latest begun ("this", "in") or the latest ended ("last"). */
function season(match: RegExpExecArray, zone: string, now: Date): DateRange {
  const startMonth = SEASON_START[match[2]!.toLowerCase()]!;
  const of = (year: number) => {
    const endYear = startMonth === 12 ? year + 1 : year;
    const endMonth = ((startMonth + 1) % 12) + 1;
    return days(zone, [year, startMonth, 1], [endYear, endMonth, new Date(Date.UTC(endYear, endMonth, 0)).getUTCDate()]);
  };
  if (match[3]) return { ...of(Number(match[3])), phrase: match[0] };
  const last = /^(last|past)$/i.test(match[1]!);
  let year = new TZDate(now.getTime(), zone).getFullYear();
  while (last ? of(year).to.getTime() > now.getTime() : of(year).from.getTime() > now.getTime()) year -= 1;
  return { ...of(year), phrase: match[0] };
}

/** "before I signed the lease", "after the half marathon": a period bounded by an event, not a date. */
export interface EventBoundary {
  relation: 'before' | 'after';
  /** The words naming the event ("I signed the lease"). */
  event: string;
  phrase: string;
}

const EVENT = /\b(before|after|since|until|till)\s+((?:I|we|my|the|our|his|her|their)\b[^?.,;!]*)/i;

/** The event a question's period is bounded by, when it names one instead of a date. */
export function eventBoundary(question: string): EventBoundary | null {
  const match = EVENT.exec(question);
  if (!match || chrono.parse(match[2]!).length > 0) return null;
  return { relation: /^(before|until|till)$/i.test(match[1]!) ? 'before' : 'after', event: match[2]!.trim(), phrase: match[0].trim() };
}

/** The period before or after the day an event happened (the event's day itself left out). */
export function rangeAround(boundary: EventBoundary, eventDate: Date, timeZone: string | null | undefined, now: Date): DateRange {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const wall = new TZDate(eventDate.getTime(), zone);
  return boundary.relation === 'before'
    ? { from: null, to: new Date(startOfDay(wall).getTime() - 1), phrase: boundary.phrase }
    : { from: new Date(endOfDay(wall).getTime() + 1), to: now, phrase: boundary.phrase };
}

/**
 * A weekday that names a habit, not a date: "every Saturday", "on Saturdays", "Saturday mornings". chrono
 * reads each as the latest Saturday.
 */
function recurringWeekday(question: string, result: chrono.ParsedResult): boolean {
  if (!result.start.isCertain('weekday') || result.start.isCertain('day')) return false;
  const before = question.slice(0, result.index);
  const after = question.slice(result.index + result.text.length);
  return /\b(?:every|each)\s+$/i.test(before) || /^s\b/i.test(after) || /^\s+(?:mornings|afternoons|evenings|nights|lunchtimes)\b/i.test(after);
}

/** "Now", "right now": the present state a question asks for (the latest the journal says), no day's entries. */
const PRESENT = /^(?:right\s+)?now$/i;

/** "In the months", "the weeks after": a span named by its unit alone, no date (chrono reads it as one next to today). */
const UNIT_ALONE = /^(?:in\s+)?the\s+(?:days|weeks|months|years)(?:\s+(?:before|after))?$/i;
/** "The last two months", "the past few weeks": a span that runs up to now. */
const SPAN_TO_NOW = /\b(?:last|past)\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|couple(?: of)?|several)\s+(?:days|weeks|months|years)\b/i;

/**
 * The period a question asks about, understood by chrono-node in the user's time zone ("last month",
 * "in June", "this week", "yesterday", "since March", "in 2025", "since I started"), with the weeks of
 * a month ("the second week of March") and seasons ("last summer") it lacks, or null when it
 * names none. `now` is the reference instant; a month or day without a year is the latest one not in
 * the future (a journal is about the past).
 */
export function parseDateRange(question: string, timeZone: string | null | undefined, now: Date = new Date()): DateRange | null {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  if (SINCE_START.test(question)) {
    return { from: null, to: now, phrase: SINCE_START.exec(question)![0] };
  }
  const week = WEEK_OF_MONTH.exec(question);
  if (week) return weekOfMonth(week, zone, now);
  const seasonMatch = SEASON.exec(question);
  if (seasonMatch) return season(seasonMatch, zone, now);
  const wallNow = new TZDate(now.getTime(), zone);
  // chrono works on the server's local wall clock: give it the user's wall clock as local fields.
  const reference = new Date(wallNow.getFullYear(), wallNow.getMonth(), wallNow.getDate(), wallNow.getHours(), wallNow.getMinutes());
  const results = chrono.parse(question, reference, { forwardDate: false }).filter((r) => !recurringWeekday(question, r) && !UNIT_ALONE.test(r.text.trim()) && !PRESENT.test(r.text.trim()));
  const bareYear = /\b(?:in|during|of)\s+((?:19|20)\d{2})\b/i.exec(question);
  if (results.length === 0 && !bareYear) return null;
  if (results.length === 0 && bareYear) {
    const period = periodOf('year', Number(bareYear[1]), 6, 1, zone);
    return { ...period, phrase: bareYear[0] };
  }
  const first = results[0]!;
  const rangeOf = (result: chrono.ParsedResult): { from: Date; to: Date } => {
    const c = result.start;
    const text = result.text.toLowerCase();
    const unit: Unit = /\bweek/.test(text)
      ? 'week'
      : c.isCertain('day') || /\b(today|yesterday|tonight)\b/.test(text)
        ? 'day'
        : c.isCertain('month') || /\bmonth/.test(text)
          ? 'month'
          : c.isCertain('year') || /\byear/.test(text)
            ? 'year'
            : 'day';
    // chrono's "this week" starts on Sunday (day implied): the ISO week of today is meant.
    const today = unit === 'week' && !c.isCertain('day');
    let year = today ? reference.getFullYear() : c.get('year')!;
    const month = today ? reference.getMonth() + 1 : c.get('month')!;
    const day = today ? reference.getDate() : c.get('day')!;
    if (!c.isCertain('year') && periodOf(unit, year, month, day, zone).from.getTime() > now.getTime()) {
      // A weekday still to come this week ("on Saturday", asked on a Friday) is last week's.
      if (c.isCertain('weekday') && !c.isCertain('day')) {
        const weekBefore = subWeeks(new TZDate(year, month - 1, day, 12, 0, 0, zone), 1);
        return periodOf(unit, weekBefore.getFullYear(), weekBefore.getMonth() + 1, weekBefore.getDate(), zone);
      }
      year -= 1;
    }
    return periodOf(unit, year, month, day, zone);
  };
  const start = rangeOf(first);
  const second = results[1];
  if (first.end || second) {
    // "between May 3 and May 10", "from June to August"
    const endResult = second ?? first;
    const end = first.end
      ? periodOf('day', first.end.get('year')!, first.end.get('month')!, first.end.get('day')!, zone)
      : rangeOf(endResult);
    return { from: start.from, to: end.to, phrase: question.slice(first.index, (second ?? first).index + (second ?? first).text.length) };
  }
  if (SPAN_TO_NOW.test(first.text)) {
    const c = first.start;
    return { from: periodOf('day', c.get('year')!, c.get('month')!, c.get('day')!, zone).from, to: now, phrase: first.text };
  }
  const before = question.slice(0, first.index).toLowerCase();
  if (/\b(since|after|from)\s*$/.test(before)) return { from: start.from, to: now, phrase: `${before.match(/\w+\s*$/)![0]}${first.text}` };
  if (/\b(before|until|till)\s*$/.test(before)) return { from: null, to: start.from, phrase: `${before.match(/\w+\s*$/)![0]}${first.text}` };
  return { ...start, phrase: first.text };
}
