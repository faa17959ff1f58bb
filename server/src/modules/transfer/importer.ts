import { and, eq, inArray } from 'drizzle-orm';
import { TRANSFER_DATA_FILES, type TransferKind, type TransferKindCounts } from '@inscriptions/contracts';
import { inscriptionEntries, inscriptions, users } from '../../db/schema';
import type { Actor } from '../actor';
import { emptyData, type ArchiveData } from './archive';
import { planData } from './importDataPlan';
import { writeData } from './importDataWriter';
import { storeFiles, type FileJob, type ZipFiles } from './importFiles';
import { Keys, chunks, ownedIds } from './importIds';
import { writeRows } from './importWriter';
import type { ErrorReport, ParsedCsv } from './parse';
import type { AnswerRow, EntryRow, InscriptionRow, QuestionRow } from './rows';
import { newTally } from './upsert';

export type { ZipFiles } from './importFiles';

/** Rows of the CSV's kinds (and files stored) in the import; kept beside `kinds` for older clients. */
export interface ImportCounts {
  inscriptions: number;
  questions: number;
  entries: number;
  answers: number;
  files: number;
}

export type ImportOutcome =
  { ok: true; counts: ImportCounts; kinds: Record<TransferKind, TransferKindCounts> } | { ok: false };

/** The files the rows name, with the file each row holds now (to keep it when the bytes are the same). */
async function fileJobs(
  actor: Actor,
  byType: { inscription: InscriptionRow[]; entry: EntryRow[] },
  keys: { inscription: Keys; entry: Keys },
  data: ArchiveData,
): Promise<FileJob[]> {
  const current = new Map<string, string | null>();
  const ids = (rows: { key: string; file: string | null }[], k: Keys) =>
    rows.filter((r) => r.file).map((r) => k.resolve(r.key)!);
  for (const part of chunks(ids(byType.inscription, keys.inscription))) {
    const rows = await actor.db
      .select({ id: inscriptions.id, key: inscriptions.logoImageKey })
      .from(inscriptions)
      .where(and(eq(inscriptions.userId, actor.userId), inArray(inscriptions.id, part)));
    for (const r of rows) current.set(r.id, r.key);
  }
  for (const part of chunks(ids(byType.entry, keys.entry))) {
    const rows = await actor.db
      .select({ id: inscriptionEntries.id, key: inscriptionEntries.audioKey })
      .from(inscriptionEntries)
      .innerJoin(inscriptions, eq(inscriptions.id, inscriptionEntries.inscriptionId))
      .where(and(eq(inscriptions.userId, actor.userId), inArray(inscriptionEntries.id, part)));
    for (const r of rows) current.set(r.id, r.key);
  }
  const jobs: FileJob[] = [];
  for (const row of [...byType.inscription, ...byType.entry]) {
    if (!row.file) continue;
    const rowId = keys[row.type].resolve(row.key)!;
    jobs.push({
      path: row.file,
      kind: row.type === 'entry' ? 'audio' : 'logo',
      rowId,
      line: row.line,
      currentKey: current.get(rowId) ?? null,
    });
  }
  if (data.profile?.photo) {
    const [profile] = await actor.db
      .select({ key: users.profileImageKey })
      .from(users)
      .where(eq(users.id, actor.userId));
    jobs.push({
      path: data.profile.photo,
      kind: 'profile',
      rowId: actor.userId,
      line: 0,
      file: TRANSFER_DATA_FILES.profile,
      currentKey: profile?.key ?? null,
    });
  }
  return jobs;
}

/**
 * Checks every cross-row rule (duplicates, unknown inscription / entry / question / chat…, files missing
 * from the zip), then stores the files and writes every row of every kind in ONE transaction: all or
 * nothing. `data` is what the archive's JSON files hold (nothing for a CSV or a format 1 zip).
 */
export async function importParsed(
  actor: Actor,
  parsed: ParsedCsv,
  report: ErrorReport,
  zip: ZipFiles | null,
  data: ArchiveData = emptyData(),
): Promise<ImportOutcome> {
  const byType = {
    inscription: parsed.rows.filter((r): r is InscriptionRow => r.type === 'inscription'),
    question: parsed.rows.filter((r): r is QuestionRow => r.type === 'question'),
    entry: parsed.rows.filter((r): r is EntryRow => r.type === 'entry'),
    answer: parsed.rows.filter((r): r is AnswerRow => r.type === 'answer'),
  };
  const [ownInscriptions, ownQuestions, ownEntries] = await Promise.all([
    ownedIds(actor, 'inscription', [
      ...byType.inscription.map((r) => r.key),
      ...byType.question.map((r) => r.inscriptionKey),
      ...byType.entry.map((r) => r.inscriptionKey),
      ...[...data.chatCategories, ...data.chats, ...data.insights, ...data.timeline].map((r) => r.inscriptionId),
    ]),
    ownedIds(actor, 'question', [...byType.question.map((r) => r.key), ...byType.answer.map((r) => r.questionKey)]),
    ownedIds(actor, 'entry', [...byType.entry.map((r) => r.key), ...byType.answer.map((r) => r.entryKey)]),
  ]);
  const keys = {
    inscription: new Keys(actor, 'inscription', ownInscriptions),
    question: new Keys(actor, 'question', ownQuestions),
    entry: new Keys(actor, 'entry', ownEntries),
  };

  for (const kind of ['inscription', 'question', 'entry'] as const) {
    for (const row of byType[kind]) {
      if (keys[kind].has(row.key)) report.add(row.line, `${kind} "${row.key}" appears more than once in the file.`);
      else keys[kind].define(row.key);
    }
  }
  const refInscription = (row: QuestionRow | EntryRow) => {
    const id = keys.inscription.resolve(row.inscriptionKey);
    if (!id)
      report.add(row.line, `unknown inscription "${row.inscriptionKey}": it is neither in the file nor one of yours.`);
    return id;
  };
  const questionValues = byType.question.map((row) => ({ row, inscriptionId: refInscription(row) }));
  const entryValues = byType.entry.map((row) => ({ row, inscriptionId: refInscription(row) }));
  const answerPairs = new Set<string>();
  const answerValues = byType.answer.map((row) => {
    const entryId = keys.entry.resolve(row.entryKey);
    const questionId = keys.question.resolve(row.questionKey);
    if (!entryId) report.add(row.line, `unknown entry "${row.entryKey}": it is neither in the file nor one of yours.`);
    if (!questionId)
      report.add(row.line, `unknown question "${row.questionKey}": it is neither in the file nor one of yours.`);
    const pair = `${entryId}/${questionId}`;
    if (entryId && questionId && answerPairs.has(pair))
      report.add(
        row.line,
        `entry "${row.entryKey}" already has an answer to question "${row.questionKey}" in the file.`,
      );
    answerPairs.add(pair);
    return { row, entryId, questionId };
  });
  const dataPlan = await planData(actor, data, keys, report);
  if (zip) {
    for (const row of [...byType.inscription, ...byType.entry]) {
      if (row.file && !zip.has(row.file)) report.add(row.line, `file "${row.file}" is not in the zip.`);
    }
    if (data.profile?.photo && !zip.has(data.profile.photo))
      report.add(0, `file "${data.profile.photo}" is not in the zip.`, TRANSFER_DATA_FILES.profile);
  }
  if (report.count) return { ok: false };

  // Files first (outside the transaction); removed again if anything later fails.
  const tally = newTally();
  const stored: string[] = [];
  try {
    const fileKeys = new Map<number, string>();
    let photoKey: string | null = null;
    if (zip) {
      const jobs = await fileJobs(actor, byType, keys, data);
      for (const [job, key] of await storeFiles(actor, zip, jobs, report, tally, stored)) {
        if (job.kind === 'profile') photoKey = key;
        else fileKeys.set(job.line, key);
      }
    }
    if (report.count) throw new ImportRefused();
    const wordTimings = new Map(data.wordTimings.map((w) => [w.entryId, w.words]));
    const questionMeta = new Map(data.questions.map(({ id, ...meta }) => [id, meta]));
    const inscriptionMeta = new Map(data.inscriptions.map(({ id, ...meta }) => [id, meta]));
    const now = new Date();
    const replaced = await actor.db.transaction(async (tx) => [
      ...(await writeRows(
        tx,
        actor,
        {
          byType,
          keys,
          questionValues,
          entryValues,
          answerValues,
          fileKeys,
          wordTimings,
          questionMeta,
          inscriptionMeta,
        },
        tally,
        now,
      )),
      ...(await writeData(tx, actor, dataPlan, photoKey, tally, now)),
    ]);
    await actor.files.deleteQuietly(replaced, actor.log);
  } catch (err) {
    await actor.files.deleteQuietly(stored, actor.log);
    if (err instanceof ImportRefused) return { ok: false };
    throw err;
  }
  return {
    ok: true,
    counts: {
      inscriptions: byType.inscription.length,
      questions: byType.question.length,
      entries: byType.entry.length,
      answers: byType.answer.length,
      files: tally.files.created + tally.files.updated + tally.files.unchanged,
    },
    kinds: tally,
  };
}

class ImportRefused extends Error {}
