import { BACKENDS, createTestEnv, gql, login, type Session, type TestEnv } from '../../test/helpers';
import { mutation } from '../../test/operations';

const SEARCH = `query($i: ID!, $q: String!, $first: Int) {
  searchInscriptionEntries(inscriptionId: $i, query: $q, first: $first) { rank headline entry { id name } }
}`;

interface Hit {
  rank: number;
  headline: string;
  entry: { id: string; name: string };
}

describe.each(BACKENDS)('searchInscriptionEntries (%s)', (kind) => {
  let env: TestEnv;
  let s: Session;
  let inscriptionId: string;
  const ids: Record<string, string> = {};

  const search = async (q: string, session: Session = s, i = inscriptionId, first?: number) => {
    const res = await gql(env.app, session, SEARCH, { i, q, first });
    expect(res.errors).toBeUndefined();
    return res.data.searchInscriptionEntries as Hit[];
  };

  beforeAll(async () => {
    env = await createTestEnv(kind);
    s = await login(env.app);
    const ins = await gql(env.app, s, mutation('createInscription', 'CreateInscriptionInput', 'inscription', 'id'), {
      input: { name: 'Journal', about: 'x' },
    });
    inscriptionId = ins.data.createInscription.inscription.id;
    const entries = [
      ['transcriptOnly', 'Tuesday notes', 'Walked to the harbour and watched the boats come in.', '2026-01-03'],
      ['titleMatch', 'Harbour morning', 'Coffee, then a long walk along the coast.', '2026-01-01'],
      ['sells', 'Market day', 'She sells sea shells by the sea shore.', '2026-01-02'],
      ['unrelated', 'Gym', 'Leg day. Squats and lunges.', '2026-01-04'],
      ['tieOld', 'Garden', 'Planted tulips today.', '2026-01-05'],
      ['tieNew', 'Garden', 'Planted tulips today.', '2026-01-06'],
    ] as const;
    for (const [key, name, transcript, dateRecorded] of entries) {
      const res = await gql(env.app, s, mutation('createInscriptionEntry', 'CreateInscriptionEntryInput', 'inscriptionEntry', 'id'), {
        input: { inscriptionId, name, transcript, dateRecorded },
      });
      ids[key] = res.data.createInscriptionEntry.inscriptionEntry.id;
    }
  });
  afterAll(async () => {
    await env.close();
  });

  it('ranks a title match above a transcript match', async () => {
    const hits = await search('harbour');
    expect(hits.map((h) => h.entry.id)).toEqual([ids['titleMatch'], ids['transcriptOnly']]);
    expect(hits[0]!.rank).toBeGreaterThan(hits[1]!.rank);
  });

  it('stems words ("sell" finds "sells") and marks matches in the headline', async () => {
    const hits = await search('sell');
    expect(hits.map((h) => h.entry.id)).toEqual([ids['sells']]);
    expect(hits[0]!.headline).toContain('[[sells]]');
    expect(hits[0]!.headline).not.toMatch(/<b>|<\/b>/);
  });

  it('supports websearch syntax and breaks rank ties by dateRecorded desc', async () => {
    expect((await search('"planted tulips"')).map((h) => h.entry.id)).toEqual([ids['tieNew'], ids['tieOld']]);
    expect((await search('tulips -garden')).map((h) => h.entry.id)).toEqual([]);
    expect((await search('walk OR squats')).length).toBe(3);
    expect((await search('tulips', s, inscriptionId, 1)).map((h) => h.entry.id)).toEqual([ids['tieNew']]);
  });

  it('answers [] for a blank query, and refuses a query over 200 characters', async () => {
    expect(await search('   ')).toEqual([]);
    expect(await search('')).toEqual([]);
    const res = await gql(env.app, s, SEARCH, { i: inscriptionId, q: 'a'.repeat(201) });
    expect(res.errors?.[0]?.message).toMatch(/at most 200 characters/);
  });

  it("is [] for another user's inscription", async () => {
    const other = await login(env.app);
    expect(await search('harbour', other)).toEqual([]);
    expect(await search('harbour', s, 'not-a-uuid')).toEqual([]);
  });
});
