import type { Readable } from 'node:stream';
import { newKey } from '../../files';
import { FileTooLargeError } from '../../files/store';
import { SNIFF_BYTES, sniff } from '../../files/sniff';
import type { Actor } from '../actor';
import { Keys, ownedIds } from './importIds';
import { writeRows } from './importWriter';
import type { ErrorReport, ParsedCsv } from './parse';
import type { AnswerRow, EntryRow, InscriptionRow, QuestionRow } from './rows';

/** The files of an uploaded zip, by path. */
export interface ZipFiles {
  has(path: string): boolean;
  open(path: string): Promise<Readable>;
}

export interface ImportCounts {
  inscriptions: number;
  questions: number;
  entries: number;
  answers: number;
  files: number;
}

export type ImportOutcome = { ok: true; counts: ImportCounts } | { ok: false };
/**
 * Checks every cross-row rule (duplicates, unknown inscription / entry / question, files missing from
 * the zip), then stores the files and writes every row in ONE transaction: all or nothing.
 */
export async function importParsed(actor: Actor, parsed: ParsedCsv, report: ErrorReport, zip: ZipFiles | null): Promise<ImportOutcome> {
  const byType = {
    inscription: parsed.rows.filter((r): r is InscriptionRow => r.type === 'inscription'),
    question: parsed.rows.filter((r): r is QuestionRow => r.type === 'question'),
    entry: parsed.rows.filter((r): r is EntryRow => r.type === 'entry'),
    answer: parsed.rows.filter((r): r is AnswerRow => r.type === 'answer'),
  };
  const [ownInscriptions, ownQuestions, ownEntries] = await Promise.all([
    ownedIds(actor, 'inscription', [...byType.inscription.map((r) => r.key), ...byType.question.map((r) => r.inscriptionKey), ...byType.entry.map((r) => r.inscriptionKey)]),
    ownedIds(actor, 'question', [...byType.question.map((r) => r.key), ...byType.answer.map((r) => r.questionKey)]),
    ownedIds(actor, 'entry', [...byType.entry.map((r) => r.key), ...byType.answer.map((r) => r.entryKey)]),
  ]);
  const keys = { inscription: new Keys(actor, 'inscription', ownInscriptions), question: new Keys(actor, 'question', ownQuestions), entry: new Keys(actor, 'entry', ownEntries) };

  for (const kind of ['inscription', 'question', 'entry'] as const) {
    for (const row of byType[kind]) {
      if (keys[kind].has(row.key)) report.add(row.line, `${kind} "${row.key}" appears more than once in the file.`);
      else keys[kind].define(row.key);
    }
  }
  const refInscription = (row: QuestionRow | EntryRow) => {
    const id = keys.inscription.resolve(row.inscriptionKey);
    if (!id) report.add(row.line, `unknown inscription "${row.inscriptionKey}": it is neither in the file nor one of yours.`);
    return id;
  };
  const questionValues = byType.question.map((row) => ({ row, inscriptionId: refInscription(row) }));
  const entryValues = byType.entry.map((row) => ({ row, inscriptionId: refInscription(row) }));
  const answerPairs = new Set<string>();
  const answerValues = byType.answer.map((row) => {
    const entryId = keys.entry.resolve(row.entryKey);
    const questionId = keys.question.resolve(row.questionKey);
    if (!entryId) report.add(row.line, `unknown entry "${row.entryKey}": it is neither in the file nor one of yours.`);
    if (!questionId) report.add(row.line, `unknown question "${row.questionKey}": it is neither in the file nor one of yours.`);
    const pair = `${entryId}/${questionId}`;
    if (entryId && questionId && answerPairs.has(pair)) report.add(row.line, `entry "${row.entryKey}" already has an answer to question "${row.questionKey}" in the file.`);
    answerPairs.add(pair);
    return { row, entryId, questionId };
  });
  if (zip) {
    for (const row of [...byType.inscription, ...byType.entry]) {
      if (row.file && !zip.has(row.file)) report.add(row.line, `file "${row.file}" is not in the zip.`);
    }
  }
  if (report.count) return { ok: false };

  // Files first (outside the transaction); removed again if anything later fails.
  const stored: string[] = [];
  const fileKeys = new Map<number, string>();
  try {
    if (zip) {
      for (const row of [...byType.inscription, ...byType.entry]) {
        if (!row.file) continue;
        const kind = row.type === 'entry' ? 'audio' : 'logo';
        const id = keys[row.type].resolve(row.key)!;
        const fileKey = kind === 'audio' ? newKey.audio(actor.userId, id) : newKey.logo(actor.userId, id);
        const max = kind === 'audio' ? actor.files.limits.maxAudioBytes : actor.files.limits.maxImageBytes;
        try {
          stored.push(fileKey);
          await actor.files.store.putStream(fileKey, await zip.open(row.file), { maxBytes: max });
        } catch (err) {
          if (!(err instanceof FileTooLargeError)) throw err;
          report.add(row.line, `file "${row.file}" is larger than ${max} bytes.`);
          continue;
        }
        if (!(await sniff(kind, (await actor.files.store.head(fileKey, SNIFF_BYTES)) ?? Buffer.alloc(0)))) {
          report.add(row.line, `file "${row.file}" is not ${kind === 'audio' ? 'wav, webm, ogg or mp4 audio' : 'a jpeg or png image'}.`);
          continue;
        }
        fileKeys.set(row.line, fileKey);
      }
    }
    if (report.count) throw new ImportRefused();
    const replaced = await writeRows(actor, { byType, keys, questionValues, entryValues, answerValues, fileKeys });
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
      files: fileKeys.size,
    },
  };
}

class ImportRefused extends Error {}
