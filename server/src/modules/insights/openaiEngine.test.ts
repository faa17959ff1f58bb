import { eq } from 'drizzle-orm';
import { INSIGHT_FIELDS } from '@inscriptions/contracts';
import { inscriptionInsights, insightRefreshes, timelineEntries } from '../../db/schema';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import type { Actor } from '../actor';
import { openAiCompatibleEngine } from '../ai/engines/openaiCompatible';
import { lastUserMessage, promptEntries, promptSentences } from '../ai/testing/fakeModels';
import { startFakeOpenAi, type ChatRequestBody, type FakeOpenAi } from '../ai/testing/fakeOpenAi';
import { missingOne, sampleOf, strictProblems } from '../ai/testing/jsonSchema';
import { createEntry } from '../entries/service';
import { createInscription } from '../inscriptions/service';
import { runTimelineGeneration } from '../timeline/generate';
import { openAiSummariser } from '../timeline/summarise';
import { INSIGHTS_SCHEMA, openAiInsightEngine } from './openaiEngine';
import { diveDeeperQuestions, getInsight, refreshInsights } from './service';

const noItems = Object.fromEntries(INSIGHT_FIELDS.map((f) => [f, []]));
const MALFORMED = { name: 'AiError', message: 'The language model gave a malformed answer. Please try again.' };
/** The JSON schema a request asked for. */
const schemaOf = (request: ChatRequestBody) => request.response_format!.json_schema!.schema as Record<string, unknown>;

describe.each(BACKENDS)('insights and summaries from an OpenAI-compatible model (%s)', (kind) => {
  let env: ServiceTestEnv;
  let fake: FakeOpenAi;
  let owner: Actor;
  let other: Actor;
  let inscriptionId: string;
  const written = [
    { name: 'Pricing', transcript: 'I am worried about pricing. Customers want a smaller bag.', dateRecorded: '2026-10-02T09:00:00.000Z' },
    { name: 'Run', transcript: 'My morning run keeps me calm.', dateRecorded: '2026-10-05T09:00:00.000Z' },
  ];
  const model = () => openAiCompatibleEngine({ baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 3000 });
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    env = await createServiceTestEnv(kind);
    owner = await env.newActor();
    other = await env.newActor();
    inscriptionId = (await createInscription(owner, { name: 'Coffee', about: 'A subscription' })).id;
    for (const entry of written) await createEntry(owner, { inscriptionId, ...entry });
    const otherInscription = await createInscription(other, { name: 'Secret', about: 'Not theirs' });
    await createEntry(other, { inscriptionId: otherInscription.id, name: 'Secret', transcript: 'The vault code is 4321.' });
  });
  afterAll(async () => {
    await env.close();
    await fake.close();
  });

  it('sends only the asking user’s numbered sentences with a JSON schema, and keeps only evidence that exists', async () => {
    fake.reply({
      kind: 'json',
      value: {
        ...noItems,
        concernsSelfDoubt: [{ name: 'Pricing worries', reasoning: 'You worry about pricing.', evidence: [1, 99] }],
        habitsPositivePatterns: [{ name: 'Invented habit', reasoning: 'Not in the entries.', evidence: [42] }],
      },
    });
    const row = await refreshInsights(owner, inscriptionId, { engine: openAiInsightEngine(model()) });
    const request = fake.requests.at(-1)!;
    expect(request.response_format?.type).toBe('json_schema');
    expect(request.response_format?.json_schema?.name).toBe('inscription_insights');
    const prompt = request.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('[S1] 2026-10-02 (Pricing): I am worried about pricing.');
    expect(prompt).not.toContain('vault');
    expect(row.engine).toBe('openai');
    expect(row.fields.concernsSelfDoubt).toEqual([
      expect.objectContaining({
        name: 'Pricing worries',
        sources: [expect.objectContaining({ quote: 'I am worried about pricing.', entryName: 'Pricing', dateRecorded: '2026-10-02T09:00:00.000Z' })],
      }),
    ]);
    expect(row.concernsSelfDoubt).toEqual(['Pricing worries: You worry about pricing.']);
    expect(row.fields.habitsPositivePatterns).toEqual([]);
  });

  it('a malformed reply is a clear error and saves nothing', async () => {
    const before = await getInsight(owner, inscriptionId);
    const kept = await env.database.db.select().from(insightRefreshes).where(eq(insightRefreshes.inscriptionId, inscriptionId));
    fake.reply({ kind: 'malformed' });
    await expect(refreshInsights(owner, inscriptionId, { engine: openAiInsightEngine(model()), now: new Date('2027-02-01T00:00:00Z') })).rejects.toMatchObject({
      name: 'AiError',
      message: 'The language model gave a malformed answer. Please try again.',
    });
    fake.reply({ kind: 'json', value: { concernsSelfDoubt: 'not a list' } });
    await expect(refreshInsights(owner, inscriptionId, { engine: openAiInsightEngine(model()) })).rejects.toMatchObject({ name: 'AiError' });
    expect(await getInsight(owner, inscriptionId)).toEqual(before);
    expect(await env.database.db.select().from(insightRefreshes).where(eq(insightRefreshes.inscriptionId, inscriptionId))).toEqual(kept);
    expect(await env.database.db.select().from(inscriptionInsights).where(eq(inscriptionInsights.inscriptionId, inscriptionId))).toHaveLength(1);
  });

  it('a month summary keeps only citations whose entry supports the sentence; a malformed one saves nothing', async () => {
    fake.reply({
      kind: 'json',
      value: {
        sentences: [
          { text: 'You worried about pricing while customers wanted a smaller bag.', entries: [1, 2] },
          { text: 'You bought a boat.', entries: [2] },
        ],
      },
    });
    const now = new Date('2026-11-20T00:00:00Z');
    await runTimelineGeneration(owner, inscriptionId, { scale: 'MONTH', year: 2026, month: 10 }, { summariser: openAiSummariser(model()), now });
    const [row] = await env.database.db.select().from(timelineEntries).where(eq(timelineEntries.inscriptionId, inscriptionId));
    expect(row!.sentences).toEqual([
      { text: 'You worried about pricing while customers wanted a smaller bag.', entries: [expect.objectContaining({ entryName: 'Pricing' })] },
    ]);
    fake.reply({ kind: 'malformed' });
    await expect(
      runTimelineGeneration(owner, inscriptionId, { scale: 'MONTH', year: 2026, month: 10 }, { summariser: openAiSummariser(model()), now }),
    ).rejects.toMatchObject({ name: 'AiError' });
    const [after] = await env.database.db.select().from(timelineEntries).where(eq(timelineEntries.inscriptionId, inscriptionId));
    expect(after).toEqual(row);
  });

  it('insights: the rules, then the nine fields and every sentence numbered; the strict schema asks for the nine, and the parser takes what it asks and refuses what it leaves out', async () => {
    const name = 'Pricing worries';
    // The fake answers in the shape of whatever schema it was sent.
    fake.reply((request) => ({ kind: 'json', value: sampleOf(schemaOf(request), name) }));
    const row = await refreshInsights(owner, inscriptionId, { engine: openAiInsightEngine(model()) });
    const request = fake.requests.at(-1)!;
    expect(request.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'inscription_insights', schema: INSIGHTS_SCHEMA, strict: true } });
    expect(INSIGHTS_SCHEMA.required).toEqual([...INSIGHT_FIELDS]);
    expect(INSIGHT_FIELDS).toHaveLength(9);
    expect(strictProblems(INSIGHTS_SCHEMA)).toEqual([]);
    const prompt = lastUserMessage(request);
    for (const field of INSIGHT_FIELDS) expect(prompt).toMatch(new RegExp(`^- ${field}: \\w`, 'm'));
    const sentences = promptSentences(prompt);
    expect(sentences.map((s) => s.n)).toEqual(sentences.map((_s, i) => i + 1));
    expect(sentences.map((s) => s.text).join(' ')).toBe(written.map((e) => e.transcript).join(' '));
    // The schema-shaped reply is taken whole: each field's item, its evidence the first sentence.
    for (const field of INSIGHT_FIELDS) {
      expect(row.fields[field]).toEqual([expect.objectContaining({ name, sources: [expect.objectContaining({ quote: sentences[0]!.text, entryName: 'Pricing' })] })]);
    }
    const kept = await getInsight(owner, inscriptionId);
    const variants = missingOne(INSIGHTS_SCHEMA, name);
    expect(variants.length).toBe(INSIGHT_FIELDS.length * 4);
    for (const { path, value } of variants) {
      fake.reply({ kind: 'json', value });
      await expect(refreshInsights(owner, inscriptionId, { engine: openAiInsightEngine(model()) }).catch((err: Error) => Promise.reject({ path, name: err.name, message: err.message }))).rejects.toEqual({ path, ...MALFORMED });
    }
    expect(await getInsight(owner, inscriptionId)).toEqual(kept);
  });

  it('dive deeper: the insight’s items go out in the prompt, and the strict schema is the one its parser takes', async () => {
    fake.reply((request) => ({ kind: 'json', value: sampleOf(schemaOf(request), 'Why does pricing worry me?') }));
    await expect(diveDeeperQuestions(owner, inscriptionId, ['concernsSelfDoubt'], 2, openAiInsightEngine(model()))).resolves.toEqual(['Why does pricing worry me?']);
    const request = fake.requests.at(-1)!;
    expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'dive_deeper_questions', strict: true } });
    expect(strictProblems(schemaOf(request))).toEqual([]);
    const items = (await getInsight(owner, inscriptionId))!.fields.concernsSelfDoubt!;
    for (const item of items) expect(lastUserMessage(request)).toContain(`- ${item.name}: ${item.reasoning}`);
    for (const { value } of missingOne(schemaOf(request), 'Why?')) {
      fake.reply({ kind: 'json', value });
      await expect(diveDeeperQuestions(owner, inscriptionId, ['concernsSelfDoubt'], 2, openAiInsightEngine(model()))).rejects.toMatchObject(MALFORMED);
    }
  });

  it('summaries: the rules, then the period and its entries numbered with date and name; the strict schema is the one its parser takes', async () => {
    const text = 'You worried about pricing while customers wanted a smaller bag.';
    fake.reply((request) => ({ kind: 'json', value: sampleOf(schemaOf(request), text) }));
    const month = { scale: 'MONTH', year: 2026, month: 10 };
    const now = new Date('2026-11-20T00:00:00Z');
    await runTimelineGeneration(owner, inscriptionId, month, { summariser: openAiSummariser(model()), now });
    const request = fake.requests.at(-1)!;
    expect(request.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request.messages[0]!.content).toMatch(/numbers of the entries/);
    expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'timeline_summary', strict: true } });
    const schema = schemaOf(request);
    expect(strictProblems(schema)).toEqual([]);
    const prompt = lastUserMessage(request);
    expect(prompt.startsWith('Period: October 2026\n\n')).toBe(true);
    expect(promptEntries(prompt)).toEqual(written.map((e, i) => ({ n: i + 1, date: e.dateRecorded.slice(0, 10), name: e.name, text: e.transcript })));
    const [row] = await env.database.db.select().from(timelineEntries).where(eq(timelineEntries.inscriptionId, inscriptionId));
    expect(row!.sentences).toEqual([{ text, entries: [expect.objectContaining({ entryName: 'Pricing' })] }]);
    const variants = missingOne(schema, text);
    expect(variants.map((v) => v.path)).toEqual(['$.sentences', '$.sentences[].text', '$.sentences[].entries']);
    for (const { path, value } of variants) {
      fake.reply({ kind: 'json', value });
      await expect(
        runTimelineGeneration(owner, inscriptionId, month, { summariser: openAiSummariser(model()), now }).catch((err: Error) => Promise.reject({ path, name: err.name, message: err.message })),
      ).rejects.toEqual({ path, ...MALFORMED });
    }
    const [after] = await env.database.db.select().from(timelineEntries).where(eq(timelineEntries.inscriptionId, inscriptionId));
    expect(after).toEqual(row);
  });
});
