import { failedTo } from '@inscriptions/contracts';
import {
  gqlRequest,
  infiniteQueryOptions,
  queryKeys,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@inscriptions/shared/api';
import { ENTRIES_PAGE_SIZE } from '@inscriptions/shared/constants';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { inscriptionEntriesPagedDocument } from './operations';
import type { inscriptionEntryFieldsFragment } from './operations';

/** One entry as every operation of this area returns it (the shared fragment). */
export type EntryListItem = ResultOf<typeof inscriptionEntryFieldsFragment>;

export const FAILED_TO_GET_ENTRIES = failedTo('get', 'inscription entries');

/** Keep at most this many pages (15 entries each) in memory and in the DOM. */
export const MAX_ENTRY_PAGES = 4;

/** Where a page starts: `pivot: null` is the newest page; `after: true` = older than pivot, `false` = newer. */
export interface EntryPageParam {
  after: boolean;
  pivot: string | null;
  /**
   * The first page of a list opened at `?pivot=`: it starts with the pivot entry itself (the server's
   * pages exclude their pivot). Resolved by `fetchEntryPage` into an ordinary param, kept in `page.param`.
   */
  includePivot?: boolean;
}

export interface EntryPage {
  param: EntryPageParam;
  entries: EntryListItem[];
  /** More items exist beyond this page in the direction it was fetched. */
  hasMore: boolean;
  totalCount: number;
}

export type EntryListData = InfiniteData<EntryPage, EntryPageParam>;

export const NEWEST_PAGE: EntryPageParam = { after: true, pivot: null };

/**
 * The page that starts with the pivot entry is the page after its nearest newer neighbour, or the newest
 * page when it has none. An unknown pivot also has none, so the list then opens at the newest entries.
 */
async function resolvePivotParam(inscriptionId: string, pivot: string, signal?: AbortSignal): Promise<EntryPageParam> {
  const res = await gqlRequest(
    inscriptionEntriesPagedDocument,
    { inscriptionId, first: 1, after: false, pivot },
    { signal },
  );
  const newer = res.inscriptionEntriesPaged.edges[0]?.node.id;
  return newer ? { after: true, pivot: newer } : NEWEST_PAGE;
}

export async function fetchEntryPage(
  inscriptionId: string,
  requested: EntryPageParam,
  signal?: AbortSignal,
): Promise<EntryPage> {
  const param =
    requested.includePivot && requested.pivot
      ? await resolvePivotParam(inscriptionId, requested.pivot, signal)
      : requested;
  const res = await gqlRequest(
    inscriptionEntriesPagedDocument,
    { inscriptionId, first: ENTRIES_PAGE_SIZE, after: param.after, pivot: param.pivot },
    { signal },
  );
  const conn = res.inscriptionEntriesPaged;
  return {
    param,
    entries: conn.edges.map((e) => e.node),
    hasMore: conn.pageInfo.hasNextPage,
    totalCount: conn.totalCount,
  };
}

/** Older entries: after the last item of the last page, unless we know we reached the end. */
export function getNextPageParam(lastPage: EntryPage): EntryPageParam | undefined {
  const last = lastPage.entries[lastPage.entries.length - 1];
  if (!last) return undefined;
  // A page fetched towards older items knows whether more follow; a page fetched towards newer
  // items was fetched before an existing pivot, so older items certainly exist.
  if (lastPage.param.after && !lastPage.hasMore) return undefined;
  return { after: true, pivot: last.id };
}

/** Newer entries: before the first item, unless the first page is the newest one. */
export function getPreviousPageParam(firstPage: EntryPage): EntryPageParam | undefined {
  const first = firstPage.entries[0];
  if (!first) return undefined;
  if (firstPage.param.after && firstPage.param.pivot === null) return undefined;
  if (!firstPage.param.after && !firstPage.hasMore) return undefined;
  return { after: false, pivot: first.id };
}

/** Every loaded entry once, newest first (pages can overlap after local inserts). */
export function flattenEntries(data: { pages: EntryPage[] } | undefined): EntryListItem[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: EntryListItem[] = [];
  for (const page of data.pages) {
    for (const entry of page.entries) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      out.push(entry);
    }
  }
  return out;
}

/** Two-way infinite list of an inscription's entries (newest first), bounded to `maxPages`. */
/** The entry list's read, opened at `pivot` or at the newest entry: the list's hook and its page's prefetch. */
export function entryListQuery(
  inscriptionId: string,
  { pivot = null, maxPages = MAX_ENTRY_PAGES }: { pivot?: string | null; maxPages?: number } = {},
) {
  return infiniteQueryOptions({
    queryKey: queryKeys.entries.list(inscriptionId, pivot),
    queryFn: ({ pageParam, signal }) => fetchEntryPage(inscriptionId, pageParam, signal),
    initialPageParam: pivot ? { after: true, pivot, includePivot: true } : NEWEST_PAGE,
    getNextPageParam,
    getPreviousPageParam,
    maxPages,
    enabled: inscriptionId !== '',
  });
}

export function useEntryList(inscriptionId: string, options: { pivot?: string | null; maxPages?: number } = {}) {
  return useInfiniteQuery(entryListQuery(inscriptionId, options));
}

const byDateDesc = (a: EntryListItem, b: EntryListItem) =>
  a.dateRecorded < b.dateRecorded ? 1 : a.dateRecorded > b.dateRecorded ? -1 : a.id < b.id ? 1 : -1;

/**
 * A created entry goes to the top of the cached list (sorted by dateRecorded, newest first).
 * Only the newest page is touched; a window scrolled away from the top picks it up when it
 * pages back to the top.
 */
export function insertEntryInList(queryClient: QueryClient, inscriptionId: string, entry: EntryListItem): void {
  queryClient.setQueryData<EntryListData>(queryKeys.entries.list(inscriptionId), (data) => {
    if (!data) return data;
    const [first, ...rest] = data.pages;
    if (!first || !(first.param.after && first.param.pivot === null)) return data;
    const without = first.entries.filter((e) => e.id !== entry.id);
    const entries = [...without, entry].sort(byDateDesc);
    return {
      ...data,
      pages: [{ ...first, entries, totalCount: first.totalCount + 1 }, ...rest],
    };
  });
}

/** Replaces an edited entry in every cached page (re-sorting the page it lives in). */
export function replaceEntryInList(queryClient: QueryClient, inscriptionId: string, entry: EntryListItem): void {
  queryClient.setQueriesData<EntryListData>({ queryKey: queryKeys.entries.list(inscriptionId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) =>
            p.entries.some((e) => e.id === entry.id)
              ? { ...p, entries: p.entries.map((e) => (e.id === entry.id ? entry : e)).sort(byDateDesc) }
              : p,
          ),
        }
      : data,
  );
}

/** Removes a deleted entry from every cached page. */
export function removeEntryFromList(queryClient: QueryClient, inscriptionId: string, entryId: string): void {
  queryClient.setQueriesData<EntryListData>({ queryKey: queryKeys.entries.list(inscriptionId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) =>
            p.entries.some((e) => e.id === entryId)
              ? { ...p, entries: p.entries.filter((e) => e.id !== entryId), totalCount: Math.max(0, p.totalCount - 1) }
              : p,
          ),
        }
      : data,
  );
}
