import { createTestEnv, gql, login, type TestEnv } from '../test/helpers';
import { mutation } from '../test/operations';

describe('no N+1 queries for nested counts and lists', () => {
  let env: TestEnv;
  let counting = false;
  let statements = 0;
  beforeAll(async () => {
    // Token verification (access token, grant, account: a constant 3 indexed reads per request) is not counted.
    const isAuth = (sql: string) => /"oidc_payloads"|"account_credentials"/.test(sql);
    env = await createTestEnv('pglite', {}, { onQuery: (sql) => void (counting && !isAuth(sql) && statements++) });
  });
  afterAll(async () => {
    await env.close();
  });

  it('loads entryCount and questionAnswers in a constant number of statements', async () => {
    const s = await login(env.app);
    const run = async (q: string, input: Record<string, unknown>) => (await gql(env.app, s, q, { input })).data;
    let firstInscription = '';
    for (let i = 0; i < 8; i++) {
      const ins = await run(mutation('createInscription', 'CreateInscriptionInput', 'inscription', 'id'), { name: `I${i}`, about: 'x' });
      const inscriptionId = ins.createInscription.inscription.id;
      firstInscription ||= inscriptionId;
      const q = await run(mutation('createInscriptionQuestion', 'CreateInscriptionQuestionInput', 'inscriptionQuestion', 'id'), {
        inscriptionId,
        questionType: 'TEXT',
        question: 'Q',
      });
      for (let e = 0; e < 3; e++) {
        const entry = await run(mutation('createInscriptionEntry', 'CreateInscriptionEntryInput', 'inscriptionEntry', 'id'), {
          inscriptionId: i === 0 ? firstInscription : inscriptionId,
          name: `E${e}`,
          transcript: 't',
        });
        if (i === 0) {
          await run(mutation('createInscriptionEntryQuestionAnswer', 'CreateInscriptionEntryQuestionAnswerInput', 'inscriptionEntryQuestionAnswer', 'id'), {
            inscriptionEntryId: entry.createInscriptionEntry.inscriptionEntry.id,
            inscriptionQuestionId: q.createInscriptionQuestion.inscriptionQuestion.id,
            answer: 'a',
          });
        }
      }
    }
    statements = 0;
    counting = true;
    const res = await gql(
      env.app,
      s,
      `query($i: ID!) {
        inscriptions { id entryCount }
        inscriptionEntries(inscriptionId: $i) { id questionAnswers { id } }
      }`,
      { i: firstInscription },
    );
    counting = false;
    expect(res.errors).toBeUndefined();
    expect(res.data.inscriptions).toHaveLength(8);
    expect(res.data.inscriptions.every((i: { entryCount: number }) => i.entryCount === 3)).toBe(true);
    expect(res.data.inscriptionEntries.every((e: { questionAnswers: unknown[] }) => e.questionAnswers.length === 1)).toBe(true);
    // inscriptions + 1 batched count, ownership check + entries + 1 batched answers = 5 (independent of the row counts)
    expect(statements).toBeLessThanOrEqual(5);
  });
});
