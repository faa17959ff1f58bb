import type { Resolvers } from '../generated/resolvers';
import { chatResolvers } from './chat';
import { commonResolvers } from './common';
import { entryResolvers } from './entries';
import { insightResolvers } from './insights';
import { inscriptionResolvers } from './inscriptions';
import { jobResolvers } from './jobs';
import { reminderResolvers } from './reminders';
import { resourceResolvers } from './resources';
import { searchResolvers } from './search';
import { speechResolvers } from './speech';
import { timelineResolvers } from './timeline';
import { userResolvers } from './users';

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
  reminderResolvers,
  speechResolvers,
  chatResolvers,
  insightResolvers,
  jobResolvers,
  resourceResolvers,
);
