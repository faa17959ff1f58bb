import { and, eq } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import type { Actor } from '../actor';
import { InputError, NotFoundError } from '../errors';
import { createInscription, getInscription } from '../inscriptions/service';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import {
  attachAudio,
  createAnswer,
  createEntry,
  createQuestion,
  deleteAnswer,
  deleteEntry,
  deleteQuestion,
  getAnswer,
  getEntry,
  getQuestion,
  listAnswers,
  listEntries,
  listQuestions,
  pageEntries,
  updateAnswer,
  updateEntry,
  updateQuestion,
} from './service';

// The services called directly, as a job or an importer would: no GraphQL, no HTTP.
describe.each(BACKENDS)('entries service with an actor (%s)', (kind) => {
  let env: ServiceTestEnv;
  let a: Actor;
  let b: Actor;
  beforeAll(async () => {
    env = await createServiceTestEnv(kind);
    a = await env.newActor();
    b = await env.newActor();
  });
  afterAll(async () => {
    await env.close();
  });

  it("another user's actor cannot read, update or delete an entry, its questions or answers", async () => {
    const inscription = await createInscription(a, { name: 'Journal', about: 'Mine' });
    const entry = await createEntry(a, {
      inscriptionId: inscription.id,
      name: 'Monday',
      transcript: 'Private thoughts',
      dateRecorded: '2026-01-15',
    });
    const question = await createQuestion(a, { inscriptionId: inscription.id, questionType: 'TEXT', question: 'Mood?' });
    const answer = await createAnswer(a, { inscriptionEntryId: entry.id, inscriptionQuestionId: question.id, answer: 'Good' });
    expect(entry).toMatchObject({ inscriptionId: inscription.id, name: 'Monday', transcript: 'Private thoughts' });
    expect((await getInscription(a, inscription.id))?.entryCount).toBe(1);

    // Reads: null, [] and an empty connection, exactly as for a missing object.
    expect(await getEntry(b, entry.id)).toBeNull();
    expect(await listEntries(b, inscription.id)).toEqual([]);
    expect(await pageEntries(b, inscription.id, {})).toEqual({
      edges: [],
      pageInfo: { endCursor: null, hasNextPage: false },
      totalCount: 0,
    });
    expect(await getQuestion(b, question.id)).toBeNull();
    expect(await listQuestions(b, inscription.id)).toEqual([]);
    expect(await getAnswer(b, answer.id)).toBeNull();
    expect(await listAnswers(b, entry.id)).toEqual([]);

    // Writes: NotFoundError, the same as for an id that does not exist.
    await expect(updateEntry(b, { id: entry.id, name: 'Stolen' })).rejects.toThrow(new NotFoundError('Inscription entry not found'));
    await expect(deleteEntry(b, entry.id)).rejects.toThrow(NotFoundError);
    await expect(createEntry(b, { inscriptionId: inscription.id, name: 'Intruder', transcript: '' })).rejects.toThrow(
      new NotFoundError('Inscription not found'),
    );
    await expect(updateQuestion(b, { id: question.id, question: 'Changed?' })).rejects.toThrow(NotFoundError);
    await expect(deleteQuestion(b, { id: question.id })).rejects.toThrow(NotFoundError);
    await expect(createAnswer(b, { inscriptionEntryId: entry.id, inscriptionQuestionId: question.id, answer: 'x' })).rejects.toThrow(
      NotFoundError,
    );
    await expect(updateAnswer(b, { id: answer.id, answer: 'Bad' })).rejects.toThrow(NotFoundError);
    await expect(deleteAnswer(b, answer.id)).rejects.toThrow(NotFoundError);
    // B's own entry cannot be moved into A's inscription either.
    const bInscription = await createInscription(b, { name: 'Theirs', about: 'B' });
    const bEntry = await createEntry(b, { inscriptionId: bInscription.id, name: 'B entry', transcript: '' });
    await expect(updateEntry(b, { id: bEntry.id, inscriptionId: inscription.id })).rejects.toThrow(
      new NotFoundError('Inscription not found'),
    );

    // A's data is unchanged.
    expect(await getEntry(a, entry.id)).toEqual(entry);
    expect(await getQuestion(a, question.id)).toEqual(question);
    expect(await listAnswers(a, entry.id)).toEqual([answer]);
    expect(await listEntries(a, inscription.id)).toEqual([entry]);
    expect((await getInscription(a, inscription.id))?.entryCount).toBe(1);
  });

  it("the first page, a statement prepared once, holds only that inscription's newest entries", async () => {
    const first = await createInscription(a, { name: 'First', about: 'A' });
    const second = await createInscription(a, { name: 'Second', about: 'A' });
    const theirs = await createInscription(b, { name: 'Theirs', about: 'B' });
    for (const [day, inscription] of [[3, first], [1, first], [2, second], [4, first], [5, theirs]] as const) {
      await createEntry(day === 5 ? b : a, { inscriptionId: inscription.id, name: `Day ${day}`, transcript: '', dateRecorded: `2026-02-0${day}` });
    }
    const names = (page: Awaited<ReturnType<typeof pageEntries>>) => page.edges.map((edge) => edge.node.name);

    const page = await pageEntries(a, first.id, { first: 2 });
    expect(names(page)).toEqual(['Day 4', 'Day 3']);
    expect(page).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true, endCursor: page.edges[1]!.node.id } });
    expect(page.edges.map((edge) => edge.node)).toEqual((await listEntries(a, first.id)).slice(0, 2));
    // The page after it is built per request (a pivot); together they are the whole list, in order.
    expect(names(await pageEntries(a, first.id, { first: 2, pivot: page.pageInfo.endCursor }))).toEqual(['Day 1']);
    // The same statement for other scopes and actors: nothing of another inscription or user.
    expect(names(await pageEntries(a, second.id, {}))).toEqual(['Day 2']);
    expect(names(await pageEntries(b, theirs.id, {}))).toEqual(['Day 5']);
    expect(names(await pageEntries(b, first.id, {}))).toEqual([]);
    expect(await pageEntries(a, first.id, { first: 0 })).toMatchObject({ edges: [], pageInfo: { hasNextPage: true }, totalCount: 3 });
  });

  it('the owner updates and deletes; rules are typed errors', async () => {
    const inscription = await createInscription(a, { name: 'Work', about: 'Notes' });
    await expect(createEntry(a, { inscriptionId: inscription.id, name: '  ', transcript: '' })).rejects.toThrow(
      new InputError('"name" is required.'),
    );
    await expect(createEntry(a, { inscriptionId: inscription.id, name: 'x'.repeat(201), transcript: '' })).rejects.toThrow(
      new InputError('"name" must be at most 200 characters (got 201).'),
    );
    const entry = await createEntry(a, { inscriptionId: inscription.id, name: 'Draft', transcript: '' });
    const updated = await updateEntry(a, { id: entry.id, name: 'Final', isImportant: true });
    expect(updated).toMatchObject({ id: entry.id, name: 'Final', isImportant: true });
    expect(await deleteEntry(a, entry.id)).toEqual(updated);
    expect(await getEntry(a, entry.id)).toBeNull();
  });

  it("attaches an uploaded recording to the owner's entry only, clears its word timings and queues their alignment", async () => {
    const inscription = await createInscription(a, { name: 'Voice', about: 'Recordings' });
    const entry = await createEntry(a, { inscriptionId: inscription.id, name: 'Spoken', transcript: 'hello there' });
    const alignments = () =>
      env.database.db.select().from(jobs).where(and(eq(jobs.kind, 'speech.alignEntry'), eq(jobs.key, entry.id)));

    expect(await attachAudio(b, entry.id, 'theirs')).toBe(false);
    expect(await getEntry(a, entry.id)).toMatchObject({ audioKey: null });
    expect(await alignments()).toEqual([]);

    expect(await attachAudio(a, entry.id, 'first')).toBeNull();
    expect(await attachAudio(a, entry.id, 'second')).toBe('first');
    expect(await getEntry(a, entry.id)).toMatchObject({ audioKey: 'second', wordTimings: null });
    expect(await alignments()).toHaveLength(1);
  });
});
