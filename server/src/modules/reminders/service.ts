import { asc, eq } from 'drizzle-orm';
import { DEFAULT_REMINDER } from '@inscriptions/contracts';
import { userReminders, type UserReminderRow } from '../../db/schema';
import type { CreateUserReminderInput, UpdateUserReminderInput } from '../../generated/resolvers';
import type { Actor } from '../actor';
import { checkOwnId, checkStringLimits, defined, notNull, requireBool } from '../input';
import { requireOwned } from '../ownership';
import { firstRun, timezoneOf } from './schedule';
import { checkReminder } from './validation';

/* The actor's reminders: their rows here, their mails in delivery.ts. */

/** The actor's reminders, by time of day. */
export const listReminders = (actor: Actor): Promise<UserReminderRow[]> =>
  actor.db
    .select()
    .from(userReminders)
    .where(eq(userReminders.userId, actor.userId))
    .orderBy(asc(userReminders.reminderTime), asc(userReminders.dateCreated), asc(userReminders.id));

/** Creates a reminder; omitted fields take DEFAULT_REMINDER's values. */
export async function createReminder(actor: Actor, input: CreateUserReminderInput): Promise<UserReminderRow> {
  checkStringLimits(input);
  checkOwnId(actor.userId, 'userId', input.userId);
  const values = {
    reminderType: input.reminderType ?? DEFAULT_REMINDER.reminderType,
    reminderTime: input.reminderTime ?? DEFAULT_REMINDER.reminderTime,
    reminderFrequencyType: input.reminderFrequencyType ?? DEFAULT_REMINDER.reminderFrequencyType,
    reminderFrequency: input.reminderFrequency ?? DEFAULT_REMINDER.reminderFrequency,
    reminderWeekDays: input.reminderWeekDays ?? DEFAULT_REMINDER.reminderWeekDays,
    isActive: input.isActive ?? DEFAULT_REMINDER.isActive,
  };
  checkReminder(values);
  const [row] = await actor.db
    .insert(userReminders)
    .values({ userId: actor.userId, ...values, nextRunAt: firstRun(values, await timezoneOf(actor.db, actor.userId)) })
    .returning();
  return row!;
}

export async function updateReminder(actor: Actor, input: UpdateUserReminderInput): Promise<UserReminderRow> {
  checkStringLimits(input);
  checkOwnId(actor.userId, 'userId', input.userId);
  const existing = await requireOwned(actor, 'reminder', input.id);
  const changes = defined({
    reminderType: notNull('reminderType', input.reminderType),
    reminderTime: notNull('reminderTime', input.reminderTime),
    reminderFrequencyType: notNull('reminderFrequencyType', input.reminderFrequencyType),
    reminderFrequency: notNull('reminderFrequency', input.reminderFrequency),
    reminderWeekDays: notNull('reminderWeekDays', input.reminderWeekDays),
    isActive: requireBool('isActive', input.isActive),
  });
  const merged = { ...existing, ...changes };
  checkReminder(merged);
  // Any change restarts the schedule from now (and drops a send in progress' claim on the old one).
  const nextRunAt = firstRun(merged, await timezoneOf(actor.db, actor.userId));
  const [row] = await actor.db
    .update(userReminders)
    .set({ ...changes, nextRunAt, sendingRunAt: null, dateUpdated: new Date() })
    .where(eq(userReminders.id, existing.id))
    .returning();
  return row!;
}

export async function deleteReminder(actor: Actor, id: string): Promise<UserReminderRow> {
  checkStringLimits({ id });
  const existing = await requireOwned(actor, 'reminder', id);
  await actor.db.delete(userReminders).where(eq(userReminders.id, existing.id));
  return existing;
}
