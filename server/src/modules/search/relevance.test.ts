import type { Actor } from '../actor';
import { createInscription } from '../inscriptions/service';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import { SEARCH_CANDIDATES, searchEntries } from './service';

/** The former query: every match ranked. The reference the bounded candidate set is measured against. */
const FULL_RANKING = `
  select id from inscription_entries
   where inscription_id = $1 and search @@ websearch_to_tsquery('english', $2)
   order by ts_rank_cd(search, websearch_to_tsquery('english', $2)) desc, date_recorded desc, id desc
   limit $3`;

const DAYS = [
  'The new espresso machine arrived and the crema is much better.',
  'Sold coffee at the farmers market and met a bakery owner.',
  'Rain kept customers away; planned a loyalty card instead.',
];
/** Matches: every third of the body entries, far more than SEARCH_CANDIDATES. */
const BODY_ENTRIES = 3000;

describe.each(BACKENDS)('search relevance against the full ranking (%s)', (kind) => {
  let env: ServiceTestEnv;
  let actor: Actor;
  let inscriptionId: string;
  const best: string[] = [];

  beforeAll(async () => {
    env = await createServiceTestEnv(kind);
    actor = await env.newActor();
    inscriptionId = (await createInscription(actor, { name: 'Café', about: 'Daily notes' })).id;
    await env.database.query(
      `insert into inscription_entries (inscription_id, name, transcript, date_recorded)
       select $1, 'Day ' || n, ($3::text[])[1 + n % cardinality($3::text[])] || ' Day ' || n || '.',
              now() - make_interval(mins => n)
         from generate_series(1, $2::int) as n`,
      [inscriptionId, BODY_ENTRIES, DAYS],
    );
    // The clearly most relevant entries: the words in the title, repeated, and older than every body match.
    const titles = ['Espresso crema, espresso crema', 'Espresso and crema tasting', 'Crema of the espresso'];
    for (const [n, name] of titles.entries()) {
      const [row] = await env.database.query<{ id: string }>(
        `insert into inscription_entries (inscription_id, name, transcript, date_recorded)
         values ($1, $2, 'Espresso, crema and espresso again: the crema held.', now() - interval '1 year' - make_interval(days => $3::int))
         returning id`,
        [inscriptionId, name, n],
      );
      best.push(row!.id);
    }
  });
  afterAll(async () => {
    await env.close();
  });

  const fullRanking = async (query: string, k: number) =>
    (await env.database.query<{ id: string }>(FULL_RANKING, [inscriptionId, query, k])).map((r) => r.id);

  it.each(['espresso crema', 'crema', 'espresso -machine'])('"%s": the same top 15 as ranking every match', async (query) => {
    expect(BODY_ENTRIES / DAYS.length).toBeGreaterThan(SEARCH_CANDIDATES);
    const hits = await searchEntries(actor, inscriptionId, query, 15);
    expect(hits.map((h) => h.entry.id)).toEqual(await fullRanking(query, 15));
  });

  it('puts the old entries with the words in their title first', async () => {
    const hits = await searchEntries(actor, inscriptionId, 'espresso crema', 15);
    expect(new Set(hits.slice(0, best.length).map((h) => h.entry.id))).toEqual(new Set(best));
    expect(hits[best.length]!.rank).toBeLessThan(hits[best.length - 1]!.rank);
  });
});
