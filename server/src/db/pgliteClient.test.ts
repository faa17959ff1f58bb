import { eq } from 'drizzle-orm';
import { createDatabase, schema } from './index';
import { drizzleClient } from './pgliteClient';

describe("the PGlite client Drizzle is given", () => {
  it("sends queries, in and out of transactions, without Drizzle's per-query parsers", async () => {
    const seen: unknown[] = [];
    const query = jest.fn(async (_text: string, _params?: unknown[], options?: unknown) => {
      seen.push(options);
      return { rows: [] };
    });
    const pglite = { query, transaction: async <T>(callback: (tx: { query: typeof query; rollback(): void }) => Promise<T>) => callback({ query, rollback: () => undefined }) };
    const client = drizzleClient(pglite);
    await client.query('select 1', [], { rowMode: 'array', parsers: { 1184: (value: string) => value } });
    await client.transaction(async (tx) => {
      await tx.query('select 2', [], { rowMode: 'object', parsers: { 1184: (value: string) => value } });
      expect(typeof tx.rollback).toBe('function');
    });
    expect(seen).toEqual([
      { rowMode: 'array', parsers: undefined },
      { rowMode: 'object', parsers: undefined },
    ]);
  });

  it('reads timestamps as the same instants as before, through Drizzle and in a transaction', async () => {
    const database = await createDatabase({ databaseUrl: 'memory://', dataDir: '' });
    try {
      await database.migrate();
      const [account] = await database.query<{ id: string }>(`insert into accounts (email) values ('t@example.com') returning id`);
      const created = new Date('2026-03-29T00:59:59.123Z');
      const [inscription] = await database.db
        .insert(schema.inscriptions)
        .values({ userId: account!.id, name: 'Time', about: 'Kept to the millisecond', dateCreated: created })
        .returning();
      expect(inscription!.dateCreated).toBeInstanceOf(Date);
      expect(inscription!.dateCreated.toISOString()).toBe(created.toISOString());
      const inTransaction = await database.db.transaction((tx) =>
        tx.select().from(schema.inscriptions).where(eq(schema.inscriptions.id, inscription!.id)),
      );
      expect(inTransaction[0]!.dateCreated.toISOString()).toBe(created.toISOString());
      const [raw] = await database.query<{ date_created: Date }>('select date_created from inscriptions where id = $1', [inscription!.id]);
      expect(raw!.date_created.toISOString()).toBe(created.toISOString());
    } finally {
      await database.close();
    }
  });
});
