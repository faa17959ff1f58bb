import { BACKENDS, createTestEnv, gql, login, type Session, type TestEnv } from '../test/helpers';
import { F, mutation, mutationById } from '../test/operations';
import { inscriptionInsights, timelineEntries } from '../db/schema';

describe.each(BACKENDS)('GraphQL CRUD round trips (%s)', (kind) => {
  let env: TestEnv;
  let s: Session;
  beforeAll(async () => {
    env = await createTestEnv(kind);
  });
  afterAll(async () => {
    await env.close();
  });
  beforeEach(async () => {
    s = await login(env.app);
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const run = async (query: string, variables: Record<string, unknown> = {}): Promise<any> => {
    const res = await gql(env.app, s, query, variables);
    expect(res.errors).toBeUndefined();
    expect(res.status).toBe(200);
    return res.data;
  };
  const createInscription = async (name = 'Journal') =>
    (
      await run(mutation('createInscription', 'CreateInscriptionInput', 'inscription', F.inscription), {
        input: { name, about: 'About it' },
      })
    ).createInscription.inscription;
  const createEntry = async (inscriptionId: string, name = 'Entry') =>
    (
      await run(mutation('createInscriptionEntry', 'CreateInscriptionEntryInput', 'inscriptionEntry', F.entry), {
        input: { inscriptionId, name, transcript: 'Hello', dateRecorded: '2026-01-15T10:00:00Z' },
      })
    ).createInscriptionEntry.inscriptionEntry;

  it('inscriptions', async () => {
    const created = await run(mutation('createInscription', 'CreateInscriptionInput', 'inscription', F.inscription), {
      input: { name: 'My startup', about: 'Notes', category: 'SOFTWARE_SERVICES', isPrivate: true },
    });
    expect(created.createInscription).toMatchObject({ code: '200', success: true, message: expect.any(String) });
    const ins = created.createInscription.inscription;
    expect(ins).toMatchObject({
      name: 'My startup',
      about: 'Notes',
      category: 'SOFTWARE_SERVICES',
      isPrivate: true,
      entryCount: 0,
      logoImageUrl: null,
      logoImageUploadUrl: expect.stringContaining(`/uploads/${s.accountId}/inscriptions/`),
    });
    expect(new Date(ins.dateCreated).toISOString()).toBe(ins.dateCreated);

    const defaults = await run(mutation('createInscription', 'CreateInscriptionInput', 'inscription', F.inscription), {
      input: { name: 'Second', about: 'x' },
    });
    expect(defaults.createInscription.inscription).toMatchObject({ category: 'CONSUMER_SERVICES', isPrivate: false });

    const read = await run(`query($id: ID!) { inscription(inscriptionId: $id) { ${F.inscription} } inscriptions { id } }`, {
      id: ins.id,
    });
    expect(read.inscription).toEqual({ ...ins, logoImageUploadUrl: null });
    expect(read.inscriptions.map((i: { id: string }) => i.id)).toEqual([defaults.createInscription.inscription.id, ins.id]);

    const updated = await run(mutation('updateInscription', 'UpdateInscriptionInput', 'inscription', F.inscription), {
      input: { id: ins.id, name: 'Renamed', isPrivate: false, allowExternalAi: true },
    });
    expect(updated.updateInscription).toMatchObject({
      code: '200',
      inscription: { id: ins.id, name: 'Renamed', about: 'Notes', isPrivate: false, allowExternalAi: true },
    });

    const blank = await run(mutation('updateInscription', 'UpdateInscriptionInput', 'inscription', 'id'), {
      input: { id: ins.id, name: '   ' },
    });
    expect(blank.updateInscription).toMatchObject({ code: '400', success: false, message: expect.stringContaining('"name"') });

    const deleted = await run(mutation('deleteInscription', 'DeleteInscriptionInput', 'inscription', 'id'), {
      input: { id: ins.id },
    });
    expect(deleted.deleteInscription).toMatchObject({ code: '200', success: true, inscription: { id: ins.id } });
    const gone = await run(`query($id: ID!) { inscription(inscriptionId: $id) { id } }`, { id: ins.id });
    expect(gone.inscription).toBeNull();
    const again = await run(mutation('deleteInscription', 'DeleteInscriptionInput', 'inscription', 'id'), {
      input: { id: ins.id },
    });
    expect(again.deleteInscription).toMatchObject({ code: '404', success: false, inscription: null });
  });

  it('entries (and entryCount)', async () => {
    const ins = await createInscription();
    const created = await run(mutation('createInscriptionEntry', 'CreateInscriptionEntryInput', 'inscriptionEntry', F.entry), {
      input: {
        inscriptionId: ins.id,
        name: 'Day 1',
        transcript: 'Talked to customers',
        isPrivate: true,
        isImportant: true,
        isMuted: false,
        dateRecorded: '2026-01-15T10:00:00Z',
      },
    });
    const entry = created.createInscriptionEntry.inscriptionEntry;
    expect(created.createInscriptionEntry.code).toBe('200');
    expect(entry).toMatchObject({
      inscriptionId: ins.id,
      name: 'Day 1',
      transcript: 'Talked to customers',
      isPrivate: true,
      isImportant: true,
      isMuted: false,
      dateRecorded: '2026-01-15T10:00:00.000Z',
      audioUrl: null,
      audioUploadUrl: expect.stringContaining(`/uploads/${s.accountId}/entries/`),
      questionAnswers: [],
    });
    const read = await run(
      `query($e: ID!, $i: ID!) {
        inscriptionEntry(inscriptionEntryId: $e) { ${F.entry} }
        inscriptionEntryName(inscriptionEntryId: $e)
        inscriptionEntries(inscriptionId: $i) { id }
        inscription(inscriptionId: $i) { entryCount }
      }`,
      { e: entry.id, i: ins.id },
    );
    expect(read.inscriptionEntry).toEqual({ ...entry, audioUploadUrl: null });
    expect(read.inscriptionEntryName).toBe('Day 1');
    expect(read.inscriptionEntries).toEqual([{ id: entry.id }]);
    expect(read.inscription.entryCount).toBe(1);

    const updated = await run(mutation('updateInscriptionEntry', 'UpdateInscriptionEntryInput', 'inscriptionEntry', F.entry), {
      input: { id: entry.id, inscriptionId: ins.id, name: 'Day one', transcript: 'Edited', isMuted: true, dateRecorded: '2026-01-16' },
    });
    expect(updated.updateInscriptionEntry.inscriptionEntry).toMatchObject({
      id: entry.id,
      name: 'Day one',
      transcript: 'Edited',
      isMuted: true,
      isPrivate: true,
      dateRecorded: '2026-01-16T00:00:00.000Z',
    });
    const badDate = await run(mutation('updateInscriptionEntry', 'UpdateInscriptionEntryInput', 'inscriptionEntry', 'id'), {
      input: { id: entry.id, dateRecorded: 'yesterday' },
    });
    expect(badDate.updateInscriptionEntry).toMatchObject({ code: '400', message: expect.stringContaining('dateRecorded') });

    const deleted = await run(mutation('deleteInscriptionEntry', 'DeleteInscriptionEntryInput', 'inscriptionEntry', 'id'), {
      input: { id: entry.id },
    });
    expect(deleted.deleteInscriptionEntry).toMatchObject({ code: '200', inscriptionEntry: { id: entry.id } });
    const after = await run(`query($e: ID!, $i: ID!) { inscriptionEntry(inscriptionEntryId: $e) { id } inscription(inscriptionId: $i) { entryCount } }`, {
      e: entry.id,
      i: ins.id,
    });
    expect(after).toEqual({ inscriptionEntry: null, inscription: { entryCount: 0 } });
  });

  it('questions and answers', async () => {
    const ins = await createInscription();
    const entry = await createEntry(ins.id);
    const q = await run(mutation('createInscriptionQuestion', 'CreateInscriptionQuestionInput', 'inscriptionQuestion', F.question), {
      input: { inscriptionId: ins.id, questionType: 'NUMBER', question: 'How focused were you?', min: 1, max: 10 },
    });
    const question = q.createInscriptionQuestion.inscriptionQuestion;
    expect(question).toMatchObject({ inscriptionId: ins.id, questionType: 'NUMBER', question: 'How focused were you?', min: 1, max: 10 });
    const readQ = await run(`query($id: ID!, $i: ID!) { inscriptionQuestion(id: $id) { ${F.question} } inscriptionQuestions(inscriptionId: $i) { id } }`, {
      id: question.id,
      i: ins.id,
    });
    expect(readQ.inscriptionQuestion).toEqual(question);
    expect(readQ.inscriptionQuestions).toEqual([{ id: question.id }]);
    const updQ = await run(mutation('updateInscriptionQuestion', 'UpdateInscriptionQuestionInput', 'inscriptionQuestion', F.question), {
      input: { id: question.id, question: 'How calm were you?', max: 5 },
    });
    expect(updQ.updateInscriptionQuestion.inscriptionQuestion).toMatchObject({ question: 'How calm were you?', min: 1, max: 5 });
    const badQ = await run(mutation('updateInscriptionQuestion', 'UpdateInscriptionQuestionInput', 'inscriptionQuestion', 'id'), {
      input: { id: question.id, min: 9 },
    });
    expect(badQ.updateInscriptionQuestion.code).toBe('400');
    // A question type outside the enumeration does not reach the service.
    const unknownType = await gql(env.app, s, mutation('createInscriptionQuestion', 'CreateInscriptionQuestionInput', 'inscriptionQuestion', 'id'), {
      input: { inscriptionId: ins.id, questionType: 'SCALE', question: 'Energy?' },
    });
    expect(unknownType.errors?.[0]?.message).toContain('QuestionType');

    const a = await run(
      mutation('createInscriptionEntryQuestionAnswer', 'CreateInscriptionEntryQuestionAnswerInput', 'inscriptionEntryQuestionAnswer', F.answer),
      { input: { inscriptionEntryId: entry.id, inscriptionQuestionId: question.id, answer: '4' } },
    );
    const answer = a.createInscriptionEntryQuestionAnswer.inscriptionEntryQuestionAnswer;
    expect(answer).toMatchObject({ inscriptionEntryId: entry.id, inscriptionQuestionId: question.id, answer: '4' });
    const dup = await run(
      mutation('createInscriptionEntryQuestionAnswer', 'CreateInscriptionEntryQuestionAnswerInput', 'inscriptionEntryQuestionAnswer', 'id'),
      { input: { inscriptionEntryId: entry.id, inscriptionQuestionId: question.id, answer: '5' } },
    );
    expect(dup.createInscriptionEntryQuestionAnswer).toMatchObject({ code: '409', message: expect.stringContaining('duplicate') });

    const readA = await run(
      `query($id: ID!, $e: ID!) {
        inscriptionEntryQuestionAnswer(id: $id) { ${F.answer} }
        inscriptionEntryQuestionAnswers(inscriptionEntryId: $e) { id }
        inscriptionEntry(inscriptionEntryId: $e) { questionAnswers { id answer } }
      }`,
      { id: answer.id, e: entry.id },
    );
    expect(readA.inscriptionEntryQuestionAnswer).toEqual(answer);
    expect(readA.inscriptionEntryQuestionAnswers).toEqual([{ id: answer.id }]);
    expect(readA.inscriptionEntry.questionAnswers).toEqual([{ id: answer.id, answer: '4' }]);

    const updA = await run(
      mutation('updateInscriptionEntryQuestionAnswer', 'UpdateInscriptionEntryQuestionAnswerInput', 'inscriptionEntryQuestionAnswer', F.answer),
      { input: { id: answer.id, answer: '3', inscriptionEntryId: entry.id, inscriptionQuestionId: question.id } },
    );
    expect(updA.updateInscriptionEntryQuestionAnswer).toMatchObject({ code: '200', inscriptionEntryQuestionAnswer: { id: answer.id, answer: '3' } });
    const delA = await run(
      mutation('deleteInscriptionEntryQuestionAnswer', 'DeleteInscriptionEntryQuestionAnswerInput', 'inscriptionEntryQuestionAnswer', 'id'),
      { input: { id: answer.id } },
    );
    expect(delA.deleteInscriptionEntryQuestionAnswer.code).toBe('200');
    expect((await run(`query($id: ID!) { inscriptionEntryQuestionAnswer(id: $id) { id } }`, { id: answer.id })).inscriptionEntryQuestionAnswer).toBeNull();

    const delQ = await run(mutation('deleteInscriptionQuestion', 'DeleteInscriptionQuestionInput', 'inscriptionQuestion', 'id'), {
      input: { id: question.id },
    });
    expect(delQ.deleteInscriptionQuestion.code).toBe('200');
    expect((await run(`query($id: ID!) { inscriptionQuestion(id: $id) { id } }`, { id: question.id })).inscriptionQuestion).toBeNull();
  });

  it('timeline entries (created through the database)', async () => {
    const ins = await createInscription();
    const [row] = await env.database.db
      .insert(timelineEntries)
      .values({ inscriptionId: ins.id, title: 'January', summary: 'A good month', scale: 'MONTH', year: 2026, month: 1 })
      .returning();
    const id = row!.id;
    const read = await run(
      `query($id: ID!, $i: ID!) {
        inscriptionTimelineEntry(id: $id) { ${F.timeline} }
        inscriptionTimelineEntries(inscriptionId: $i, scale: MONTH, year: 2026, month: 1) { id title }
        other: inscriptionTimelineEntries(inscriptionId: $i, scale: YEAR) { id }
        inscriptionTimelineEntriesPaged(inscriptionId: $i, first: 15, scale: MONTH, year: 2026, month: 1) {
          totalCount edges { cursor node { id title summary } } pageInfo { endCursor hasNextPage }
        }
      }`,
      { id, i: ins.id },
    );
    expect(read.inscriptionTimelineEntry).toMatchObject({ id, title: 'January', summary: 'A good month', scale: 'MONTH', year: 2026, month: 1, week: null });
    expect(read.inscriptionTimelineEntries).toEqual([{ id, title: 'January' }]);
    expect(read.other).toEqual([]);
    expect(read.inscriptionTimelineEntriesPaged).toEqual({
      totalCount: 1,
      edges: [{ cursor: id, node: { id, title: null, summary: 'A good month' } }],
      pageInfo: { endCursor: id, hasNextPage: false },
    });
    const upd = await run(
      mutation('updateInscriptionTimelineEntry', 'UpdateInscriptionTimelineEntryInput', 'inscriptionTimelineEntry', F.timeline),
      { input: { id, summary: 'Great month', month: 2 } },
    );
    expect(upd.updateInscriptionTimelineEntry.inscriptionTimelineEntry).toMatchObject({ id, summary: 'Great month', month: 2 });
    const bad = await run(
      mutation('updateInscriptionTimelineEntry', 'UpdateInscriptionTimelineEntryInput', 'inscriptionTimelineEntry', 'id'),
      { input: { id, month: 13 } },
    );
    expect(bad.updateInscriptionTimelineEntry).toMatchObject({ code: '400', message: expect.stringContaining('"month"') });
    const del = await run(
      mutation('deleteInscriptionTimelineEntry', 'DeleteInscriptionTimelineEntryInput', 'inscriptionTimelineEntry', 'id'),
      { input: { id } },
    );
    expect(del.deleteInscriptionTimelineEntry.code).toBe('200');
    expect((await run(`query($id: ID!) { inscriptionTimelineEntry(id: $id) { id } }`, { id })).inscriptionTimelineEntry).toBeNull();
  });

  it('user profile', async () => {
    expect((await run('{ user { id } }')).user).toBeNull();
    const created = await run(mutation('createUser', 'CreateUserInput', 'user', F.user), {
      input: { fullName: 'Ada Lovelace', bio: 'Engines', quote: 'Q', timezone: 'Europe/London' },
    });
    expect(created.createUser).toMatchObject({
      code: '200',
      user: { id: s.accountId, fullName: 'Ada Lovelace', email: s.email, bio: 'Engines', timezone: 'Europe/London', profileImageUploadUrl: expect.stringContaining(`/uploads/${s.accountId}/users/profile-`) },
    });
    const dup = await run(mutation('createUser', 'CreateUserInput', 'user', 'id'), { input: { fullName: 'Again' } });
    expect(dup.createUser).toMatchObject({ code: '409', success: false, message: expect.stringContaining('duplicate'), user: null });
    expect((await run(`{ user { ${F.user} } }`)).user).toEqual({ ...created.createUser.user, profileImageUploadUrl: null });
    const upd = await run(mutation('updateUser', 'UpdateUserInput', 'user', F.user), {
      input: { id: s.accountId, fullName: 'Ada King', bio: null, email: 'ADA@Example.com' },
    });
    expect(upd.updateUser.user).toMatchObject({ fullName: 'Ada King', bio: null, email: 'ada@example.com', quote: 'Q' });
    const badTz = await run(mutation('updateUser', 'UpdateUserInput', 'user', 'id'), { input: { timezone: 'Mars/Base' } });
    expect(badTz.updateUser).toMatchObject({ code: '400', message: expect.stringContaining('timezone') });
    const del = await run(mutation('deleteUser', 'DeleteUserInput', 'user', 'id'), { input: { id: s.accountId } });
    expect(del.deleteUser).toMatchObject({ code: '200', user: { id: s.accountId } });
    expect((await run('{ user { id } }')).user).toBeNull();
  });

  it('user reminders', async () => {
    const created = await run(mutation('createUserReminder', 'CreateUserReminderInput', 'userReminder', F.reminder), {
      input: {},
    });
    const r = created.createUserReminder.userReminder;
    expect(r).toMatchObject({
      userId: s.accountId,
      reminderType: 'DEFAULT',
      reminderTime: '09:30',
      reminderFrequencyType: 'DAILY',
      reminderFrequency: 1,
      reminderWeekDays: 0,
      isActive: true,
    });
    const early = await run(mutation('createUserReminder', 'CreateUserReminderInput', 'userReminder', 'id'), {
      input: { reminderTime: '07:00', reminderFrequencyType: 'WEEKLY', reminderFrequency: 2, reminderWeekDays: 1 | 4 },
    });
    const list = await run('{ userReminders { id reminderTime } }');
    expect(list.userReminders).toEqual([
      { id: early.createUserReminder.userReminder.id, reminderTime: '07:00' },
      { id: r.id, reminderTime: '09:30' },
    ]);
    const upd = await run(mutation('updateUserReminder', 'UpdateUserReminderInput', 'userReminder', F.reminder), {
      input: { id: r.id, reminderTime: '21:15', isActive: false },
    });
    expect(upd.updateUserReminder.userReminder).toMatchObject({ reminderTime: '21:15', isActive: false });
    const bad = await run(mutation('updateUserReminder', 'UpdateUserReminderInput', 'userReminder', 'id'), {
      input: { id: r.id, reminderTime: '25:00' },
    });
    expect(bad.updateUserReminder).toMatchObject({ code: '400', message: expect.stringContaining('reminderTime') });
    const noDay = await run(mutation('updateUserReminder', 'UpdateUserReminderInput', 'userReminder', 'id'), {
      input: { id: early.createUserReminder.userReminder.id, reminderWeekDays: 0 },
    });
    expect(noDay.updateUserReminder.code).toBe('400');
    const del = await run(mutation('deleteUserReminder', 'DeleteUserReminderInput', 'userReminder', 'id'), { input: { id: r.id } });
    expect(del.deleteUserReminder.code).toBe('200');
    expect((await run('{ userReminders { id } }')).userReminders).toHaveLength(1);
  });

  it('user socials (platform guessed from the URL)', async () => {
    const gh = await run(mutation('createUserSocial', 'CreateUserSocialInput', 'userSocial', F.social), {
      input: { userId: s.accountId, platformUserUrl: 'https://github.com/ada' },
    });
    expect(gh.createUserSocial.userSocial).toMatchObject({ platform: 'GITHUB', platformUserUrl: 'https://github.com/ada', userId: s.accountId });
    const site = await run(mutation('createUserSocial', 'CreateUserSocialInput', 'userSocial', F.social), {
      input: { platformUserUrl: 'https://ada.dev' },
    });
    expect(site.createUserSocial.userSocial.platform).toBe('WEBSITE');
    const bad = await run(mutation('createUserSocial', 'CreateUserSocialInput', 'userSocial', 'id'), {
      input: { platformUserUrl: 'not a url' },
    });
    expect(bad.createUserSocial).toMatchObject({ code: '400', message: expect.stringContaining('platformUserUrl') });
    expect((await run('{ userSocials { id } }')).userSocials).toHaveLength(2);
    const id = gh.createUserSocial.userSocial.id;
    const upd = await run(mutation('updateUserSocial', 'UpdateUserSocialInput', 'userSocial', F.social), {
      input: { id, platformUserUrl: 'https://www.linkedin.com/in/ada' },
    });
    expect(upd.updateUserSocial.userSocial).toMatchObject({ id, platform: 'LINKEDIN' });
    const del = await run(mutation('deleteUserSocial', 'DeleteUserSocialInput', 'userSocial', 'id'), { input: { id } });
    expect(del.deleteUserSocial.code).toBe('200');
    expect((await run('{ userSocials { id } }')).userSocials).toEqual([{ id: site.createUserSocial.userSocial.id }]);
  });

  it('chat categories, sessions and messages', async () => {
    const ins = await createInscription();
    const entry = await createEntry(ins.id, 'Source entry');
    const cat = await run(
      mutation('createInscriptionChatSessionCategory', 'CreateInscriptionChatSessionCategoryInput', 'category', F.category),
      { input: { inscriptionId: ins.id, categoryName: 'Strategy' } },
    );
    const category = cat.createInscriptionChatSessionCategory.category;
    expect(cat.createInscriptionChatSessionCategory.code).toBe('200');
    expect(category).toMatchObject({ inscriptionId: ins.id, categoryName: 'Strategy' });
    expect((await run(`query($i: ID!) { inscriptionChatSessionCategories(inscriptionId: $i) { ${F.category} } }`, { i: ins.id }))
      .inscriptionChatSessionCategories).toEqual([category]);
    const updCat = await run(
      mutation('updateInscriptionChatSessionCategory', 'UpdateInscriptionChatSessionCategoryInput', 'category', F.category),
      { input: { id: category.id, categoryName: 'Growth' } },
    );
    expect(updCat.updateInscriptionChatSessionCategory.category.categoryName).toBe('Growth');

    const ses = await run(
      mutation('createInscriptionChatSession', 'CreateInscriptionChatSessionInput', 'inscriptionChatSession', F.session),
      { input: { inscriptionId: ins.id, chatShortSummary: 'Short', chatLongSummary: 'Long', queryFrom: 'ENTRIES', fetchUsing: 'RETRIEVAL' } },
    );
    const session = ses.createInscriptionChatSession.inscriptionChatSession;
    expect(session).toMatchObject({ inscriptionId: ins.id, inscriptionChatSessionCategoryId: null, chatShortSummary: 'Short' });
    const updSes = await run(
      mutation('updateInscriptionChatSession', 'UpdateInscriptionChatSessionInput', 'inscriptionChatSession', F.session),
      { input: { id: session.id, inscriptionId: ins.id, inscriptionChatSessionCategoryId: category.id, chatShortSummary: 'Shorter' } },
    );
    expect(updSes.updateInscriptionChatSession).toMatchObject({
      code: '200',
      inscriptionChatSession: { inscriptionChatSessionCategoryId: category.id, chatShortSummary: 'Shorter', chatLongSummary: 'Long' },
    });
    const readSes = await run(
      `query($id: ID!, $i: ID!, $c: ID) {
        inscriptionChatSession(id: $id) { ${F.session} }
        all: inscriptionChatSessionsPaged(inscriptionId: $i, first: 10) { totalCount edges { cursor node { id } } }
        inCat: inscriptionChatSessionsPaged(inscriptionId: $i, first: 10, inscriptionChatSessionCategoryId: $c) { totalCount }
      }`,
      { id: session.id, i: ins.id, c: category.id },
    );
    expect(readSes.inscriptionChatSession).toEqual(updSes.updateInscriptionChatSession.inscriptionChatSession);
    expect(readSes.all).toEqual({ totalCount: 1, edges: [{ cursor: session.id, node: { id: session.id } }] });
    expect(readSes.inCat.totalCount).toBe(1);

    const msg = await run(
      mutation('createInscriptionChatSessionMessage', 'CreateInscriptionChatSessionMessageInput', 'inscriptionChatSessionMessage', F.message),
      {
        input: {
          inscriptionChatSessionId: session.id,
          chatRole: 'assistant',
          chatContent: 'See [1]',
          externalSources: ['https://example.com/a'],
          inscriptionEntrySources: [{ id: entry.id, name: entry.name }],
        },
      },
    );
    const message = msg.createInscriptionChatSessionMessage.inscriptionChatSessionMessage;
    expect(message).toMatchObject({
      inscriptionChatSessionId: session.id,
      chatRole: 'assistant',
      chatContent: 'See [1]',
      chatHelpful: null,
      externalSources: ['https://example.com/a'],
      inscriptionEntrySources: [{ id: entry.id, name: 'Source entry' }],
    });
    const updMsg = await run(
      mutation('updateInscriptionChatSessionMessage', 'UpdateInscriptionChatSessionMessageInput', 'inscriptionChatSessionMessage', F.message),
      { input: { id: message.id, chatHelpful: true } },
    );
    expect(updMsg.updateInscriptionChatSessionMessage.inscriptionChatSessionMessage.chatHelpful).toBe(true);
    const msgs = await run(`query($id: ID!) { inscriptionChatSessionMessages(inscriptionChatSessionId: $id) { ${F.message} } }`, {
      id: session.id,
    });
    expect(msgs.inscriptionChatSessionMessages).toEqual([updMsg.updateInscriptionChatSessionMessage.inscriptionChatSessionMessage]);
    const delMsg = await run(mutationById('deleteInscriptionChatSessionMessage', 'inscriptionChatSessionMessage', 'id'), { id: message.id });
    expect(delMsg.deleteInscriptionChatSessionMessage.code).toBe('200');
    expect((await run(`query($id: ID!) { inscriptionChatSessionMessages(inscriptionChatSessionId: $id) { id } }`, { id: session.id }))
      .inscriptionChatSessionMessages).toEqual([]);

    const delSes = await run(mutationById('deleteInscriptionChatSession', 'inscriptionChatSession', 'id'), { id: session.id });
    expect(delSes.deleteInscriptionChatSession).toMatchObject({ code: '200', success: true });
    expect((await run(`query($id: ID!) { inscriptionChatSession(id: $id) { id } }`, { id: session.id })).inscriptionChatSession).toBeNull();
    const delCat = await run(mutationById('deleteInscriptionChatSessionCategory', 'category', 'id'), { id: category.id });
    expect(delCat.deleteInscriptionChatSessionCategory).toMatchObject({ code: '200', success: true });
    expect((await run(`query($i: ID!) { inscriptionChatSessionCategories(inscriptionId: $i) { id } }`, { i: ins.id }))
      .inscriptionChatSessionCategories).toEqual([]);
  });

  it('reads stored insights (null until generated)', async () => {
    const ins = await createInscription();
    const q = `query($i: ID!) { inscriptionDataInsight(inscriptionId: $i) {
      dateUpdated potentialImprovements { name reasoning evidence } habitsPositivePatterns { name } habitsImprovablePatterns { name }
      repetitionRecommendations { name } reoccurringTrends { name } concernsSelfDoubt risksStrategies risksImprovableTolerance risksPositiveTolerance } }`;
    expect((await run(q, { i: ins.id })).inscriptionDataInsight).toBeNull();
    await env.database.db.insert(inscriptionInsights).values({
      inscriptionId: ins.id,
      potentialImprovements: [{ name: 'Focus', reasoning: 'Too many ideas', evidence: 'Entry 3' }],
      risksStrategies: ['Diversify'],
    });
    const data = (await run(q, { i: ins.id })).inscriptionDataInsight;
    expect(data).toMatchObject({
      potentialImprovements: [{ name: 'Focus', reasoning: 'Too many ideas', evidence: 'Entry 3' }],
      habitsPositivePatterns: [],
      risksStrategies: ['Diversify'],
      concernsSelfDoubt: [],
    });
    expect(typeof data.dateUpdated).toBe('string');
  });

  it('deleting an inscription cascades to everything below it', async () => {
    const ins = await createInscription();
    const entry = await createEntry(ins.id);
    await run(mutation('deleteInscription', 'DeleteInscriptionInput', 'inscription', 'id'), { input: { id: ins.id } });
    expect((await run(`query($e: ID!) { inscriptionEntry(inscriptionEntryId: $e) { id } }`, { e: entry.id })).inscriptionEntry).toBeNull();
    const rows = await env.database.query<{ n: number }>('select count(*)::int as n from inscription_entries where id = $1', [entry.id]);
    expect(rows[0]!.n).toBe(0);
  });
});
