import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local SearXNG for tests: GET /search?q=…&format=json answers SearXNG's real JSON shape
 * ({ query, number_of_results, results: [{ url, title, content, engine, … }], answers, … }).
 * Without format=json it answers 403, as SearXNG does when json is not in `search.formats`.
 * What it answers is set per test with `reply`; every query received is recorded.
 */

export interface FakeSearxngResult {
  url: string;
  title: string;
  content: string;
}

export type FakeSearxngReply =
  | { kind: 'results'; results: FakeSearxngResult[] }
  | { kind: 'status'; status: number }
  /** A 200 whose body is not SearXNG's JSON. */
  | { kind: 'malformed' }
  /** Never answers (the client's timeout fires). */
  | { kind: 'hang' };

export interface FakeSearxng {
  /** e.g. http://127.0.0.1:PORT (SEARXNG_URL). */
  url: string;
  /** Every `q` received, oldest first. */
  queries: string[];
  reply(reply: FakeSearxngReply): void;
  close(): Promise<void>;
}

export async function startFakeSearxng(): Promise<FakeSearxng> {
  let current: FakeSearxngReply = { kind: 'results', results: [] };
  const queries: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/search') return res.writeHead(404).end('Not Found');
    if (url.searchParams.get('format') !== 'json') return res.writeHead(403).end('Forbidden');
    const q = url.searchParams.get('q') ?? '';
    queries.push(q);
    const reply = current;
    if (reply.kind === 'hang') return;
    if (reply.kind === 'status') return res.writeHead(reply.status).end();
    if (reply.kind === 'malformed') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>nope</html>');
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        query: q,
        number_of_results: reply.results.length,
        results: reply.results.map((r, i) => ({
          ...r,
          engine: 'duckduckgo',
          parsed_url: (() => {
            try {
              const u = new URL(r.url);
              return [u.protocol.replace(':', ''), u.host, u.pathname, '', u.search.slice(1), u.hash.slice(1)];
            } catch {
              return ['', '', r.url, '', '', ''];
            }
          })(),
          template: 'default.html',
          engines: ['duckduckgo'],
          positions: [i + 1],
          score: 1 / (i + 1),
          category: 'general',
        })),
        answers: [],
        corrections: [],
        infoboxes: [],
        suggestions: [],
        unresponsive_engines: [],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    queries,
    reply(reply) {
      current = reply;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
