import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** Distance (px) from an edge that counts as reaching it (spec section 9). */
export const SCROLL_THRESHOLD_PX = 1;

export function isAtBottom(el: HTMLElement, threshold = SCROLL_THRESHOLD_PX): boolean {
  return el.scrollTop + el.clientHeight >= el.scrollHeight - threshold;
}
export function isAtTop(el: HTMLElement, threshold = SCROLL_THRESHOLD_PX): boolean {
  return el.scrollTop <= threshold;
}

interface Options {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
  fetchPreviousPage: () => unknown;
  /** Changes whenever the rendered rows change (e.g. first id + last id + count). */
  itemsKey: string;
  /** Rows carry `data-entry-id`; the container is their offsetParent (position: relative). */
  rowSelector?: string;
}

/**
 * Two-way paging on a scroll container: reaching the bottom loads older items, reaching the top
 * loads newer ones. While pages are prepended (or dropped from the top by maxPages) the row the
 * user is looking at is kept at the same place on screen.
 */
export function useTwoWayScroll(
  containerRef: RefObject<HTMLElement | null>,
  {
    hasNextPage,
    hasPreviousPage,
    isFetching,
    fetchNextPage,
    fetchPreviousPage,
    itemsKey,
    rowSelector = '[data-entry-id]',
  }: Options,
) {
  const anchor = useRef<{ id: string; offset: number } | null>(null);

  const rememberAnchor = useCallback(() => {
    const el = containerRef.current;
    if (!el) return;
    const rows = Array.from(el.querySelectorAll<HTMLElement>(rowSelector));
    const row = rows.find((r) => r.offsetTop + r.offsetHeight > el.scrollTop) ?? rows[0];
    anchor.current = row ? { id: row.dataset.entryId ?? '', offset: row.offsetTop - el.scrollTop } : null;
  }, [containerRef, rowSelector]);

  const check = useCallback(() => {
    const el = containerRef.current;
    if (!el) return;
    rememberAnchor();
    if (isFetching) return;
    if (hasNextPage && isAtBottom(el)) void fetchNextPage();
    else if (hasPreviousPage && isAtTop(el)) void fetchPreviousPage();
  }, [containerRef, rememberAnchor, isFetching, hasNextPage, hasPreviousPage, fetchNextPage, fetchPreviousPage]);

  // Keep the anchored row in place when rows change above it.
  useLayoutEffect(() => {
    const el = containerRef.current;
    const a = anchor.current;
    if (!el || !a) return;
    const row = el.querySelector<HTMLElement>(`[data-entry-id="${CSS.escape(a.id)}"]`);
    if (row) el.scrollTop = row.offsetTop - a.offset;
  }, [containerRef, itemsKey]);

  // When a load ends while the view still sits at an edge (a short page that does not fill the box,
  // a scroll that happened during a fetch, a list opened at a pivot), continue without a new scroll event.
  useEffect(() => {
    const el = containerRef.current;
    if (!el || el.clientHeight === 0 || isFetching) return;
    if (hasNextPage && isAtBottom(el)) {
      rememberAnchor();
      void fetchNextPage();
    } else if (hasPreviousPage && isAtTop(el)) {
      rememberAnchor();
      void fetchPreviousPage();
    }
  }, [
    containerRef,
    itemsKey,
    isFetching,
    hasNextPage,
    hasPreviousPage,
    fetchNextPage,
    fetchPreviousPage,
    rememberAnchor,
  ]);

  return { onScroll: check, rememberAnchor };
}
