import { z } from 'zod';
import { askedQuestion, promptEntries } from '../testing/fakeModels';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fakeOpenAi';
import { openAiCompatibleEngine } from './openaiCompatible';
import { AiError, type AnswerRequest } from './types';

const request: AnswerRequest = {
  question: 'What did customers say about pricing?',
  entries: [{ id: 'e1', name: 'Pricing call', transcript: 'Customers said the plan was too expensive.', dateRecorded: new Date('2026-06-05T00:00:00Z') }],
  passages: [],
  webSources: [],
  history: [],
  range: null,
};

async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of stream) text += piece;
  return text;
}

describe('OpenAI-compatible engine against a local fake server', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake.close();
  });
  const engine = () => openAiCompatibleEngine({ baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 2000 });

  it('streams an answer piece by piece and sends the numbered entries in the prompt', async () => {
    fake.reply({ kind: 'text', text: 'Customers said the plan was too expensive [E1].' });
    const pieces: string[] = [];
    for await (const piece of engine().streamAnswer(request)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe('Customers said the plan was too expensive [E1].');
    const sent = fake.requests.at(-1)!;
    expect(sent.stream).toBe(true);
    expect(sent.model).toBe('fake-model');
    expect(sent.messages.at(-1)!.content).toContain('[E1] 2026-06-05 — Pricing call\nCustomers said the plan was too expensive.');
  });

  it('chat sends the rules, the earlier turns, then one prompt: the period, every entry numbered with its date and name, the web sources, the question last', async () => {
    fake.reply({ kind: 'text', text: 'OK.' });
    const entries = [
      ...request.entries,
      { id: 'e2', name: 'Annual plan', transcript: 'We could try an annual tier.\nIt would lower churn.', dateRecorded: new Date('2026-06-20T08:00:00Z') },
    ];
    const history = [
      { role: 'user' as const, content: 'What did I decide about pricing?' },
      { role: 'assistant' as const, content: 'You kept one monthly plan [E1].' },
    ];
    const webSources = [{ url: 'https://example.com/annual', title: 'Annual plans', snippet: 'Annual plans lower churn.' }];
    const range = { from: new Date('2026-06-01T00:00:00Z'), to: new Date('2026-07-01T00:00:00Z'), phrase: 'last month' };
    await collect(engine().streamAnswer({ ...request, entries, history, webSources, range }));
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ model: 'fake-model', stream: true });
    expect(sent.response_format).toBeUndefined();
    expect(sent.messages.map((m) => m.role)).toEqual(['system', ...history.map((t) => t.role), 'user']);
    expect(sent.messages.slice(1, -1)).toEqual(history);
    // The rules name the citation forms the verifier reads back.
    expect(sent.messages[0]!.content).toContain('[E<n>]');
    expect(sent.messages[0]!.content).toContain('[<n>]');
    const prompt = sent.messages.at(-1)!.content;
    expect(prompt.startsWith('The question is about last month.')).toBe(true);
    expect(promptEntries(prompt)).toEqual(
      entries.map((e, i) => ({ n: i + 1, date: e.dateRecorded.toISOString().slice(0, 10), name: e.name, text: e.transcript })),
    );
    expect(prompt).toContain('Web sources:\n[1] Annual plans (https://example.com/annual)\nAnnual plans lower churn.');
    expect(prompt.endsWith(`\n\nQuestion: ${request.question}`)).toBe(true);
    expect(askedQuestion(prompt)).toBe(request.question);
  });

  it('a dropped stream, a malformed chunk, an error status and a timeout are clear AiErrors', async () => {
    fake.reply({ kind: 'drop', text: 'Customers said' });
    await expect(collect(engine().streamAnswer(request))).rejects.toMatchObject({ name: 'AiError', message: 'The language model stopped before finishing its answer. Please try again.' });
    fake.reply({ kind: 'malformed' });
    await expect(collect(engine().streamAnswer(request))).rejects.toThrow(AiError);
    fake.reply({ kind: 'status', status: 503 });
    await expect(collect(engine().streamAnswer(request))).rejects.toMatchObject({ name: 'AiError', message: 'The language model answered with an error (503). Please try again.' });
    fake.reply({ kind: 'hang' });
    const slow = openAiCompatibleEngine({ baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 200 });
    await expect(collect(slow.streamAnswer(request))).rejects.toMatchObject({ name: 'AiError', message: 'The language model took too long to answer. Please try again.' });
  });

  it('completeJson sends the JSON schema and parses the reply; a malformed one is a clear error', async () => {
    const schema = { type: 'object', properties: { items: { type: 'array', items: { type: 'string' } } }, required: ['items'], additionalProperties: false };
    const parse = (v: unknown) => z.object({ items: z.array(z.string()) }).parse(v);
    fake.reply({ kind: 'json', value: { items: ['a', 'b'] } });
    await expect(engine().completeJson({ name: 'items', system: 's', prompt: 'p', schema, parse })).resolves.toEqual({ items: ['a', 'b'] });
    expect(fake.requests.at(-1)!.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'items', schema, strict: true } });
    fake.reply({ kind: 'malformed' });
    await expect(engine().completeJson({ name: 'items', system: 's', prompt: 'p', schema, parse })).rejects.toMatchObject({ name: 'AiError', message: 'The language model gave a malformed answer. Please try again.' });
    // Valid JSON of the wrong shape is malformed too.
    fake.reply({ kind: 'json', value: { items: [1] } });
    await expect(engine().completeJson({ name: 'items', system: 's', prompt: 'p', schema, parse })).rejects.toThrow(AiError);
  });
});
