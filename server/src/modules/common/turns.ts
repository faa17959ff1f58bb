import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Entries read between two turns of the event loop (15–50 ms of wink's work on a 2-core machine): a
 * journal of thousands of entries takes seconds to read, and the server answers other requests meanwhile.
 */
export const ENTRIES_PER_TURN = 25;

/** `work` on each item, in order, ENTRIES_PER_TURN at a time with a turn of the event loop between. */
export async function mapInTurns<T, R>(items: readonly T[], work: (item: T) => R): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += ENTRIES_PER_TURN) {
    if (i > 0) await nextTurn();
    for (const item of items.slice(i, i + ENTRIES_PER_TURN)) out.push(work(item));
  }
  return out;
}
