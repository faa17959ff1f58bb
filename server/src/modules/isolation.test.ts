import { BACKENDS, createTestEnv, gql, login, type Session, type TestEnv } from '../test/helpers';
import { F, mutation, mutationById } from '../test/operations';
import { timelineEntries } from '../db/schema';

/**
 * A second user can neither read nor change any of the first user's objects:
 * every query answers null / empty, every mutation 404, and the first user's data stays unchanged.
 */
describe.each(BACKENDS)('ownership isolation (%s)', (kind) => {
  let env: TestEnv;
  let owner: Session;
  let intruder: Session;
  const ids: Record<string, string> = {};

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const as = async (s: Session, query: string, variables: Record<string, unknown> = {}): Promise<any> => {
    const res = await gql(env.app, s, query, variables);
    expect(res.errors).toBeUndefined();
    return res.data;
  };

  const snapshotQuery = `query($i: ID!, $e: ID!, $q: ID!, $a: ID!, $t: ID!, $cs: ID!) {
    user { ${F.user} }
    userReminders { ${F.reminder} }
    userSocials { ${F.social} }
    inscriptions { ${F.inscription} }
    inscriptionEntries(inscriptionId: $i) { ${F.entry} }
    inscriptionQuestions(inscriptionId: $i) { ${F.question} }
    inscriptionEntryQuestionAnswers(inscriptionEntryId: $e) { ${F.answer} }
    inscriptionQuestion(id: $q) { id }
    inscriptionEntryQuestionAnswer(id: $a) { id }
    inscriptionTimelineEntry(id: $t) { ${F.timeline} }
    inscriptionChatSessionCategories(inscriptionId: $i) { ${F.category} }
    inscriptionChatSession(id: $cs) { ${F.session} }
    inscriptionChatSessionMessages(inscriptionChatSessionId: $cs) { ${F.message} }
  }`;
  const snapshot = () =>
    as(owner, snapshotQuery, { i: ids.inscription, e: ids.entry, q: ids.question, a: ids.answer, t: ids.timeline, cs: ids.session });

  beforeAll(async () => {
    env = await createTestEnv(kind);
    owner = await login(env.app);
    intruder = await login(env.app);
    await as(owner, mutation('createUser', 'CreateUserInput', 'user', 'id'), { input: { fullName: 'Owner' } });
    await as(intruder, mutation('createUser', 'CreateUserInput', 'user', 'id'), { input: { fullName: 'Intruder' } });
    const c = async (name: string, type: string, field: string, input: Record<string, unknown>) => {
      const data = await as(owner, mutation(name, type, field, 'id'), { input });
      expect(data[name].code).toBe('200');
      return data[name][field].id as string;
    };
    ids.inscription = await c('createInscription', 'CreateInscriptionInput', 'inscription', { name: 'Secret', about: 'Private' });
    ids.entry = await c('createInscriptionEntry', 'CreateInscriptionEntryInput', 'inscriptionEntry', {
      inscriptionId: ids.inscription,
      name: 'Secret entry',
      transcript: 'Confidential',
    });
    ids.question = await c('createInscriptionQuestion', 'CreateInscriptionQuestionInput', 'inscriptionQuestion', {
      inscriptionId: ids.inscription,
      questionType: 'TEXT',
      question: 'Q?',
    });
    ids.answer = await c(
      'createInscriptionEntryQuestionAnswer',
      'CreateInscriptionEntryQuestionAnswerInput',
      'inscriptionEntryQuestionAnswer',
      { inscriptionEntryId: ids.entry, inscriptionQuestionId: ids.question, answer: 'A' },
    );
    ids.reminder = await c('createUserReminder', 'CreateUserReminderInput', 'userReminder', {});
    ids.social = await c('createUserSocial', 'CreateUserSocialInput', 'userSocial', { platformUserUrl: 'https://github.com/owner' });
    ids.category = await c('createInscriptionChatSessionCategory', 'CreateInscriptionChatSessionCategoryInput', 'category', {
      inscriptionId: ids.inscription,
      categoryName: 'Cat',
    });
    ids.session = await c('createInscriptionChatSession', 'CreateInscriptionChatSessionInput', 'inscriptionChatSession', {
      inscriptionId: ids.inscription,
      inscriptionChatSessionCategoryId: ids.category,
    });
    ids.message = await c(
      'createInscriptionChatSessionMessage',
      'CreateInscriptionChatSessionMessageInput',
      'inscriptionChatSessionMessage',
      { inscriptionChatSessionId: ids.session, chatContent: 'Hi' },
    );
    const [t] = await env.database.db
      .insert(timelineEntries)
      .values({ inscriptionId: ids.inscription, title: 'T', summary: 'S', scale: 'YEAR', year: 2025 })
      .returning();
    ids.timeline = t!.id;
  });
  afterAll(async () => {
    await env.close();
  });

  it('every query answers null or empty for another user', async () => {
    const data = await as(
      intruder,
      `query($i: ID!, $e: ID!, $q: ID!, $a: ID!, $t: ID!, $cs: ID!) {
        inscription(inscriptionId: $i) { id }
        inscriptions { id }
        inscriptionsPaged(first: 10) { totalCount edges { cursor } }
        pivotPaged: inscriptionsPaged(first: 10, pivot: $i) { totalCount edges { cursor } }
        inscriptionEntriesPaged(inscriptionId: $i, first: 10) { totalCount edges { cursor } pageInfo { hasNextPage endCursor } }
        inscriptionEntries(inscriptionId: $i) { id }
        inscriptionEntry(inscriptionEntryId: $e) { id }
        inscriptionEntryName(inscriptionEntryId: $e)
        inscriptionEntryQuestionAnswers(inscriptionEntryId: $e) { id }
        inscriptionEntryQuestionAnswer(id: $a) { id }
        inscriptionQuestions(inscriptionId: $i, includeDeleted: true) { id }
        inscriptionQuestion(id: $q) { id }
        inscriptionTimelineEntriesPaged(inscriptionId: $i, first: 10) { totalCount edges { cursor } }
        inscriptionTimelineEntries(inscriptionId: $i) { id }
        inscriptionTimelineEntry(id: $t) { id }
        inscriptionChatSession(id: $cs) { id }
        inscriptionChatSessionMessages(inscriptionChatSessionId: $cs) { id }
        inscriptionChatSessionsPaged(inscriptionId: $i, first: 10) { totalCount edges { cursor } }
        inscriptionChatSessionCategories(inscriptionId: $i) { id }
        inscriptionDataInsight(inscriptionId: $i) { dateUpdated }
        inscriptionDiveDeeperQuestions(inscriptionId: $i, fields: ["risksStrategies"], count: 3)
        userReminders { id }
        userSocials { id }
        user { id fullName }
      }`,
      { i: ids.inscription, e: ids.entry, q: ids.question, a: ids.answer, t: ids.timeline, cs: ids.session },
    );
    const emptyConn = { totalCount: 0, edges: [] };
    expect(data).toEqual({
      inscription: null,
      inscriptions: [],
      inscriptionsPaged: emptyConn,
      pivotPaged: emptyConn,
      inscriptionEntriesPaged: { ...emptyConn, pageInfo: { hasNextPage: false, endCursor: null } },
      inscriptionEntries: [],
      inscriptionEntry: null,
      inscriptionEntryName: null,
      inscriptionEntryQuestionAnswers: [],
      inscriptionEntryQuestionAnswer: null,
      inscriptionQuestions: [],
      inscriptionQuestion: null,
      inscriptionTimelineEntriesPaged: emptyConn,
      inscriptionTimelineEntries: [],
      inscriptionTimelineEntry: null,
      inscriptionChatSession: null,
      inscriptionChatSessionMessages: [],
      inscriptionChatSessionsPaged: emptyConn,
      inscriptionChatSessionCategories: [],
      inscriptionDataInsight: null,
      inscriptionDiveDeeperQuestions: [],
      userReminders: [],
      userSocials: [],
      user: { id: intruder.accountId, fullName: 'Intruder' },
    });
  });

  it('every mutation answers 404 for another user and changes nothing', async () => {
    const before = await snapshot();
    expect(before.inscriptions).toHaveLength(1);
    expect(before.inscriptionChatSessionMessages).toHaveLength(1);

    const attempts: [string, string, string, Record<string, unknown>][] = [
      ['updateInscription', 'UpdateInscriptionInput', 'inscription', { id: ids.inscription, name: 'Hacked' }],
      ['updateInscription', 'UpdateInscriptionInput', 'inscription', { id: ids.inscription, allowExternalAi: true }],
      ['deleteInscription', 'DeleteInscriptionInput', 'inscription', { id: ids.inscription }],
      ['createInscriptionEntry', 'CreateInscriptionEntryInput', 'inscriptionEntry', { inscriptionId: ids.inscription, name: 'x', transcript: 'x' }],
      ['updateInscriptionEntry', 'UpdateInscriptionEntryInput', 'inscriptionEntry', { id: ids.entry, name: 'Hacked' }],
      ['deleteInscriptionEntry', 'DeleteInscriptionEntryInput', 'inscriptionEntry', { id: ids.entry }],
      ['createInscriptionQuestion', 'CreateInscriptionQuestionInput', 'inscriptionQuestion', { inscriptionId: ids.inscription, questionType: 'TEXT', question: 'x' }],
      ['updateInscriptionQuestion', 'UpdateInscriptionQuestionInput', 'inscriptionQuestion', { id: ids.question, question: 'Hacked' }],
      ['deleteInscriptionQuestion', 'DeleteInscriptionQuestionInput', 'inscriptionQuestion', { id: ids.question }],
      ['deleteInscriptionQuestion', 'DeleteInscriptionQuestionInput', 'inscriptionQuestion', { id: ids.question, keepAnswers: true }],
      ['reorderInscriptionQuestions', 'ReorderInscriptionQuestionsInput', 'inscriptionQuestions', { inscriptionId: ids.inscription, questionIds: [ids.question] }],
      [
        'createInscriptionEntryQuestionAnswer',
        'CreateInscriptionEntryQuestionAnswerInput',
        'inscriptionEntryQuestionAnswer',
        { inscriptionEntryId: ids.entry, inscriptionQuestionId: ids.question, answer: 'x' },
      ],
      ['updateInscriptionEntryQuestionAnswer', 'UpdateInscriptionEntryQuestionAnswerInput', 'inscriptionEntryQuestionAnswer', { id: ids.answer, answer: 'Hacked' }],
      ['deleteInscriptionEntryQuestionAnswer', 'DeleteInscriptionEntryQuestionAnswerInput', 'inscriptionEntryQuestionAnswer', { id: ids.answer }],
      ['updateInscriptionTimelineEntry', 'UpdateInscriptionTimelineEntryInput', 'inscriptionTimelineEntry', { id: ids.timeline, summary: 'Hacked' }],
      ['deleteInscriptionTimelineEntry', 'DeleteInscriptionTimelineEntryInput', 'inscriptionTimelineEntry', { id: ids.timeline }],
      ['updateUser', 'UpdateUserInput', 'user', { id: owner.accountId, fullName: 'Hacked' }],
      ['deleteUser', 'DeleteUserInput', 'user', { id: owner.accountId }],
      ['updateUserReminder', 'UpdateUserReminderInput', 'userReminder', { id: ids.reminder, reminderTime: '01:00' }],
      ['deleteUserReminder', 'DeleteUserReminderInput', 'userReminder', { id: ids.reminder }],
      ['updateUserSocial', 'UpdateUserSocialInput', 'userSocial', { id: ids.social, platformUserUrl: 'https://evil.example' }],
      ['deleteUserSocial', 'DeleteUserSocialInput', 'userSocial', { id: ids.social }],
      ['createInscriptionChatSession', 'CreateInscriptionChatSessionInput', 'inscriptionChatSession', { inscriptionId: ids.inscription }],
      ['updateInscriptionChatSession', 'UpdateInscriptionChatSessionInput', 'inscriptionChatSession', { id: ids.session, chatShortSummary: 'Hacked' }],
      ['createInscriptionChatSessionCategory', 'CreateInscriptionChatSessionCategoryInput', 'category', { inscriptionId: ids.inscription, categoryName: 'x' }],
      ['updateInscriptionChatSessionCategory', 'UpdateInscriptionChatSessionCategoryInput', 'category', { id: ids.category, categoryName: 'Hacked' }],
      [
        'createInscriptionChatSessionMessage',
        'CreateInscriptionChatSessionMessageInput',
        'inscriptionChatSessionMessage',
        { inscriptionChatSessionId: ids.session, chatContent: 'x' },
      ],
      ['updateInscriptionChatSessionMessage', 'UpdateInscriptionChatSessionMessageInput', 'inscriptionChatSessionMessage', { id: ids.message, chatContent: 'Hacked' }],
    ];
    for (const [name, type, field, input] of attempts) {
      const data = await as(intruder, mutation(name, type, field, 'id'), { input });
      expect({ name, result: data[name] }).toEqual({
        name,
        result: { code: '404', success: false, message: expect.stringContaining('not found'), [field]: null },
      });
    }
    const byId: [string, string, string][] = [
      ['deleteInscriptionChatSessionMessage', 'inscriptionChatSessionMessage', ids.message!],
      ['deleteInscriptionChatSession', 'inscriptionChatSession', ids.session!],
      ['deleteInscriptionChatSessionCategory', 'category', ids.category!],
    ];
    for (const [name, field, id] of byId) {
      const data = await as(intruder, mutationById(name, field, 'id'), { id });
      expect({ name, result: data[name] }).toEqual({
        name,
        result: { code: '404', success: false, message: expect.stringContaining('not found'), [field]: null },
      });
    }
    // Reading an inscription for answers ahead of a question: nothing of another user's is read.
    const prepare = 'mutation($i: ID!) { prepareInscriptionAnswers(inscriptionId: $i) }';
    expect(await as(intruder, prepare, { i: ids.inscription })).toEqual({ prepareInscriptionAnswers: false });
    expect(await as(owner, prepare, { i: ids.inscription })).toEqual({ prepareInscriptionAnswers: true });
    // Moving an own entry into someone else's inscription, or pointing an own session at a foreign category.
    const own = await as(intruder, mutation('createInscription', 'CreateInscriptionInput', 'inscription', 'id'), {
      input: { name: 'Mine', about: 'x' },
    });
    const ownEntry = await as(intruder, mutation('createInscriptionEntry', 'CreateInscriptionEntryInput', 'inscriptionEntry', 'id'), {
      input: { inscriptionId: own.createInscription.inscription.id, name: 'e', transcript: 't' },
    });
    const move = await as(intruder, mutation('updateInscriptionEntry', 'UpdateInscriptionEntryInput', 'inscriptionEntry', 'id'), {
      input: { id: ownEntry.createInscriptionEntry.inscriptionEntry.id, inscriptionId: ids.inscription },
    });
    expect(move.updateInscriptionEntry.code).toBe('404');
    const ownSession = await as(intruder, mutation('createInscriptionChatSession', 'CreateInscriptionChatSessionInput', 'inscriptionChatSession', 'id'), {
      input: { inscriptionId: own.createInscription.inscription.id, inscriptionChatSessionCategoryId: ids.category },
    });
    expect(ownSession.createInscriptionChatSession.code).toBe('404');
    const answerForeign = await as(
      intruder,
      mutation('createInscriptionEntryQuestionAnswer', 'CreateInscriptionEntryQuestionAnswerInput', 'inscriptionEntryQuestionAnswer', 'id'),
      { input: { inscriptionEntryId: ownEntry.createInscriptionEntry.inscriptionEntry.id, inscriptionQuestionId: ids.question, answer: 'x' } },
    );
    expect(answerForeign.createInscriptionEntryQuestionAnswer.code).toBe('404');
    // Malformed ids are not found as well (never a database error).
    const malformed = await as(intruder, mutation('updateInscription', 'UpdateInscriptionInput', 'inscription', 'id'), {
      input: { id: 'not-a-uuid', name: 'x' },
    });
    expect(malformed.updateInscription.code).toBe('404');

    const after = await snapshot();
    expect(after).toEqual(before);
  });
});
