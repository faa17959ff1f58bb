import type { Resolvers } from '../../generated/resolvers';
import { badUserInput } from '../respond';
import { searchEntries } from './service';

export const searchResolvers: Resolvers = {
  Query: {
    searchInscriptionEntries: (_p, { inscriptionId, query, first, filter }, ctx) =>
      badUserInput(() => searchEntries(ctx, inscriptionId, query, first, filter)),
  },
};
