import { BACKENDS, createTestEnv, gql, login, type Session, type TestEnv } from '../test/helpers';
import { mutation } from '../test/operations';

const PAGE = `query($i: ID!, $first: Int, $after: Boolean, $pivot: ID) {
  inscriptionEntriesPaged(inscriptionId: $i, first: $first, after: $after, pivot: $pivot) {
    totalCount
    pageInfo { endCursor hasNextPage }
    edges { cursor node { id dateRecorded } }
  }
}`;

interface Page {
  totalCount: number;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  edges: { cursor: string; node: { id: string; dateRecorded: string } }[];
}

describe.each(BACKENDS)('entry paging (%s)', (kind) => {
  let env: TestEnv;
  let s: Session;
  let inscriptionId: string;
  /** Expected order: dateRecorded desc, id desc. */
  let expected: string[];

  const page = async (variables: Record<string, unknown>): Promise<Page> => {
    const res = await gql(env.app, s, PAGE, { i: inscriptionId, ...variables });
    expect(res.errors).toBeUndefined();
    return res.data.inscriptionEntriesPaged as Page;
  };

  beforeAll(async () => {
    env = await createTestEnv(kind);
    s = await login(env.app);
    const ins = await gql(env.app, s, mutation('createInscription', 'CreateInscriptionInput', 'inscription', 'id'), {
      input: { name: 'Paged', about: 'x' },
    });
    inscriptionId = ins.data.createInscription.inscription.id;
    const created: { id: string; date: string }[] = [];
    for (let n = 0; n < 40; n++) {
      // Every 4 entries share a dateRecorded, so the id tie-break matters; creation order is shuffled vs date order.
      const day = String(1 + ((n * 7) % 10)).padStart(2, '0');
      const date = `2026-03-${day}T12:00:00.000Z`;
      const res = await gql(env.app, s, mutation('createInscriptionEntry', 'CreateInscriptionEntryInput', 'inscriptionEntry', 'id'), {
        input: { inscriptionId, name: `Entry ${n}`, transcript: 't', dateRecorded: date },
      });
      created.push({ id: res.data.createInscriptionEntry.inscriptionEntry.id, date });
    }
    const rows = await env.database.query<{ id: string }>(
      'select id from inscription_entries where inscription_id = $1 order by date_recorded desc, id desc',
      [inscriptionId],
    );
    expected = rows.map((r) => r.id);
    expect(expected).toHaveLength(40);
  });
  afterAll(async () => {
    await env.close();
  });

  it('walks forward (after: true) over every entry exactly once, newest first', async () => {
    const seen: string[] = [];
    let pivot: string | null = null;
    for (let guard = 0; guard < 20; guard++) {
      const p: Page = await page({ first: 7, after: true, pivot });
      expect(p.totalCount).toBe(40);
      for (const e of p.edges) expect(e.cursor).toBe(e.node.id);
      seen.push(...p.edges.map((e) => e.node.id));
      if (!p.pageInfo.hasNextPage) break;
      pivot = p.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected);
    // newest first by dateRecorded
    const first = await page({ first: 40 });
    const dates = first.edges.map((e) => e.node.dateRecorded);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('walks backward (after: false) from the oldest entry, pages still newest first', async () => {
    const oldest = expected[expected.length - 1]!;
    const pages: string[][] = [];
    let pivot: string | null = oldest;
    for (let guard = 0; guard < 20; guard++) {
      const p: Page = await page({ first: 6, after: false, pivot });
      const idsOnPage = p.edges.map((e) => e.node.id);
      // each page is in newest-first order
      expect(idsOnPage).toEqual(expected.filter((id) => idsOnPage.includes(id)));
      pages.push(idsOnPage);
      if (!p.pageInfo.hasNextPage) break;
      expect(p.pageInfo.endCursor).toBe(idsOnPage[0]);
      pivot = p.pageInfo.endCursor;
    }
    const all = pages.reverse().flat();
    expect(all).toEqual(expected.slice(0, 39));
    expect(new Set(all).size).toBe(39);
  });

  it('pages around a middle pivot in both directions', async () => {
    const pivot = expected[20]!;
    const down = await page({ first: 5, after: true, pivot });
    expect(down.edges.map((e) => e.node.id)).toEqual(expected.slice(21, 26));
    expect(down.pageInfo.hasNextPage).toBe(true);
    const up = await page({ first: 5, after: false, pivot });
    expect(up.edges.map((e) => e.node.id)).toEqual(expected.slice(15, 20));
    expect(up.pageInfo.hasNextPage).toBe(true);
    const top = await page({ first: 50, after: false, pivot });
    expect(top.edges.map((e) => e.node.id)).toEqual(expected.slice(0, 20));
    expect(top.pageInfo.hasNextPage).toBe(false);
    const bottom = await page({ first: 50, after: true, pivot });
    expect(bottom.edges.map((e) => e.node.id)).toEqual(expected.slice(21));
    expect(bottom.pageInfo.hasNextPage).toBe(false);
  });

  it('answers the first page when there is no pivot, whatever after says', async () => {
    const down = await page({ first: 5, after: true });
    const up = await page({ first: 5, after: false });
    expect(down.edges.map((e) => e.node.id)).toEqual(expected.slice(0, 5));
    expect(up).toEqual(down);
    expect(down.pageInfo).toEqual({ endCursor: expected[4], hasNextPage: true });
  });

  it('treats an unknown or malformed pivot as an empty page', async () => {
    const unknown = await page({ first: 5, pivot: '00000000-0000-4000-8000-000000000000' });
    expect(unknown).toEqual({ totalCount: 40, pageInfo: { endCursor: null, hasNextPage: false }, edges: [] });
    const malformed = await page({ first: 5, pivot: 'abc' });
    expect(malformed.edges).toEqual([]);
  });

  it('pages inscriptions the same way', async () => {
    for (let n = 0; n < 5; n++) {
      await gql(env.app, s, mutation('createInscription', 'CreateInscriptionInput', 'inscription', 'id'), {
        input: { name: `I${n}`, about: 'x' },
      });
    }
    const q = `query($after: Boolean, $pivot: ID) { inscriptionsPaged(first: 2, after: $after, pivot: $pivot) {
      totalCount pageInfo { endCursor hasNextPage } edges { cursor node { id entryCount } } } }`;
    const all = await gql(env.app, s, '{ inscriptions { id } }');
    const ids = (all.data.inscriptions as { id: string }[]).map((i) => i.id);
    expect(ids).toHaveLength(6);
    const seen: string[] = [];
    let pivot: string | null = null;
    for (;;) {
      const res: { data: { inscriptionsPaged: Page } } = await gql(env.app, s, q, { after: true, pivot });
      const p: Page = res.data.inscriptionsPaged;
      expect(p.totalCount).toBe(6);
      seen.push(...p.edges.map((e) => e.node.id));
      if (!p.pageInfo.hasNextPage) break;
      pivot = p.pageInfo.endCursor;
    }
    expect(seen).toEqual(ids);
    const counts = await gql(env.app, s, '{ inscriptions { id entryCount } }');
    expect(counts.data.inscriptions.find((i: { id: string }) => i.id === inscriptionId).entryCount).toBe(40);
  });
});
