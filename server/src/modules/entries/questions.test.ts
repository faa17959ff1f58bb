import type { QuestionType } from '@inscriptions/contracts';
import type { Actor } from '../actor';
import { InputError, NotFoundError } from '../errors';
import { createInscription } from '../inscriptions/service';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import {
  createAnswer,
  createEntry,
  createQuestion,
  deleteQuestion,
  getQuestion,
  listAnswers,
  listQuestions,
  reorderQuestions,
  updateAnswer,
  updateQuestion,
} from './service';

// The questions editor's rules, called as the resolvers call them.
describe.each(BACKENDS)('inscription questions service (%s)', (kind) => {
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

  const inscriptionOf = (actor: Actor) => createInscription(actor, { name: 'Journal', about: 'Days' });
  const texts = async (actor: Actor, inscriptionId: string) =>
    (await listQuestions(actor, inscriptionId)).map((q) => q.question);

  it('keeps the order questions were added in, and the order they were moved to', async () => {
    const ins = await inscriptionOf(a);
    const first = await createQuestion(a, { inscriptionId: ins.id, questionType: 'TEXT', question: 'What went well?' });
    const second = await createQuestion(a, { inscriptionId: ins.id, questionType: 'NUMBER', question: 'Energy?', min: 1, max: 10 });
    const third = await createQuestion(a, { inscriptionId: ins.id, questionType: 'TEXT', question: 'Tomorrow?' });
    expect(await texts(a, ins.id)).toEqual(['What went well?', 'Energy?', 'Tomorrow?']);

    const moved = await reorderQuestions(a, { inscriptionId: ins.id, questionIds: [third.id, first.id, second.id] });
    expect(moved.map((q) => q.id)).toEqual([third.id, first.id, second.id]);
    expect(await texts(a, ins.id)).toEqual(['Tomorrow?', 'What went well?', 'Energy?']);

    // A question added later goes last; an edit does not move it.
    await createQuestion(a, { inscriptionId: ins.id, questionType: 'TEXT', question: 'Anything else?' });
    await updateQuestion(a, { id: first.id, question: 'What went really well?' });
    expect(await texts(a, ins.id)).toEqual(['Tomorrow?', 'What went really well?', 'Energy?', 'Anything else?']);
  });

  it('refuses an order that does not list every question exactly once, changing nothing', async () => {
    const ins = await inscriptionOf(a);
    const one = await createQuestion(a, { inscriptionId: ins.id, questionType: 'TEXT', question: 'One?' });
    const two = await createQuestion(a, { inscriptionId: ins.id, questionType: 'TEXT', question: 'Two?' });
    const other = await createQuestion(a, { inscriptionId: (await inscriptionOf(a)).id, questionType: 'TEXT', question: 'Elsewhere?' });
    for (const questionIds of [[two.id], [two.id, two.id], [two.id, one.id, other.id], [two.id, other.id]]) {
      await expect(reorderQuestions(a, { inscriptionId: ins.id, questionIds })).rejects.toThrow(InputError);
    }
    expect(await texts(a, ins.id)).toEqual(['One?', 'Two?']);
  });

  it('requires min ≤ max for a NUMBER question, and keeps no bounds on a TEXT one', async () => {
    const ins = await inscriptionOf(a);
    await expect(
      createQuestion(a, { inscriptionId: ins.id, questionType: 'NUMBER', question: 'Sleep?', min: 9, max: 3 }),
    ).rejects.toThrow(new InputError('"min" must not be greater than "max".'));
    await expect(
      createQuestion(a, { inscriptionId: ins.id, questionType: 'NUMBER', question: 'Sleep?', min: 1.5 }),
    ).rejects.toThrow(InputError);
    const sleep = await createQuestion(a, { inscriptionId: ins.id, questionType: 'NUMBER', question: 'Sleep?', min: 3, max: 3 });
    expect(sleep).toMatchObject({ questionType: 'NUMBER', min: 3, max: 3 });
    // An update is checked against the stored bound it keeps.
    await expect(updateQuestion(a, { id: sleep.id, min: 4 })).rejects.toThrow(new InputError('"min" must not be greater than "max".'));
    expect(await updateQuestion(a, { id: sleep.id, min: 0, max: 12 })).toMatchObject({ min: 0, max: 12 });
    // Turned into a TEXT question, it drops its bounds.
    expect(await updateQuestion(a, { id: sleep.id, questionType: 'TEXT' })).toMatchObject({ questionType: 'TEXT', min: null, max: null });
    const note = await createQuestion(a, { inscriptionId: ins.id, questionType: 'TEXT', question: 'Note?', min: 5, max: 1 });
    expect(note).toMatchObject({ min: null, max: null });
  });

  it('refuses a question type outside the enumeration', async () => {
    const ins = await inscriptionOf(a);
    for (const questionType of ['SCALE', 'rating', 'text', '']) {
      await expect(
        createQuestion(a, { inscriptionId: ins.id, questionType: questionType as QuestionType, question: 'Energy?' }),
      ).rejects.toThrow(new InputError('"questionType" must be one of TEXT, NUMBER.'));
    }
    const q = await createQuestion(a, { inscriptionId: ins.id, questionType: 'TEXT', question: 'Energy?' });
    await expect(updateQuestion(a, { id: q.id, questionType: 'SCALE' as QuestionType })).rejects.toThrow(InputError);
    expect(await getQuestion(a, q.id)).toMatchObject({ questionType: 'TEXT' });
  });

  it("answers a NUMBER question only with a number within its bounds", async () => {
    const ins = await inscriptionOf(a);
    const entry = await createEntry(a, { inscriptionId: ins.id, name: 'Monday', transcript: '' });
    const energy = await createQuestion(a, { inscriptionId: ins.id, questionType: 'NUMBER', question: 'Energy?', min: 1, max: 10 });
    for (const answer of ['11', '0', 'lots']) {
      await expect(createAnswer(a, { inscriptionEntryId: entry.id, inscriptionQuestionId: energy.id, answer })).rejects.toThrow(InputError);
    }
    const answer = await createAnswer(a, { inscriptionEntryId: entry.id, inscriptionQuestionId: energy.id, answer: '7' });
    await expect(updateAnswer(a, { id: answer.id, answer: '12' })).rejects.toThrow(new InputError('"answer" to "Energy?": Enter a number from 1 to 10.'));
    expect((await listAnswers(a, entry.id)).map((x) => x.answer)).toEqual(['7']);
  });

  it('deletes a question with its answers, or keeps the answers when asked to', async () => {
    const ins = await inscriptionOf(a);
    const entry = await createEntry(a, { inscriptionId: ins.id, name: 'Monday', transcript: '' });
    const gone = await createQuestion(a, { inscriptionId: ins.id, questionType: 'TEXT', question: 'Gone with answers?' });
    const kept = await createQuestion(a, { inscriptionId: ins.id, questionType: 'TEXT', question: 'Answers kept?' });
    const unanswered = await createQuestion(a, { inscriptionId: ins.id, questionType: 'TEXT', question: 'Never answered?' });
    await createAnswer(a, { inscriptionEntryId: entry.id, inscriptionQuestionId: gone.id, answer: 'First' });
    await createAnswer(a, { inscriptionEntryId: entry.id, inscriptionQuestionId: kept.id, answer: 'Second' });

    await deleteQuestion(a, { id: gone.id });
    expect(await getQuestion(a, gone.id)).toBeNull();
    expect((await listAnswers(a, entry.id)).map((x) => x.answer)).toEqual(['Second']);

    const marked = await deleteQuestion(a, { id: kept.id, keepAnswers: true });
    expect(marked.dateDeleted).toBeInstanceOf(Date);
    expect((await listAnswers(a, entry.id)).map((x) => x.answer)).toEqual(['Second']);
    // No longer asked, nor editable, nor answerable; still listed for the answers that show it.
    expect(await texts(a, ins.id)).toEqual(['Never answered?']);
    expect((await listQuestions(a, ins.id, { includeDeleted: true })).map((q) => q.question)).toEqual(['Answers kept?', 'Never answered?']);
    await expect(updateQuestion(a, { id: kept.id, question: 'Back?' })).rejects.toThrow(NotFoundError);
    const later = await createEntry(a, { inscriptionId: ins.id, name: 'Tuesday', transcript: '' });
    await expect(createAnswer(a, { inscriptionEntryId: later.id, inscriptionQuestionId: kept.id, answer: 'x' })).rejects.toThrow(InputError);

    // Nothing answered it: keeping answers keeps nothing, so the question goes.
    await deleteQuestion(a, { id: unanswered.id, keepAnswers: true });
    expect(await getQuestion(a, unanswered.id)).toBeNull();
  });

  it("a second user can neither see nor change, reorder or delete the first user's questions", async () => {
    const ins = await inscriptionOf(a);
    const entry = await createEntry(a, { inscriptionId: ins.id, name: 'Monday', transcript: '' });
    const one = await createQuestion(a, { inscriptionId: ins.id, questionType: 'NUMBER', question: 'One?', min: 1, max: 5 });
    const two = await createQuestion(a, { inscriptionId: ins.id, questionType: 'TEXT', question: 'Two?' });
    await createAnswer(a, { inscriptionEntryId: entry.id, inscriptionQuestionId: one.id, answer: '3' });

    expect(await listQuestions(b, ins.id, { includeDeleted: true })).toEqual([]);
    expect(await getQuestion(b, one.id)).toBeNull();
    await expect(createQuestion(b, { inscriptionId: ins.id, questionType: 'TEXT', question: 'Intruder?' })).rejects.toThrow(NotFoundError);
    await expect(updateQuestion(b, { id: one.id, question: 'Changed?' })).rejects.toThrow(NotFoundError);
    await expect(reorderQuestions(b, { inscriptionId: ins.id, questionIds: [two.id, one.id] })).rejects.toThrow(NotFoundError);
    await expect(deleteQuestion(b, { id: one.id, keepAnswers: true })).rejects.toThrow(NotFoundError);
    await expect(deleteQuestion(b, { id: two.id })).rejects.toThrow(NotFoundError);

    expect(await listQuestions(a, ins.id)).toEqual([
      expect.objectContaining({ id: one.id, question: 'One?', min: 1, max: 5, dateDeleted: null }),
      expect.objectContaining({ id: two.id, question: 'Two?' }),
    ]);
    expect((await listAnswers(a, entry.id)).map((x) => x.answer)).toEqual(['3']);
  });
});
