/**
 * AI benchmark (`pnpm bench ai`; or `npx tsx server/src/modules/ai/bench.ts [--json] [--dev] [--misses]
 * [--dev2] [--dev3] [--embedded] [--allow-private]`):
 * - the labelled evaluation journal (evaluation/): each question type's hit rate, citation precision
 *   and fact recall, the labelled themes found in the insights and highlights in the month summaries,
 *   with the same engine's previous run beside them (evaluation/report.ts). `--dev` measures the
 *   development set instead (the one to tune on), `--dev2` and `--dev3` the second and third (other
 *   writers; several flags: those sets, one after the other); `--misses` lists the questions missed.
 *   The engine is the one the server would use: with LLM_BASE_URL (LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_S,
 *   read as the server reads them) the model answers, finds the insights and writes the summaries, and
 *   only this evaluation runs; `--embedded` measures the embedded engine all the same. The model reads
 *   private entries only with `--allow-private` (the inscription's "Share private entries with an
 *   external AI"), as in the app.
 * And, for the embedded engine, on an in-memory PGlite with a generated 1,000-entry journal:
 * - retrieval recall@5 over a labelled question set (40 topic questions, 10 date-relative ones): the share
 *   of questions whose labelled entry is among the 5 entries gatherEvidence gives the engine (chat's path);
 * - the offline engine's time to first token and to the full, verified and saved answer (answerQuestion).
 * - the insight refresh of the 1,000 entries (offline rules: read, analyse, save), median of 3 runs.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db';
import { accounts, inscriptionEntries, inscriptions, users } from '../../db/schema';
import { createFiles } from '../../files';
import type { Actor } from '../actor';
import { answerQuestion, createChatSession } from '../chat';
import { refreshInsights } from '../insights';
import { createAi, gatherEvidence, type Ai } from '.';
import { DEV2_SET, DEV3_SET, DEV_SET, EVALUATION_SET, type LabelledJournal } from './evaluation';
import { inscriptionIndex } from './lexicalIndex';
import { engineLabel, previousRun, reportLines, runKey, saveRun, type MeasuredEngine } from './evaluation/report';
import { evaluate } from './evaluation/run';

const JSON_OUT = process.argv.includes('--json');
/** The labelled journals measured, each under its key in last-run.json: the development sets asked for, else the held-out one. */
const SETS: { key: string; journal: LabelledJournal }[] = [
  ...(process.argv.includes('--dev') ? [{ key: 'dev', journal: DEV_SET }] : []),
  ...(process.argv.includes('--dev2') ? [{ key: 'dev2', journal: DEV2_SET }] : []),
  ...(process.argv.includes('--dev3') ? [{ key: 'dev3', journal: DEV3_SET }] : []),
];
if (!SETS.length) SETS.push({ key: 'evaluation', journal: EVALUATION_SET });
const MISSES = process.argv.includes('--misses');
const ALLOW_PRIVATE = process.argv.includes('--allow-private');
/** `--entries=10000` measures a bigger journal (default 1,000). */
const ENTRIES = Number(process.argv.find((a) => a.startsWith('--entries='))?.slice('--entries='.length) ?? 1000);
const NOW = new Date('2026-11-20T12:00:00Z');

/** A small deterministic PRNG (mulberry32), so every run builds the same journal. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(42);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;

const SUPPLIERS = ['Kestrel', 'Marlow', 'Ashby', 'Brightwater', 'Corran', 'Dunmore', 'Elmstead', 'Fenwick', 'Garrow', 'Halloway'];
const ITEMS = ['oat milk', 'paper cups', 'coffee beans', 'espresso machine', 'delivery van', 'card reader', 'pastries', 'syrups'];
const OUTCOMES = [
  'promised a discount if we order monthly',
  'said the next shipment will be two weeks late',
  'offered a cheaper compostable option',
  'raised the price by ten percent',
  'agreed to deliver before seven in the morning',
];
const FILLER = [
  'Busy morning at the market, the queue never stopped.',
  'Quiet afternoon, I used it to clean the cart and plan the week.',
  'Tried a new playlist and customers seemed to stay longer.',
  'Counted the till twice; the numbers finally matched.',
  'A regular asked whether we will open on Sundays.',
  'Rain kept people away until lunch.',
  'Posted photos of the latte art and got a few new followers.',
  'Worked on the budget for the next quarter.',
];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October'];

interface Labelled {
  question: string;
  entryId: string;
}

async function setUp() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ai-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, STATIC_DIR: dir, DATABASE_URL: 'memory://' });
  const database = await createDatabase(config);
  await database.migrate();
  const [account] = await database.db.insert(accounts).values({ email: `bench-${randomUUID()}@example.com` }).returning();
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const actor: Actor = { db: database.db, userId: account!.id, files: createFiles(config), log: quiet };
  await database.db.insert(users).values({ id: actor.userId, fullName: 'Bench', email: account!.email, timezone: 'Europe/London' });
  const [inscription] = await database.db.insert(inscriptions).values({ userId: actor.userId, name: 'Coffee cart', about: 'Bench journal' }).returning();
  return { database, actor, inscriptionId: inscription!.id };
}

/** 1,000 entries: 40 labelled topic entries, 10 labelled dated ones, and distractors sharing their words. */
function journal() {
  const rows: { key: string | null; name: string; transcript: string; dateRecorded: Date }[] = [];
  const questions: { key: string; question: string }[] = [];
  const dayIn = (month: number) => new Date(Date.UTC(2026, month, 1 + Math.floor(random() * 27), 9));
  for (let k = 0; k < 40; k += 1) {
    const supplier = SUPPLIERS[k % SUPPLIERS.length]!;
    const item = ITEMS[Math.floor(k / SUPPLIERS.length) % ITEMS.length]!;
    const outcome = OUTCOMES[k % OUTCOMES.length]!;
    rows.push({ key: `t${k}`, name: `Call with ${supplier}`, transcript: `Talked with ${supplier} about the ${item}. They ${outcome}. ${pick(FILLER)}`, dateRecorded: dayIn(k % 10) });
    questions.push({ key: `t${k}`, question: `What did ${supplier} tell me about the ${item}?` });
  }
  for (let m = 0; m < 10; m += 1) {
    const item = ITEMS[m % ITEMS.length]!;
    rows.push({ key: `d${m}`, name: `${MONTHS[m]} notes`, transcript: `Thinking again about the ${item}: ${pick(OUTCOMES)}.`, dateRecorded: dayIn(m) });
    questions.push({ key: `d${m}`, question: `What did I write about the ${item} in ${MONTHS[m]}?` });
  }
  while (rows.length < ENTRIES) {
    // Distractors: the same items and suppliers in other combinations, plus everyday notes.
    const text = random() < 0.5 ? `The ${pick(ITEMS)} needs attention soon. ${pick(FILLER)}` : `${pick(FILLER)} ${pick(FILLER)}`;
    rows.push({ key: null, name: `Day ${rows.length}`, transcript: random() < 0.2 ? `${pick(SUPPLIERS)} called. ${text}` : text, dateRecorded: dayIn(Math.floor(random() * 10)) });
  }
  return { rows, questions };
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const round = (x: number) => Math.round(x * 10) / 10;

/** The model the server would use (LLM_* read and checked as loadConfig reads them), unless `--embedded`. */
function configuredAi(): { ai: Ai; measured: MeasuredEngine } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ai-bench-'));
  const env = process.env;
  const { ai: options } = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    STATIC_DIR: dir,
    DATABASE_URL: 'memory://',
    LLM_BASE_URL: env.LLM_BASE_URL,
    LLM_API_KEY: env.LLM_API_KEY,
    LLM_MODEL: env.LLM_MODEL,
    LLM_TIMEOUT_S: env.LLM_TIMEOUT_S,
  });
  if (!options.openai || process.argv.includes('--embedded')) return { ai: createAi(), measured: { kind: 'offline' } };
  return { ai: createAi({ openai: options.openai }), measured: { kind: 'openai', model: options.openai.model, baseURL: options.openai.baseURL } };
}

/** The labelled journal's figures beside the same engine's previous run; this run's are kept for the next. */
async function runEvaluation(ai: Ai, measured: MeasuredEngine, set: string, journal: LabelledJournal) {
  const { key, file } = runKey(set, measured, ALLOW_PRIVATE);
  if (!JSON_OUT && measured.kind === 'openai') {
    console.info(
      `Measuring ${engineLabel(measured)}: ${journal.questions.length} streamed answers, 1 insight refresh and ${new Set(journal.highlights.map((h) => h.month)).size} month summaries (JSON schema replies)`,
    );
  }
  const figures = await evaluate(journal, ai, { allowExternalAi: ALLOW_PRIVATE });
  const previous = previousRun(key, file);
  const { answers, ...kept } = figures;
  saveRun(key, kept, file);
  if (JSON_OUT) return { engine: engineLabel(measured), ...kept };
  for (const line of reportLines(kept, previous, measured)) console.info(line);
  if (MISSES) {
    for (const a of answers.filter((x) => !x.score.hit || x.score.factsHeld < x.score.facts || x.score.rightCitations < x.score.cited)) {
      console.info(`\n  [${a.score.type}] ${a.question}\n    ${a.content.replace(/\n+/g, '\n    ')}`);
    }
  }
  return { engine: engineLabel(measured), ...kept };
}

async function main() {
  const { ai: configured, measured } = configuredAi();
  const evaluations = [];
  for (const { key, journal } of SETS) evaluations.push(await runEvaluation(configured, measured, key, journal));
  // One set's figures as before; several sets' as a list.
  const evaluation = evaluations.length === 1 ? evaluations[0] : evaluations;
  // The generated journal measures retrieval and the embedded engine's times: a model's run ends here.
  if (measured.kind === 'openai') {
    if (JSON_OUT) console.info(JSON.stringify({ evaluation }));
    return;
  }
  const { database, actor, inscriptionId } = await setUp();
  const { rows, questions } = journal();
  const idOf = new Map<string, string>();
  for (let i = 0; i < rows.length; i += 100) {
    const inserted = await database.db
      .insert(inscriptionEntries)
      .values(rows.slice(i, i + 100).map((r) => ({ inscriptionId, name: r.name, transcript: r.transcript, dateRecorded: r.dateRecorded })))
      .returning({ id: inscriptionEntries.id });
    inserted.forEach((row, j) => {
      const key = rows[i + j]!.key;
      if (key) idOf.set(key, row.id);
    });
  }
  const labelled: Labelled[] = questions.map((q) => ({ question: q.question, entryId: idOf.get(q.key)! }));

  // The in-memory BM25 index is built by the first question of a process (then kept, rebuilt on changes),
  // or ahead of it when the chat page opens; the server answers other requests between its slices.
  const pauses = monitorEventLoopDelay({ resolution: 5 });
  pauses.enable();
  const indexStarted = performance.now();
  await inscriptionIndex(actor, inscriptionId);
  const indexBuildMs = performance.now() - indexStarted;
  pauses.disable();
  const indexLongestPauseMs = pauses.max / 1e6;
  let hits = 0;
  let datedHits = 0;
  const retrievalMs: number[] = [];
  for (const [i, l] of labelled.entries()) {
    const started = performance.now();
    const { entries: found } = await gatherEvidence(actor, inscriptionId, l.question, { timeZone: 'Europe/London', now: NOW, withPrivate: true, limit: 5 });
    retrievalMs.push(performance.now() - started);
    if (found.some((e) => e.id === l.entryId)) {
      hits += 1;
      if (i >= 40) datedHits += 1;
    }
  }

  const ai = createAi();
  const session = await createChatSession(actor, { inscriptionId });
  const firstToken: number[] = [];
  const full: number[] = [];
  for (const l of labelled.slice(0, 20)) {
    const started = performance.now();
    let first = 0;
    for await (const event of answerQuestion(actor, ai, { inscriptionChatSessionId: session.id, question: l.question }, NOW)) {
      if (event.type === 'delta' && !first) first = performance.now() - started;
    }
    firstToken.push(first);
    full.push(performance.now() - started);
  }
  // Insight refresh (modules/insights): the whole job's work on the 1,000 entries, offline engine.
  const refreshMs: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    await refreshInsights(actor, inscriptionId, { now: NOW });
    refreshMs.push(performance.now() - started);
  }
  await database.close();

  const figures = {
    entries: ENTRIES,
    questions: labelled.length,
    recallAt5: round((hits / labelled.length) * 100),
    recallAt5Dated: round((datedHits / 10) * 100),
    retrievalMsP50: round(percentile(retrievalMs, 50)),
    retrievalMsP95: round(percentile(retrievalMs, 95)),
    offlineFirstTokenMsP50: round(percentile(firstToken, 50)),
    offlineFirstTokenMsP95: round(percentile(firstToken, 95)),
    offlineFullAnswerMsP50: round(percentile(full, 50)),
    offlineFullAnswerMsP95: round(percentile(full, 95)),
    insightRefreshMsMedian: round(percentile(refreshMs, 50)),
    indexBuildMs: round(indexBuildMs),
    indexLongestPauseMs: round(indexLongestPauseMs),
  };
  if (JSON_OUT) console.info(JSON.stringify({ ...figures, evaluation }));
  else {
    console.info(`AI benchmark: ${ENTRIES}-entry generated journal, in-memory PGlite`);
    console.info(`  retrieval recall@5: ${figures.recallAt5}% of ${labelled.length} labelled questions (date-relative: ${figures.recallAt5Dated}% of 10)`);
    console.info(
      `  BM25 index build (first question of a process, or the chat page's opening): ${figures.indexBuildMs} ms; the event loop's longest pause meanwhile ${figures.indexLongestPauseMs} ms`,
    );
    console.info(`  retrieval time: p50 ${figures.retrievalMsP50} ms, p95 ${figures.retrievalMsP95} ms`);
    console.info(`  offline answer, time to first token: p50 ${figures.offlineFirstTokenMsP50} ms, p95 ${figures.offlineFirstTokenMsP95} ms`);
    console.info(`  offline answer, full (verified and saved): p50 ${figures.offlineFullAnswerMsP50} ms, p95 ${figures.offlineFullAnswerMsP95} ms`);
    console.info(`  insight refresh, ${ENTRIES} entries (offline rules, read + analyse + save): median of 3 ${figures.insightRefreshMsMedian} ms`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
