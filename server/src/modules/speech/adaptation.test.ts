import type { Database } from '../../db';
import { accounts, inscriptionEntries, inscriptions } from '../../db/schema';
import { createTestDatabase } from '../../test/helpers';
import { recentEntryTexts } from './adaptation';

describe('recentEntryTexts (the adaptation corpus)', () => {
  let database: Database;
  beforeAll(async () => {
    ({ database } = await createTestDatabase('pglite'));
  });
  afterAll(() => database.close());

  test("the user's own entries only, newest first, titles and transcripts, at most `limit`", async () => {
    const { db } = database;
    const [me, other] = await db
      .insert(accounts)
      .values([{ email: 'me@example.com' }, { email: 'other@example.com' }])
      .returning();
    const [mine, theirs] = await db
      .insert(inscriptions)
      .values([
        { userId: me!.id, name: 'Diary', about: '' },
        { userId: other!.id, name: 'Secret', about: '' },
      ])
      .returning();
    await db.insert(inscriptionEntries).values([
      { inscriptionId: mine!.id, name: 'Old day', transcript: 'walked the dog', dateRecorded: new Date('2024-01-01') },
      { inscriptionId: mine!.id, name: 'New day', transcript: '', dateRecorded: new Date('2024-02-01') },
      {
        inscriptionId: theirs!.id,
        name: 'Not yours',
        transcript: 'private words',
        dateRecorded: new Date('2024-03-01'),
      },
    ]);
    expect(await recentEntryTexts(db, me!.id)).toEqual(['New day', 'Old day', 'walked the dog']);
    expect(await recentEntryTexts(db, me!.id, 1)).toEqual(['New day']);
  });
});
