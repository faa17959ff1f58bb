import { BACKENDS } from '../../test/helpers';
import { turnsDuring } from '../../test/turns';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import type { Actor } from '../actor';
import { createEntry } from '../entries/service';
import { createInscription } from '../inscriptions/service';
import { ENTRIES_PER_TURN } from '../common';
import { analyseInTurns, inscriptionIndex, type IndexedEntry } from './lexicalIndex';
import { prepareEvidence } from '.';
import { journalIndex } from './testing/journalIndex';

const row = (i: number) => ({
  id: String(i),
  name: `Day ${i}`,
  transcript: 'Baked twenty loaves before the market opened.',
  dateRecorded: new Date(0),
  isPrivate: false,
  dateUpdated: new Date(0),
});

describe('reading a journal for answers', () => {
  it('lets the event loop turn between slices of entries, so other requests are answered meanwhile', async () => {
    const rows = Array.from({ length: ENTRIES_PER_TURN * 3 }, (_, i) => row(i));
    let entries: IndexedEntry[] = [];
    const turns = await turnsDuring(async () => (entries = await analyseInTurns(rows, () => undefined)));
    expect(entries.map((e) => e.id)).toEqual(rows.map((r) => r.id));
    expect(entries[0]!.tf.get('loaf')).toBe(1);
    expect(turns).toBeGreaterThanOrEqual(2);
  });

  it('takes a capitalised word for a name only when the journal never writes it in lower case', () => {
    const index = journalIndex([
      { id: 'sign', transcript: 'Today Hannah painted the sign for the door: Mill Lane Pottery, in green.', day: '2026-03-16' },
      { id: 'year', transcript: 'About £6,800 from pottery this year.', day: '2025-12-28' },
    ]);
    expect([...index.names].sort()).toEqual(['hannah', 'lane', 'mill']);
  });

  it('keeps the analysis the caller still holds instead of reading the entry again', async () => {
    const [kept] = await analyseInTurns([row(1)], () => undefined);
    const [again] = await analyseInTurns([row(1)], () => kept);
    expect(again).toBe(kept);
  });
});

describe.each(BACKENDS)('preparing an inscription for answers (%s)', (kind) => {
  let env: ServiceTestEnv;
  let owner: Actor;
  let other: Actor;
  let inscriptionId: string;

  beforeAll(async () => {
    env = await createServiceTestEnv(kind);
    owner = await env.newActor();
    other = await env.newActor();
    inscriptionId = (await createInscription(owner, { name: 'Bakery', about: 'Work' })).id;
    await createEntry(owner, { inscriptionId, name: 'Market', transcript: 'Sold out of rye by ten.', dateRecorded: '2026-10-02T09:00:00Z' });
  });
  afterAll(() => env.close());

  it('reads the owner’s inscription once, however many ask for it at the same time', async () => {
    const [first, second] = await Promise.all([inscriptionIndex(owner, inscriptionId), inscriptionIndex(owner, inscriptionId)]);
    expect(second).toBe(first);
    expect(await prepareEvidence(owner, inscriptionId)).toBe(true);
    expect(await inscriptionIndex(owner, inscriptionId)).toBe(first);
    expect(first.df('rye')).toBe(1);
  });

  it('reads nothing of an inscription for another user', async () => {
    expect(await prepareEvidence(other, inscriptionId)).toBe(false);
    expect(await prepareEvidence(other, 'not-an-id')).toBe(false);
  });
});
