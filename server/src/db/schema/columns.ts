import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamptz column read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The creation and last-update times most tables carry. */
export const dates = {
  dateCreated: ts('date_created').notNull().defaultNow(),
  dateUpdated: ts('date_updated').notNull().defaultNow(),
};
