import { eq, gt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { inscriptions } from '../../db/schema';
import type { Actor } from '../actor';
import type { ArchiveJson, DataFile } from './archive';

/*
 * The zip's JSON data files, each written as a stream of array items read page by page (keyset on id),
 * so an export's memory stays flat whatever the account's size.
 */

export const PAGE = 500;
export const iso = (d: Date) => d.toISOString();
export type Item<K extends DataFile> = ArchiveJson[K] extends (infer T)[] ? T : never;

/** Rows of a query, PAGE at a time, in id order; `page(after)` reads the rows with an id after `after`. */
export async function* paged<T>(
  page: (after: SQL | undefined) => Promise<T[]>,
  id: PgColumn,
  idOf: (row: T) => string,
): AsyncGenerator<T[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await page(after === null ? undefined : gt(id, after));
    if (rows.length) yield rows;
    if (rows.length < PAGE) return;
    after = idOf(rows[rows.length - 1]!);
  }
}

/** A JSON array, one item per line, from pages of items. */
export async function* jsonArray(pages: AsyncIterable<unknown[]>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const items of pages) {
    for (const item of items) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(item)}`;
      first = false;
    }
  }
  yield '\n]\n';
}

export const mine = (actor: Actor) => eq(inscriptions.userId, actor.userId);
