import { CHAT_TITLE_CHARS } from '@inscriptions/contracts';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../actor';
import { createAi, type Ai } from '../ai';
import { startFakeOpenAi, type FakeOpenAi } from '../ai/testing/fakeOpenAi';
import { startFakeSearxng, type FakeSearxng } from '../ai/testing/fakeSearxng';
import { searxng } from '../ai/web';
import { createEntry } from '../entries/service';
import { createInscription } from '../inscriptions/service';
import { createProfile } from '../users/service';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import { answerQuestion, type AnswerEvent } from './answer';
import { createChatSession, getChatSession, listChatMessages, updateChatSession } from './service';

const now = new Date('2026-07-15T12:00:00Z');

async function run(actor: Actor, ai: Ai, sessionId: string, question: string, extra: { queryFrom?: string; insightField?: string } = {}) {
  const events: AnswerEvent[] = [];
  for await (const e of answerQuestion(actor, ai, { inscriptionChatSessionId: sessionId, question, ...extra }, now)) events.push(e);
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error('no done event');
  return { deltas: events.filter((e) => e.type === 'delta').length, done };
}

describe.each(BACKENDS)('chat answers (%s)', (kind) => {
  let env: ServiceTestEnv;
  let a: Actor;
  let b: Actor;
  let inscriptionId: string;
  let fake: FakeOpenAi;
  let searx: FakeSearxng;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    env = await createServiceTestEnv(kind);
    fake = await startFakeOpenAi();
    searx = await startFakeSearxng();
    a = await env.newActor();
    b = await env.newActor();
    await createProfile(a, { fullName: 'A', email: a.email!, timezone: 'Europe/Berlin' } as never);
    inscriptionId = (await createInscription(a, { name: 'Startup', about: 'My startup' })).id;
    const entries = [
      ['pricing', 'Pricing call', 'Customers said the monthly plan was too expensive. We should test a cheaper annual tier.', '2026-06-10T09:00:00Z'],
      ['hiring', 'Hiring', 'I interviewed two designers for the landing page redesign.', '2026-07-02T09:00:00Z'],
      ['pricing-old', 'Early pricing thoughts', 'Pricing should be simple: one monthly plan for everyone.', '2026-03-05T09:00:00Z'],
    ] as const;
    for (const [key, name, transcript, dateRecorded] of entries) {
      ids[key] = (await createEntry(a, { inscriptionId, name, transcript, dateRecorded })).id;
    }
    const other = await createInscription(b, { name: 'Secret', about: 'B' });
    await createEntry(b, { inscriptionId: other.id, name: 'Pricing secret', transcript: 'Zebra pricing plan for the monthly tier.', dateRecorded: '2026-06-11T09:00:00Z' });
  });
  afterAll(async () => {
    await fake.close();
    await searx.close();
    await env.close();
  });

  it('offline: streams an answer whose citations are verified, each with its supporting passage, and saves both messages', async () => {
    const session = await createChatSession(a, { inscriptionId });
    const { deltas, done } = await run(a, createAi(), session.id, 'What did customers say about the monthly plan price?');
    expect(deltas).toBeGreaterThan(5);
    expect(done.answer.chatContent).toContain('Customers said the monthly plan was too expensive. [E1]');
    expect(done.answer.inscriptionEntrySources[0]).toMatchObject({
      id: ids.pricing,
      passage: 'Customers said the monthly plan was too expensive.',
    });
    expect(done.unsupported).toEqual([]);
    const messages = await listChatMessages(a, session.id);
    expect(messages.map((m) => [m.chatRole, m.id])).toEqual([
      ['user', done.question.id],
      ['assistant', done.answer.id],
    ]);
    expect((await getChatSession(a, session.id))!.chatShortSummary).toBe('What did customers say about the monthly plan price?');
  });

  it('titles a session after a long first question with its opening and an ellipsis', async () => {
    const session = await createChatSession(a, { inscriptionId });
    const question = `What did customers say about the monthly plan price ${'and the annual one '.repeat(20)}?`;
    await run(a, createAi(), session.id, question);
    const title = (await getChatSession(a, session.id))!.chatShortSummary!;
    expect(title).toMatch(/^What did customers say about the monthly plan price and the annual one .*…$/);
    expect(Array.from(title).length).toBeLessThanOrEqual(CHAT_TITLE_CHARS + 1);
  });

  it('offline: a date-relative question cites only entries of that period (in the profile zone)', async () => {
    const session = await createChatSession(a, { inscriptionId });
    const { done } = await run(a, createAi(), session.id, 'What did I write about pricing last month?');
    expect(done.answer.inscriptionEntrySources.map((s) => s.id)).toEqual([ids.pricing]);
    const since = await run(a, createAi(), session.id, 'What did I write about pricing since I started?');
    expect(since.done.answer.inscriptionEntrySources.map((s) => s.id).sort()).toEqual([ids.pricing, ids['pricing-old']].sort());
  });

  it('openai: the prompt holds only the asking user\'s entries; a streamed answer is verified and saved', async () => {
    const ai = createAi({ openai: { baseURL: fake.baseURL, model: 'fake', timeoutMs: 2000 } });
    const session = await createChatSession(a, { inscriptionId });
    fake.reply((request) => {
      // Cite the pricing call by the number the prompt gave it.
      const n = /\[E(\d+)\] [\d-]+ — Pricing call/.exec(request.messages.at(-1)!.content)![1];
      return { kind: 'text', text: `Customers found the monthly plan too expensive [E${n}]. You hired a CFO in Paris [E${n}].` };
    });
    const { done } = await run(a, ai, session.id, 'What about the monthly pricing plan?');
    const prompt = fake.requests.at(-1)!.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Customers said the monthly plan was too expensive.');
    expect(prompt).not.toContain('Zebra');
    expect(done.answer.chatContent).toBe('Customers found the monthly plan too expensive. [E1] You hired a CFO in Paris. [unsupported]');
    expect(done.unsupported).toEqual(['You hired a CFO in Paris.']);
    // B asking in B's own session over the same words never gets A's entries.
    const bInscription = await createInscription(b, { name: 'B2', about: 'B' });
    const bSession = await createChatSession(b, { inscriptionId: bInscription.id });
    fake.reply({ kind: 'text', text: 'Nothing found.' });
    await run(b, ai, bSession.id, 'What about the monthly pricing plan?');
    expect(fake.requests.at(-1)!.messages.map((m) => m.content).join('\n')).not.toContain('too expensive');
  });

  it('openai: a malformed reply, a dropped stream or an error status is a clear error and saves nothing', async () => {
    const ai = createAi({ openai: { baseURL: fake.baseURL, model: 'fake', timeoutMs: 2000 } });
    const session = await createChatSession(a, { inscriptionId });
    for (const reply of [{ kind: 'malformed' }, { kind: 'drop', text: 'Customers said the plan' }, { kind: 'status', status: 500 }] as const) {
      fake.reply(reply);
      await expect(run(a, ai, session.id, 'What about pricing?')).rejects.toMatchObject({ name: 'AiError' });
    }
    expect(await listChatMessages(a, session.id)).toEqual([]);
    expect((await getChatSession(a, session.id))!.chatShortSummary).toBeNull();
  });

  it('web sources are refused plainly when SEARXNG_URL is unset; bad settings are input errors', async () => {
    const session = await createChatSession(a, { inscriptionId });
    await expect(run(a, createAi(), session.id, 'pricing?', { queryFrom: 'internet' })).rejects.toThrow(/Web sources are off/);
    await expect(run(a, createAi(), session.id, 'pricing?', { queryFrom: 'moon' })).rejects.toThrow(/"queryFrom" must be one of/);
    await expect(run(a, createAi(), session.id, '   ')).rejects.toThrow(/must not be empty/);
  });

  it("offline + SearXNG: 'internet' and 'both' answers cite [n] web sources, saved as externalSources", async () => {
    searx.reply({
      kind: 'results',
      results: [
        { url: 'https://example.com/annual', title: 'Annual plans', content: 'Annual plans lower churn for small SaaS companies. More text.' },
        { url: 'mailto:x@example.com', title: 'Mail', content: 'Not a page.' },
      ],
    });
    const ai = createAi({ searxngUrl: searx.url });
    const session = await createChatSession(a, { inscriptionId });
    const internet = await run(a, ai, session.id, 'Is an annual pricing plan a good idea?', { queryFrom: 'internet' });
    expect(searx.queries.at(-1)).toBe('Is an annual pricing plan a good idea?');
    expect(internet.done.answer.chatContent).toContain('Annual plans lower churn for small SaaS companies. [1]');
    expect(internet.done.answer.externalSources).toEqual(['https://example.com/annual']);
    expect(internet.done.answer.inscriptionEntrySources).toEqual([]);
    const both = await run(a, ai, session.id, 'What did customers say about the monthly plan price?', { queryFrom: 'both' });
    expect(both.done.answer.chatContent).toContain('[E1]');
    expect(both.done.answer.chatContent).toContain('[1]');
    expect(both.done.answer.externalSources).toEqual(['https://example.com/annual']);
    expect((await getChatSession(a, session.id))!.queryFrom).toBe('both');
    // B cannot read A's web-sourced answers.
    expect(await listChatMessages(b, session.id)).toEqual([]);
  });

  it('a failing or slow SearXNG is a clear error and saves nothing', async () => {
    const session = await createChatSession(a, { inscriptionId });
    const ai: Ai = { ...createAi(), web: searxng(searx.url, 300) };
    for (const reply of [{ kind: 'status', status: 502 }, { kind: 'hang' }] as const) {
      searx.reply(reply);
      await expect(run(a, ai, session.id, 'pricing?', { queryFrom: 'both' })).rejects.toMatchObject({ name: 'AiError' });
    }
    expect(await listChatMessages(a, session.id)).toEqual([]);
    expect((await getChatSession(a, session.id))!.queryFrom).not.toBe('both');
  });

  it('a dive-deeper question scoped to an insight field reaches the engine: the prompt names it; a bad field is an input error', async () => {
    const ai = createAi({ openai: { baseURL: fake.baseURL, model: 'fake', timeoutMs: 2000 } });
    const session = await createChatSession(a, { inscriptionId });
    fake.reply({ kind: 'text', text: 'You worry about pricing.' });
    await run(a, ai, session.id, 'Why do I keep doubting the price?', { insightField: 'concernsSelfDoubt' });
    const prompt = fake.requests.at(-1)!.messages.at(-1)!.content;
    expect(prompt).toContain('The question dives deeper into the insight "Concerns or Self-Doubt"');
    await run(a, ai, session.id, 'Why do I keep doubting the price?');
    expect(fake.requests.at(-1)!.messages.at(-1)!.content).not.toContain('dives deeper');
    await expect(run(a, ai, session.id, 'Why?', { insightField: 'passwords' })).rejects.toThrow(/"insightField" must be one of/);
    expect(await listChatMessages(a, session.id)).toHaveLength(4);
  });

  it("a second user can neither ask in, read nor change another user's session", async () => {
    const session = await createChatSession(a, { inscriptionId });
    await run(a, createAi(), session.id, 'What about hiring designers?');
    await expect(run(b, createAi(), session.id, 'What about hiring?')).rejects.toThrow('Chat session not found');
    await expect(run(b, createAi(), randomUUID(), 'What about hiring?')).rejects.toThrow('Chat session not found');
    expect(await listChatMessages(b, session.id)).toEqual([]);
    await expect(updateChatSession(b, { id: session.id, queryFrom: 'both' })).rejects.toThrow('Chat session not found');
    expect(await listChatMessages(a, session.id)).toHaveLength(2);
  });
});
