import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { QUESTION_TYPES } from './types';
import type { EvaluationFigures } from './run';

/*
 * The bench's evaluation report: this run's figures with the previous run's beside them, the same
 * engine's only. The embedded engine's last run of each set is kept in last-run.json next to this file
 * (committed, so a change shows what it moved); a model's, keyed by set, model and endpoint, in
 * last-run.models.json (not committed: its figures are the self-hoster's own).
 */

export const LAST_RUN_FILE = path.join(__dirname, 'last-run.json');
export const MODELS_LAST_RUN_FILE = path.join(__dirname, 'last-run.models.json');

/** What measured: the embedded engine, or a model at an OpenAI-compatible endpoint. */
export type MeasuredEngine = { kind: 'offline' } | { kind: 'openai'; model: string; baseURL: string };

/** The endpoint as shown and keyed: no credentials, no trailing slash. */
function endpoint(baseURL: string): string {
  try {
    const url = new URL(baseURL);
    url.username = '';
    url.password = '';
    return url.toString().replace(/\/+$/, '');
  } catch {
    return baseURL;
  }
}

export const engineLabel = (engine: MeasuredEngine): string =>
  engine.kind === 'offline' ? 'the embedded engine' : `${engine.model} at ${endpoint(engine.baseURL)} (OpenAI-compatible)`;

/** Where this engine's previous run of `set` is kept, and under which key (a model reading private entries reads more: its own key). */
export const runKey = (set: string, engine: MeasuredEngine, privateRead = false): { key: string; file: string } =>
  engine.kind === 'offline'
    ? { key: set, file: LAST_RUN_FILE }
    : { key: `${set} · ${engine.model} at ${endpoint(engine.baseURL)}${privateRead ? ' · private entries read' : ''}`, file: MODELS_LAST_RUN_FILE };

/** Runs kept before `read` and `failures` were measured lack them. */
type StoredRun = Omit<EvaluationFigures, 'set' | 'read' | 'failures'> & Partial<Pick<EvaluationFigures, 'read' | 'failures'>> & { date: string };
type Stored = Record<string, StoredRun>;

function readStored(file: string): Stored {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Stored;
  } catch {
    return {};
  }
}

export function previousRun(setKey: string, file = LAST_RUN_FILE): StoredRun | null {
  return readStored(file)[setKey] ?? null;
}

export function saveRun(setKey: string, figures: EvaluationFigures, file = LAST_RUN_FILE): void {
  const stored = readStored(file);
  const { set: _set, ...kept } = figures;
  stored[setKey] = { ...kept, date: new Date().toISOString().slice(0, 10) };
  writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`);
}

const pct = (x: number | null | undefined) => (x === null || x === undefined ? '–' : `${x}%`);
const beside = (now: string, before: string | null) => (before === null ? now : `${now} (was ${before})`);

/** What the engine read: every entry, or all but the private ones (the app's rule, ai/privacy.ts). */
function readLine(engine: MeasuredEngine, read: EvaluationFigures['read']): string {
  if (engine.kind === 'offline') return `  read: all ${read.entries} entries (${read.privateEntries} private: the embedded engine reads every entry)`;
  if (read.privateRead) {
    return `  read: all ${read.entries} entries, the ${read.privateEntries} private ones too (--allow-private: the inscription shares private entries with an external AI)`;
  }
  const withheld = read.privateEntries === 1 ? 'the private one' : `the ${read.privateEntries} private ones`;
  return `  read: ${read.entries - read.privateEntries} of ${read.entries} entries; ${withheld} withheld, as the app does while "Share private entries with an external AI" is off (its default; --allow-private turns it on)`;
}

/** The report's lines: what was measured and read, per question type, then themes, highlights and the answer time. */
export function reportLines(figures: EvaluationFigures, previous: ReturnType<typeof previousRun>, engine: MeasuredEngine = { kind: 'offline' }): string[] {
  const lines = [
    `Evaluation: ${figures.set}, ${figures.entries} entries, ${engineLabel(engine)}${previous ? `; previous run of this engine ${previous.date}` : '; no previous run of this engine'}`,
    readLine(engine, figures.read),
  ];
  const f = figures.failures;
  if (f.answers || f.insights || f.summaries) {
    lines.push(`  failed requests (scored as missed): ${f.answers} answers, ${f.insights} insight refresh, ${f.summaries} month summaries; first: ${f.first}`);
  }
  for (const type of [...QUESTION_TYPES, 'answerable'] as const) {
    const now = figures.byType[type];
    const was = previous?.byType[type];
    const cells = [
      `${type.padEnd(12)} ${String(now.questions).padStart(3)} q`,
      `${type === 'unanswerable' ? 'says nothing found' : 'right entry cited'} ${beside(pct(now.hitRate), was ? pct(was.hitRate) : null)}`,
    ];
    if (type !== 'unanswerable') {
      cells.push(`citation precision ${beside(pct(now.citationPrecision), was ? pct(was.citationPrecision) : null)}`);
      cells.push(`fact recall ${beside(pct(now.factRecall), was ? pct(was.factRecall) : null)}`);
    }
    if (now.inOrder !== null) cells.push(`both dated citations in order ${beside(pct(now.inOrder), was ? pct(was.inOrder) : null)}`);
    lines.push(`  ${cells.join(' · ')}`);
  }
  const themes = `${figures.themes.found} of ${figures.themes.labelled}`;
  lines.push(`  themes in the insights: ${beside(themes, previous ? `${previous.themes.found} of ${previous.themes.labelled}` : null)}`);
  const h = figures.highlights;
  const was = previous?.highlights;
  lines.push(
    `  highlights in the month summaries: ${beside(`${h.found} of ${h.labelled}`, was ? `${was.found} of ${was.labelled}` : null)}; months holding 3+ of their highlights: ${beside(
      `${h.monthsHeld} of ${h.months}`,
      was ? `${was.monthsHeld} of ${was.months}` : null,
    )}`,
  );
  lines.push(`  full answer p95: ${beside(`${figures.answerMsP95} ms`, previous ? `${previous.answerMsP95} ms` : null)}`);
  return lines;
}
