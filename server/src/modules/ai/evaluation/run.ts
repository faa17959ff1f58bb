import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../config';
import { createDatabase } from '../../../db';
import { accounts, inscriptionEntries, inscriptions, users, type TimelineSentenceValue } from '../../../db/schema';
import { createFiles } from '../../../files';
import type { Actor } from '../../actor';
import { answerQuestion, createChatSession } from '../../chat';
import { insightEngineFor, refreshInsights } from '../../insights';
import { generatePeriod, monthPeriod, summariserFor } from '../../timeline';
import { AiError, mayReadPrivate, type Ai } from '..';
import { highlightsFound, scoreAnswer, summariseScores, themesFound, type AnswerScore } from './score';
import type { LabelledJournal, LabelledTheme } from './types';

/*
 * Runs one labelled journal through the app's own services on an in-memory PGlite: every question
 * through answerQuestion (a fresh chat session each), the insight refresh, and each labelled month's
 * summary, with the engine the configuration chose (the embedded one, or an OpenAI-compatible model
 * for answers, insights and summaries alike); then scores them against the labels. A model that fails
 * one request (AiError: slow, down, malformed) scores that item as missed and the run goes on.
 */

export interface EvaluationFigures {
  set: string;
  entries: number;
  byType: ReturnType<typeof summariseScores>;
  themes: { found: number; labelled: number; missed: string[] };
  highlights: { found: number; labelled: number; monthsHeld: number; months: number };
  answerMsP95: number;
  /** What the engine was allowed to read (the app's privacy rule, ai/privacy.ts). */
  read: { entries: number; privateEntries: number; privateRead: boolean };
  /** Requests the engine failed (AiError), with the first failure's message. */
  failures: { answers: number; insights: number; summaries: number; first: string | null };
}

export interface EvaluateOptions {
  /** The bench inscription's "Share private entries with an external AI" (allowExternalAi; off, as in the app). */
  allowExternalAi?: boolean;
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

async function load(journal: LabelledJournal, allowExternalAi: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ai-evaluation-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, STATIC_DIR: dir, DATABASE_URL: 'memory://' });
  const database = await createDatabase(config);
  await database.migrate();
  const [account] = await database.db.insert(accounts).values({ email: `evaluation-${randomUUID()}@example.com` }).returning();
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const actor: Actor = { db: database.db, userId: account!.id, files: createFiles(config), log: quiet };
  await database.db.insert(users).values({ id: actor.userId, fullName: 'Evaluation', email: account!.email, timezone: journal.timeZone });
  const [inscription] = await database.db.insert(inscriptions).values({ userId: actor.userId, name: 'Journal', about: journal.name, allowExternalAi }).returning();
  const rows = await database.db
    .insert(inscriptionEntries)
    .values(
      journal.entries.map((e) => ({
        inscriptionId: inscription!.id,
        name: e.name,
        transcript: e.text,
        isPrivate: e.isPrivate ?? false,
        // Midday UTC is the same day in the journal's zone.
        dateRecorded: new Date(`${e.date}T12:00:00Z`),
      })),
    )
    .returning({ id: inscriptionEntries.id });
  const idOf = new Map(journal.entries.map((e, i) => [e.key, rows[i]!.id]));
  const keyOf = new Map([...idOf].map(([key, id]) => [id, key]));
  return { database, actor, inscription: inscription!, idOf, keyOf };
}

export type EvaluatedAnswer = { question: string; content: string; score: AnswerScore };

export async function evaluate(journal: LabelledJournal, ai: Ai, options: EvaluateOptions = {}): Promise<EvaluationFigures & { answers: EvaluatedAnswer[] }> {
  const { database, actor, inscription, idOf, keyOf } = await load(journal, options.allowExternalAi ?? false);
  const inscriptionId = inscription.id;
  const now = new Date(journal.now);
  const failures: EvaluationFigures['failures'] = { answers: 0, insights: 0, summaries: 0, first: null };
  /** The item's result, or null when the engine failed it (counted under `kind`). */
  const unlessFailed = async <T>(kind: 'answers' | 'insights' | 'summaries', work: () => Promise<T>): Promise<T | null> => {
    try {
      return await work();
    } catch (err) {
      if (!(err instanceof AiError)) throw err;
      failures[kind] += 1;
      failures.first ??= err.message;
      return null;
    }
  };
  try {
    const answers: EvaluatedAnswer[] = [];
    const times: number[] = [];
    for (const labelled of journal.questions) {
      const session = await createChatSession(actor, { inscriptionId });
      const started = performance.now();
      const answer = await unlessFailed('answers', async () => {
        for await (const event of answerQuestion(actor, ai, { inscriptionChatSessionId: session.id, question: labelled.question }, now)) {
          if (event.type === 'done') return { content: event.answer.chatContent, cited: event.answer.inscriptionEntrySources.map((s) => keyOf.get(s.id) ?? s.id) };
        }
        return { content: '', cited: [] };
      });
      times.push(performance.now() - started);
      const { content, cited } = answer ?? { content: '', cited: [] };
      answers.push({ question: labelled.question, content, score: scoreAnswer(labelled, content, cited) });
    }

    const insight = await unlessFailed('insights', () => refreshInsights(actor, inscriptionId, { now, engine: insightEngineFor(ai) }));
    const found = new Set<LabelledTheme>(insight ? themesFound(insight, journal.themes) : []);

    const summaries = new Map<string, TimelineSentenceValue[]>();
    const months = [...new Set(journal.highlights.map((h) => h.month))];
    for (const month of months) {
      const [year, m] = month.split('-').map(Number) as [number, number];
      const period = monthPeriod(year, m, journal.timeZone);
      const row = await unlessFailed('summaries', () => generatePeriod(actor, inscriptionId, period, { timeZone: journal.timeZone, summariser: summariserFor(ai) }));
      summaries.set(month, row?.sentences ?? []);
    }
    const held = highlightsFound(journal.highlights, summaries, (key) => idOf.get(key) ?? key);
    // A month is held when its summary holds three of its highlights (all of them when it has fewer).
    const monthHeld = (month: string) =>
      held.filter((h) => h.month === month).length >= Math.min(3, journal.highlights.filter((h) => h.month === month).length);

    return {
      set: journal.name,
      entries: journal.entries.length,
      byType: summariseScores(answers.map((a) => a.score)),
      themes: { found: found.size, labelled: journal.themes.length, missed: journal.themes.filter((t) => !found.has(t)).map((t) => `${t.field}: ${t.name}`) },
      highlights: { found: held.length, labelled: journal.highlights.length, monthsHeld: months.filter(monthHeld).length, months: months.length },
      answerMsP95: Math.round(percentile(times, 95) * 10) / 10,
      read: {
        entries: journal.entries.length,
        privateEntries: journal.entries.filter((e) => e.isPrivate).length,
        privateRead: mayReadPrivate(ai.engine, inscription),
      },
      failures,
      answers,
    };
  } finally {
    await database.close();
  }
}
