import { eq } from 'drizzle-orm';
import { INSIGHT_FIELDS } from '@inscriptions/contracts';
import { inscriptionInsights, insightRefreshes, timelineEntries } from '../../db/schema';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import type { Actor } from '../actor';
import { openAiCompatibleEngine } from '../ai/engines/openaiCompatible';
import { startFakeOpenAi, type FakeOpenAi } from '../ai/testing/fakeOpenAi';
import { createEntry } from '../entries/service';
import { createInscription } from '../inscriptions/service';
import { runTimelineGeneration } from '../timeline/generate';
import { openAiSummariser } from '../timeline/summarise';
import { openAiInsightEngine } from './openaiEngine';
import { getInsight, refreshInsights } from './service';

const noItems = Object.fromEntries(INSIGHT_FIELDS.map((f) => [f, []]));

describe.each(BACKENDS)('insights and summaries from an OpenAI-compatible model (%s)', (kind) => {
  let env: ServiceTestEnv;
  let fake: FakeOpenAi;
  let owner: Actor;
  let other: Actor;
  let inscriptionId: string;
  const model = () => openAiCompatibleEngine({ baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 3000 });
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    env = await createServiceTestEnv(kind);
    owner = await env.newActor();
    other = await env.newActor();
    inscriptionId = (await createInscription(owner, { name: 'Coffee', about: 'A subscription' })).id;
    await createEntry(owner, { inscriptionId, name: 'Pricing', transcript: 'I am worried about pricing. Customers want a smaller bag.', dateRecorded: '2026-10-02T09:00:00.000Z' });
    await createEntry(owner, { inscriptionId, name: 'Run', transcript: 'My morning run keeps me calm.', dateRecorded: '2026-10-05T09:00:00.000Z' });
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
});
