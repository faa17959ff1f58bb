import type { InsightField } from '@inscriptions/contracts';

/*
 * A labelled journal for measuring the AI on what a person would ask of it. Two sets share this shape:
 * the held-out evaluation set (only ever measured) and the smaller development set (the one to tune on).
 */

/** One entry: `key` names it for the labels; `date` is the local day (yyyy-mm-dd) it was written. */
export interface JournalEntry {
  key: string;
  date: string;
  name: string;
  text: string;
  isPrivate?: boolean;
}

export const QUESTION_TYPES = ['fact', 'paraphrase', 'number', 'period', 'change', 'aggregate', 'unanswerable'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface LabelledQuestion {
  type: QuestionType;
  question: string;
  /** The entries that answer it (any one of them cited is a right citation); empty for unanswerable. */
  answers: string[];
  /** Words or figures a good answer holds (each matched case-insensitively, as written). */
  facts: string[];
  /** For a change over time: the entries an answer must cite, oldest first. */
  sequence?: string[];
}

/** A subject the person keeps writing about, as it should show in one insight field. */
export interface LabelledTheme {
  field: InsightField;
  /** What the theme is, for the report. */
  name: string;
  /** Any of these words (lemmas) in an item's name or topic (or a text field's line) finds it. */
  terms: string[];
}

/** An event of a month its summary should hold: found when a summary sentence cites the entry. */
export interface LabelledHighlight {
  month: string;
  entry: string;
  what: string;
}

export interface LabelledJournal {
  name: string;
  /** The reference "now" the questions are asked at (periods like "last summer" are read from it). */
  now: string;
  timeZone: string;
  entries: JournalEntry[];
  questions: LabelledQuestion[];
  themes: LabelledTheme[];
  highlights: LabelledHighlight[];
}

/* The builders the sets' files write their data with. */

export const journalEntry = (key: string, date: string, name: string, text: string, isPrivate = false): JournalEntry => ({
  key,
  date,
  name,
  text,
  isPrivate,
});

export const labelledQuestion = (type: QuestionType, question: string, answers: string[], facts: string[], sequence?: string[]): LabelledQuestion => ({
  type,
  question,
  answers,
  facts,
  ...(sequence ? { sequence } : {}),
});

export const labelledTheme = (field: LabelledTheme['field'], name: string, terms: string[]): LabelledTheme => ({ field, name, terms });
