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
    await expect(searchEntries(a, inscription.id, 'x'.repeat(201), undefined)).rejects.toThrow(
      new InputError('"query" must be at most 200 characters (got 201).'),
    );
  });
});
