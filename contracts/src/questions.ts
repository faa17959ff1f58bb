import { QUESTION_RANGE } from './limits';

/**
 * What an inscription question asks for: free text, or a number bounded by the question's optional
 * min and max (whole numbers within QUESTION_RANGE).
 */
export const QUESTION_TYPES = ['TEXT', 'NUMBER'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = { TEXT: 'Text', NUMBER: 'Number' };

export const isQuestionType = (value: unknown): value is QuestionType =>
  typeof value === 'string' && (QUESTION_TYPES as readonly string[]).includes(value);

/**
 * The type of a question written before types were an enumeration (free text, e.g. "scale" or
 * "rating"), as clients then read it: numeric when a number-like word appears in it. For stored data
 * and older archives only; new input must be one of QUESTION_TYPES. drizzle/0014 maps with the same words.
 */
export function questionTypeOfLegacy(value: string): QuestionType {
  if (isQuestionType(value)) return value;
  return /num|int|scale|rating|range|score|decimal|float/i.test(value) ? 'NUMBER' : 'TEXT';
}

/** Why min and max cannot bound a number question, or null when they can. */
export function questionRangeError(min: number | null | undefined, max: number | null | undefined): string | null {
  for (const [field, value] of [
    ['min', min],
    ['max', max],
  ] as const) {
    if (value === null || value === undefined) continue;
    if (!Number.isInteger(value) || value < QUESTION_RANGE.min || value > QUESTION_RANGE.max) {
      return `"${field}" must be a whole number from ${QUESTION_RANGE.min} to ${QUESTION_RANGE.max}.`;
    }
  }
  if (typeof min === 'number' && typeof max === 'number' && min > max) return '"min" must not be greater than "max".';
  return null;
}

/** Why an answer to a NUMBER question is refused (an empty answer is left unanswered), or null. */
export function numberAnswerError(answer: string, min: number | null, max: number | null): string | null {
  const text = answer.trim();
  if (text === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n)) return 'Enter a number.';
  if ((min !== null && n < min) || (max !== null && n > max)) {
    if (min !== null && max !== null) return `Enter a number from ${min} to ${max}.`;
    if (min !== null) return `Enter a number of at least ${min}.`;
    return `Enter a number of at most ${max}.`;
  }
  return null;
}
