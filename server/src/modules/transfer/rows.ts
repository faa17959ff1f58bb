import { parseISO, isValid } from 'date-fns';
import {
  DEFAULT_CATEGORY,
  FORMULA_PREFIXES,
  INSCRIPTION_CATEGORIES,
  QUESTION_RANGE,
  questionTypeOfLegacy,
  TEXT_LIMITS,
  TRANSFER_COLUMNS,
  TRANSFER_ROW_TYPES,
  fieldLimit,
  type InscriptionCategory,
  type QuestionType,
  type TransferColumn,
} from '@inscriptions/contracts';

/*
 * One CSV row → one typed object, or the reason it is refused. Pure: no database, so every line of a
 * file is checked before anything is written.
 */

export interface InscriptionRow {
  type: 'inscription';
  line: number;
  key: string;
  name: string;
  about: string;
  category: InscriptionCategory;
  isPrivate: boolean;
  file: string | null;
}
export interface QuestionRow {
  type: 'question';
  line: number;
  key: string;
  inscriptionKey: string;
  question: string;
  questionType: QuestionType;
  min: number | null;
  max: number | null;
}
export interface EntryRow {
  type: 'entry';
  line: number;
  key: string;
  inscriptionKey: string;
  name: string;
  transcript: string;
  isPrivate: boolean;
  isImportant: boolean;
  isMuted: boolean;
  dateRecorded: Date;
  file: string | null;
}
export interface AnswerRow {
  type: 'answer';
  line: number;
  entryKey: string;
  questionKey: string;
  answer: string;
}
export type TransferRow = InscriptionRow | QuestionRow | EntryRow | AnswerRow;

export interface RowError {
  /** The CSV's line; 0 when the error is about a whole file or a JSON data file. */
  line: number;
  reason: string;
  /** The archive's file, for an error in a zip's JSON data or manifest. */
  file?: string;
}

export class RowRefused extends Error {}

/** A text cell as stored: an exported cell's neutralising ' is removed; an unneutralised formula is refused. */
export function textCell(column: string, raw: string, limit = fieldLimit(column)): string {
  if (raw.startsWith("'") && FORMULA_PREFIXES.some((p) => raw[1] === p)) return raw.slice(1);
  const first = raw[0];
  if (first && (FORMULA_PREFIXES as readonly string[]).includes(first)) {
    throw new RowRefused(`"${column}" starts with "${first}", which a spreadsheet runs as a formula; put ' in front of it to keep it as text.`);
  }
  if (raw.length > limit) throw new RowRefused(`"${column}" is longer than ${limit} characters.`);
  return raw;
}

/** What export writes for a text cell: a leading = + - @ gets a ' in front (formula injection). */
export function neutralise(value: string): string {
  const first = value[0];
  return first && (FORMULA_PREFIXES as readonly string[]).includes(first) ? `'${value}` : value;
}

function required(column: string, raw: string): string {
  const value = raw.trim();
  if (!value) throw new RowRefused(`"${column}" is required.`);
  return value;
}

function key(column: string, raw: string): string {
  const value = required(column, raw);
  if (value.length > TEXT_LIMITS.id) throw new RowRefused(`"${column}" is longer than ${TEXT_LIMITS.id} characters.`);
  return value;
}

function bool(column: string, raw: string): boolean {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new RowRefused(`"${column}" must be true or false (got "${raw}").`);
}

function int(column: string, raw: string): number | null {
  const value = raw.trim();
  if (!value) return null;
  const n = Number(value);
  if (!/^-?\d+$/.test(value) || n < QUESTION_RANGE.min || n > QUESTION_RANGE.max) {
    throw new RowRefused(`"${column}" must be a whole number from ${QUESTION_RANGE.min} to ${QUESTION_RANGE.max} (got "${raw}").`);
  }
  return n;
}

function date(column: string, raw: string): Date {
  const value = required(column, raw);
  const parsed = parseISO(value);
  if (!isValid(parsed)) throw new RowRefused(`"${column}" must be an ISO 8601 date or date-time such as 2024-05-01T08:30:00Z (got "${raw}").`);
  return parsed;
}

function file(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  if (value.length > 300 || value.startsWith('/') || value.split('/').includes('..')) throw new RowRefused(`"file" must be a path inside the zip (got "${raw}").`);
  return value;
}

/** The row's cells by column name → a typed row (throws RowRefused with the reason). */
export function toRow(cells: Record<TransferColumn, string>, line: number): TransferRow {
  const type = cells.type.trim().toLowerCase();
  switch (type) {
    case 'inscription': {
      const category = cells.category.trim() || DEFAULT_CATEGORY;
      if (!(INSCRIPTION_CATEGORIES as readonly string[]).includes(category)) {
        throw new RowRefused(`"category" must be one of ${INSCRIPTION_CATEGORIES.join(', ')} (got "${cells.category}").`);
      }
      return {
        type,
        line,
        key: key('id', cells.id),
        name: required('name', textCell('name', cells.name)),
        about: textCell('about', cells.text),
        category: category as InscriptionCategory,
        isPrivate: bool('is_private', cells.is_private),
        file: file(cells.file),
      };
    }
    case 'question':
      return {
        type,
        line,
        key: key('id', cells.id),
        inscriptionKey: key('inscription_id', cells.inscription_id),
        question: required('text', textCell('question', cells.text)),
        // A type written before types were an enumeration (e.g. SCALE) is read as the app then read it.
        questionType: questionTypeOfLegacy(required('question_type', textCell('question_type', cells.question_type))),
        min: int('min', cells.min),
        max: int('max', cells.max),
      };
    case 'entry':
      return {
        type,
        line,
        key: key('id', cells.id),
        inscriptionKey: key('inscription_id', cells.inscription_id),
        name: required('name', textCell('name', cells.name)),
        transcript: textCell('transcript', cells.text),
        isPrivate: bool('is_private', cells.is_private),
        isImportant: bool('is_important', cells.is_important),
        isMuted: bool('is_muted', cells.is_muted),
        dateRecorded: date('date', cells.date),
        file: file(cells.file),
      };
    case 'answer':
      return {
        type,
        line,
        entryKey: key('entry_id', cells.entry_id),
        questionKey: key('question_id', cells.question_id),
        answer: textCell('answer', cells.text),
      };
    default:
      throw new RowRefused(`"type" must be one of ${TRANSFER_ROW_TYPES.join(', ')} (got "${cells.type}").`);
  }
}

export const HEADER = TRANSFER_COLUMNS;
