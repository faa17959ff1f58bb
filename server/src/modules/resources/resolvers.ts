import type { Resolvers } from '../../generated/resolvers';
import { listResources } from './service';

export const resourceResolvers: Resolvers = {
  Query: {
    inscriptionResources: async (_p, { inscriptionId }, ctx) =>
      (await listResources(ctx, inscriptionId)).map((resource) => ({
        ...resource,
        usages: resource.usages.map((usage) => ({ ...usage, date: usage.date.toISOString() })),
      })),
  },
};
