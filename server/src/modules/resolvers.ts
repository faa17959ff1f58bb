import type { Resolvers } from '../generated/resolvers';
import { chatResolvers } from './chat/resolvers';
import { commonResolvers } from './common/resolvers';
import { entryResolvers } from './entries/resolvers';
import { insightResolvers } from './insights/resolvers';
import { inscriptionResolvers } from './inscriptions/resolvers';
import { jobResolvers } from './jobs/resolvers';
import { resourceResolvers } from './resources/resolvers';
import { searchResolvers } from './search/resolvers';
import { timelineResolvers } from './timeline/resolvers';
import { userResolvers } from './users/resolvers';

function merge(...parts: Resolvers[]): Resolvers {
  const out: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      out[type] = { ...(out[type] ?? {}), ...(fields as Record<string, unknown>) };
    }
  }
  return out as Resolvers;
}

/** Every module's resolvers, merged type by type. */
export const resolvers: Resolvers = merge(
  commonResolvers,
  inscriptionResolvers,
  entryResolvers,
  searchResolvers,
  timelineResolvers,
  userResolvers,
  chatResolvers,
  insightResolvers,
  jobResolvers,
  resourceResolvers,
);
