import { DEFAULT_REMINDER, REMINDER_FREQUENCY_RANGE, failedTo } from '@inscriptions/contracts';
import { gqlRequest, runMutation } from '@inscriptions/shared/api';
import type { OnboardingUserRemindersQuery, UpdateUserReminderInput } from '../../../generated/graphql';
import { createUserReminderDocument, updateUserReminderDocument, userRemindersDocument } from './operations';

export type Reminder = OnboardingUserRemindersQuery['userReminders'][number];

export const FAILED_TO_GET_REMINDERS = failedTo('get', 'user reminders');
export const FAILED_TO_CREATE_REMINDER = failedTo('create', 'user reminder');
export const FAILED_TO_UPDATE_REMINDER = failedTo('update', 'user reminder');

/** Every 1–7 days (DAILY) or 1–4 weeks (WEEKLY). */
export function maxFrequency(type: Reminder['reminderFrequencyType']): number {
  return REMINDER_FREQUENCY_RANGE[type].max;
}

/** Toggles a weekday; in a weekly reminder the last selected weekday stays selected. */
export function toggleWeekday(mask: number, bit: number, weekly: boolean): number {
  const next = mask ^ bit;
  return weekly && next === 0 ? mask : next;
}

/** Switching the frequency type keeps the frequency in range and a weekday selected for weekly. */
export function withFrequencyType(r: Reminder, type: Reminder['reminderFrequencyType']): Reminder {
  const { min } = REMINDER_FREQUENCY_RANGE[type];
  const frequency = Math.min(Math.max(min, r.reminderFrequency), maxFrequency(type));
  const weekDays = type === 'WEEKLY' && r.reminderWeekDays === 0 ? 1 : r.reminderWeekDays;
  return { ...r, reminderFrequencyType: type, reminderFrequency: frequency, reminderWeekDays: weekDays };
}

export function sortReminders(list: Reminder[]): Reminder[] {
  return [...list].sort((a, b) => a.reminderTime.localeCompare(b.reminderTime));
}

/** The user's reminders; creates the default one (DEFAULT_REMINDER) when there is none. */
export async function loadOrCreateReminders(): Promise<Reminder[]> {
  const list = (await gqlRequest(userRemindersDocument)).userReminders;
  if (list.length > 0) return sortReminders(list);
  const created = await runMutation(
    createUserReminderDocument,
    { input: { ...DEFAULT_REMINDER } },
    { object: 'userReminder', failure: FAILED_TO_CREATE_REMINDER },
  );
  return [created];
}

/** The saved reminder; throws a MutationError when the server did not confirm. */
export function saveReminder(r: Reminder): Promise<Reminder> {
  const input: UpdateUserReminderInput = {
    id: r.id,
    reminderType: r.reminderType,
    reminderTime: r.reminderTime,
    reminderFrequencyType: r.reminderFrequencyType,
    reminderFrequency: r.reminderFrequency,
    reminderWeekDays: r.reminderWeekDays,
    isActive: r.isActive,
  };
  return runMutation(
    updateUserReminderDocument,
    { input },
    { object: 'userReminder', failure: FAILED_TO_UPDATE_REMINDER },
  );
}
