import { operationNameOf, type GraphQLDocument } from '@inscriptions/shared/api';
import type { EntryListItem } from '../features/common/api/entries';

/** `n` entries, newest first: entry-1 is the newest. */
export function makeEntries(n: number): EntryListItem[] {
  const base = Date.UTC(2026, 0, 1);
  return Array.from({ length: n }, (_, i) => {
    const iso = new Date(base + (n - i) * 3_600_000).toISOString();
    return {
      __typename: 'InscriptionEntry' as const,
      id: `entry-${i + 1}`,
      inscriptionId: 'ins-1',
      name: `Entry ${i + 1}`,
      transcript: `Transcript of entry ${i + 1}`,
      preview: `Transcript of entry ${i + 1}`,
      isPrivate: i % 3 === 0,
      isImportant: false,
      isMuted: false,
      dateRecorded: iso,
      dateCreated: iso,
      dateUpdated: iso,
    };
  });
}

export function operationName(document: unknown): string {
  return operationNameOf(document as GraphQLDocument<unknown, never>) ?? '';
}

/** The server's keyset paging over a newest-first list (see server/src/modules/paging.ts). */
export function pageOf(
  all: EntryListItem[],
  { first = 15, after = true, pivot = null }: { first?: number | null; after?: boolean | null; pivot?: string | null },
) {
  const size = first ?? 15;
  let rows: EntryListItem[];
  let hasNextPage: boolean;
  if (!pivot) {
    rows = all.slice(0, size);
    hasNextPage = all.length > size;
  } else {
    const at = all.findIndex((e) => e.id === pivot);
    if (at < 0) return { edges: [], pageInfo: { endCursor: null, hasNextPage: false }, totalCount: all.length };
    if (after !== false) {
      rows = all.slice(at + 1, at + 1 + size);
      hasNextPage = all.length > at + 1 + size;
    } else {
      const start = Math.max(0, at - size);
      rows = all.slice(start, at);
      hasNextPage = start > 0;
    }
  }
  const edges = rows.map((node) => ({ node, cursor: node.id }));
  const endEdge = after !== false || !pivot ? edges[edges.length - 1] : edges[0];
  return { edges, pageInfo: { endCursor: endEdge?.cursor ?? null, hasNextPage }, totalCount: all.length };
}
