import { INSIGHT_FIELDS } from '@inscriptions/contracts';
import { createAi } from '..';
import { askedQuestion, lastUserMessage, NOTHING_FOUND, promptEntries, type PromptEntry } from '../testing/fakeModels';
import { startFakeOpenAi, type ChatRequestBody, type FakeOpenAi, type FakeReply } from '../testing/fakeOpenAi';
import { EVALUATION_SET, QUESTION_TYPES, type JournalEntry, type LabelledJournal } from '.';
import { evaluate } from './run';

/*
 * The evaluation runner through the real OpenAI-compatible client against the fake server: a fake that
 * answers from the labels scores what reached it, one that cites the wrong entries scores nothing, and
 * the private entries follow the app's rule. The expected figures are read from what the fake received.
 */

const MONTH = '2026-07';
/** Two questions of each type, and the one whose only answer is a private entry. */
const SLICE: LabelledJournal = {
  ...EVALUATION_SET,
  questions: [
    ...QUESTION_TYPES.flatMap((type) => EVALUATION_SET.questions.filter((q) => q.type === type).slice(0, 2)),
    ...EVALUATION_SET.questions.filter((q) => q.answers.length > 0 && q.answers.every((key) => EVALUATION_SET.entries.find((e) => e.key === key)!.isPrivate)),
  ],
  highlights: EVALUATION_SET.highlights.filter((h) => h.month === MONTH),
};
const entryOf = new Map(SLICE.entries.map((e) => [e.key, e]));
const privateEntries = SLICE.entries.filter((e) => e.isPrivate);
const questionOf = new Map(SLICE.questions.map((q) => [q.question, q]));

/** Where the prompt numbered the labelled entry, if it sent it. */
const sent = (prompt: string, key: string): PromptEntry | undefined => {
  const entry = entryOf.get(key)!;
  return promptEntries(prompt).find((p) => p.date === entry.date && p.name === entry.name && p.text === entry.text);
};
const isLabelled = (p: PromptEntry, keys: string[]) => keys.some((key) => sent(`[E${p.n}] ${p.date} — ${p.name}\n${p.text}`, key));
const quote = (p: PromptEntry) => `${p.text} [E${p.n}]`;

/** A model that answers from the labels: the right entry when it was sent, each theme in its field, the month's highlights. */
function rightModel(request: ChatRequestBody): FakeReply {
  const prompt = lastUserMessage(request);
  const schema = request.response_format?.json_schema?.name;
  if (schema === 'inscription_insights') {
    const fields = Object.fromEntries(INSIGHT_FIELDS.map((f) => [f, [] as unknown[]]));
    for (const theme of SLICE.themes) fields[theme.field]!.push({ name: theme.terms[0], reasoning: theme.name, evidence: [1] });
    return { kind: 'json', value: fields };
  }
  if (schema === 'timeline_summary') {
    const held = SLICE.highlights.map((h) => sent(prompt, h.entry)).filter((p) => p !== undefined);
    return { kind: 'json', value: { sentences: held.map((p) => ({ text: p.text, entries: [p.n] })) } };
  }
  const right = questionOf.get(askedQuestion(prompt))!.answers.map((key) => sent(prompt, key)).find((p) => p !== undefined);
  return { kind: 'text', text: right ? quote(right) : NOTHING_FOUND };
}

/** A model that cites entries the labels do not name: for answers, insights and summaries alike. */
function wrongModel(request: ChatRequestBody): FakeReply {
  const prompt = lastUserMessage(request);
  const schema = request.response_format?.json_schema?.name;
  if (schema === 'inscription_insights') {
    return { kind: 'json', value: Object.fromEntries(INSIGHT_FIELDS.map((f) => [f, [{ name: 'Nothing in particular', reasoning: '-', evidence: [1] }]])) };
  }
  const entries = promptEntries(prompt);
  if (schema === 'timeline_summary') {
    const others = entries.filter((p) => !isLabelled(p, SLICE.highlights.map((h) => h.entry)));
    return { kind: 'json', value: { sentences: others.map((p) => ({ text: p.text, entries: [p.n] })) } };
  }
  const wrong = entries.find((p) => !isLabelled(p, questionOf.get(askedQuestion(prompt))!.answers));
  return { kind: 'text', text: wrong ? quote(wrong) : NOTHING_FOUND };
}

const answerRequests = (fake: FakeOpenAi) => fake.requests.filter((r) => r.stream);
const jsonRequests = (fake: FakeOpenAi, name: string) => fake.requests.filter((r) => r.response_format?.json_schema?.name === name);
const holdsPrivate = (requests: ChatRequestBody[]) => privateEntries.some((e: JournalEntry) => JSON.stringify(requests).includes(e.text));

describe('the evaluation through an OpenAI-compatible model (fake server, real client)', () => {
  let fake: FakeOpenAi;
  const ai = () => createAi({ openai: { baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 5000 } });
  beforeEach(async () => {
    fake = await startFakeOpenAi();
  });
  afterEach(async () => {
    await fake.close();
  });

  it('scores the right answers, themes and highlights by what reached the model; private entries withheld by default', async () => {
    fake.reply(rightModel);
    const figures = await evaluate(SLICE, ai());

    // Every item went through the client: one streamed answer per question, one insight refresh, one summary.
    const asked = answerRequests(fake);
    expect(asked.map((r) => askedQuestion(lastUserMessage(r)))).toEqual(SLICE.questions.map((q) => q.question));
    expect(asked.every((r) => r.model === 'fake-model')).toBe(true);
    expect(jsonRequests(fake, 'inscription_insights')).toHaveLength(1);
    expect(jsonRequests(fake, 'timeline_summary')).toHaveLength(1);
    expect(figures.failures).toEqual({ answers: 0, insights: 0, summaries: 0, first: null });

    // A question is answered exactly when one of its entries was in its prompt; the private one never is.
    const reached = SLICE.questions.filter((q, i) => q.answers.some((key) => sent(lastUserMessage(asked[i]!), key)));
    const answerable = SLICE.questions.filter((q) => q.type !== 'unanswerable');
    expect(reached.length).toBeGreaterThan(answerable.length / 2);
    expect(reached.some((q) => q.answers.every((key) => entryOf.get(key)!.isPrivate))).toBe(false);
    expect(figures.answers.filter((a) => a.score.type !== 'unanswerable' && a.score.hit).map((a) => a.question)).toEqual(reached.map((q) => q.question));
    expect(figures.byType.answerable.citationPrecision).toBe(100);
    expect(figures.byType.unanswerable.hitRate).toBe(100);
    expect(figures.themes).toMatchObject({ found: SLICE.themes.length, missed: [] });
    const summarised = SLICE.highlights.filter((h) => sent(lastUserMessage(jsonRequests(fake, 'timeline_summary')[0]!), h.entry));
    expect(figures.highlights.found).toBe(summarised.length);
    expect(summarised.length).toBe(SLICE.highlights.filter((h) => !entryOf.get(h.entry)!.isPrivate).length);

    expect(figures.read).toEqual({ entries: SLICE.entries.length, privateEntries: privateEntries.length, privateRead: false });
    expect(holdsPrivate(fake.requests)).toBe(false);
  });

  it('a model citing the wrong entries scores lower: no right citation, no theme, no highlight', async () => {
    fake.reply(wrongModel);
    const figures = await evaluate(SLICE, ai());
    expect(figures.failures.answers).toBe(0);
    expect(figures.byType.answerable.hitRate).toBe(0);
    expect(figures.byType.answerable.citationPrecision).toBe(0);
    // An unanswerable question is answered only when its prompt held no entry to cite.
    const empty = answerRequests(fake).filter((r, i) => SLICE.questions[i]!.type === 'unanswerable' && promptEntries(lastUserMessage(r)).length === 0);
    expect(figures.answers.filter((a) => a.score.type === 'unanswerable' && a.score.hit)).toHaveLength(empty.length);
    expect(figures.themes.found).toBe(0);
    expect(figures.highlights.found).toBe(0);
  });

  it('with the inscription sharing private entries, the model reads them and is scored on them', async () => {
    fake.reply(rightModel);
    const figures = await evaluate({ ...SLICE, questions: [] }, ai(), { allowExternalAi: true });
    expect(figures.read.privateRead).toBe(true);
    expect(holdsPrivate(fake.requests)).toBe(true);
    // The month's private highlight now reaches the summary, and counts.
    const summary = lastUserMessage(jsonRequests(fake, 'timeline_summary')[0]!);
    expect(SLICE.highlights.filter((h) => entryOf.get(h.entry)!.isPrivate && sent(summary, h.entry))).not.toHaveLength(0);
    expect(figures.highlights.found).toBe(SLICE.highlights.length);
  });

  it('a model that fails every request is counted, scored as missed, and the run goes on', async () => {
    fake.reply({ kind: 'status', status: 503 });
    const figures = await evaluate({ ...SLICE, questions: SLICE.questions.slice(0, 3) }, ai());
    expect(figures.failures).toEqual({ answers: 3, insights: 1, summaries: 1, first: 'The language model answered with an error (503). Please try again.' });
    expect(figures.answers.every((a) => !a.score.hit)).toBe(true);
    expect(figures.themes.found).toBe(0);
    expect(figures.highlights.found).toBe(0);
  });
});
