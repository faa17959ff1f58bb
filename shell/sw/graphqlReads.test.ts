/** @jest-environment node */
import { answerGraphqlPost } from './graphqlReads';
import { LISTS_CACHE } from './offlineRules';

const ORIGIN = 'https://app.example';
const READ = JSON.stringify({ query: 'query Inscriptions { inscriptions { id } }' });
const MUTATION = JSON.stringify({ query: 'mutation Create { createEntry(input: {}) { id } }' });

/** Cache Storage with one cache, whose writes finish only once `finishWrites` is called. */
function fakeCaches() {
  const kept = new Map<string, Response>();
  let finishWrites = () => {};
  const writesFinished = new Promise<void>((finish) => (finishWrites = finish));
  const cache = {
    put: async (key: string, response: Response) => {
      await writesFinished;
      kept.set(key, response);
    },
  };
  return {
    kept,
    finishWrites: () => finishWrites(),
    storage: {
      open: async (name: string) => (name === LISTS_CACHE ? cache : Promise.reject(new Error(name))),
      match: async (key: string, options?: { cacheName?: string }) =>
        options?.cacheName === LISTS_CACHE ? kept.get(key)?.clone() : undefined,
    },
  };
}

function post(body: string) {
  const waited: Array<Promise<unknown>> = [];
  const event = { waitUntil: (promise: Promise<unknown>) => waited.push(promise) } as unknown as ExtendableEvent;
  return { options: { request: new Request(`${ORIGIN}/graphql`, { method: 'POST', body }), event }, waited };
}

const network = jest.fn<Promise<Response>, [Request]>();
let storage: ReturnType<typeof fakeCaches>;

beforeEach(() => {
  storage = fakeCaches();
  network.mockReset();
  Object.assign(globalThis, { fetch: network, caches: storage.storage });
});

test('a read is answered while the cache is still writing it, and kept once the write ends', async () => {
  network.mockResolvedValue(new Response('{"data":{"inscriptions":[]}}', { status: 200 }));
  const { options, waited } = post(READ);

  const response = await answerGraphqlPost(options, ORIGIN);

  expect(await response.text()).toBe('{"data":{"inscriptions":[]}}');
  expect(storage.kept.size).toBe(0);
  expect(waited).toHaveLength(1);
  storage.finishWrites();
  await Promise.all(waited);
  expect(storage.kept.size).toBe(1);
});

test('offline, a read gets the last answer to the same read; another read fails', async () => {
  network.mockResolvedValueOnce(new Response('{"data":{"inscriptions":[{"id":"1"}]}}', { status: 200 }));
  const first = post(READ);
  await answerGraphqlPost(first.options, ORIGIN);
  storage.finishWrites();
  await Promise.all(first.waited);

  network.mockRejectedValue(new TypeError('Failed to fetch'));
  const offline = await answerGraphqlPost(post(READ).options, ORIGIN);
  expect(await offline.json()).toEqual({ data: { inscriptions: [{ id: '1' }] } });
  await expect(answerGraphqlPost(post(READ.replace('id', 'title')).options, ORIGIN)).rejects.toThrow('Failed to fetch');
});

test('a failed read and a mutation are never kept', async () => {
  network.mockResolvedValueOnce(new Response('{"errors":[]}', { status: 500 }));
  const failed = post(READ);
  expect((await answerGraphqlPost(failed.options, ORIGIN)).status).toBe(500);
  network.mockResolvedValueOnce(new Response('{"data":{"createEntry":{"id":"2"}}}', { status: 200 }));
  const mutation = post(MUTATION);
  await answerGraphqlPost(mutation.options, ORIGIN);

  expect(network).toHaveBeenCalledTimes(2);
  expect(failed.waited).toHaveLength(0);
  expect(mutation.waited).toHaveLength(0);
});
