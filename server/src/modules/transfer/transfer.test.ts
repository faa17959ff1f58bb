import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { TRANSFER_COLUMNS, TRANSFER_ZIP_CSV_NAME } from '@inscriptions/contracts';
import { inscriptionEntries, inscriptions } from '../../db/schema';
import { newKey } from '../../files';
import { BACKENDS, createTestEnv, login, type Session, type TestEnv } from '../../test/helpers';
import { toneWav } from '../../test/media';
import { unzip } from '../../test/transferAccount';
import type { Actor } from '../actor';
import { createAnswer } from '../entries/answers';
import { createQuestion } from '../entries/questions';
import { createEntry, listEntries } from '../entries/service';
import { createInscription } from '../inscriptions/service';

const HEADER = TRANSFER_COLUMNS.join(',');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(BACKENDS)('import and export (%s)', (kind) => {
  let env: TestEnv;
  let alice: Session;
  let bob: Session;
  const actorOf = (s: Session): Actor => ({ db: env.database.db, userId: s.accountId, email: s.email, files: env.app.files, log: quiet });
  const post = (s: Session | null, body: string | Buffer, type = 'text/csv') =>
    env.app.inject({ method: 'POST', url: '/transfer/import', headers: { 'content-type': type, ...(s ? { authorization: `Bearer ${s.token}` } : {}) }, payload: body });
  const get = (s: Session | null, file: 'export.csv' | 'export.zip') =>
    env.app.inject({ method: 'GET', url: `/transfer/${file}`, headers: s ? { authorization: `Bearer ${s.token}` } : {} });
  const countOf = async (s: Session) => {
    const ins = await env.database.db.select().from(inscriptions).where(eq(inscriptions.userId, s.accountId));
    let entries = 0;
    for (const i of ins) entries += (await listEntries(actorOf(s), i.id)).length;
    return { inscriptions: ins.length, entries };
  };

  beforeAll(async () => {
    env = await createTestEnv(kind, { TRANSFER_MAX_CSV_BYTES: '4096' });
    alice = await login(env.app);
    bob = await login(env.app);
  }, 120_000);
  afterAll(async () => {
    await env.close();
  });

  it('reports every bad row by line and reason, and writes nothing', async () => {
    const before = await countOf(alice);
    const csv = [
      HEADER,
      'inscription,idea,,,,Coffee cart,About it,,false,,,,,,,',
      'entry,e1,idea,,,Too few cells',
      'entry,e2,idea,,,Day two,text,,false,false,false,31/12/2024,,,,',
      'entry,e3,nowhere,,,Day three,text,,false,false,false,2024-05-01,,,,',
      'entry,e4,idea,,,=HYPERLINK("http://evil"),text,,false,false,false,2024-05-01,,,,',
      'entry,e5,idea,,,Fine,"@SUM(A1)",,false,false,false,2024-05-01,,,,',
      'entry,e6,idea,,,Fine,"a ""quoted""\nmulti-line",,maybe,false,false,2024-05-01,,,,',
      'answer,,,e1,q-missing,,4,,,,,,,,,',
      'entry,ok,idea,,,A good row,text,,false,false,false,2024-05-01T08:00:00Z,,,,',
      '',
    ].join('\n');
    const res = await post(alice, csv);
    expect(res.statusCode).toBe(422);
    const body = res.json<{ ok: boolean; errors: { line: number; reason: string }[] }>();
    expect(body.ok).toBe(false);
    const byLine = Object.fromEntries(body.errors.map((e) => [e.line, e.reason]));
    expect(byLine[3]).toMatch(/expected 16 columns, found 6/);
    expect(byLine[4]).toMatch(/"date" must be an ISO 8601 date/);
    expect(byLine[5]).toMatch(/unknown inscription "nowhere"/);
    expect(byLine[6]).toMatch(/"name" starts with "="/);
    expect(byLine[7]).toMatch(/"transcript" starts with "@"/);
    expect(byLine[8]).toMatch(/"is_private" must be true or false/);
    expect(byLine[10]).toMatch(/unknown question "q-missing"/);
    expect(Object.keys(byLine)).not.toContain('2');
    expect(Object.keys(byLine)).not.toContain('11');
    expect(await countOf(alice)).toEqual(before);
  });

  it('refuses a header with wrong columns (line 1), an oversize file (413) and a body that is not CSV or zip', async () => {
    const wrong = await post(alice, 'type,id,title\ninscription,x,y\n');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({ line: 1 });
    expect(wrong.json().errors[0].reason).toMatch(/missing column\(s\): inscription_id.*unknown column\(s\): title/);
    const big = `${HEADER}\n${'inscription,big,,,,Big,x,,false,,,,,,,\n'.repeat(200)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(4096);
    const tooLarge = await post(alice, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(/larger than/);
    expect((await post(alice, '{}', 'application/json')).statusCode).toBe(415);
    expect(await countOf(alice)).toEqual({ inscriptions: 0, entries: 0 });
  });

  it('imports all rows in one go, and the same file twice creates no duplicates', async () => {
    const csv = [
      HEADER,
      'inscription,idea,,,,Coffee cart,"About, with a comma",FOOD_BEVERAGE_TOBACCO,true,,,,,,,',
      'question,mood,idea,,,,How did today feel?,,,,,,NUMBER,1,5,',
      'entry,d1,idea,,,Day one,"Sold 40 cups.\nShould I open earlier?",,false,true,false,2024-05-01T08:30:00Z,,,,',
      'entry,d2,idea,,,Day two,"\'-5 degrees, cold",,false,false,false,2024-05-02,,,,',
      'answer,,,d1,mood,,4,,,,,,,,,',
      '',
    ].join('\n');
    const first = await post(alice, csv);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ok: true, counts: { inscriptions: 1, questions: 1, entries: 2, answers: 1, files: 0 } });
    expect((await post(alice, csv)).statusCode).toBe(200);
    expect(await countOf(alice)).toEqual({ inscriptions: 1, entries: 2 });
    const [ins] = await env.database.db.select().from(inscriptions).where(eq(inscriptions.userId, alice.accountId));
    expect(ins).toMatchObject({ name: 'Coffee cart', about: 'About, with a comma', category: 'FOOD_BEVERAGE_TOBACCO', isPrivate: true, entryCount: 2 });
    const entries = await listEntries(actorOf(alice), ins!.id);
    expect(entries.map((e) => e.transcript).sort()).toEqual(['-5 degrees, cold', 'Sold 40 cups.\nShould I open earlier?']);
  });

  it('exports CSV with formula cells neutralised; the export imports back into its account without duplicates', async () => {
    const actor = actorOf(alice);
    const ins = await createInscription(actor, { name: '=cmd|calc', about: '+1 plan', category: 'OTHER', isPrivate: false });
    await createEntry(actor, { inscriptionId: ins.id, name: '@risk', transcript: '-minus', isPrivate: false, dateRecorded: '2024-06-01T10:00:00Z' });
    const res = await get(alice, 'export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body).toContain(`'=cmd|calc`);
    expect(res.body).toContain(`'+1 plan`);
    expect(res.body).toContain(`'@risk`);
    expect(res.body).toContain(`'-minus`);
    expect(res.body).not.toMatch(/(^|,)[=+@-]/m);
    const before = await countOf(alice);
    const again = await post(alice, res.body);
    expect(again.statusCode).toBe(200);
    expect(await countOf(alice)).toEqual(before);
    const [row] = await env.database.db.select().from(inscriptions).where(eq(inscriptions.id, ins.id));
    expect(row).toMatchObject({ name: '=cmd|calc', about: '+1 plan' });
  });

  it("keeps each user to their own data: bob's export has none of alice's, and bob cannot import into alice's inscriptions", async () => {
    const aliceCsv = (await get(alice, 'export.csv')).body;
    const [aliceIns] = await env.database.db.select().from(inscriptions).where(eq(inscriptions.userId, alice.accountId));
    expect((await get(bob, 'export.csv')).body.trim()).toBe(HEADER);
    expect((await get(null, 'export.csv')).statusCode).toBe(401);
    expect((await post(null, aliceCsv)).statusCode).toBe(401);

    // An entry aimed at alice's inscription by its id: unknown for bob.
    const into = await post(bob, `${HEADER}\nentry,x,${aliceIns!.id},,,Sneaky,text,,false,false,false,2024-05-01,,,,\n`);
    expect(into.statusCode).toBe(422);
    expect(into.json().errors[0]).toMatchObject({ line: 2 });
    expect(into.json().errors[0].reason).toMatch(/unknown inscription/);

    // Alice's whole export (her ids) imported by bob: bob gets copies; alice's rows are untouched.
    const aliceBefore = await countOf(alice);
    const aliceRows = await env.database.db.select().from(inscriptions).where(eq(inscriptions.userId, alice.accountId));
    expect((await post(bob, aliceCsv)).statusCode).toBe(200);
    expect(await countOf(bob)).toEqual(aliceBefore);
    expect(await countOf(alice)).toEqual(aliceBefore);
    const bobRows = await env.database.db.select().from(inscriptions).where(eq(inscriptions.userId, bob.accountId));
    expect(bobRows.map((r) => r.id).filter((id) => aliceRows.some((a) => a.id === id))).toEqual([]);
  });

  it('exports a zip (CSV, audio, one Markdown per entry) that imports into an empty account identically', async () => {
    const carol = await login(env.app);
    const dave = await login(env.app);
    const actor = actorOf(carol);
    const ins = await createInscription(actor, { name: 'Garden', about: 'Growing things', category: 'OTHER', isPrivate: true });
    const question = await createQuestion(actor, { inscriptionId: ins.id, questionType: 'NUMBER', question: 'Energy?', min: 1, max: 5 });
    const entry = await createEntry(actor, { inscriptionId: ins.id, name: 'Tomatoes', transcript: 'First red one. Will the rain split them?', isPrivate: false, isImportant: true, dateRecorded: '2024-07-01T07:00:00Z' });
    await createEntry(actor, { inscriptionId: ins.id, name: 'Beans', transcript: 'Climbing.', isPrivate: true, dateRecorded: '2024-07-02T07:00:00Z' });
    await createAnswer(actor, { inscriptionEntryId: entry.id, inscriptionQuestionId: question.id, answer: '4' });
    const audio = toneWav();
    const key = newKey.audio(carol.accountId, entry.id);
    await env.app.files.store.putStream(key, Readable.from([audio]), { maxBytes: 1e6 });
    await env.database.db.update(inscriptionEntries).set({ audioKey: key }).where(eq(inscriptionEntries.id, entry.id));

    const res = await get(carol, 'export.zip');
    expect(res.statusCode).toBe(200);
    const files = await unzip(res.rawPayload);
    expect(files.has(TRANSFER_ZIP_CSV_NAME)).toBe(true);
    expect(files.get(`audio/${entry.id}.wav`)?.equals(audio)).toBe(true);
    const markdown = [...files.keys()].filter((f) => f.endsWith('.md'));
    expect(markdown).toHaveLength(2);
    expect(files.get(markdown.find((m) => m.includes('tomatoes'))!)!.toString()).toContain('Will the rain split them?');

    const imported = await post(dave, res.rawPayload, 'application/zip');
    expect(imported.json()).toMatchObject({ ok: true, counts: { inscriptions: 1, questions: 1, entries: 2, answers: 1, files: 1 } });
    // A second import of the same zip changes nothing.
    expect((await post(dave, res.rawPayload, 'application/zip')).statusCode).toBe(200);

    const strip = (csv: string) => csv.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>');
    const carolCsv = files.get(TRANSFER_ZIP_CSV_NAME)!.toString();
    const daveZip = await unzip((await get(dave, 'export.zip')).rawPayload);
    expect(strip(daveZip.get(TRANSFER_ZIP_CSV_NAME)!.toString())).toBe(strip(carolCsv));
    const daveAudio = [...daveZip.entries()].find(([name]) => name.startsWith('audio/'));
    expect(daveAudio?.[1].equals(audio)).toBe(true);
    const [daveIns] = await env.database.db.select().from(inscriptions).where(eq(inscriptions.userId, dave.accountId));
    expect(daveIns).toMatchObject({ name: 'Garden', about: 'Growing things', isPrivate: true, entryCount: 2 });
  });
});
