import {
  ALL_WEEKDAYS_MASK,
  REMINDER_FREQUENCY_RANGE,
  REMINDER_TIME_PATTERN,
  isEmail,
  isHttpUrl,
  type ReminderFrequencyType,
} from '@inscriptions/contracts';
import { InputError } from '../errors';
import { intInRange } from '../input';

/*
 * The profile's checks, on the rules of @inscriptions/contracts (the browser checks the same ones;
 * contracts/test holds the parity tests). Each returns the stored value or throws a 400 InputError.
 */

/** A valid email, stored trimmed and lowercased. */
export function checkEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!isEmail(email)) throw new InputError('"email" must be a valid email address.');
  return email;
}

/** An IANA time zone (blank and null are kept as they are). */
export function checkTimezone(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null || value === '') return value;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    throw new InputError('"timezone" must be an IANA time zone (e.g. Europe/Paris).');
  }
  return value;
}

/** A social link: an http(s) URL, stored trimmed. */
export function checkSocialUrl(value: string): string {
  const url = value.trim();
  if (!isHttpUrl(url)) throw new InputError('"platformUserUrl" must be an http(s) URL.');
  return url;
}

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
