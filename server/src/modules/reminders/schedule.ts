import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { userReminders, users, type UserReminderRow } from '../../db/schema';
import { nextRun } from './nextRun';

type Scheduled = Pick<UserReminderRow, 'isActive' | 'reminderTime' | 'reminderFrequencyType' | 'reminderFrequency' | 'reminderWeekDays'>;

/** next_run_at of a reminder just created, edited or resumed: its first due time from now; null when paused. */
export function firstRun(reminder: Scheduled, timezone: string | null | undefined, now = new Date()): Date | null {
  return reminder.isActive ? nextRun(reminder, timezone ?? '', now) : null;
}

/** The profile's timezone (null before the profile exists). */
export async function timezoneOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.timezone ?? null;
}

/** After a timezone change: every active reminder of the user is due at its wall-clock time in the new zone. */
export async function rescheduleUserReminders(db: Db, userId: string, timezone: string | null): Promise<void> {
  const rows = await db.select().from(userReminders).where(and(eq(userReminders.userId, userId), eq(userReminders.isActive, true)));
  const now = new Date();
  for (const row of rows) {
    await db.update(userReminders).set({ nextRunAt: firstRun(row, timezone, now) }).where(eq(userReminders.id, row.id));
  }
}
