import type { Resolvers } from '../../generated/resolvers';
import { QUOTES } from './quotes';

export const commonResolvers: Resolvers = {
  Query: {
    quotes: () => QUOTES.map((q) => ({ ...q })),
  },
  MutationResponse: {
    __resolveType: () => null,
  },
};
