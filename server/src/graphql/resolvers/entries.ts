import { and, asc, desc, eq } from 'drizzle-orm';
import { entryQuestionAnswers, inscriptionEntries, inscriptionQuestions, type InscriptionEntryRow } from '../../db/schema';
import type { Resolvers } from '../../generated/resolvers';
import { ownedAnswer, ownedEntry, ownedInscription, ownedQuestion } from '../ownership';
import {
  ConflictError,
  InputError,
  dateFields,
  defined,
  emptyConnection,
  intInRange,
  iso,
  keysetPage,
  notFound,
  optionalRequiredText,
  parseDate,
  requireBool,
  requireText,
  respond,
  underMutation,
} from '../util';

function checkMinMax(min: number | null | undefined, max: number | null | undefined): void {
  intInRange('min', min, -1_000_000, 1_000_000);
  intInRange('max', max, -1_000_000, 1_000_000);
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    throw new InputError('"min" must not be greater than "max".');
  }
}

export const entryResolvers: Resolvers = {
  Query: {
    inscriptionEntriesPaged: async (_p, args, ctx) => {
      const inscription = await ownedInscription(ctx, args.inscriptionId);
      if (!inscription) return emptyConnection<InscriptionEntryRow>();
      return keysetPage<InscriptionEntryRow>(
        ctx,
        inscriptionEntries,
        inscriptionEntries.dateRecorded,
        inscriptionEntries.id,
        eq(inscriptionEntries.inscriptionId, inscription.id),
        args,
        inscription.entryCount,
      );
    },
    inscriptionEntries: async (_p, { inscriptionId }, ctx) => {
      const inscription = await ownedInscription(ctx, inscriptionId);
      if (!inscription) return [];
      return ctx.db
        .select()
        .from(inscriptionEntries)
        .where(eq(inscriptionEntries.inscriptionId, inscription.id))
        .orderBy(desc(inscriptionEntries.dateRecorded), desc(inscriptionEntries.id));
    },
    inscriptionEntry: (_p, { inscriptionEntryId }, ctx) => ownedEntry(ctx, inscriptionEntryId),
    inscriptionEntryName: async (_p, { inscriptionEntryId }, ctx) =>
      (await ownedEntry(ctx, inscriptionEntryId))?.name ?? null,
    inscriptionEntryQuestionAnswers: async (_p, { inscriptionEntryId }, ctx) => {
      const entry = await ownedEntry(ctx, inscriptionEntryId);
      if (!entry) return [];
      return ctx.loaders.answersByEntry.load(entry.id);
    },
    inscriptionEntryQuestionAnswer: (_p, { id }, ctx) => ownedAnswer(ctx, id),
    inscriptionQuestions: async (_p, { inscriptionId }, ctx) => {
      const inscription = await ownedInscription(ctx, inscriptionId);
      if (!inscription) return [];
      return ctx.db
        .select()
        .from(inscriptionQuestions)
        .where(eq(inscriptionQuestions.inscriptionId, inscription.id))
        .orderBy(asc(inscriptionQuestions.dateCreated), asc(inscriptionQuestions.id));
    },
    inscriptionQuestion: (_p, { id }, ctx) => ownedQuestion(ctx, id),
  },
  Mutation: {
    createInscriptionEntry: (_p, { input }, ctx) =>
      respond(ctx, 'inscriptionEntry', 'Inscription entry created.', input, async () => {
        const name = requireText('name', input.name);
        const transcript = input.transcript ?? '';
        const dateRecorded = input.dateRecorded ? parseDate('dateRecorded', input.dateRecorded) : new Date();
        const inscription = await ownedInscription(ctx, input.inscriptionId);
        if (!inscription) throw notFound('Inscription');
        const [row] = await ctx.db
          .insert(inscriptionEntries)
          .values({
            inscriptionId: inscription.id,
            name,
            transcript,
            isPrivate: input.isPrivate ?? false,
            isImportant: input.isImportant ?? false,
            isMuted: input.isMuted ?? false,
            dateRecorded,
          })
          .returning();
        return row!;
      }),
    updateInscriptionEntry: (_p, { input }, ctx) =>
      respond(ctx, 'inscriptionEntry', 'Inscription entry updated.', input, async () => {
        const name = optionalRequiredText('name', input.name);
        if (input.transcript === null) throw new InputError('"transcript" must not be null.');
        const dateRecorded =
          input.dateRecorded === undefined
            ? undefined
            : input.dateRecorded === null
              ? (() => {
                  throw new InputError('"dateRecorded" must not be null.');
                })()
              : parseDate('dateRecorded', input.dateRecorded);
        const existing = await ownedEntry(ctx, input.id);
        if (!existing) throw notFound('Inscription entry');
        let inscriptionId: string | undefined;
        if (input.inscriptionId !== undefined && input.inscriptionId !== null && input.inscriptionId !== existing.inscriptionId) {
          const target = await ownedInscription(ctx, input.inscriptionId);
          if (!target) throw notFound('Inscription');
          inscriptionId = target.id;
        }
        const [row] = await ctx.db
          .update(inscriptionEntries)
          .set({
            ...defined({
              inscriptionId,
              name,
              transcript: input.transcript,
              isPrivate: requireBool('isPrivate', input.isPrivate),
              isImportant: requireBool('isImportant', input.isImportant),
              isMuted: requireBool('isMuted', input.isMuted),
              dateRecorded,
            }),
            dateUpdated: new Date(),
          })
          .where(eq(inscriptionEntries.id, existing.id))
          .returning();
        return row!;
      }),
    deleteInscriptionEntry: (_p, { input }, ctx) =>
      respond(ctx, 'inscriptionEntry', 'Inscription entry deleted.', input, async () => {
        const existing = await ownedEntry(ctx, input.id);
        if (!existing) throw notFound('Inscription entry');
        await ctx.db.delete(inscriptionEntries).where(eq(inscriptionEntries.id, existing.id));
        await ctx.files.deleteQuietly([existing.audioKey], ctx.log);
        return existing;
      }),

    createInscriptionQuestion: (_p, { input }, ctx) =>
      respond(ctx, 'inscriptionQuestion', 'Inscription question created.', input, async () => {
        const questionType = requireText('questionType', input.questionType);
        const question = requireText('question', input.question);
        checkMinMax(input.min, input.max);
        const inscription = await ownedInscription(ctx, input.inscriptionId);
        if (!inscription) throw notFound('Inscription');
        const [row] = await ctx.db
          .insert(inscriptionQuestions)
          .values({ inscriptionId: inscription.id, questionType, question, min: input.min ?? null, max: input.max ?? null })
          .returning();
        return row!;
      }),
    updateInscriptionQuestion: (_p, { input }, ctx) =>
      respond(ctx, 'inscriptionQuestion', 'Inscription question updated.', input, async () => {
        const existing = await ownedQuestion(ctx, input.id);
        if (!existing) throw notFound('Inscription question');
        const min = input.min === undefined ? existing.min : input.min;
        const max = input.max === undefined ? existing.max : input.max;
        checkMinMax(min, max);
        const [row] = await ctx.db
          .update(inscriptionQuestions)
          .set({
            ...defined({
              questionType: optionalRequiredText('questionType', input.questionType),
              question: optionalRequiredText('question', input.question),
              min: input.min,
              max: input.max,
            }),
            dateUpdated: new Date(),
          })
          .where(eq(inscriptionQuestions.id, existing.id))
          .returning();
        return row!;
      }),
    deleteInscriptionQuestion: (_p, { input }, ctx) =>
      respond(ctx, 'inscriptionQuestion', 'Inscription question deleted.', input, async () => {
        const existing = await ownedQuestion(ctx, input.id);
        if (!existing) throw notFound('Inscription question');
        await ctx.db.delete(inscriptionQuestions).where(eq(inscriptionQuestions.id, existing.id));
        return existing;
      }),

    createInscriptionEntryQuestionAnswer: (_p, { input }, ctx) =>
      respond(ctx, 'inscriptionEntryQuestionAnswer', 'Answer created.', input, async () => {
        if (typeof input.answer !== 'string') throw new InputError('"answer" is required.');
        const entry = await ownedEntry(ctx, input.inscriptionEntryId);
        if (!entry) throw notFound('Inscription entry');
        const question = await ownedQuestion(ctx, input.inscriptionQuestionId);
        if (!question) throw notFound('Inscription question');
        if (question.inscriptionId !== entry.inscriptionId) {
          throw new InputError('"inscriptionQuestionId" must be a question of the entry\'s inscription.');
        }
        const [dup] = await ctx.db
          .select({ id: entryQuestionAnswers.id })
          .from(entryQuestionAnswers)
          .where(
            and(
              eq(entryQuestionAnswers.inscriptionEntryId, entry.id),
              eq(entryQuestionAnswers.inscriptionQuestionId, question.id),
            ),
          )
          .limit(1);
        if (dup) throw new ConflictError('An answer to this question already exists for this entry (duplicate).');
        const [row] = await ctx.db
          .insert(entryQuestionAnswers)
          .values({ inscriptionEntryId: entry.id, inscriptionQuestionId: question.id, answer: input.answer })
          .returning();
        return row!;
      }),
    updateInscriptionEntryQuestionAnswer: (_p, { input }, ctx) =>
      respond(ctx, 'inscriptionEntryQuestionAnswer', 'Answer updated.', input, async () => {
        if (typeof input.answer !== 'string') throw new InputError('"answer" is required.');
        const existing = await ownedAnswer(ctx, input.id);
        if (!existing) throw notFound('Answer');
        if (input.inscriptionEntryId && input.inscriptionEntryId !== existing.inscriptionEntryId) {
          throw new InputError('"inscriptionEntryId" does not match the answer.');
        }
        if (input.inscriptionQuestionId && input.inscriptionQuestionId !== existing.inscriptionQuestionId) {
          throw new InputError('"inscriptionQuestionId" does not match the answer.');
        }
        const [row] = await ctx.db
          .update(entryQuestionAnswers)
          .set({ answer: input.answer, dateUpdated: new Date() })
          .where(eq(entryQuestionAnswers.id, existing.id))
          .returning();
        return row!;
      }),
    deleteInscriptionEntryQuestionAnswer: (_p, { input }, ctx) =>
      respond(ctx, 'inscriptionEntryQuestionAnswer', 'Answer deleted.', input, async () => {
        const existing = await ownedAnswer(ctx, input.id);
        if (!existing) throw notFound('Answer');
        await ctx.db.delete(entryQuestionAnswers).where(eq(entryQuestionAnswers.id, existing.id));
        return existing;
      }),
  },
  InscriptionEntry: {
    ...dateFields,
    dateRecorded: (p) => iso(p.dateRecorded),
    // Entries only ever reach a resolver through an ownership check (ownedEntry / ownedInscription).
    audioUrl: (p, _a, ctx) => ctx.files.url(p.audioKey),
    audioUploadUrl: (p, _a, ctx, info) =>
      underMutation(info, ['createInscriptionEntry', 'updateInscriptionEntry']) ? ctx.files.uploadUrl.audio(ctx.userId, p.id) : null,
    questionAnswers: (p, _a, ctx) => ctx.loaders.answersByEntry.load(p.id),
  },
  InscriptionQuestion: { ...dateFields },
  InscriptionEntryQuestionAnswer: { ...dateFields },
};
