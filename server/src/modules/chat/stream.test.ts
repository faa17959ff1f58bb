import { createTestEnv, gql, login, type Session, type TestEnv } from '../../test/helpers';

const ASK = `subscription Ask($input: AskInscriptionQuestionInput!) {
  askInscriptionQuestion(input: $input) { delta error unsupported answer { id chatContent inscriptionEntrySources { id name passage } } }
}`;

/** The `next` events of a GraphQL-over-SSE answer. */
function sseEvents(body: string): Record<string, unknown>[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('event: next'))
    .map((block) => JSON.parse(block.split('\n').find((l) => l.startsWith('data: '))!.slice(6)).data.askInscriptionQuestion);
}

describe('askInscriptionQuestion over SSE', () => {
  let env: TestEnv;
  let a: Session;
  let b: Session;
  beforeAll(async () => {
    env = await createTestEnv('pglite');
    a = await login(env.app);
    b = await login(env.app);
  }, 120_000);
  afterAll(async () => {
    await env.close();
  });

  const ask = (session: Session, input: Record<string, unknown>) =>
    env.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${session.token}` },
      payload: { query: ASK, variables: { input } },
    });

  it('streams deltas then the saved, cited answer; another user gets a not-found error event', async () => {
    const created = await gql(env.app, a, 'mutation { createInscription(input: { name: "J", about: "A" }) { inscription { id } } }');
    const inscriptionId = created.data.createInscription.inscription.id as string;
    await gql(env.app, a, 'mutation($i: CreateInscriptionEntryInput!) { createInscriptionEntry(input: $i) { code } }', {
      i: { inscriptionId, name: 'Launch', transcript: 'The launch date moved to September because the beta testers found bugs.', dateRecorded: new Date().toISOString() },
    });
    const session = await gql(env.app, a, 'mutation($i: CreateInscriptionChatSessionInput!) { createInscriptionChatSession(input: $i) { inscriptionChatSession { id } } }', {
      i: { inscriptionId },
    });
    const sessionId = session.data.createInscriptionChatSession.inscriptionChatSession.id as string;
    const res = await ask(a, { inscriptionChatSessionId: sessionId, question: 'Why did the launch date move?' });
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    const events = sseEvents(res.body);
    expect(events.filter((e) => e.delta).length).toBeGreaterThan(3);
    const last = events.at(-1) as { answer: { chatContent: string; inscriptionEntrySources: { passage: string }[] } };
    expect(last.answer.chatContent).toContain('The launch date moved to September because the beta testers found bugs. [E1]');
    expect(last.answer.inscriptionEntrySources[0]!.passage).toBe('The launch date moved to September because the beta testers found bugs.');

    const theirs = sseEvents((await ask(b, { inscriptionChatSessionId: sessionId, question: 'Why did the launch date move?' })).body);
    expect(theirs).toEqual([{ delta: null, error: 'Chat session not found', unsupported: null, answer: null }]);
  }, 60_000);
});
