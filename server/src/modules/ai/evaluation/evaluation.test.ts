import { INSIGHT_FIELDS } from '@inscriptions/contracts';
import { contentWords } from '../nlp';
import { DEV2_SET, DEV3_SET, DEV_SET, EVALUATION_SET, QUESTION_TYPES, type LabelledJournal, type LabelledQuestion } from '.';
import { highlightsFound, scoreAnswer, summariseScores, themesFound } from './score';

const byKey = (journal: LabelledJournal) => new Map(journal.entries.map((e) => [e.key, e]));

/** How many highlights each month of a set has labelled. */
function highlightsPerMonth(journal: LabelledJournal): Map<string, number> {
  const perMonth = new Map<string, number>();
  for (const h of journal.highlights) perMonth.set(h.month, (perMonth.get(h.month) ?? 0) + 1);
  return perMonth;
}

describe.each([
  ['evaluation', EVALUATION_SET],
  ['development', DEV_SET],
  ['second development', DEV2_SET],
  ['third development', DEV3_SET],
] as const)('the %s set', (_name, journal) => {
  const entries = byKey(journal);

  it('labels only entries it holds, with unique keys', () => {
    expect(entries.size).toBe(journal.entries.length);
    const labelled = [
      ...journal.questions.flatMap((q) => [...q.answers, ...(q.sequence ?? [])]),
      ...journal.highlights.map((h) => h.entry),
    ];
    expect(labelled.filter((key) => !entries.has(key))).toEqual([]);
    expect(journal.themes.every((t) => (INSIGHT_FIELDS as readonly string[]).includes(t.field))).toBe(true);
  });

  it('asks every type, and only unanswerable questions have no answer', () => {
    for (const type of QUESTION_TYPES) expect(journal.questions.filter((q) => q.type === type).length).toBeGreaterThanOrEqual(3);
    expect(journal.questions.filter((q) => q.answers.length === 0).every((q) => q.type === 'unanswerable')).toBe(true);
    expect(journal.questions.filter((q) => q.type !== 'unanswerable').every((q) => q.facts.length > 0)).toBe(true);
  });

  it('words each paraphrase question with none of its answers’ content words', () => {
    const overlap = (q: LabelledQuestion) => {
      const asked = new Set(contentWords(q.question));
      return q.answers.flatMap((key) => contentWords(`${entries.get(key)!.name}. ${entries.get(key)!.text}`).filter((w) => asked.has(w)));
    };
    const paraphrases = journal.questions.filter((q) => q.type === 'paraphrase');
    expect(paraphrases.map((q) => [q.question, overlap(q)])).toEqual(paraphrases.map((q) => [q.question, []]));
  });

  it('gives each change question a sequence of answers, oldest first', () => {
    for (const q of journal.questions.filter((x) => x.type === 'change')) {
      expect(q.sequence!.every((key) => q.answers.includes(key))).toBe(true);
      const dates = q.sequence!.map((key) => entries.get(key)!.date);
      expect([...dates].sort()).toEqual(dates);
    }
  });

  it('labels highlights in the month their entry was written', () => {
    expect(journal.highlights.filter((h) => !entries.get(h.entry)!.date.startsWith(h.month))).toEqual([]);
  });
});

describe('the evaluation set is big enough to tell engines apart', () => {
  it('holds 150+ entries over 12+ months, 80+ questions, and four highlights a month', () => {
    expect(EVALUATION_SET.entries.length).toBeGreaterThanOrEqual(150);
    expect(new Set(EVALUATION_SET.entries.map((e) => e.date.slice(0, 7))).size).toBeGreaterThanOrEqual(12);
    expect(EVALUATION_SET.questions.length).toBeGreaterThanOrEqual(80);
    const perMonth = highlightsPerMonth(EVALUATION_SET);
    expect(perMonth.size).toBeGreaterThanOrEqual(12);
    expect([...perMonth.values()].every((n) => n === 4)).toBe(true);
  });

  it('shares no entry with the development sets', () => {
    const devTexts = new Set([...DEV_SET.entries, ...DEV2_SET.entries, ...DEV3_SET.entries].map((e) => e.text));
    expect(EVALUATION_SET.entries.filter((e) => devTexts.has(e.text))).toEqual([]);
    expect(DEV_SET.entries.length).toBeLessThan(EVALUATION_SET.entries.length);
  });
});

describe('the second development set is a year and more of writing', () => {
  it('holds 120+ entries over 12+ months, four highlights a month, and shares no entry with the first', () => {
    expect(DEV2_SET.entries.length).toBeGreaterThanOrEqual(120);
    const perMonth = highlightsPerMonth(DEV2_SET);
    expect(perMonth.size).toBeGreaterThanOrEqual(12);
    expect([...perMonth.values()].every((n) => n === 4)).toBe(true);
    const firstTexts = new Set(DEV_SET.entries.map((e) => e.text));
    expect(DEV2_SET.entries.filter((e) => firstTexts.has(e.text))).toEqual([]);
  });
});

describe('the third development set is a small business over a year', () => {
  it('holds 75+ entries over 12 months, four highlights a month, and shares no entry with the other two', () => {
    expect(DEV3_SET.entries.length).toBeGreaterThanOrEqual(75);
    const perMonth = highlightsPerMonth(DEV3_SET);
    expect(perMonth.size).toBe(12);
    expect([...perMonth.values()].every((n) => n === 4)).toBe(true);
    const otherTexts = new Set([...DEV_SET.entries, ...DEV2_SET.entries].map((e) => e.text));
    expect(DEV3_SET.entries.filter((e) => otherTexts.has(e.text))).toEqual([]);
  });
});

describe('scoring', () => {
  const change: LabelledQuestion = { type: 'change', question: 'How did prices change?', answers: ['a', 'b', 'c'], facts: ['£18', '£20|twenty'], sequence: ['a', 'b'] };

  it('counts right citations, facts held (either form) and the order of a change', () => {
    const inOrder = scoreAnswer(change, 'From £18 in January to twenty in April.', ['a', 'x', 'b']);
    expect(inOrder).toMatchObject({ hit: true, cited: 3, rightCitations: 2, facts: 2, factsHeld: 2, inOrder: true });
    expect(scoreAnswer(change, 'From £18.', ['b', 'a']).inOrder).toBe(false);
    expect(scoreAnswer(change, 'From £18.', ['a']).inOrder).toBe(false);
    expect(scoreAnswer(change, 'Nothing.', ['x']).hit).toBe(false);
  });

  it('takes an unanswerable question as answered only when it says so and cites nothing', () => {
    const none: LabelledQuestion = { type: 'unanswerable', question: 'What did I name my dog?', answers: [], facts: [] };
    expect(scoreAnswer(none, 'I found nothing about that in this inscription.', []).hit).toBe(true);
    expect(scoreAnswer(none, 'I found nothing about that in this inscription.', ['a']).hit).toBe(false);
    expect(scoreAnswer(none, 'Your dog is called Rex.', []).hit).toBe(false);
  });

  it('pools citation precision and fact recall per type', () => {
    const figures = summariseScores([scoreAnswer(change, '£18', ['a', 'x']), scoreAnswer(change, 'nothing', ['y'])]);
    expect(figures.change).toMatchObject({ questions: 2, hitRate: 50, citationPrecision: 33.3, factRecall: 25 });
    expect(figures.answerable.questions).toBe(2);
    expect(figures.fact.questions).toBe(0);
  });

  it('finds a theme by its terms (as lemmas) in its own field only', () => {
    const item = (name: string) => ({ name, reasoning: '', evidence: '', sources: [], topic: name, score: 1 });
    const themes = [
      { field: 'reoccurringTrends' as const, name: 'running', terms: ['run'] },
      { field: 'concernsSelfDoubt' as const, name: 'money', terms: ['savings'] },
    ];
    expect(themesFound({ reoccurringTrends: [item('Running with the club')], concernsSelfDoubt: [] }, themes).map((t) => t.name)).toEqual(['running']);
    expect(themesFound({ reoccurringTrends: [], concernsSelfDoubt: ['Money: savings half gone'] }, themes).map((t) => t.name)).toEqual(['money']);
  });

  it('finds a highlight when its month’s summary cites its entry', () => {
    const highlights = [
      { month: '2026-01', entry: 'a', what: 'A' },
      { month: '2026-01', entry: 'b', what: 'B' },
    ];
    const summaries = new Map([['2026-01', [{ entries: [{ entryId: 'id-a' }] }]]]);
    expect(highlightsFound(highlights, summaries, (key) => `id-${key}`).map((h) => h.entry)).toEqual(['a']);
  });
});
