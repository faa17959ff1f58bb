import * as chrono from 'chrono-node';
import { TZDate } from '@date-fns/tz';
import { endOfDay, endOfMonth, endOfWeek, endOfYear, startOfDay, startOfMonth, startOfWeek, startOfYear } from 'date-fns';

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

/**
 * The period a question asks about, understood by chrono-node in the user's time zone ("last month",
 * "in June", "this week", "yesterday", "since March", "in 2025", "since I started"), or null when it
 * names none. `now` is the reference instant; a month or day without a year is the latest one not in
 * the future (a journal is about the past).
 */
export function parseDateRange(question: string, timeZone: string | null | undefined, now: Date = new Date()): DateRange | null {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  if (SINCE_START.test(question)) {
    return { from: null, to: now, phrase: SINCE_START.exec(question)![0] };
  }
  const wallNow = new TZDate(now.getTime(), zone);
  // chrono works on the server's local wall clock: give it the user's wall clock as local fields.
  const reference = new Date(wallNow.getFullYear(), wallNow.getMonth(), wallNow.getDate(), wallNow.getHours(), wallNow.getMinutes());
  const results = chrono.parse(question, reference, { forwardDate: false });
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
    if (!c.isCertain('year')) {
      const candidate = periodOf(unit, year, month, day, zone);
      if (candidate.from.getTime() > now.getTime()) year -= 1;
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
  const before = question.slice(0, first.index).toLowerCase();
  if (/\b(since|after|from)\s*$/.test(before)) return { from: start.from, to: now, phrase: `${before.match(/\w+\s*$/)![0]}${first.text}` };
  if (/\b(before|until|till)\s*$/.test(before)) return { from: null, to: start.from, phrase: `${before.match(/\w+\s*$/)![0]}${first.text}` };
  return { ...start, phrase: first.text };
}
