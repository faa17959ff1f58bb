// The real server, built, plus two bench-only routes in the same process: a bulk seeder and
// the plain-SQL twin of the first page of `inscriptionEntriesPaged`, so both are measured alike.
const { join } = require('node:path');
const { buildApp, loadConfig, createDatabase } = require(join(__dirname, '../../server/dist/index.js'));

// The statements the resolvers run, without GraphQL: ownership (which carries the stored entry
// count), then one keyset page; or ownership, then the ranked full-text search.
const OWNER_SQL = 'select id, entry_count from inscriptions where id = $1 and user_id = $2';
const FIRST_PAGE_SQL = `
  select id, inscription_id, name, transcript, is_muted, is_private, is_important,
         date_recorded, date_created, date_updated
    from inscription_entries
   where inscription_id = $1
   order by date_recorded desc, id desc
   limit 16`;
// Ranks only the candidates (modules/search/service.ts): the newest 200 matches and the newest 200 title matches.
const SEARCH_SQL = `
  select e.id, e.inscription_id, e.name, e.transcript, e.is_muted, e.is_private, e.is_important,
         e.date_recorded, e.date_created, e.date_updated, page.rank,
         ts_headline('english', e.name || E'\\n' || e.transcript, websearch_to_tsquery('english', $2),
                     'StartSel=[[, StopSel=]], MaxFragments=2, MaxWords=20, MinWords=5') as headline
    from (select id, date_recorded, ts_rank_cd(search, websearch_to_tsquery('english', $2)) as rank
            from inscription_entries
           where id in ((select id from inscription_entries
                          where inscription_id = $1 and search @@ websearch_to_tsquery('english', $2)
                          order by date_recorded desc, id desc limit 200)
                        union
                        (select id from inscription_entries
                          where inscription_id = $1 and to_tsvector('english'::regconfig, name) @@ websearch_to_tsquery('english', $2)
                          order by date_recorded desc, id desc limit 200))
           order by rank desc, date_recorded desc, id desc
           limit 15) page
    join inscription_entries e on e.id = page.id
   order by page.rank desc, e.date_recorded desc, e.id desc`;
// A journal's worth of different days, so that a search matches some entries and not others.
const DAYS = [
  'Sold coffee at the farmers market and met a bakery owner.',
  'Rain kept customers away; planned a loyalty card instead.',
  'The new espresso machine arrived and the crema is much better.',
  'Tried an oat milk latte special; students loved it.',
  'Pricing experiment: bundles of pastry and coffee sold out by noon.',
  'Accountant meeting about quarterly taxes and the van lease.',
  'Festival permit approved for the summer season.',
];

async function main() {
  const config = loadConfig(process.env);
  const database = await createDatabase(config);
  await database.migrate();
  const app = await buildApp(config, { db: database });

  app.post('/bench/seed', async (request) => {
    const { inscriptionId, count } = request.body;
    await database.query(
      `insert into inscription_entries (inscription_id, name, transcript, date_recorded)
       select $1, 'Day ' || n, ($3::text[])[1 + n % cardinality($3::text[])] || ' Day ' || n || '.',
              now() - make_interval(mins => n)
         from generate_series(1, $2::int) as n`,
      [inscriptionId, count, DAYS],
    );
    // The statistics PostgreSQL's autovacuum would gather after a bulk insert (on PGlite, which has no
    // autovacuum, the daily maintenance job's VACUUM ANALYZE does): the search plan depends on them.
    await database.query('analyze inscription_entries');
    return { seeded: count };
  });

  app.get('/bench/entries-sql', async (request, reply) => {
    const { inscriptionId, userId } = request.query;
    const [owned] = await database.query(OWNER_SQL, [inscriptionId, userId]);
    if (!owned) return reply.code(404).send();
    const rows = await database.query(FIRST_PAGE_SQL, [inscriptionId]);
    return { totalCount: owned.entry_count, hasNextPage: rows.length > 15, rows: rows.slice(0, 15) };
  });

  app.get('/bench/search-sql', async (request, reply) => {
    const { inscriptionId, userId, q } = request.query;
    const [owned] = await database.query(OWNER_SQL, [inscriptionId, userId]);
    if (!owned) return reply.code(404).send();
    return { hits: await database.query(SEARCH_SQL, [inscriptionId, q]) };
  });

  await app.listen({ port: config.port, host: '127.0.0.1' });
  process.send?.({ ready: true });
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
