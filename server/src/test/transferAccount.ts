// Test helpers of the transfer module: an account holding one of everything, and reading an export zip.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import yauzl from 'yauzl';
import {
  inscriptionEntries,
  inscriptionInsights,
  inscriptionQuestions,
  inscriptions,
  insightRefreshes,
  timelineEntries,
  users,
} from '../db/schema';
import { newKey, type Files } from '../files';
import type { Actor } from '../modules/actor';
import { createChatCategory, createChatMessage, createChatSession } from '../modules/chat/service';
import { createAnswer } from '../modules/entries/answers';
import { createQuestion } from '../modules/entries/questions';
import { createEntry } from '../modules/entries/service';
import { createInscription } from '../modules/inscriptions/service';
import { createReminder } from '../modules/reminders/service';
import { createProfile, createSocial } from '../modules/users/service';
import { PNG, toneWav } from './media';

export function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const parts: Buffer[] = [];
          stream.on('data', (c: Buffer) => parts.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(parts));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

/** Every file stored under an account's prefix in the local store. */
export async function storedFilesOf(dataDir: string, userId: string): Promise<string[]> {
  const dir = path.join(dataDir, 'files', userId);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

async function putFile(files: Files, key: string, body: Buffer): Promise<string> {
  await files.store.putStream(key, Readable.from([body]), { maxBytes: 1e7 });
  return key;
}

/** Gives the actor one of everything an export holds (the chat's message cites the entry). */
export async function seedEverything(actor: Actor): Promise<{ audio: Buffer; photo: Buffer; logo: Buffer }> {
  const { db } = actor;
  const audio = toneWav(9);
  const photo = PNG;
  const logo = PNG;
  await createProfile(actor, {
    fullName: 'Carol Baker',
    email: actor.email,
    bio: 'Bakes at dawn.',
    quote: 'Rise early.',
    timezone: 'Europe/Paris',
  });
  await db
    .update(users)
    .set({ profileImageKey: await putFile(actor.files, newKey.profile(actor.userId), photo) })
    .where(eq(users.id, actor.userId));
  await createSocial(actor, { platformUserUrl: 'https://github.com/carol-baker' });
  await createReminder(actor, {
    reminderTime: '07:30',
    reminderFrequencyType: 'WEEKLY',
    reminderFrequency: 1,
    reminderWeekDays: 1 | 16,
    isActive: true,
  });
  const ins = await createInscription(actor, {
    name: 'Bakery',
    about: 'Bread, mostly',
    category: 'FOOD_BEVERAGE_TOBACCO',
    isPrivate: true,
  });
  await db
    .update(inscriptions)
    .set({ logoImageKey: await putFile(actor.files, newKey.logo(actor.userId, ins.id), logo), allowExternalAi: true })
    .where(eq(inscriptions.id, ins.id));
  const question = await createQuestion(actor, {
    inscriptionId: ins.id,
    questionType: 'NUMBER',
    question: 'Loaves sold?',
    min: 0,
    max: 500,
  });
  // A second question, deleted with its answers kept: it comes back deleted, in its place.
  const retired = await createQuestion(actor, { inscriptionId: ins.id, questionType: 'TEXT', question: 'Weather?' });
  await db
    .update(inscriptionQuestions)
    .set({ dateDeleted: new Date('2024-03-10T09:00:00Z') })
    .where(eq(inscriptionQuestions.id, retired.id));
  const entry = await createEntry(actor, {
    inscriptionId: ins.id,
    name: 'Opening day',
    transcript: 'Queue round the corner.',
    isPrivate: false,
    isImportant: true,
    dateRecorded: '2024-03-04T06:30:00Z',
  });
  await db
    .update(inscriptionEntries)
    .set({
      audioKey: await putFile(actor.files, newKey.audio(actor.userId, entry.id), audio),
      wordTimings: [
        { word: 'Queue', start: 0, end: 0.4 },
        { word: 'round', start: 0.4, end: 0.7 },
      ],
    })
    .where(eq(inscriptionEntries.id, entry.id));
  await createAnswer(actor, { inscriptionEntryId: entry.id, inscriptionQuestionId: question.id, answer: '120' });
  const category = await createChatCategory(actor, { inscriptionId: ins.id, categoryName: 'Pricing' });
  const chat = await createChatSession(actor, {
    inscriptionId: ins.id,
    inscriptionChatSessionCategoryId: category.id,
    chatShortSummary: 'Price of a loaf',
    chatLongSummary: 'What should a loaf cost?',
  });
  await createChatMessage(actor, {
    inscriptionChatSessionId: chat.id,
    chatRole: 'user',
    chatContent: 'What should a loaf cost?',
  });
  await createChatMessage(actor, {
    inscriptionChatSessionId: chat.id,
    chatRole: 'assistant',
    chatContent: 'The queue suggests you could charge more.',
    chatHelpful: true,
    externalSources: ['https://example.com/bread-prices'],
    inscriptionEntrySources: [{ id: entry.id, name: entry.name }],
  });
  const item = {
    name: 'Early opening',
    reasoning: 'Queues form before opening.',
    evidence: '"Queue round the corner." (2024-03-04)',
    sources: [
      {
        entryId: entry.id,
        entryName: entry.name,
        dateRecorded: '2024-03-04T06:30:00.000Z',
        quote: 'Queue round the corner.',
      },
    ],
    topic: 'queue',
    score: 1,
  };
  await db.insert(inscriptionInsights).values({
    inscriptionId: ins.id,
    habitsPositivePatterns: [item],
    concernsSelfDoubt: ['Will it last?'],
    fields: { habitsPositivePatterns: [item] },
    engine: 'offline',
    entryCount: 1,
    dateUpdated: new Date('2024-03-05T00:00:00Z'),
  });
  await db.insert(insightRefreshes).values({
    inscriptionId: ins.id,
    period: '2024-03',
    engine: 'offline',
    entryCount: 1,
    fields: { habitsPositivePatterns: [item] },
  });
  await db.insert(timelineEntries).values({
    inscriptionId: ins.id,
    title: 'March',
    summary: 'A busy opening.',
    scale: 'MONTH',
    year: 2024,
    month: 3,
    sentences: [
      {
        text: 'A busy opening.',
        entries: [{ entryId: entry.id, entryName: entry.name, dateRecorded: '2024-03-04T06:30:00.000Z' }],
      },
    ],
    periodKey: 'MONTH:2024-03',
  });
  return { audio, photo, logo };
}
