import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { entryQuestionAnswers, inscriptionEntries, inscriptionQuestions, inscriptions } from '../../db/schema';
import { newKey } from '../../files';
import { FileTooLargeError } from '../../files/store';
import { SNIFF_BYTES, sniff } from '../../files/sniff';
import type { Actor } from '../actor';
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

const CHUNK = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The stored id of a row's key: the key itself when it is the id of the actor's own row of that kind (an
 * export imported back into its account), else an id derived from the account, the kind and the key.
 * Either way the same file imported twice lands on the same rows (no duplicates), and another account's
 * import of it gets rows of its own.
 */
export function derivedId(userId: string, kind: string, key: string): string {
  const h = createHash('sha256').update(`inscriptions-import\0${userId}\0${kind}\0${key}`).digest('hex');
  // RFC 9562 version 8 (custom) layout.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const chunks = <T>(items: T[], size = CHUNK): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

type Kind = 'inscription' | 'question' | 'entry';

/** Which of these uuids are ids of the actor's own rows of that kind. */
async function ownedIds(actor: Actor, kind: Kind, candidates: string[]): Promise<Set<string>> {
  const owned = new Set<string>();
  for (const ids of chunks([...new Set(candidates.filter((c) => UUID.test(c)))], 1000)) {
    const rows =
      kind === 'inscription'
        ? await actor.db.select({ id: inscriptions.id }).from(inscriptions).where(and(eq(inscriptions.userId, actor.userId), inArray(inscriptions.id, ids)))
        : kind === 'entry'
          ? await actor.db
              .select({ id: inscriptionEntries.id })
              .from(inscriptionEntries)
              .innerJoin(inscriptions, eq(inscriptions.id, inscriptionEntries.inscriptionId))
              .where(and(eq(inscriptions.userId, actor.userId), inArray(inscriptionEntries.id, ids)))
          : await actor.db
              .select({ id: inscriptionQuestions.id })
              .from(inscriptionQuestions)
              .innerJoin(inscriptions, eq(inscriptions.id, inscriptionQuestions.inscriptionId))
              .where(and(eq(inscriptions.userId, actor.userId), inArray(inscriptionQuestions.id, ids)));
    for (const r of rows) owned.add(r.id);
  }
  return owned;
}

/** key → stored id for the rows defined in the file; refs to the actor's existing rows resolve too. */
class Keys {
  private readonly defined = new Map<string, string>();
  constructor(
    private readonly actor: Actor,
    private readonly kind: Kind,
    private readonly owned: Set<string>,
  ) {}
  define(key: string): string {
    const id = this.owned.has(key) ? key : derivedId(this.actor.userId, this.kind, key);
    this.defined.set(key, id);
    return id;
  }
  has(key: string): boolean {
    return this.defined.has(key);
  }
  resolve(key: string): string | undefined {
    return this.defined.get(key) ?? (this.owned.has(key) ? key : undefined);
  }
}

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

interface Plan {
  byType: { inscription: InscriptionRow[] };
  keys: Record<Kind, Keys>;
  questionValues: { row: QuestionRow; inscriptionId: string | undefined }[];
  entryValues: { row: EntryRow; inscriptionId: string | undefined }[];
  answerValues: { row: AnswerRow; entryId: string | undefined; questionId: string | undefined }[];
  fileKeys: Map<number, string>;
}

/** Upserts every row in one transaction; returns the file keys the import replaced (to delete after). */
async function writeRows(actor: Actor, plan: Plan): Promise<string[]> {
  const { userId } = actor;
  const now = new Date();
  const mine = sql`(select id from ${inscriptions} where ${inscriptions.userId} = ${userId})`;
  const replaced: string[] = [];
  const expect = (written: number, wanted: number, what: string) => {
    // A conflicting row that is not the actor's is never updated: the import stops instead.
    if (written !== wanted) throw new Error(`import of ${what} wrote ${written} of ${wanted} rows`);
  };
  await actor.db.transaction(async (tx) => {
    for (const part of chunks(plan.byType.inscription)) {
      const values = part.map((r) => ({
        id: plan.keys.inscription.resolve(r.key)!,
        userId,
        name: r.name,
        about: r.about,
        category: r.category,
        isPrivate: r.isPrivate,
        logoImageKey: plan.fileKeys.get(r.line) ?? null,
        dateUpdated: now,
      }));
      const withLogo = values.filter((v) => v.logoImageKey).map((v) => v.id);
      if (withLogo.length) {
        const old = await tx.select({ key: inscriptions.logoImageKey }).from(inscriptions).where(and(inArray(inscriptions.id, withLogo), eq(inscriptions.userId, userId)));
        replaced.push(...old.map((o) => o.key).filter((k): k is string => !!k));
      }
      const rows = await tx
        .insert(inscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: inscriptions.id,
          set: {
            name: sql`excluded.name`,
            about: sql`excluded.about`,
            category: sql`excluded.category`,
            isPrivate: sql`excluded.is_private`,
            logoImageKey: sql`coalesce(excluded.logo_image_key, ${inscriptions.logoImageKey})`,
            dateUpdated: now,
          },
          setWhere: eq(inscriptions.userId, userId),
        })
        .returning({ id: inscriptions.id });
      expect(rows.length, values.length, 'inscriptions');
    }
    for (const part of chunks(plan.questionValues)) {
      const values = part.map(({ row, inscriptionId }) => ({
        id: plan.keys.question.resolve(row.key)!,
        inscriptionId: inscriptionId!,
        question: row.question,
        questionType: row.questionType,
        min: row.min,
        max: row.max,
        dateUpdated: now,
      }));
      const rows = await tx
        .insert(inscriptionQuestions)
        .values(values)
        .onConflictDoUpdate({
          target: inscriptionQuestions.id,
          set: { question: sql`excluded.question`, questionType: sql`excluded.question_type`, min: sql`excluded.min`, max: sql`excluded.max`, dateUpdated: now },
          setWhere: sql`${inscriptionQuestions.inscriptionId} in ${mine} and excluded.inscription_id in ${mine}`,
        })
        .returning({ id: inscriptionQuestions.id });
      expect(rows.length, values.length, 'questions');
    }
    for (const part of chunks(plan.entryValues)) {
      const values = part.map(({ row, inscriptionId }) => ({
        id: plan.keys.entry.resolve(row.key)!,
        inscriptionId: inscriptionId!,
        name: row.name,
        transcript: row.transcript,
        isPrivate: row.isPrivate,
        isImportant: row.isImportant,
        isMuted: row.isMuted,
        dateRecorded: row.dateRecorded,
        audioKey: plan.fileKeys.get(row.line) ?? null,
        dateUpdated: now,
      }));
      const withAudio = values.filter((v) => v.audioKey).map((v) => v.id);
      if (withAudio.length) {
        const old = await tx.select({ key: inscriptionEntries.audioKey }).from(inscriptionEntries).where(and(inArray(inscriptionEntries.id, withAudio), sql`${inscriptionEntries.inscriptionId} in ${mine}`));
        replaced.push(...old.map((o) => o.key).filter((k): k is string => !!k));
      }
      const rows = await tx
        .insert(inscriptionEntries)
        .values(values)
        .onConflictDoUpdate({
          target: inscriptionEntries.id,
          set: {
            inscriptionId: sql`excluded.inscription_id`,
            name: sql`excluded.name`,
            transcript: sql`excluded.transcript`,
            isPrivate: sql`excluded.is_private`,
            isImportant: sql`excluded.is_important`,
            isMuted: sql`excluded.is_muted`,
            dateRecorded: sql`excluded.date_recorded`,
            audioKey: sql`coalesce(excluded.audio_key, ${inscriptionEntries.audioKey})`,
            dateUpdated: now,
          },
          setWhere: sql`${inscriptionEntries.inscriptionId} in ${mine} and excluded.inscription_id in ${mine}`,
        })
        .returning({ id: inscriptionEntries.id });
      expect(rows.length, values.length, 'entries');
    }
    for (const part of chunks(plan.answerValues)) {
      const values = part.map(({ row, entryId, questionId }) => ({
        inscriptionEntryId: entryId!,
        inscriptionQuestionId: questionId!,
        answer: row.answer,
        dateUpdated: now,
      }));
      const rows = await tx
        .insert(entryQuestionAnswers)
        .values(values)
        .onConflictDoUpdate({
          target: [entryQuestionAnswers.inscriptionEntryId, entryQuestionAnswers.inscriptionQuestionId],
          set: { answer: sql`excluded.answer`, dateUpdated: now },
        })
        .returning({ id: entryQuestionAnswers.id });
      expect(rows.length, values.length, 'answers');
    }
  });
  return replaced;
}
