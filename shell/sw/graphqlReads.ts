import { LISTS_CACHE, isReadQuery, listCacheKey } from './offlineRules';

interface GraphqlPost {
  request: Request;
  event: ExtendableEvent;
}

/**
 * A GraphQL POST through the worker. A read goes to the network, and its answer is kept for offline use
 * after it has been handed to the page: awaited, the cache's write held a returning visit's list reads
 * back 300–800 ms. Offline, a read gets the last answer to the same read. Mutations pass through.
 */
export async function answerGraphqlPost({ request, event }: GraphqlPost, origin: string): Promise<Response> {
  const body = await request.clone().text();
  if (!isReadQuery(body)) return fetch(request);
  try {
    const response = await fetch(request);
    if (response.ok) event.waitUntil(keepAnswer(origin, body, response.clone()));
    return response;
  } catch (error) {
    const kept = await caches.match(await listCacheKey(origin, body), { cacheName: LISTS_CACHE });
    if (kept) return kept;
    throw error;
  }
}

async function keepAnswer(origin: string, body: string, response: Response): Promise<void> {
  const cache = await caches.open(LISTS_CACHE);
  await cache.put(await listCacheKey(origin, body), response);
}
