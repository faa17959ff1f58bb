import { INSIGHT_ITEM_FIELDS, type InsightField } from '@inscriptions/contracts';
import { contentWords } from '../nlp';
import { QUESTION_TYPES, type LabelledHighlight, type LabelledQuestion, type LabelledTheme, type QuestionType } from './types';

/*
 * How an answer, an insight and a summary measure against the labels. Pure functions: the bench feeds
 * them what the engine produced, and evaluation.test.ts shows each rule on small cases.
 */

/** An answer that says it found nothing (the composed "nothing found" or the older extractive one). */
export const SAYS_NOTHING_FOUND = /\bI found (?:nothing about that|no entries about that)\b/i;

export interface AnswerScore {
  type: QuestionType;
  /** Answerable: a right entry is cited. Unanswerable: it says so and cites nothing. */
  hit: boolean;
  cited: number;
  rightCitations: number;
  facts: number;
  factsHeld: number;
  /** A change question: its labelled entries are all cited, oldest first (null for other types). */
  inOrder: boolean | null;
}

/** A fact "a|b" is held when either form is in the text (case-insensitive). */
export const holdsFact = (text: string, fact: string) => fact.split('|').some((form) => text.toLowerCase().includes(form.toLowerCase()));

/** Scores one answer: `content` is its text, `cited` the keys of the entries it cites, in order of citation. */
export function scoreAnswer(question: LabelledQuestion, content: string, cited: string[]): AnswerScore {
  const right = cited.filter((key) => question.answers.includes(key)).length;
  const factsHeld = question.facts.filter((fact) => holdsFact(content, fact)).length;
  const answerable = question.type !== 'unanswerable';
  const sequence = question.sequence;
  const positions = sequence?.map((key) => cited.indexOf(key));
  return {
    type: question.type,
    hit: answerable ? right > 0 : cited.length === 0 && SAYS_NOTHING_FOUND.test(content),
    cited: answerable ? cited.length : 0,
    rightCitations: answerable ? right : 0,
    facts: question.facts.length,
    factsHeld,
    inOrder: positions ? positions.every((p, i) => p >= 0 && (i === 0 || p > positions[i - 1]!)) : null,
  };
}

export interface TypeFigures {
  questions: number;
  /** Percentages, one decimal. */
  hitRate: number;
  citationPrecision: number | null;
  factRecall: number | null;
  inOrder: number | null;
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

function figuresOf(scores: AnswerScore[]): TypeFigures {
  const cited = scores.reduce((n, s) => n + s.cited, 0);
  const facts = scores.reduce((n, s) => n + s.facts, 0);
  const ordered = scores.filter((s) => s.inOrder !== null);
  return {
    questions: scores.length,
    hitRate: scores.length ? percent(scores.filter((s) => s.hit).length, scores.length) : 0,
    citationPrecision: cited ? percent(scores.reduce((n, s) => n + s.rightCitations, 0), cited) : null,
    factRecall: facts ? percent(scores.reduce((n, s) => n + s.factsHeld, 0), facts) : null,
    inOrder: ordered.length ? percent(ordered.filter((s) => s.inOrder).length, ordered.length) : null,
  };
}

/** Figures per question type, and over every answerable question ("answerable"). */
export function summariseScores(scores: AnswerScore[]): Record<QuestionType | 'answerable', TypeFigures> {
  const byType = Object.fromEntries(QUESTION_TYPES.map((type) => [type, figuresOf(scores.filter((s) => s.type === type))]));
  return { ...byType, answerable: figuresOf(scores.filter((s) => s.type !== 'unanswerable')) } as Record<QuestionType | 'answerable', TypeFigures>;
}

/** The words of a text as lemmas and as written, lower case. */
function wordsOf(text: string): Set<string> {
  return new Set([...contentWords(text), ...(text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [])]);
}

function mentions(text: string, term: string): boolean {
  const t = term.toLowerCase();
  if (/\s/.test(t)) return text.toLowerCase().includes(t);
  const words = wordsOf(text);
  return words.has(t) || contentWords(t).some((lemma) => words.has(lemma));
}

/** An insight as stored: item lists and plain text lists by field. */
export type InsightFieldsRead = Partial<Record<InsightField, readonly unknown[]>>;

/** The texts of one insight field a theme is looked for in: items' names and topics, or the field's lines. */
export function fieldTexts(fields: InsightFieldsRead, field: InsightField): string[] {
  const value = fields[field] ?? [];
  if ((INSIGHT_ITEM_FIELDS as readonly string[]).includes(field)) {
    return (value as { name: string; topic?: string }[]).map((item) => `${item.name} ${item.topic ?? ''}`);
  }
  return value as string[];
}

/** The labelled themes found in the insights: each in its own field, by any of its terms. */
export function themesFound(fields: InsightFieldsRead, themes: LabelledTheme[]): LabelledTheme[] {
  return themes.filter((theme) => fieldTexts(fields, theme.field).some((text) => theme.terms.some((term) => mentions(text, term))));
}

/** The labelled highlights a month's summary holds: a sentence of it cites the highlight's entry. */
export function highlightsFound(
  highlights: LabelledHighlight[],
  summaries: Map<string, { entries: { entryId: string }[] }[]>,
  idOf: (key: string) => string,
): LabelledHighlight[] {
  return highlights.filter((h) => (summaries.get(h.month) ?? []).some((sentence) => sentence.entries.some((e) => e.entryId === idOf(h.entry))));
}
