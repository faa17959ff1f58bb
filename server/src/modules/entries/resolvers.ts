import type { Resolvers } from '../../generated/resolvers';
import { dateFields, iso } from '../common';
import { underMutation } from '../uploadUrls';
import { transcriptPreview } from './plainText';
import { respond } from '../respond';
import {
  createAnswer,
  createEntry,
  createQuestion,
  deleteAnswer,
  deleteEntry,
  deleteQuestion,
  getAnswer,
  getEntry,
  getQuestion,
  listAnswers,
  listEntries,
  listQuestions,
  pageEntries,
  reorderQuestions,
  updateAnswer,
  updateEntry,
  updateQuestion,
} from './service';

export const entryResolvers: Resolvers = {
  Query: {
    inscriptionEntriesPaged: (_p, args, ctx) => pageEntries(ctx, args.inscriptionId, args),
    inscriptionEntries: (_p, { inscriptionId }, ctx) => listEntries(ctx, inscriptionId),
    inscriptionEntry: (_p, { inscriptionEntryId }, ctx) => getEntry(ctx, inscriptionEntryId),
    inscriptionEntryName: async (_p, { inscriptionEntryId }, ctx) => (await getEntry(ctx, inscriptionEntryId))?.name ?? null,
    inscriptionEntryQuestionAnswers: (_p, { inscriptionEntryId }, ctx) =>
      listAnswers(ctx, inscriptionEntryId, ctx.loaders.answersByEntry),
    inscriptionEntryQuestionAnswer: (_p, { id }, ctx) => getAnswer(ctx, id),
    inscriptionQuestions: (_p, { inscriptionId, includeDeleted }, ctx) => listQuestions(ctx, inscriptionId, { includeDeleted }),
    inscriptionQuestion: (_p, { id }, ctx) => getQuestion(ctx, id),
  },
  Mutation: {
    createInscriptionEntry: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscriptionEntry', 'Inscription entry created.', () => createEntry(ctx, input)),
    updateInscriptionEntry: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscriptionEntry', 'Inscription entry updated.', () => updateEntry(ctx, input)),
    deleteInscriptionEntry: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscriptionEntry', 'Inscription entry deleted.', () => deleteEntry(ctx, input.id)),

    createInscriptionQuestion: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscriptionQuestion', 'Inscription question created.', () => createQuestion(ctx, input)),
    updateInscriptionQuestion: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscriptionQuestion', 'Inscription question updated.', () => updateQuestion(ctx, input)),
    deleteInscriptionQuestion: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscriptionQuestion', 'Inscription question deleted.', () => deleteQuestion(ctx, input)),
    reorderInscriptionQuestions: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscriptionQuestions', 'Inscription questions reordered.', () => reorderQuestions(ctx, input)),

    createInscriptionEntryQuestionAnswer: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscriptionEntryQuestionAnswer', 'Answer created.', () => createAnswer(ctx, input)),
    updateInscriptionEntryQuestionAnswer: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscriptionEntryQuestionAnswer', 'Answer updated.', () => updateAnswer(ctx, input)),
    deleteInscriptionEntryQuestionAnswer: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscriptionEntryQuestionAnswer', 'Answer deleted.', () => deleteAnswer(ctx, input.id)),
  },
  InscriptionEntry: {
    ...dateFields,
    dateRecorded: (p) => iso(p.dateRecorded),
    preview: (p) => transcriptPreview(p.transcript),
    // Entries only ever reach a resolver through an ownership check (the entries service).
    audioUrl: (p, _a, ctx) => ctx.files.url(p.audioKey),
    audioUploadUrl: (p, _a, ctx, info) =>
      underMutation(info, ['createInscriptionEntry', 'updateInscriptionEntry']) ? ctx.files.uploadUrl.audio(ctx.userId, p.id) : null,
    questionAnswers: (p, _a, ctx) => ctx.loaders.answersByEntry.load(p.id),
  },
  InscriptionQuestion: {
    ...dateFields,
    dateDeleted: (p) => (p.dateDeleted ? iso(p.dateDeleted) : null),
  },
  InscriptionEntryQuestionAnswer: { ...dateFields },
};
