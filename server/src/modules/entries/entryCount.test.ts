import { BACKENDS, createTestEnv, gql, login, type Session, type TestEnv } from '../../test/helpers';
import { mutation } from '../../test/operations';

describe.each(BACKENDS)('stored entry count (%s)', (kind) => {
  let env: TestEnv;
  let s: Session;
  let counting = false;
  let statements: string[] = [];

  beforeAll(async () => {
    env = await createTestEnv(kind, {}, { onQuery: (sql) => void (counting && statements.push(sql)) });
    s = await login(env.app);
  });
  afterAll(async () => {
    await env.close();
  });

  const run = async (q: string, variables: Record<string, unknown>) => {
    const res = await gql(env.app, s, q, variables);
    expect(res.errors).toBeUndefined();
    return res.data;
  };
  const createInscription = async (name: string): Promise<string> =>
    (await run(mutation('createInscription', 'CreateInscriptionInput', 'inscription', 'id'), { input: { name, about: 'x' } }))
      .createInscription.inscription.id;
  const createEntry = async (inscriptionId: string, name: string): Promise<string> =>
    (await run(mutation('createInscriptionEntry', 'CreateInscriptionEntryInput', 'inscriptionEntry', 'id'), { input: { inscriptionId, name, transcript: `about ${name}` } }))
      .createInscriptionEntry.inscriptionEntry.id;
  const counts = async (): Promise<Record<string, number>> => {
    const data = await run('{ inscriptions { id entryCount } }', {});
    return Object.fromEntries(data.inscriptions.map((i: { id: string; entryCount: number }) => [i.id, i.entryCount]));
  };
  const stored = async (id: string) =>
    (await env.database.query<{ n: number }>('select entry_count as n from inscriptions where id = $1', [id]))[0]?.n;

  it('follows create, delete, move and cascades', async () => {
    const a = await createInscription('A');
    const b = await createInscription('B');
    const entries = [];
    for (let i = 0; i < 5; i++) entries.push(await createEntry(a, `e${i}`));
    await createEntry(b, 'b0');
    expect(await counts()).toMatchObject({ [a]: 5, [b]: 1 });

    await run(mutation('deleteInscriptionEntry', 'DeleteInscriptionEntryInput', 'inscriptionEntry', 'id'), { input: { id: entries[0] } });
    expect(await counts()).toMatchObject({ [a]: 4, [b]: 1 });

    // Moving an entry to another inscription moves the count too.
    await run(mutation('updateInscriptionEntry', 'UpdateInscriptionEntryInput', 'inscriptionEntry', 'id'), {
      input: { id: entries[1], inscriptionId: b },
    });
    expect(await counts()).toMatchObject({ [a]: 3, [b]: 2 });

    // Writes outside the resolvers (and a failed transaction) keep it right as well.
    await env.database.query('delete from inscription_entries where id = $1', [entries[2]]);
    expect(await stored(a)).toBe(2);
    await expect(
      env.database.query(
        `insert into inscription_entries (inscription_id, name) values ($1, 'ok'), ('00000000-0000-0000-0000-000000000000', 'fk fails')`,
        [a],
      ),
    ).rejects.toThrow();
    expect(await stored(a)).toBe(2);

    // Deleting the inscription cascades to its entries without error; the other count is untouched.
    await run(mutation('deleteInscription', 'DeleteInscriptionInput', 'inscription', 'id'), { input: { id: a } });
    expect(await counts()).toEqual({ [b]: 2 });
    const [{ n }] = await env.database.query<{ n: number }>(
      'select count(*)::int as n from inscription_entries where inscription_id = $1',
      [a],
    ) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('totalCount of the first page needs no count(*) over entries', async () => {
    const c = await createInscription('C');
    for (let i = 0; i < 7; i++) await createEntry(c, `c${i}`);
    statements = [];
    counting = true;
    const data = await run(
      `query($i: ID!) { inscriptionEntriesPaged(inscriptionId: $i, first: 3) { totalCount edges { node { id } } } inscription(inscriptionId: $i) { entryCount } }`,
      { i: c },
    );
    counting = false;
    expect(data.inscriptionEntriesPaged.totalCount).toBe(7);
    expect(data.inscriptionEntriesPaged.edges).toHaveLength(3);
    expect(data.inscription.entryCount).toBe(7);
    const app = statements.filter((q) => !/"oidc_payloads"|"account_credentials"/.test(q));
    expect(app.some((q) => /count\(/i.test(q))).toBe(false);
    expect(app.some((q) => /"inscription_entries"/.test(q))).toBe(true);
  });
});
