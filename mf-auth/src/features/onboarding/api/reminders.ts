import { gqlRequest, isMutationSuccess } from '@inscriptions/shared/api';
import type { OnboardingUserRemindersQuery, UpdateUserReminderInput } from '../../../generated/graphql';
import { createUserReminderDocument, updateUserReminderDocument, userRemindersDocument } from './operations';

export type Reminder = OnboardingUserRemindersQuery['userReminders'][number];

export const FAILED_TO_GET_REMINDERS = 'Failed to get user reminders, please try again.';
export const FAILED_TO_CREATE_REMINDER = 'Failed to create user reminder, please try again.';
export const FAILED_TO_UPDATE_REMINDER = 'Failed to update user reminder, please try again.';

export const remindersQueryKey = ['user', 'reminders'] as const;

/** Monday 1 … Sunday 64 (spec section 3). */
export const WEEKDAYS = [
  { name: 'Monday', short: 'Mon', bit: 1 },
  { name: 'Tuesday', short: 'Tue', bit: 2 },
  { name: 'Wednesday', short: 'Wed', bit: 4 },
  { name: 'Thursday', short: 'Thu', bit: 8 },
  { name: 'Friday', short: 'Fri', bit: 16 },
  { name: 'Saturday', short: 'Sat', bit: 32 },
  { name: 'Sunday', short: 'Sun', bit: 64 },
] as const;

/** Every 1–7 days (DAILY) or 1–4 weeks (WEEKLY). */
export function maxFrequency(type: Reminder['reminderFrequencyType']): number {
  return type === 'WEEKLY' ? 4 : 7;
}

/** Toggles a weekday; in a weekly reminder the last selected weekday stays selected. */
export function toggleWeekday(mask: number, bit: number, weekly: boolean): number {
  const next = mask ^ bit;
  return weekly && next === 0 ? mask : next;
}

/** Switching the frequency type keeps the frequency in range and a weekday selected for weekly. */
export function withFrequencyType(r: Reminder, type: Reminder['reminderFrequencyType']): Reminder {
  const frequency = Math.min(Math.max(1, r.reminderFrequency), maxFrequency(type));
  const weekDays = type === 'WEEKLY' && r.reminderWeekDays === 0 ? 1 : r.reminderWeekDays;
  return { ...r, reminderFrequencyType: type, reminderFrequency: frequency, reminderWeekDays: weekDays };
}

export function sortReminders(list: Reminder[]): Reminder[] {
  return [...list].sort((a, b) => a.reminderTime.localeCompare(b.reminderTime));
}

/** The user's reminders; creates the default one (09:30, daily, every 1, active) when there is none. */
export async function loadOrCreateReminders(): Promise<Reminder[]> {
  const list = (await gqlRequest(userRemindersDocument)).userReminders;
  if (list.length > 0) return sortReminders(list);
  const res = (
    await gqlRequest(createUserReminderDocument, {
      input: {
        reminderType: 'DEFAULT',
        reminderTime: '09:30',
        reminderFrequencyType: 'DAILY',
        reminderFrequency: 1,
        reminderWeekDays: 0,
        isActive: true,
      },
    })
  ).createUserReminder;
  if (isMutationSuccess(res, res.userReminder) && res.userReminder) return [res.userReminder];
  console.error('createUserReminder failed:', res.message);
  throw new Error(FAILED_TO_CREATE_REMINDER);
}

export async function saveReminder(r: Reminder): Promise<Reminder | null> {
  const input: UpdateUserReminderInput = {
    id: r.id,
    reminderType: r.reminderType,
    reminderTime: r.reminderTime,
    reminderFrequencyType: r.reminderFrequencyType,
    reminderFrequency: r.reminderFrequency,
    reminderWeekDays: r.reminderWeekDays,
    isActive: r.isActive,
  };
  try {
    const res = (await gqlRequest(updateUserReminderDocument, { input })).updateUserReminder;
    if (isMutationSuccess(res, res.userReminder) && res.userReminder) return res.userReminder;
    console.error('updateUserReminder failed:', res.message);
  } catch (error) {
    console.error('updateUserReminder failed:', error);
  }
  return null;
}
