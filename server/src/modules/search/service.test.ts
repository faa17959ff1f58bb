import type { Actor } from '../actor';
import { InputError } from '../errors';
import { createEntry } from '../entries/service';
import { createInscription } from '../inscriptions/service';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import { searchEntries } from './service';

describe.each(BACKENDS)('search service with an actor (%s)', (kind) => {
  let env: ServiceTestEnv;
  let a: Actor;
  let b: Actor;
  beforeAll(async () => {
    env = await createServiceTestEnv(kind);
    a = await env.newActor();
    b = await env.newActor();
  });
  afterAll(async () => {
    await env.close();
  });

  it("finds the owner's entries and nothing of another user's", async () => {
    const inscription = await createInscription(a, { name: 'Journal', about: 'Mine' });
    const entry = await createEntry(a, { inscriptionId: inscription.id, name: 'Launch', transcript: 'We shipped the rocket.' });
    const hits = await searchEntries(a, inscription.id, 'rocket', undefined);
    expect(hits.map((h) => h.entry)).toEqual([entry]);
    expect(hits[0]!.headline).toContain('[[rocket]]');
    expect(await searchEntries(b, inscription.id, 'rocket', undefined)).toEqual([]);
    await createEntry(a, { inscriptionId: inscription.id, name: 'Notes', transcript: '## Plan\n- **Paint** the _hangar_' });
    const [formatted] = await searchEntries(a, inscription.id, 'hangar', undefined);
    expect(formatted!.headline).toBe('Notes\nPlan\nPaint the [[hangar]]');
    await expect(searchEntries(a, inscription.id, 'x'.repeat(201), undefined)).rejects.toThrow(
      new InputError('"query" must be at most 200 characters (got 201).'),
    );
  });
});

describe.each(BACKENDS)('search filters (%s)', (kind) => {
  let env: ServiceTestEnv;
  let a: Actor;
  let b: Actor;
  beforeAll(async () => {
    env = await createServiceTestEnv(kind);
    a = await env.newActor();
    b = await env.newActor();
  });
  afterAll(async () => {
    await env.close();
  });

  it('narrows by recorded-at range, importance and privacy', async () => {
    const inscription = await createInscription(a, { name: 'Garden', about: 'Plants' });
    const add = (name: string, dateRecorded: string, flags: { isImportant?: boolean; isPrivate?: boolean } = {}) =>
      createEntry(a, { inscriptionId: inscription.id, name, transcript: 'The tomato plants grew.', dateRecorded, ...flags });
    const january = await add('January', '2026-01-15T12:00:00Z', { isImportant: true });
    const february = await add('February', '2026-02-15T12:00:00Z', { isPrivate: true });
    const march = await add('March', '2026-03-15T12:00:00Z', { isImportant: true, isPrivate: true });
    const names = async (filter: Parameters<typeof searchEntries>[4]) =>
      (await searchEntries(a, inscription.id, 'tomato', undefined, filter)).map((h) => h.entry.name).sort();

    expect(await names(null)).toEqual(['February', 'January', 'March']);
    expect(await names({ recordedFrom: '2026-02-01T00:00:00Z' })).toEqual(['February', 'March']);
    expect(await names({ recordedFrom: '2026-02-01T00:00:00Z', recordedTo: '2026-02-15T12:00:00Z' })).toEqual([
      'February',
    ]);
    expect(await names({ isImportant: true })).toEqual(['January', 'March']);
    expect(await names({ isPrivate: false })).toEqual(['January']);
    expect(await names({ isImportant: true, isPrivate: true })).toEqual(['March']);
    expect([january, february, march].every((e) => e.inscriptionId === inscription.id)).toBe(true);
    expect(await searchEntries(b, inscription.id, 'tomato', undefined, { isImportant: true })).toEqual([]);
    await expect(searchEntries(a, inscription.id, 'tomato', undefined, { recordedTo: 'soon' })).rejects.toThrow(
      new InputError('"recordedTo" must be an ISO 8601 date.'),
    );
  });
});
