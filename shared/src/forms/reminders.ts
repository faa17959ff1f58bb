import { DEFAULT_REMINDER, REMINDER_FREQUENCY_RANGE, failedTo } from '@inscriptions/contracts';
import { gqlRequest, graphql, runMutation } from '@inscriptions/shared/api';
import type { UpdateUserReminderInput, UserRemindersQuery } from '@inscriptions/shared/api';

/*
 * The reminders of the signed-in user, used by the onboarding reminder page (mf-auth) and
 * SetReminders (mf-profile). Every change is saved immediately (spec section 4).
 */

export const userRemindersDocument = graphql(`
  query UserReminders {
    userReminders {
      ...ReminderFields
    }
  }
`);

export const createUserReminderDocument = graphql(`
  mutation CreateUserReminder($input: CreateUserReminderInput!) {
    createUserReminder(input: $input) {
      code
      success
      message
      userReminder {
        ...ReminderFields
      }
    }
  }
`);

export const updateUserReminderDocument = graphql(`
  mutation UpdateUserReminder($input: UpdateUserReminderInput!) {
    updateUserReminder(input: $input) {
      code
      success
      message
      userReminder {
        ...ReminderFields
      }
    }
  }
`);

export const deleteUserReminderDocument = graphql(`
  mutation DeleteUserReminder($input: DeleteUserReminderInput!) {
    deleteUserReminder(input: $input) {
      code
      success
      message
    }
  }
`);

export type Reminder = UserRemindersQuery['userReminders'][number];

export const FAILED_TO_GET_REMINDERS = failedTo('get', 'user reminders');
export const FAILED_TO_CREATE_REMINDER = failedTo('create', 'user reminder');
export const FAILED_TO_UPDATE_REMINDER = failedTo('update', 'user reminder');
export const FAILED_TO_DELETE_REMINDER = failedTo('delete', 'user reminder');

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

/** Sorted by reminderTime (spec section 7: the client sorts). */
export function sortReminders(list: Reminder[]): Reminder[] {
  return [...list].sort((a, b) => a.reminderTime.localeCompare(b.reminderTime));
}

export async function loadReminders(): Promise<Reminder[]> {
  return sortReminders((await gqlRequest(userRemindersDocument)).userReminders);
}

/** A new reminder with the defaults (DEFAULT_REMINDER: 09:30, daily, every 1 day, on). */
export function createDefaultReminder(): Promise<Reminder> {
  return runMutation(
    createUserReminderDocument,
    { input: { ...DEFAULT_REMINDER } },
    { object: 'userReminder', failure: FAILED_TO_CREATE_REMINDER },
  );
}

/** The user's reminders; creates the default one when there is none (onboarding). */
export async function loadOrCreateReminders(): Promise<Reminder[]> {
  const list = await loadReminders();
  if (list.length > 0) return list;
  return [await createDefaultReminder()];
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

/** Deletes a reminder; throws a MutationError when the server did not confirm. */
export async function deleteReminder(id: string): Promise<void> {
  await runMutation(deleteUserReminderDocument, { input: { id } }, { failure: FAILED_TO_DELETE_REMINDER });
}
