import type { Resolvers } from '../../generated/resolvers';
import { QUOTES } from '../../quotes';
import { chatResolvers } from './chat';
import { entryResolvers } from './entries';
import { inscriptionResolvers } from './inscriptions';
import { searchResolvers } from './search';
import { timelineResolvers } from './timeline';
import { userResolvers } from './users';

const common: Resolvers = {
  Query: {
    quotes: () => QUOTES.map((q) => ({ ...q })),
  },
  MutationResponse: {
    __resolveType: () => null,
  },
};

function merge(...parts: Resolvers[]): Resolvers {
  const out: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      out[type] = { ...(out[type] ?? {}), ...(fields as Record<string, unknown>) };
    }
  }
  return out as Resolvers;
}

export const resolvers: Resolvers = merge(
  common,
  inscriptionResolvers,
  entryResolvers,
  searchResolvers,
  timelineResolvers,
  userResolvers,
  chatResolvers,
);
