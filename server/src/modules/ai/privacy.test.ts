import { INSIGHT_FIELDS } from '@inscriptions/contracts';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import type { Actor } from '../actor';
import { answerQuestion } from '../chat/answer';
import { createChatSession } from '../chat/service';
import { createEntry } from '../entries/service';
import { NotFoundError } from '../errors';
import { createInscription, getInscription, updateInscription } from '../inscriptions/service';
import { insightEngineFor } from '../insights/engine';
import { diveDeeperQuestions, refreshInsights } from '../insights/service';
import { runTimelineGeneration } from '../timeline/generate';
import { summariserFor } from '../timeline/summarise';
import { startFakeOpenAi, type FakeOpenAi } from './testing/fakeOpenAi';
import { startFakeSearxng, type FakeSearxng } from './testing/fakeSearxng';
import { createAi, type Ai } from '.';

const now = new Date('2026-11-20T12:00:00Z');
const noItems = Object.fromEntries(INSIGHT_FIELDS.map((f) => [f, []]));

describe.each(BACKENDS)('private entries and an external model (%s)', (kind) => {
  let env: ServiceTestEnv;
  let fake: FakeOpenAi;
  let searx: FakeSearxng;
  let owner: Actor;
  let other: Actor;
  let external: Ai;
  let open: string;
  let secret: string;
  /** Everything the fake model was sent, as one text. */
  const sent = () => JSON.stringify(fake.requests);

  async function ask(actor: Actor, ai: Ai, inscriptionId: string, question: string, queryFrom = 'entries') {
    const session = await createChatSession(actor, { inscriptionId });
    for await (const event of answerQuestion(actor, ai, { inscriptionChatSessionId: session.id, question, queryFrom }, now)) {
      if (event.type === 'done') return event.answer;
    }
    throw new Error('no answer');
  }

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    searx = await startFakeSearxng();
    env = await createServiceTestEnv(kind);
    owner = await env.newActor();
    other = await env.newActor();
    external = createAi({ openai: { baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 3000 } });
    open = (await createInscription(owner, { name: 'Bakery', about: 'Work' })).id;
    secret = (await createInscription(owner, { name: 'Diary', about: 'Mine', isPrivate: true })).id;
    await createEntry(owner, { inscriptionId: open, name: 'Sourdough', transcript: 'The sourdough starter doubled overnight.', dateRecorded: '2026-10-02T09:00:00Z' });
    await createEntry(owner, {
      inscriptionId: open,
      name: 'Sourdough loan',
      transcript: 'The sourdough loan from my brother is 3000 pounds, flamingo secret.',
      dateRecorded: '2026-10-03T09:00:00Z',
      isPrivate: true,
    });
    await createEntry(owner, { inscriptionId: secret, name: 'Sourdough dream', transcript: 'I dreamt the sourdough walrus talked.', dateRecorded: '2026-10-04T09:00:00Z' });
  });
  afterAll(async () => {
    await env.close();
    await fake.close();
    await searx.close();
  });
  beforeEach(() => fake.requests.splice(0));

  it('chat: a private entry never reaches the model; the entry beside it does', async () => {
    fake.reply({ kind: 'text', text: 'The starter doubled overnight. [E1]' });
    const answer = await ask(owner, external, open, 'What about the sourdough?');
    expect(sent()).toContain('starter doubled overnight');
    expect(sent()).not.toContain('flamingo');
    expect(answer.inscriptionEntrySources.map((s) => s.name)).toEqual(['Sourdough']);
  });

  it('chat: no entry of a private inscription reaches the model', async () => {
    fake.reply({ kind: 'text', text: 'Nothing to go on.' });
    await ask(owner, external, secret, 'What about the sourdough?');
    expect(fake.requests).toHaveLength(1);
    expect(sent()).not.toContain('walrus');
    expect(sent()).toContain('Entries: none found.');
  });

  it('chat: the embedded engine reads private entries, and only their owner’s', async () => {
    const answer = await ask(owner, createAi(), open, 'How much is the sourdough loan from my brother?');
    expect(answer.chatContent).toContain('flamingo');
    expect(fake.requests).toHaveLength(0);
    const theirs = await createInscription(other, { name: 'Theirs', about: 'Other' });
    const elsewhere = await ask(other, createAi(), theirs.id, 'How much is the sourdough loan from my brother?');
    expect(elsewhere.chatContent).not.toContain('flamingo');
    await expect(createChatSession(other, { inscriptionId: open })).rejects.toThrow();
  });

  it('insights and summaries: private entries stay home; a private inscription is read by the embedded engine', async () => {
    fake.reply({ kind: 'json', value: { ...noItems } });
    await refreshInsights(owner, open, { engine: insightEngineFor(external), now });
    expect(sent()).toContain('starter doubled');
    expect(sent()).not.toContain('flamingo');

    fake.requests.splice(0);
    const insight = await refreshInsights(owner, secret, { engine: insightEngineFor(external), now });
    expect(fake.requests).toHaveLength(0);
    expect(insight.engine).toBe('offline');

    fake.reply({ kind: 'json', value: { sentences: [{ text: 'The sourdough starter doubled overnight.', entries: [1] }] } });
    await runTimelineGeneration(owner, open, { scale: 'MONTH', year: 2026, month: 10 }, { summariser: summariserFor(external), now });
    await runTimelineGeneration(owner, secret, { scale: 'MONTH', year: 2026, month: 10 }, { summariser: summariserFor(external), now });
    expect(sent()).toContain('starter doubled');
    expect(sent()).not.toContain('flamingo');
    expect(sent()).not.toContain('walrus');
  });

  it('dive deeper: the embedded rules’ items of a private inscription are not sent to the model', async () => {
    fake.reply({ kind: 'json', value: { questions: ['What did the walrus say?'] } });
    await refreshInsights(owner, secret, { engine: insightEngineFor(external), now });
    await diveDeeperQuestions(owner, secret, ['reoccurringTrends'], 2, insightEngineFor(external));
    expect(fake.requests).toHaveLength(0);
  });

  it('web search is sent the question alone, never an entry', async () => {
    const withWeb = createAi({ openai: { baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 3000 }, searxngUrl: searx.url });
    searx.reply({ kind: 'results', results: [{ url: 'https://example.org/loans', title: 'Family loans', content: 'How to borrow.' }] });
    fake.reply({ kind: 'text', text: 'See [1].' });
    await ask(owner, withWeb, open, 'How do family loans work?', 'both');
    expect(searx.queries).toEqual(['How do family loans work?']);
  });

  it('off by default; turned on for an inscription, its private entries reach the model, and no other inscription’s', async () => {
    expect(await getInscription(owner, open)).toMatchObject({ allowExternalAi: false });
    expect(await getInscription(owner, secret)).toMatchObject({ allowExternalAi: false });
    await updateInscription(owner, { id: open, allowExternalAi: true });
    await updateInscription(owner, { id: secret, allowExternalAi: true });
    try {
      fake.reply({ kind: 'text', text: 'The loan is 3000 pounds. [E1]' });
      await ask(owner, external, open, 'How much is the sourdough loan from my brother?');
      expect(sent()).toContain('flamingo');
      await ask(owner, external, secret, 'What about the sourdough?');
      expect(sent()).toContain('walrus');

      fake.requests.splice(0);
      fake.reply({ kind: 'json', value: { ...noItems } });
      expect((await refreshInsights(owner, secret, { engine: insightEngineFor(external), now })).engine).toBe('openai');
      expect(sent()).toContain('walrus');
      fake.reply({ kind: 'json', value: { questions: ['What did the walrus say?'] } });
      expect(await diveDeeperQuestions(owner, secret, ['reoccurringTrends'], 1, insightEngineFor(external))).toEqual(['What did the walrus say?']);

      fake.requests.splice(0);
      fake.reply({ kind: 'json', value: { sentences: [{ text: 'The sourdough walrus talked.', entries: [1] }] } });
      await runTimelineGeneration(owner, secret, { scale: 'MONTH', year: 2026, month: 10 }, { summariser: summariserFor(external), now });
      expect(sent()).toContain('walrus');

      // Another user's inscription keeps its own setting (off): its private entry stays home.
      const theirs = await createInscription(other, { name: 'Theirs', about: 'Other' });
      await createEntry(other, { inscriptionId: theirs.id, name: 'Pelican', transcript: 'The sourdough pelican note.', dateRecorded: '2026-10-05T09:00:00Z', isPrivate: true });
      fake.requests.splice(0);
      fake.reply({ kind: 'text', text: 'Nothing to go on.' });
      await ask(other, external, theirs.id, 'What about the sourdough?');
      expect(sent()).not.toContain('pelican');
    } finally {
      await updateInscription(owner, { id: open, allowExternalAi: false });
      await updateInscription(owner, { id: secret, allowExternalAi: false });
    }
  });

  it('another user can neither read nor change an inscription’s setting', async () => {
    await expect(updateInscription(other, { id: secret, allowExternalAi: true })).rejects.toThrow(NotFoundError);
    expect(await getInscription(other, secret)).toBeNull();
    expect(await getInscription(owner, secret)).toMatchObject({ allowExternalAi: false });
    fake.reply({ kind: 'text', text: 'Nothing to go on.' });
    await ask(owner, external, secret, 'What about the sourdough?');
    expect(sent()).not.toContain('walrus');
  });
});
