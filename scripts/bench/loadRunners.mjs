// How the load benchmark measures: autocannon over GraphQL per scenario, and whole sign-ins.
import { requireFromServer } from './benchServer.mjs';
import { CONNECTIONS, DURATION_S } from './loadSettings.mjs';
import { signIn } from './loadUsers.mjs';

const autocannon = requireFromServer('autocannon');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const ENTRY_FIELDS = 'id name transcript isPrivate isImportant dateRecorded';
export const SCENARIOS = {
  'list inscriptions': () => ({ query: '{ inscriptions { id name entryCount } }', variables: {} }),
  'page entries': (user) => ({
    query: `query($id: ID!) { inscriptionEntriesPaged(inscriptionId: $id, first: 15) { totalCount pageInfo { endCursor hasNextPage } edges { cursor node { ${ENTRY_FIELDS} } } } }`,
    variables: { id: user.inscriptionId },
  }),
  search: (user) => ({
    query: `query($id: ID!, $q: String!) { searchInscriptionEntries(inscriptionId: $id, query: $q, first: 15) { rank headline entry { ${ENTRY_FIELDS} } } }`,
    variables: { id: user.inscriptionId, q: 'espresso crema' },
  }),
  'create entry': (user) => ({
    query: 'mutation($input: CreateInscriptionEntryInput!) { createInscriptionEntry(input: $input) { code } }',
    variables: { input: { inscriptionId: user.inscriptionId, name: 'Load entry', transcript: 'Written under load.' } },
  }),
};

/** autocannon over GraphQL, each request from the next user; exact percentiles from every latency. */
export function graphqlLoad(base, users, build) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let turn = 0;
    const instance = autocannon(
      {
        url: `${base}/graphql`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        timeout: 60,
        requests: [
          {
            method: 'POST',
            setupRequest(request) {
              const user = users[turn++ % users.length];
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  host: 'localhost:8080',
                  authorization: `Bearer ${user.token}`,
                },
                body: JSON.stringify(build(user)),
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          rps: result.requests.average,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          errors: result.errors + result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
}

/** Whole sign-ins (6 requests and one password hash each) by many users at once for DURATION_S. */
export async function signInLoad(base, users) {
  const latencies = [];
  let errors = 0;
  const until = Date.now() + DURATION_S * 1000;
  const parallel = Math.min(users.length, 10);
  await Promise.all(
    Array.from({ length: parallel }, async (_, lane) => {
      for (let n = lane; Date.now() < until; n += parallel) {
        const started = performance.now();
        try {
          await signIn(base, users[n % users.length].email);
          latencies.push(performance.now() - started);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / DURATION_S, p50: percentile(latencies, 50), p95: percentile(latencies, 95), errors };
}
