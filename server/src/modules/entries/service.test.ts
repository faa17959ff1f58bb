import type { Actor } from '../actor';
import { InputError, NotFoundError } from '../errors';
import { createInscription, getInscription } from '../inscriptions/service';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import {
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
    await expect(deleteQuestion(b, question.id)).rejects.toThrow(NotFoundError);
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
});
