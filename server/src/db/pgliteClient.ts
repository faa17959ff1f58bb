/** The part of PGlite's `query` options that matters here. */
interface QueryOptions {
  parsers?: unknown;
}
type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;
interface Queryable {
  query: Query;
}
interface TransactionCapable extends Queryable {
  transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T>;
}

const withoutParsers =
  (query: Query): Query =>
  (text, params, options) =>
    query(text, params, options && { ...options, parsers: undefined });

/**
 * The PGlite client Drizzle is given: PGlite's `query` and `transaction` (all Drizzle's driver calls),
 * without the type parsers the driver sends with every query. PGlite copies its whole parser table to
 * merge them each time, which made the ownership check half again as slow. The parsers only
 * keep timestamps, dates and intervals as text for Drizzle to map; PGlite's own parse of timestamptz
 * gives the same Date, and the schema has no timestamp-without-zone, date or interval column.
 */
export function drizzleClient<C>(pglite: C): C {
  const client = pglite as C & TransactionCapable;
  const adapted: TransactionCapable = {
    query: withoutParsers(client.query.bind(client)),
    // The transaction keeps its other members (rollback, exec…); only `query` is replaced.
    transaction: (callback) =>
      client.transaction((tx) => callback(Object.assign(Object.create(tx) as Queryable, { query: withoutParsers(tx.query) }))),
  };
  return adapted as unknown as C;
}
