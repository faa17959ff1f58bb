import { and, eq, inArray, sql } from 'drizzle-orm';
import { entryQuestionAnswers, inscriptionEntries, inscriptionQuestions, inscriptions } from '../../db/schema';
import type { Actor } from '../actor';
import { chunks, type Keys, type Kind } from './importIds';
import type { AnswerRow, EntryRow, InscriptionRow, QuestionRow } from './rows';

/** The checked rows with their resolved ids and stored files, ready to write. */
export interface Plan {
  byType: { inscription: InscriptionRow[] };
  keys: Record<Kind, Keys>;
  questionValues: { row: QuestionRow; inscriptionId: string | undefined }[];
  entryValues: { row: EntryRow; inscriptionId: string | undefined }[];
  answerValues: { row: AnswerRow; entryId: string | undefined; questionId: string | undefined }[];
  fileKeys: Map<number, string>;
}

/** Upserts every row in one transaction; returns the file keys the import replaced (to delete after). */
export async function writeRows(actor: Actor, plan: Plan): Promise<string[]> {
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
