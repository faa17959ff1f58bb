import { AiError } from './engines/types';

/** A web page found for a question; cited as [n] and stored in a message's externalSources. */
export interface WebSource {
  url: string;
  title: string;
  snippet: string;
}

export interface WebSearch {
  search(query: string, options?: { limit?: number; signal?: AbortSignal }): Promise<WebSource[]>;
}

interface SearxngResult {
  url?: unknown;
  title?: unknown;
  content?: unknown;
}

/**
 * SearXNG's JSON API (`GET <SEARXNG_URL>/search?q=…&format=json`; the instance must list `json` in
 * `search.formats`). Only http(s) results are kept. A slow, failing or malformed answer is an AiError.
 */
export function searxng(baseUrl: string, timeoutMs = 8000): WebSearch {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async search(query, options = {}) {
      const url = `${base}/search?${new URLSearchParams({ q: query, format: 'json' }).toString()}`;
      const signals = [AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])];
      let body: unknown;
      try {
        const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.any(signals) });
        if (!response.ok) throw new AiError(`The web search answered ${response.status}.`);
        body = await response.json();
      } catch (err) {
        if (err instanceof AiError) throw err;
        throw new AiError('The web search did not answer. Please try again.', { cause: err });
      }
      const results = (body as { results?: unknown }).results;
      if (!Array.isArray(results)) throw new AiError('The web search gave a malformed answer.');
      return (results as SearxngResult[])
        .filter((r) => typeof r.url === 'string' && /^https?:\/\//.test(r.url))
        .slice(0, options.limit ?? 5)
        .map((r) => ({
          url: r.url as string,
          title: typeof r.title === 'string' ? r.title : (r.url as string),
          snippet: typeof r.content === 'string' ? r.content : '',
        }));
    },
  };
}
