import { TZDate } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, differenceInCalendarWeeks, getISODay, startOfDay } from 'date-fns';
import type { ReminderSchedule } from './validation';

/** Timezone used when a profile has none (or an unknown one). */
export const FALLBACK_TIMEZONE = 'UTC';

/** Far enough to reach any schedule's next day (4 weeks) after a long outage; beyond it the schedule restarts. */
const SEARCH_DAYS = 400;

export function usableTimezone(timezone: string | null | undefined): string {
  if (!timezone) return FALLBACK_TIMEZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return timezone;
  } catch {
    return FALLBACK_TIMEZONE;
  }
}

/** Bit of a day in the spec's weekday mask (Monday 1 … Sunday 64). */
const weekdayBit = (day: Date): number => 1 << (getISODay(day) - 1);

/**
 * The first time after `after` that the reminder is due, as an instant, computed on the calendar of
 * `timezone` (wall-clock HH:MM, so 09:30 stays 09:30 across DST changes; a time skipped by a spring-forward
 * gap moves forward by the gap, an ambiguous autumn time takes its first occurrence).
 *
 * Without `previous` (new or edited reminder) it is the first matching day at or after today. With
 * `previous` (the run just sent) the period counts from it: DAILY every N days after it; WEEKLY on the
 * selected weekdays of its week and of every Nth week after (weeks start on Monday). Runs missed while
 * no server ran are skipped, never sent in a burst.
 */
export function nextRun(schedule: ReminderSchedule, timezone: string, after: Date, previous?: Date | null): Date | null {
  const tz = usableTimezone(timezone);
  const [hours, minutes] = schedule.reminderTime.split(':').map(Number) as [number, number];
  const every = Math.max(1, schedule.reminderFrequency);
  const anchor = previous && differenceInCalendarDays(after, previous) < SEARCH_DAYS - 31 ? startOfDay(TZDate.tz(tz, previous)) : null;
  const today = startOfDay(TZDate.tz(tz, after));
  const from = anchor ?? today;
  const matches = (day: Date): boolean => {
    if (schedule.reminderFrequencyType === 'DAILY') return !anchor || differenceInCalendarDays(day, anchor) % every === 0;
    if (!(schedule.reminderWeekDays & weekdayBit(day))) return false;
    return !anchor || differenceInCalendarWeeks(day, anchor, { weekStartsOn: 1 }) % every === 0;
  };
  if (schedule.reminderFrequencyType === 'WEEKLY' && (schedule.reminderWeekDays & 0x7f) === 0) return null;
  for (let i = anchor ? 1 : 0; i < SEARCH_DAYS; i++) {
    const day = addDays(from, i);
    if (!matches(day)) continue;
    const at = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, 0, tz);
    if (at.getTime() > after.getTime()) return new Date(at.getTime());
  }
  return null;
}
