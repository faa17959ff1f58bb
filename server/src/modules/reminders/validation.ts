import { ALL_WEEKDAYS_MASK, REMINDER_FREQUENCY_RANGE, REMINDER_TIME_PATTERN, type ReminderFrequencyType } from '@inscriptions/contracts';
import { InputError } from '../errors';
import { intInRange } from '../input';

/* A reminder's checks, on the rules of @inscriptions/contracts (the browser checks the same ones). */

export interface ReminderSchedule {
  reminderTime: string;
  reminderFrequencyType: ReminderFrequencyType;
  reminderFrequency: number;
  reminderWeekDays: number;
}

/** HH:MM, every 1–7 days or 1–4 weeks, a weekday mask, and at least one weekday for a weekly reminder. */
export function checkReminder(r: ReminderSchedule): void {
  if (!REMINDER_TIME_PATTERN.test(r.reminderTime)) throw new InputError('"reminderTime" must be HH:MM (00:00 to 23:59).');
  const range = REMINDER_FREQUENCY_RANGE[r.reminderFrequencyType];
  intInRange('reminderFrequency', r.reminderFrequency, range.min, range.max);
  intInRange('reminderWeekDays', r.reminderWeekDays, 0, ALL_WEEKDAYS_MASK);
  if (r.reminderFrequencyType === 'WEEKLY' && r.reminderWeekDays === 0) {
    throw new InputError('"reminderWeekDays" must select at least one weekday for a WEEKLY reminder.');
  }
}
