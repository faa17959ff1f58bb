import { WEEKDAYS } from '@inscriptions/contracts';

/**
 * Task weekdays are numbered 0-6 from Sunday (as Date.getDay, the spec's week start); the bitmask
 * uses the reminders' bits (contracts WEEKDAYS: Monday 1 … Sunday 64), so one mask means one thing.
 */
export const TASK_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

const weekdayOf = (day: number) => WEEKDAYS[(day + 6) % 7]!;

/** The bit of a weekday (0 Sunday … 6 Saturday). */
export const weekDayBit = (day: number): number => weekdayOf(day).bit;

/** The bitmask of a set of weekdays; unknown days are ignored. */
export function weekDaysToBitmask(days: readonly number[]): number {
  return [...new Set(days)]
    .filter((d) => Number.isInteger(d) && d >= 0 && d <= 6)
    .reduce((mask, d) => mask | weekDayBit(d), 0);
}

/** The weekdays (0 Sunday … 6 Saturday, ascending) whose bits are set. */
export function bitmaskToWeekDays(mask: number): number[] {
  return TASK_WEEKDAYS.filter((d) => (mask & weekDayBit(d)) !== 0);
}

/** "Mon", "Tue"… of a weekday number. */
export const weekDayShortName = (day: number): string => weekdayOf(day).short;
export const weekDayName = (day: number): string => weekdayOf(day).name;
