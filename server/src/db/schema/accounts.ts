import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_REMINDER } from '@inscriptions/contracts';
import { dates, ts } from './columns';
import { reminderFrequencyType, reminderType, socialPlatform } from './enums';

/** One row per account, whichever provider signs it in; the built-in provider's credentials live in identity's tables. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always stored lowercased. */
  email: text('email').notNull().unique(),
  dateCreated: ts('date_created').notNull().defaultNow(),
});

/** Profile of an account: id = account id. */
export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  bio: text('bio'),
  quote: text('quote'),
  timezone: text('timezone'),
  profileImageKey: text('profile_image_key'),
  ...dates,
});

export const userReminders = pgTable(
  'user_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reminderType: reminderType('reminder_type').notNull().default(DEFAULT_REMINDER.reminderType),
    reminderTime: text('reminder_time').notNull(),
    reminderFrequencyType: reminderFrequencyType('reminder_frequency_type')
      .notNull()
      .default(DEFAULT_REMINDER.reminderFrequencyType),
    reminderFrequency: integer('reminder_frequency').notNull().default(DEFAULT_REMINDER.reminderFrequency),
    reminderWeekDays: integer('reminder_week_days').notNull().default(DEFAULT_REMINDER.reminderWeekDays),
    isActive: boolean('is_active').notNull().default(DEFAULT_REMINDER.isActive),
    /** When the reminder is next due (computed in the user's timezone); null while paused. */
    nextRunAt: ts('next_run_at'),
    /** The due time an instance is sending right now (its claim); next_run_at then holds the claim's expiry. */
    sendingRunAt: ts('sending_run_at'),
    lastSentAt: ts('last_sent_at'),
    ...dates,
  },
  (t) => [
    index('user_reminders_user_idx').on(t.userId),
    index('user_reminders_due_idx').on(t.nextRunAt).where(sql`is_active`),
  ],
);

export const userSocials = pgTable(
  'user_socials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    platform: socialPlatform('platform').notNull().default('WEBSITE'),
    platformUserUrl: text('platform_user_url').notNull(),
    ...dates,
  },
  (t) => [index('user_socials_user_idx').on(t.userId)],
);

export type AccountRow = typeof accounts.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type UserReminderRow = typeof userReminders.$inferSelect;
export type UserSocialRow = typeof userSocials.$inferSelect;
