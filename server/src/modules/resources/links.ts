import LinkifyIt from 'linkify-it';
import { isHttpUrl } from '@inscriptions/contracts';

// Only links written with their scheme: a fuzzy "example.com" in a transcript is too often a word.
const linkify = new LinkifyIt().set({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });

/** The http(s) URLs written in a text, in order, each once. */
export function httpLinksIn(text: string): string[] {
  const urls = (linkify.match(text) ?? []).map((m) => m.url).filter(isHttpUrl);
  return [...new Set(urls)];
}

/** The key two spellings of one link share: the URL as parsed, without a fragment. */
export function linkKey(url: string): string {
  const parsed = new URL(url.trim());
  parsed.hash = '';
  return parsed.href;
}
