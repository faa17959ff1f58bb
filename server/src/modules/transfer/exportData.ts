import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  inscriptionEntries,
  inscriptionQuestions,
  inscriptions,
  userReminders,
  userSocials,
  users,
} from '../../db/schema';
import type { Actor } from '../actor';
import type { ArchiveJson, DataFile } from './archive';
import { categories, chats, insights, timeline } from './exportAiData';
import { iso, mine, PAGE, paged, type Item } from './exportPaging';

/* The zip's data files of the account (profile, socials, reminders) and its inscriptions' own content. */

export async function profileJson(actor: Actor, photo: string | null): Promise<ArchiveJson['profile']> {
  const [p] = await actor.db.select().from(users).where(eq(users.id, actor.userId));
  return p ? { fullName: p.fullName, bio: p.bio, quote: p.quote, timezone: p.timezone, photo } : null;
}

async function* socials(actor: Actor): AsyncGenerator<Item<'socials'>[]> {
  for await (const rows of paged(
    (after) =>
      actor.db
        .select()
        .from(userSocials)
        .where(and(eq(userSocials.userId, actor.userId), after))
        .orderBy(asc(userSocials.id))
        .limit(PAGE),
    userSocials.id,
    (r) => r.id,
  )) {
    yield rows.map((r) => ({
      id: r.id,
      platform: r.platform,
      platformUserUrl: r.platformUserUrl,
      dateCreated: iso(r.dateCreated),
    }));
  }
}

async function* reminders(actor: Actor): AsyncGenerator<Item<'reminders'>[]> {
  for await (const rows of paged(
    (after) =>
      actor.db
        .select()
        .from(userReminders)
        .where(and(eq(userReminders.userId, actor.userId), after))
        .orderBy(asc(userReminders.id))
        .limit(PAGE),
    userReminders.id,
    (r) => r.id,
  )) {
    yield rows.map((r) => ({
      id: r.id,
      reminderType: r.reminderType,
      reminderTime: r.reminderTime,
      reminderFrequencyType: r.reminderFrequencyType,
      reminderFrequency: r.reminderFrequency,
      reminderWeekDays: r.reminderWeekDays,
      isActive: r.isActive,
      dateCreated: iso(r.dateCreated),
    }));
  }
}

async function* inscriptionSettings(actor: Actor): AsyncGenerator<Item<'inscriptions'>[]> {
  for await (const rows of paged(
    (after) =>
      actor.db
        .select({ id: inscriptions.id, allowExternalAi: inscriptions.allowExternalAi })
        .from(inscriptions)
        .where(and(mine(actor), after))
        .orderBy(asc(inscriptions.id))
        .limit(PAGE),
    inscriptions.id,
    (r) => r.id,
  )) {
    yield rows;
  }
}

async function* questions(actor: Actor): AsyncGenerator<Item<'questions'>[]> {
  for await (const rows of paged(
    (after) =>
      actor.db
        .select({
          id: inscriptionQuestions.id,
          position: inscriptionQuestions.position,
          dateDeleted: inscriptionQuestions.dateDeleted,
        })
        .from(inscriptionQuestions)
        .innerJoin(inscriptions, eq(inscriptions.id, inscriptionQuestions.inscriptionId))
        .where(and(mine(actor), after))
        .orderBy(asc(inscriptionQuestions.id))
        .limit(PAGE),
    inscriptionQuestions.id,
    (r) => r.id,
  )) {
    yield rows.map((r) => ({ id: r.id, position: r.position, dateDeleted: r.dateDeleted && iso(r.dateDeleted) }));
  }
}

async function* wordTimings(actor: Actor): AsyncGenerator<Item<'wordTimings'>[]> {
  for await (const rows of paged(
    (after) =>
      actor.db
        .select({ id: inscriptionEntries.id, words: inscriptionEntries.wordTimings })
        .from(inscriptionEntries)
        .innerJoin(inscriptions, eq(inscriptions.id, inscriptionEntries.inscriptionId))
        .where(and(mine(actor), isNotNull(inscriptionEntries.wordTimings), after))
        .orderBy(asc(inscriptionEntries.id))
        .limit(PAGE),
    inscriptionEntries.id,
    (r) => r.id,
  )) {
    yield rows.map((r) => ({ entryId: r.id, words: r.words ?? [] }));
  }
}

/** The array data files' item pages, by data file (the profile is one object, written on its own). */
export const dataPages: Record<Exclude<DataFile, 'profile'>, (actor: Actor) => AsyncIterable<unknown[]>> = {
  inscriptions: inscriptionSettings,
  socials,
  reminders,
  questions,
  wordTimings,
  chatCategories: categories,
  chats,
  insights,
  timeline,
};
