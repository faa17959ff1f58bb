// The server figures (b) and (d): a GraphQL query against the plain-SQL route that returns the same rows.
import { requireFromServer } from './benchServer.mjs';
import { BASE, DURATION_S, ENTRY_COUNT, LARGE_ENTRY_COUNT, SEARCH_QUERY } from './benchSettings.mjs';

const autocannon = requireFromServer('autocannon');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs autocannon and computes exact percentiles from every response's latency. */
function load(title, options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    // A generous timeout: a slow figure is reported, not turned into an error.
    const instance = autocannon({ connections: 10, duration: DURATION_S, timeout: 60, ...options }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      }
      latencies.sort((a, b) => a - b);
      resolve({ title, p50: percentile(latencies, 50), p95: percentile(latencies, 95), rps: result.requests.average });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

const ENTRY_FIELDS =
  'id inscriptionId name transcript isMuted isPrivate isImportant dateRecorded dateCreated dateUpdated';

function graphqlLoad(account, query, variables) {
  return {
    url: `${BASE}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.accessToken}` },
    body: JSON.stringify({ query, variables }),
  };
}

const firstPageQuery = `query($inscriptionId: ID!) {
  inscriptionEntriesPaged(inscriptionId: $inscriptionId, first: 15) {
    totalCount pageInfo { endCursor hasNextPage } edges { cursor node { ${ENTRY_FIELDS} } }
  }
}`;
const searchQuery = `query($inscriptionId: ID!, $query: String!) {
  searchInscriptionEntries(inscriptionId: $inscriptionId, query: $query, first: 15) {
    rank headline entry { ${ENTRY_FIELDS} }
  }
}`;

/** Each pair measured back to back, after a warm-up of both (JIT, plan cache). */
async function comparePair(heading, viaGraphqlTitle, graphqlRequest, sqlTitle, sqlRequest) {
  await load('warm-up', { ...graphqlRequest, duration: 2 });
  await load('warm-up', { ...sqlRequest, duration: 2 });
  const viaGraphql = await load(viaGraphqlTitle, graphqlRequest);
  const viaSql = await load(sqlTitle, sqlRequest);
  console.info(`\n${heading}, ${DURATION_S} s each, 10 connections, loopback`);
  for (const r of [viaGraphql, viaSql]) {
    console.info(
      `    ${r.title.padEnd(44)} p50 ${r.p50.toFixed(2).padStart(7)} ms  p95 ${r.p95.toFixed(2).padStart(7)} ms  ${r.rps.toFixed(0).padStart(6)} req/s`,
    );
  }
  console.info(
    `    ratio GraphQL / SQL: throughput ${(viaGraphql.rps / viaSql.rps).toFixed(2)}×, p50 ${(viaGraphql.p50 / viaSql.p50).toFixed(2)}×, p95 ${(viaGraphql.p95 / viaSql.p95).toFixed(2)}×`,
  );
}

export async function measureSearch(account) {
  const owner = `userId=${account.accountId}`;
  await comparePair(
    `(d) Search "${SEARCH_QUERY}" over ${LARGE_ENTRY_COUNT.toLocaleString('en')} entries (best 15)`,
    'searchInscriptionEntries (GraphQL)',
    graphqlLoad(account, searchQuery, { inscriptionId: account.largeInscriptionId, query: SEARCH_QUERY }),
    'direct SQL route',
    {
      url: `${BASE}/bench/search-sql?inscriptionId=${account.largeInscriptionId}&${owner}&q=${encodeURIComponent(SEARCH_QUERY)}`,
    },
  );
}

export async function measureEntries(account) {
  const owner = `userId=${account.accountId}`;
  await comparePair(
    `(b) First page of 15 of ${ENTRY_COUNT.toLocaleString('en')} entries`,
    'inscriptionEntriesPaged (GraphQL)',
    graphqlLoad(account, firstPageQuery, { inscriptionId: account.inscriptionId }),
    'plain HTTP route, same rows from SQL',
    { url: `${BASE}/bench/entries-sql?inscriptionId=${account.inscriptionId}&${owner}` },
  );
  await comparePair(
    `(d) First page of 15 of ${LARGE_ENTRY_COUNT.toLocaleString('en')} entries in one inscription`,
    'inscriptionEntriesPaged (GraphQL)',
    graphqlLoad(account, firstPageQuery, { inscriptionId: account.largeInscriptionId }),
    'direct SQL route',
    { url: `${BASE}/bench/entries-sql?inscriptionId=${account.largeInscriptionId}&${owner}` },
  );
}
