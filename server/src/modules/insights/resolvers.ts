import { INSIGHT_FIELDS } from '@inscriptions/contracts';
import type { Resolvers } from '../../generated/resolvers';
import { iso } from '../common';
import { badUserInput, respond } from '../respond';
import { insightEngineFor } from './engine';
import { diveDeeperQuestions, getInsight, insightHistory, refreshInsightsNow, writingActivity } from './service';

export const insightResolvers: Resolvers = {
  Query: {
    inscriptionDataInsight: (_p, { inscriptionId }, ctx) => getInsight(ctx, inscriptionId),
    inscriptionDiveDeeperQuestions: (_p, { inscriptionId, fields, count }, ctx) =>
      badUserInput(() => diveDeeperQuestions(ctx, inscriptionId, fields, count ?? 3, insightEngineFor(ctx.ai))),
    inscriptionInsightHistory: async (_p, { inscriptionId }, ctx) =>
      (await insightHistory(ctx, inscriptionId)).map((p) => ({ ...p, dateUpdated: iso(p.dateUpdated) })),
    inscriptionWritingActivity: (_p, { inscriptionId }, ctx) => writingActivity(ctx, inscriptionId),
  },
  Mutation: {
    refreshInscriptionDataInsight: (_p, { inscriptionId }, ctx) =>
      respond(ctx.log, 'job', 'Insight refresh queued.', () => refreshInsightsNow(ctx, inscriptionId)),
  },
  InscriptionDataInsight: {
    dateUpdated: (p) => iso(p.dateUpdated),
    fields: (p) => INSIGHT_FIELDS.map((field) => ({ field, items: p.fields[field] ?? [] })),
  },
  InsightItem: {
    sources: (p) => p.sources ?? [],
    topic: (p) => p.topic ?? null,
    score: (p) => p.score ?? p.sources?.length ?? 0,
  },
};
