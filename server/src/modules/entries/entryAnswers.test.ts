import { BACKENDS, createTestEnv, gql, login, type Session, type TestEnv } from '../../test/helpers';
import { F, mutation } from '../../test/operations';

// createInscriptionEntry with questionAnswers: the entry and its answers in one mutation, one transaction.
describe.each(BACKENDS)('an entry created with its answers (%s)', (kind) => {
  let env: TestEnv;
  let a: Session;
  let b: Session;
  beforeAll(async () => {
    env = await createTestEnv(kind);
    a = await login(env.app);
    b = await login(env.app);
  });
  afterAll(async () => {
    await env.close();
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const run = async (s: Session, query: string, variables: Record<string, unknown> = {}): Promise<any> => {
    const res = await gql(env.app, s, query, variables);
    expect(res.errors).toBeUndefined();
    return res.data;
  };
  const createInscription = async (s: Session, name: string): Promise<string> =>
    (
      await run(s, mutation('createInscription', 'CreateInscriptionInput', 'inscription', 'id'), {
        input: { name, about: 'x' },
      })
    ).createInscription.inscription.id;
  /** A TEXT question, or a NUMBER one when given its bounds. */
  const createQuestion = async (
    s: Session,
    inscriptionId: string,
    question: string,
    bounds?: { min: number; max: number },
  ) =>
    (
      await run(
        s,
        mutation('createInscriptionQuestion', 'CreateInscriptionQuestionInput', 'inscriptionQuestion', 'id'),
        { input: { inscriptionId, question, questionType: bounds ? 'NUMBER' : 'TEXT', ...bounds } },
      )
    ).createInscriptionQuestion.inscriptionQuestion.id as string;
  const createEntry = async (
    s: Session,
    inscriptionId: string,
    questionAnswers: { inscriptionQuestionId: string; answer: string }[],
  ) =>
    (
      await run(s, mutation('createInscriptionEntry', 'CreateInscriptionEntryInput', 'inscriptionEntry', F.entry), {
        input: { inscriptionId, name: 'Monday', transcript: 'A long day', questionAnswers },
      })
    ).createInscriptionEntry;
  /** What the owner reads back: the inscription's entries with their answers, and its stored count. */
  const contents = async (s: Session, inscriptionId: string) => {
    const data = await run(
      s,
      'query($i: ID!) { inscriptionEntries(inscriptionId: $i) { name questionAnswers { answer } } inscription(inscriptionId: $i) { entryCount } }',
      {
        i: inscriptionId,
      },
    );
    return { entries: data.inscriptionEntries, entryCount: data.inscription?.entryCount ?? null };
  };
  const storedAnswers = async () =>
    (await env.database.query<{ n: number }>('select count(*)::int as n from entry_question_answers'))[0]!.n;

  it('an entry and its answers created in one mutation', async () => {
    const inscription = await createInscription(a, 'Journal');
    const well = await createQuestion(a, inscription, 'What went well?');
    const energy = await createQuestion(a, inscription, 'Energy?', { min: 1, max: 10 });

    const created = await createEntry(a, inscription, [
      { inscriptionQuestionId: well, answer: 'Sales' },
      { inscriptionQuestionId: energy, answer: '8' },
    ]);
    expect(created).toMatchObject({ code: '200', inscriptionEntry: { name: 'Monday' } });
    const entry = created.inscriptionEntry;
    expect(entry.questionAnswers.map((x: { answer: string }) => x.answer).sort()).toEqual(['8', 'Sales']);
    const written = {
      entries: [{ name: 'Monday', questionAnswers: expect.arrayContaining([{ answer: 'Sales' }, { answer: '8' }]) }],
      entryCount: 1,
    };
    expect(await contents(a, inscription)).toEqual(written);

    // A second user neither sees nor changes them, and cannot answer the first user's questions.
    const answerId = entry.questionAnswers[0].id;
    expect(
      await run(
        b,
        'query($e: ID!) { inscriptionEntry(inscriptionEntryId: $e) { id } inscriptionEntryQuestionAnswers(inscriptionEntryId: $e) { id } }',
        { e: entry.id },
      ),
    ).toEqual({
      inscriptionEntry: null,
      inscriptionEntryQuestionAnswers: [],
    });
    const altered = await run(
      b,
      mutation(
        'updateInscriptionEntryQuestionAnswer',
        'UpdateInscriptionEntryQuestionAnswerInput',
        'inscriptionEntryQuestionAnswer',
        'id',
      ),
      {
        input: { id: answerId, answer: 'Stolen' },
      },
    );
    expect(altered.updateInscriptionEntryQuestionAnswer.code).toBe('404');
    const theirs = await createInscription(b, 'Theirs');
    expect(await createEntry(b, theirs, [{ inscriptionQuestionId: well, answer: 'Mine now' }])).toMatchObject({
      code: '404',
      message: 'Inscription question not found',
      inscriptionEntry: null,
    });
    expect(await contents(b, theirs)).toEqual({ entries: [], entryCount: 0 });
    expect(await contents(a, inscription)).toEqual(written);
  });

  it('an invalid answer rolls the entry back', async () => {
    const inscription = await createInscription(a, 'Habits');
    const other = await createInscription(a, 'Other');
    const energy = await createQuestion(a, inscription, 'Energy?', { min: 1, max: 10 });
    const note = await createQuestion(a, inscription, 'Note?');
    const elsewhere = await createQuestion(a, other, 'Elsewhere?');
    const retired = await createQuestion(a, inscription, 'Retired?');
    const gone = await createQuestion(a, inscription, 'Gone?');
    // Retired: no longer asked, its answers kept; gone: deleted with its (no) answers.
    const earlier = await createEntry(a, inscription, [{ inscriptionQuestionId: retired, answer: 'Kept' }]);
    const deleteQuestion = mutation(
      'deleteInscriptionQuestion',
      'DeleteInscriptionQuestionInput',
      'inscriptionQuestion',
      'id',
    );
    await run(a, deleteQuestion, { input: { id: retired, keepAnswers: true } });
    await run(a, deleteQuestion, { input: { id: gone } });
    const kept = { entries: [{ name: 'Monday', questionAnswers: [{ answer: 'Kept' }] }], entryCount: 1 };
    expect([earlier.code, await contents(a, inscription)]).toEqual(['200', kept]);
    const theirs = await createQuestion(b, await createInscription(b, 'B'), 'Theirs?');
    const before = await storedAnswers();

    const to = (inscriptionQuestionId: string, answer: string) => ({ inscriptionQuestionId, answer });
    const notFound = ['404', 'Inscription question not found'] as const;
    const refused: [string, ReturnType<typeof to>[], string, string][] = [
      ['text for a NUMBER', [to(energy, 'lots')], '400', '"answer" to "Energy?": Enter a number.'],
      [
        'a number out of range',
        [to(note, 'ok'), to(energy, '11')],
        '400',
        '"answer" to "Energy?": Enter a number from 1 to 10.',
      ],
      [
        "another inscription's question",
        [to(elsewhere, 'x')],
        '400',
        '"inscriptionQuestionId" must be a question of the entry\'s inscription.',
      ],
      [
        'a question no longer asked',
        [to(retired, 'x')],
        '400',
        '"inscriptionQuestionId": the question "Retired?" was deleted.',
      ],
      ['a deleted question', [to(gone, 'x')], ...notFound],
      ["another user's question", [to(theirs, 'x')], ...notFound],
      ['one question twice', [to(note, 'a'), to(note, 'b')], '400', '"questionAnswers": "Note?" is answered twice.'],
    ];
    for (const [what, answers, code, message] of refused) {
      expect([what, await createEntry(a, inscription, answers)]).toEqual([
        what,
        { code, success: false, message, inscriptionEntry: null },
      ]);
    }
    expect(await contents(a, inscription)).toEqual(kept);
    expect(await storedAnswers()).toBe(before);
  });
});
