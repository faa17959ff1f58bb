/** The page a navigation answers when there is no network (precached). */
export const OFFLINE_PAGE = '/offline.html';
/** The last answers to GraphQL reads (the lists), emptied when a session ends (shell/src/app/serviceWorker.ts). */
export const LISTS_CACHE = 'inscriptions-lists';

/** Content-hashed file names (e.g. 412.3f2a9c1b.js) never change once built. */
export function isHashedFile(pathname: string): boolean {
  return /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|webp)$/i.test(pathname);
}

/** A GraphQL request body holding a query (a read), not a mutation or a subscription. */
export function isReadQuery(body: string): boolean {
  try {
    const { query } = JSON.parse(body) as { query?: unknown };
    return typeof query === 'string' && /^\s*(query\b|\{)/.test(query.replace(/^\s*(#[^\n]*\n\s*)*/, ''));
  } catch {
    return false;
  }
}

/** A GET cache key for a GraphQL read (the Cache API keeps no POST): the SHA-256 of its body. */
export async function listCacheKey(origin: string, body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${origin}/__offline/graphql/${hex}`;
}
