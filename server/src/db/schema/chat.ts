import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { dates } from './columns';
import { chatRole } from './enums';
import { inscriptions } from './inscriptions';

export const chatCategories = pgTable(
  'chat_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inscriptionId: uuid('inscription_id')
      .notNull()
      .references(() => inscriptions.id, { onDelete: 'cascade' }),
    categoryName: text('category_name').notNull(),
    ...dates,
  },
  (t) => [index('chat_categories_inscription_idx').on(t.inscriptionId)],
);

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inscriptionId: uuid('inscription_id')
      .notNull()
      .references(() => inscriptions.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => chatCategories.id, { onDelete: 'cascade' }),
    chatShortSummary: text('chat_short_summary'),
    chatLongSummary: text('chat_long_summary'),
    queryFrom: text('query_from'),
    fetchUsing: text('fetch_using'),
    ...dates,
  },
  (t) => [
    index('chat_sessions_paging_idx').on(t.inscriptionId, t.dateCreated, t.id),
    index('chat_sessions_category_idx').on(t.categoryId),
  ],
);

export interface EntrySource {
  id: string;
  name: string;
  /** The entry's passage that supports the answer (verified citations of generated answers). */
  passage?: string;
  /** The entry's dateRecorded (ISO), for generated answers. */
  dateRecorded?: string;
}

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    chatRole: chatRole('chat_role').notNull(),
    chatContent: text('chat_content').notNull(),
    chatHelpful: boolean('chat_helpful'),
    externalSources: text('external_sources')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    inscriptionEntrySources: jsonb('inscription_entry_sources')
      .$type<EntrySource[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...dates,
  },
  (t) => [index('chat_messages_session_idx').on(t.sessionId, t.dateCreated, t.id)],
);

export type ChatCategoryRow = typeof chatCategories.$inferSelect;
export type ChatSessionRow = typeof chatSessions.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
