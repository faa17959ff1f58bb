import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { entryQuestionAnswers, inscriptionEntries, inscriptionQuestions, inscriptions } from '../../db/schema';
import type { Actor } from '../actor';
import { chunks, type Keys } from './importIds';
import type { AnswerRow, EntryRow, InscriptionRow, QuestionRow } from './rows';
import { count, excluded, fromExcluded, toMillis, updateIfChanged, wasInserted, type Tally } from './upsert';

/** The checked CSV rows with their resolved ids and stored files, ready to write. */
export interface Plan {
  byType: { inscription: InscriptionRow[] };
  keys: { inscription: Keys; question: Keys; entry: Keys };
  questionValues: { row: QuestionRow; inscriptionId: string | undefined }[];
  entryValues: { row: EntryRow; inscriptionId: string | undefined }[];
  answerValues: { row: AnswerRow; entryId: string | undefined; questionId: string | undefined }[];
  /** CSV line → key of the file stored for it (absent: the row keeps the file it has). */
  fileKeys: Map<number, string>;
  /** Inscription key → its settings, from the archive (absent: a new inscription shares nothing, one of yours keeps its own). */
  inscriptionMeta: Map<string, { allowExternalAi: boolean }>;
  /** Question key → its order and deleted state, from the archive (absent: see writeRows). */
  questionMeta: Map<string, { position: number; dateDeleted: Date | null }>;
  /** Entry key → its word timings, from the archive (absent: the entry keeps its own). */
  wordTimings: Map<string, { word: string; start: number; end: number }[]>;
}

/**
 * Upserts the CSV's rows inside the caller's transaction, counting each kind; returns the file keys the
 * import replaced (to delete once committed).
 */
export async function writeRows(tx: Db, actor: Actor, plan: Plan, tally: Tally, now: Date): Promise<string[]> {
  const { userId } = actor;
  const mine = sql`(select id from ${inscriptions} where ${inscriptions.userId} = ${userId})`;
  const replaced: string[] = [];
  for (const part of chunks(plan.byType.inscription)) {
    const values = part.map((r) => {
      const id = plan.keys.inscription.resolve(r.key)!;
      return {
        id,
        userId,
        name: r.name,
        about: r.about,
        category: r.category,
        isPrivate: r.isPrivate,
        allowExternalAi:
          plan.inscriptionMeta.get(r.key)?.allowExternalAi ??
          sql<boolean>`coalesce((select ${inscriptions.allowExternalAi} from ${inscriptions} where ${inscriptions.id} = ${id} and ${inscriptions.userId} = ${userId}), false)`,
        logoImageKey: plan.fileKeys.get(r.line) ?? null,
        dateUpdated: now,
      };
    });
    const withLogo = values.filter((v) => v.logoImageKey).map((v) => v.id);
    if (withLogo.length) {
      const old = await tx
        .select({ key: inscriptions.logoImageKey })
        .from(inscriptions)
        .where(and(inArray(inscriptions.id, withLogo), eq(inscriptions.userId, userId)));
      replaced.push(...old.map((o) => o.key).filter((k): k is string => !!k));
    }
    const rows = await tx
      .insert(inscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: inscriptions.id,
        ...updateIfChanged(
          {
            ...fromExcluded({
              name: inscriptions.name,
              about: inscriptions.about,
              category: inscriptions.category,
              isPrivate: inscriptions.isPrivate,
              allowExternalAi: inscriptions.allowExternalAi,
            }),
            logoImageKey: [
              inscriptions.logoImageKey,
              sql`coalesce(${excluded(inscriptions.logoImageKey)}, ${inscriptions.logoImageKey})`,
            ],
          },
          eq(inscriptions.userId, userId),
          { dateUpdated: now },
        ),
      })
      .returning({ inserted: wasInserted });
    count(tally, 'inscriptions', rows, values.length);
  }
  // With the archive's questions.json a question takes its order and deleted state from it; without
  // (a CSV, an older zip) a new question goes after its inscription's others, in the file's order.
  const inFile = new Map<string, number>();
  const withMeta = plan.questionValues.filter(({ row }) => plan.questionMeta.has(row.key));
  const withoutMeta = plan.questionValues.filter(({ row }) => !plan.questionMeta.has(row.key));
  for (const [part, meta] of [
    ...chunks(withMeta).map((p) => [p, true] as const),
    ...chunks(withoutMeta).map((p) => [p, false] as const),
  ]) {
    const values = part.map(({ row, inscriptionId }) => {
      const order = inFile.get(inscriptionId!) ?? 0;
      inFile.set(inscriptionId!, order + 1);
      const kept = plan.questionMeta.get(row.key);
      return {
        id: plan.keys.question.resolve(row.key)!,
        inscriptionId: inscriptionId!,
        question: row.question,
        questionType: row.questionType,
        min: row.min,
        max: row.max,
        position: kept
          ? kept.position
          : sql<number>`(select coalesce(max(${inscriptionQuestions.position}) + 1, 0) from ${inscriptionQuestions} where ${inscriptionQuestions.inscriptionId} = ${inscriptionId}) + ${order}`,
        dateDeleted: kept ? kept.dateDeleted : null,
        dateUpdated: now,
      };
    });
    const fields = {
      question: inscriptionQuestions.question,
      questionType: inscriptionQuestions.questionType,
      min: inscriptionQuestions.min,
      max: inscriptionQuestions.max,
    };
    const rows = await tx
      .insert(inscriptionQuestions)
      .values(values)
      .onConflictDoUpdate({
        target: inscriptionQuestions.id,
        ...updateIfChanged(
          meta
            ? {
                ...fromExcluded({ ...fields, position: inscriptionQuestions.position }),
                dateDeleted: [toMillis(inscriptionQuestions.dateDeleted), excluded(inscriptionQuestions.dateDeleted)],
              }
            : fromExcluded(fields),
          sql`${inscriptionQuestions.inscriptionId} in ${mine} and ${excluded(inscriptionQuestions.inscriptionId)} in ${mine}`,
          { dateUpdated: now },
        ),
      })
      .returning({ inserted: wasInserted });
    count(tally, 'questions', rows, values.length);
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
      wordTimings: plan.wordTimings.get(row.key) ?? null,
      dateUpdated: now,
    }));
    const withAudio = values.filter((v) => v.audioKey).map((v) => v.id);
    if (withAudio.length) {
      const old = await tx
        .select({ key: inscriptionEntries.audioKey })
        .from(inscriptionEntries)
        .where(and(inArray(inscriptionEntries.id, withAudio), sql`${inscriptionEntries.inscriptionId} in ${mine}`));
      replaced.push(...old.map((o) => o.key).filter((k): k is string => !!k));
    }
    const rows = await tx
      .insert(inscriptionEntries)
      .values(values)
      .onConflictDoUpdate({
        target: inscriptionEntries.id,
        ...updateIfChanged(
          {
            ...fromExcluded({
              inscriptionId: inscriptionEntries.inscriptionId,
              name: inscriptionEntries.name,
              transcript: inscriptionEntries.transcript,
              isPrivate: inscriptionEntries.isPrivate,
              isImportant: inscriptionEntries.isImportant,
              isMuted: inscriptionEntries.isMuted,
            }),
            dateRecorded: [toMillis(inscriptionEntries.dateRecorded), excluded(inscriptionEntries.dateRecorded)],
            audioKey: [
              inscriptionEntries.audioKey,
              sql`coalesce(${excluded(inscriptionEntries.audioKey)}, ${inscriptionEntries.audioKey})`,
            ],
            wordTimings: [
              inscriptionEntries.wordTimings,
              sql`coalesce(${excluded(inscriptionEntries.wordTimings)}, ${inscriptionEntries.wordTimings})`,
            ],
          },
          sql`${inscriptionEntries.inscriptionId} in ${mine} and ${excluded(inscriptionEntries.inscriptionId)} in ${mine}`,
          { dateUpdated: now },
        ),
      })
      .returning({ inserted: wasInserted });
    count(tally, 'entries', rows, values.length);
  }
  const myEntries = sql`(select ${inscriptionEntries.id} from ${inscriptionEntries} where ${inscriptionEntries.inscriptionId} in ${mine})`;
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
        ...updateIfChanged(
          fromExcluded({ answer: entryQuestionAnswers.answer }),
          sql`${entryQuestionAnswers.inscriptionEntryId} in ${myEntries}`,
          { dateUpdated: now },
        ),
      })
      .returning({ inserted: wasInserted });
    count(tally, 'answers', rows, values.length);
  }
  return replaced;
}
