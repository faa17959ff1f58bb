import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import archiver from 'archiver';
import { eq } from 'drizzle-orm';
import {
  TRANSFER_DATA_FILES,
  TRANSFER_FORMAT_VERSION,
  TRANSFER_KINDS,
  TRANSFER_MANIFEST_NAME,
  type TransferKind,
  type TransferKindCounts,
} from '@inscriptions/contracts';
import type { Db } from '../../db';
import { inscriptions } from '../../db/schema';
import { BACKENDS, createTestEnv, login, type Session, type TestEnv } from '../../test/helpers';
import { accountContent } from '../../test/accountContent';
import { seedEverything, storedFilesOf, unzip } from '../../test/transferAccount';
import type { Actor } from '../actor';
import { listChatCategories, pageChatSessions } from '../chat/service';
import { getInsight } from '../insights/service';
import { listTimelineEntries } from '../timeline/service';
import { importFile } from './service';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
type Kinds = Record<TransferKind, TransferKindCounts>;

/** A zip of these files (archiver), as an export is written. */
async function zipOf(files: Map<string, Buffer>): Promise<Buffer> {
  const zip = archiver('zip');
  const parts: Buffer[] = [];
  zip.on('data', (c: Buffer) => parts.push(c));
  const done = new Promise((resolve, reject) => zip.on('end', resolve).on('error', reject));
  for (const [name, body] of files) zip.append(body, { name });
  await zip.finalize();
  await done;
  return Buffer.concat(parts);
}

const only = (kinds: Kinds, field: keyof TransferKindCounts) =>
  Object.fromEntries(TRANSFER_KINDS.map((k) => [k, kinds[k][field]]));

describe.each(BACKENDS)('complete export and restore (%s)', (backend) => {
  let env: TestEnv;
  let carol: Session;
  let archive: Buffer;
  const actorOf = (s: Session, db: Db = env.database.db): Actor => ({
    db,
    userId: s.accountId,
    email: s.email,
    files: env.app.files,
    log: quiet,
  });
  const content = (s: Session) => accountContent(env.database.db, env.app.files, s.accountId);
  const post = (s: Session, body: Buffer) =>
    env.app.inject({
      method: 'POST',
      url: '/transfer/import',
      headers: { 'content-type': 'application/zip', authorization: `Bearer ${s.token}` },
      payload: body,
    });
  const exportOf = async (s: Session) =>
    (
      await env.app.inject({
        method: 'GET',
        url: '/transfer/export.zip',
        headers: { authorization: `Bearer ${s.token}` },
      })
    ).rawPayload;

  beforeAll(async () => {
    env = await createTestEnv(backend);
    carol = await login(env.app);
    await seedEverything(actorOf(carol));
    archive = await exportOf(carol);
  }, 120_000);
  afterAll(async () => {
    await env.close();
  });

  it('writes a manifest with the format version and one JSON file per kind beside the CSV', async () => {
    const files = await unzip(archive);
    expect(JSON.parse(files.get(TRANSFER_MANIFEST_NAME)!.toString())).toMatchObject({
      formatVersion: TRANSFER_FORMAT_VERSION,
    });
    for (const file of Object.values(TRANSFER_DATA_FILES)) expect(files.has(file)).toBe(true);
    expect(files.has('inscriptions.csv')).toBe(true);
    expect(files.has('images/profile.png')).toBe(true);
    const chats = JSON.parse(files.get(TRANSFER_DATA_FILES.chats)!.toString()) as { messages: unknown[] }[];
    expect(chats).toHaveLength(1);
    expect(chats[0]!.messages).toHaveLength(2);
  });

  it('restores every kind into a fresh account, the same by content, and reports each kind as added', async () => {
    const dave = await login(env.app);
    const res = await post(dave, archive);
    expect(res.statusCode).toBe(200);
    const report = res.json<{ ok: true; formatVersion: number; kinds: Kinds }>();
    expect(report.formatVersion).toBe(TRANSFER_FORMAT_VERSION);
    expect(only(report.kinds, 'created')).toEqual({
      profile: 1,
      socials: 1,
      reminders: 1,
      inscriptions: 1,
      questions: 2,
      entries: 1,
      answers: 1,
      files: 3,
      chatCategories: 1,
      chats: 1,
      chatMessages: 2,
      insights: 1,
      insightHistory: 1,
      timeline: 1,
    });
    const restored = await content(dave);
    expect(restored).toEqual(await content(carol));
    // Each kind really is there (the comparison above would also pass on two empty accounts).
    expect(restored.profile).toMatchObject({ fullName: 'Carol Baker', timezone: 'Europe/Paris' });
    expect(restored.inscriptions).toEqual([expect.objectContaining({ isPrivate: true, allowExternalAi: true })]);
    expect(restored.profile!.photo).not.toBeNull();
    expect(restored.entries[0]!.wordTimings).toHaveLength(2);
    expect(restored.chats[0]!.messages[1]!.inscriptionEntrySources).toEqual([
      { id: 'Opening day', name: 'Opening day' },
    ]);
    expect(restored.timeline[0]!.sentences[0]!.entries[0]!.entryId).toBe('Opening day');
    expect(restored.insights[0]!.habitsPositivePatterns[0]!.sources![0]!.entryId).toBe('Opening day');
    expect(restored.questions.map((q) => [q.question, q.position, q.dateDeleted])).toEqual([
      ['Loaves sold?', 0, null],
      ['Weather?', 1, '2024-03-10T09:00:00.000Z'],
    ]);
    expect(restored.reminders[0]).toMatchObject({ reminderTime: '07:30', reminderWeekDays: 17, scheduled: true });
  });

  it('adds nothing on a second import of the same archive: every kind is unchanged', async () => {
    const erin = await login(env.app);
    expect((await post(erin, archive)).statusCode).toBe(200);
    const before = await content(erin);
    const filesBefore = await storedFilesOf(env.config.dataDir, erin.accountId);
    const again = await post(erin, archive);
    expect(again.statusCode).toBe(200);
    const kinds = again.json<{ kinds: Kinds }>().kinds;
    expect(only(kinds, 'created')).toEqual(Object.fromEntries(TRANSFER_KINDS.map((k) => [k, 0])));
    expect(only(kinds, 'updated')).toEqual(Object.fromEntries(TRANSFER_KINDS.map((k) => [k, 0])));
    expect(kinds.chatMessages.unchanged).toBe(2);
    expect(kinds.files.unchanged).toBe(3);
    expect(await content(erin)).toEqual(before);
    expect((await storedFilesOf(env.config.dataDir, erin.accountId)).sort()).toEqual(filesBefore.sort());
  });

  it("imports an account's own export back into it without a copy of anything", async () => {
    const before = await content(carol);
    const res = await post(carol, await exportOf(carol));
    expect(res.statusCode).toBe(200);
    const kinds = res.json<{ kinds: Kinds }>().kinds;
    expect(TRANSFER_KINDS.filter((k) => kinds[k].created + kinds[k].updated > 0)).toEqual([]);
    expect(await content(carol)).toEqual(before);
  });

  it('imports an archive of format 1 (no manifest: the CSV and its recordings)', async () => {
    const frank = await login(env.app);
    const res = await post(frank, readFileSync(path.join(__dirname, 'fixtures', 'format-1.zip')));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      formatVersion: 1,
      kinds: {
        inscriptions: { created: 1 },
        entries: { created: 1 },
        answers: { created: 1 },
        files: { created: 1 },
        chats: { created: 0 },
      },
    });
    const got = await content(frank);
    expect(got.inscriptions).toEqual([
      expect.objectContaining({ name: 'Bakery', about: 'Bread, mostly', entryCount: 1, allowExternalAi: false }),
    ]);
    expect(got.entries).toEqual([
      expect.objectContaining({
        name: 'Opening day',
        isPrivate: true,
        dateRecorded: '2023-03-04T06:30:00.000Z',
        wordTimings: null,
      }),
    ]);
    expect(got.entries[0]!.audio).not.toBeNull();
    expect(got.answers).toEqual([{ entry: 'Opening day', question: 'How many loaves sold out?', answer: '120' }]);
    // Its question's type, written before types were an enumeration, is read as the app then read it.
    expect(got.questions).toEqual([
      expect.objectContaining({ questionType: 'NUMBER', min: 0, max: 200, position: 0, dateDeleted: null }),
    ]);
  });

  it('imports a format 2 archive without data/inscriptions.json with sharing off, and keeps an inscription’s own setting', async () => {
    const files = await unzip(archive);
    files.delete(TRANSFER_DATA_FILES.inscriptions);
    const older = await zipOf(files);
    const kim = await login(env.app);
    expect((await post(kim, older)).statusCode).toBe(200);
    expect((await content(kim)).inscriptions).toEqual([
      expect.objectContaining({ name: 'Bakery', allowExternalAi: false }),
    ]);
    await env.database.db
      .update(inscriptions)
      .set({ allowExternalAi: true })
      .where(eq(inscriptions.userId, kim.accountId));
    const again = await post(kim, older);
    expect(again.json<{ kinds: Kinds }>().kinds.inscriptions).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect((await content(kim)).inscriptions).toEqual([expect.objectContaining({ allowExternalAi: true })]);
  });

  it('refuses an archive of a newer format, saying which', async () => {
    const files = await unzip(archive);
    files.set(TRANSFER_MANIFEST_NAME, Buffer.from(JSON.stringify({ formatVersion: TRANSFER_FORMAT_VERSION + 1 })));
    const grace = await login(env.app);
    const res = await post(grace, await zipOf(files));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        file: TRANSFER_MANIFEST_NAME,
        reason: expect.stringMatching(`format ${TRANSFER_FORMAT_VERSION + 1}`),
      }),
    ]);
    expect((await content(grace)).inscriptions).toEqual([]);
  });

  it('imports nothing from a damaged archive and says why', async () => {
    const heidi = await login(env.app);
    const files = await unzip(archive);
    files.set(TRANSFER_DATA_FILES.chats, Buffer.from('[{"id": "broken'));
    const badJson = await post(heidi, await zipOf(files));
    expect(badJson.statusCode).toBe(422);
    expect(badJson.json().errors).toEqual([
      expect.objectContaining({ file: TRANSFER_DATA_FILES.chats, reason: expect.stringMatching(/not valid JSON/) }),
    ]);

    const unknownRef = await unzip(archive);
    const timeline = JSON.parse(unknownRef.get(TRANSFER_DATA_FILES.timeline)!.toString()) as {
      inscriptionId: string;
    }[];
    timeline[0]!.inscriptionId = 'nowhere';
    unknownRef.set(TRANSFER_DATA_FILES.timeline, Buffer.from(JSON.stringify(timeline)));
    const badRef = await post(heidi, await zipOf(unknownRef));
    expect(badRef.statusCode).toBe(422);
    expect(badRef.json().errors[0].reason).toMatch(/unknown inscription "nowhere"/);

    const truncated = await post(heidi, archive.subarray(0, Math.floor(archive.length / 2)));
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json().errors[0].reason).toMatch(/not a readable zip/);

    const empty = await content(heidi);
    expect(empty.profile).toBeUndefined();
    expect(empty.inscriptions).toEqual([]);
    expect(empty.socials).toEqual([]);
    expect(empty.reminders).toEqual([]);
    expect(await storedFilesOf(env.config.dataDir, heidi.accountId)).toEqual([]);
  });

  it('rolls back every kind, and removes the files it stored, when the write fails inside the transaction', async () => {
    const ivan = await login(env.app);
    const failing = new Proxy(env.database.db, {
      get(target, prop, receiver) {
        if (prop === 'transaction') {
          return (fn: (tx: Db) => Promise<unknown>) =>
            target.transaction(async (tx) => {
              await fn(tx);
              throw new Error('the disk is full');
            });
        }
        const value: unknown = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const file = path.join(os.tmpdir(), `complete-${ivan.accountId}.zip`);
    await writeFile(file, archive);
    await expect(importFile(actorOf(ivan, failing), file, 'zip')).rejects.toThrow('the disk is full');
    const got = await content(ivan);
    expect(got.profile).toBeUndefined();
    expect([got.inscriptions, got.socials, got.reminders]).toEqual([[], [], []]);
    expect(await storedFilesOf(env.config.dataDir, ivan.accountId)).toEqual([]);
  });

  it("keeps a second user from the first one's imported data", async () => {
    const judy = await login(env.app);
    const mallory = await login(env.app);
    expect((await post(judy, archive)).statusCode).toBe(200);
    const [judyIns] = await env.database.db.select().from(inscriptions).where(eq(inscriptions.userId, judy.accountId));
    const asMallory = actorOf(mallory);
    expect(await listChatCategories(asMallory, judyIns!.id)).toEqual([]);
    expect((await pageChatSessions(asMallory, judyIns!.id, null, {})).edges).toEqual([]);
    expect(await getInsight(asMallory, judyIns!.id)).toBeNull();
    expect(await listTimelineEntries(asMallory, judyIns!.id, {})).toEqual([]);
    const malloryExport = await unzip(await exportOf(mallory));
    expect(JSON.parse(malloryExport.get(TRANSFER_DATA_FILES.chats)!.toString())).toEqual([]);
    expect(JSON.parse(malloryExport.get(TRANSFER_DATA_FILES.inscriptions)!.toString())).toEqual([]);
    expect(JSON.parse(malloryExport.get(TRANSFER_DATA_FILES.profile)!.toString())).toBeNull();
    // Judy's copies are her own rows, not carol's.
    const carolIds = (
      await env.database.db
        .select({ id: inscriptions.id })
        .from(inscriptions)
        .where(eq(inscriptions.userId, carol.accountId))
    ).map((r) => r.id);
    expect(carolIds).not.toContain(judyIns!.id);
  });
});
