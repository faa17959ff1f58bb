import { z } from 'zod';
import type { TRANSFER_DATA_FILES } from '@inscriptions/contracts';
import {
  ALL_WEEKDAYS_MASK,
  CHAT_ROLES,
  INSIGHT_ITEM_FIELDS,
  INSIGHT_TEXT_FIELDS,
  REMINDER_FREQUENCY_TYPES,
  REMINDER_TIME_PATTERN,
  REMINDER_TYPES,
  SOCIAL_PLATFORMS,
  TEXT_LIMITS,
  TIMELINE_SCALES,
  isHttpUrl,
} from '@inscriptions/contracts';

/*
 * The JSON files of an export zip (format 2), one per kind the CSV does not hold. Each is checked whole
 * with zod before anything is written; ids are the exporting account's and only ever used as keys.
 */

const key = z.string().trim().min(1).max(TEXT_LIMITS.id);
const text = (max: number) => z.string().max(max);
const date = z.iso.datetime({ offset: true }).transform((v) => new Date(v));
const path = z
  .string()
  .max(300)
  .refine((v) => !v.startsWith('/') && !v.split('/').includes('..'), 'must be a path inside the zip');

export const manifestSchema = z.object({
  formatVersion: z.number().int().min(1),
  exportedAt: z.string().optional(),
});

const profile = z
  .object({
    fullName: text(TEXT_LIMITS.short).trim().min(1),
    bio: text(TEXT_LIMITS.bio).nullable(),
    quote: text(TEXT_LIMITS.quote).nullable(),
    timezone: z
      .string()
      .max(TEXT_LIMITS.short)
      .nullable()
      .refine((tz) => {
        if (!tz) return true;
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone'),
    photo: path.nullable(),
  })
  .nullable();

const social = z.object({
  id: key,
  platform: z.enum(SOCIAL_PLATFORMS),
  platformUserUrl: text(TEXT_LIMITS.url).refine(isHttpUrl, 'must be an http(s) URL'),
  dateCreated: date,
});

const reminder = z
  .object({
    id: key,
    reminderType: z.enum(REMINDER_TYPES),
    reminderTime: z.string().regex(REMINDER_TIME_PATTERN),
    reminderFrequencyType: z.enum(REMINDER_FREQUENCY_TYPES),
    reminderFrequency: z.number().int().min(1).max(7),
    reminderWeekDays: z.number().int().min(0).max(ALL_WEEKDAYS_MASK),
    isActive: z.boolean(),
    dateCreated: date,
  })
  .refine(
    (r) => r.reminderFrequencyType === 'DAILY' || (r.reminderFrequency <= 4 && r.reminderWeekDays > 0),
    'a weekly reminder repeats every 1–4 weeks on at least one weekday',
  );

/** An inscription's settings: whether an external language model may read its private entries. */
const inscriptionMeta = z.object({ id: key, allowExternalAi: z.boolean() });

/** A question's place among its inscription's and whether it was deleted with its answers kept. */
const questionMeta = z.object({ id: key, position: z.number().int().min(0), dateDeleted: date.nullable() });

const wordTimings = z.object({
  entryId: key,
  words: z.array(
    z.object({ word: z.string().max(TEXT_LIMITS.short), start: z.number().min(0), end: z.number().min(0) }),
  ),
});

const chatCategory = z.object({
  id: key,
  inscriptionId: key,
  categoryName: text(TEXT_LIMITS.short).trim().min(1),
  dateCreated: date,
});

const entrySource = z.object({
  id: z.string().max(TEXT_LIMITS.id),
  name: z.string().max(TEXT_LIMITS.short),
  passage: z.string().max(TEXT_LIMITS.long).optional(),
  dateRecorded: z.string().max(64).optional(),
});

const chatMessage = z.object({
  id: key,
  chatRole: z.enum(CHAT_ROLES),
  chatContent: text(TEXT_LIMITS.long),
  chatHelpful: z.boolean().nullable(),
  externalSources: z.array(text(TEXT_LIMITS.url)).max(1000),
  inscriptionEntrySources: z.array(entrySource).max(1000),
  dateCreated: date,
});

const chat = z.object({
  id: key,
  inscriptionId: key,
  categoryId: key.nullable(),
  chatShortSummary: text(TEXT_LIMITS.chatShortSummary).nullable(),
  chatLongSummary: text(TEXT_LIMITS.long).nullable(),
  queryFrom: text(TEXT_LIMITS.short).nullable(),
  fetchUsing: text(TEXT_LIMITS.short).nullable(),
  dateCreated: date,
  messages: z.array(chatMessage),
});

const evidence = z.object({
  entryId: z.string().max(TEXT_LIMITS.id),
  entryName: z.string().max(TEXT_LIMITS.short),
  dateRecorded: z.string().max(64),
  quote: z.string().max(TEXT_LIMITS.long),
});
const insightItem = z.object({
  name: z.string().max(TEXT_LIMITS.long),
  reasoning: z.string().max(TEXT_LIMITS.long),
  evidence: z.string().max(TEXT_LIMITS.long),
  sources: z.array(evidence).optional(),
  topic: z.string().max(TEXT_LIMITS.short).optional(),
  score: z.number().optional(),
});
const insightFields = z.partialRecord(z.enum([...INSIGHT_ITEM_FIELDS, ...INSIGHT_TEXT_FIELDS]), z.array(insightItem));
const itemLists = Object.fromEntries(INSIGHT_ITEM_FIELDS.map((f) => [f, z.array(insightItem)])) as Record<
  (typeof INSIGHT_ITEM_FIELDS)[number],
  z.ZodArray<typeof insightItem>
>;
const textLists = Object.fromEntries(
  INSIGHT_TEXT_FIELDS.map((f) => [f, z.array(z.string().max(TEXT_LIMITS.long))]),
) as Record<(typeof INSIGHT_TEXT_FIELDS)[number], z.ZodArray<z.ZodString>>;

const insight = z.object({
  inscriptionId: key,
  ...itemLists,
  ...textLists,
  fields: insightFields,
  engine: z.string().max(TEXT_LIMITS.short).nullable(),
  entryCount: z.number().int().min(0),
  dateUpdated: date,
  history: z.array(
    z.object({
      period: z.string().regex(/^\d{4}-\d{2}$/),
      engine: z.string().max(TEXT_LIMITS.short),
      entryCount: z.number().int().min(0),
      fields: insightFields,
      dateCreated: date,
      dateUpdated: date,
    }),
  ),
});

const timelineSentence = z.object({
  text: z.string().max(TEXT_LIMITS.long),
  entries: z.array(
    z.object({
      entryId: z.string().max(TEXT_LIMITS.id),
      entryName: z.string().max(TEXT_LIMITS.short),
      dateRecorded: z.string().max(64),
    }),
  ),
});
const timeline = z.object({
  id: key,
  inscriptionId: key,
  title: text(TEXT_LIMITS.short).nullable(),
  summary: text(TEXT_LIMITS.long),
  scale: z.enum(TIMELINE_SCALES),
  year: z.number().int().min(1).max(9999),
  month: z.number().int().min(1).max(12).nullable(),
  week: z.number().int().min(1).max(53).nullable(),
  sentences: z.array(timelineSentence),
  periodKey: z.string().max(TEXT_LIMITS.short).nullable(),
  dateCreated: date,
});

/** Each data file's schema, by its key in TRANSFER_DATA_FILES. */
export const dataSchemas = {
  profile,
  inscriptions: z.array(inscriptionMeta),
  socials: z.array(social),
  reminders: z.array(reminder),
  questions: z.array(questionMeta),
  wordTimings: z.array(wordTimings),
  chatCategories: z.array(chatCategory),
  chats: z.array(chat),
  insights: z.array(insight),
  timeline: z.array(timeline),
} satisfies Record<keyof typeof TRANSFER_DATA_FILES, z.ZodType>;

export type DataFile = keyof typeof TRANSFER_DATA_FILES;
/** A data file as read (dates as Date). */
export type ArchiveData = { [K in DataFile]: z.output<(typeof dataSchemas)[K]> };
/** A data file as written (dates as ISO strings). */
export type ArchiveJson = { [K in DataFile]: z.input<(typeof dataSchemas)[K]> };

/** What an archive without one of the files holds of that kind. */
export const emptyData = (): ArchiveData => ({
  profile: null,
  inscriptions: [],
  socials: [],
  reminders: [],
  questions: [],
  wordTimings: [],
  chatCategories: [],
  chats: [],
  insights: [],
  timeline: [],
});
