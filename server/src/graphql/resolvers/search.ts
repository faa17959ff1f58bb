import { GraphQLError } from 'graphql';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { inscriptionEntries } from '../../db/schema';
import type { Resolvers } from '../../generated/resolvers';
import { ownedInscription } from '../ownership';

export const SEARCH_MAX_QUERY = 200;
export const SEARCH_MAX_FIRST = 50;

/**
 * The stored generated column of drizzle/0003_entry_search.sql (not declared in the Drizzle schema,
 * so ordinary entry selects never carry it).
 */
const searchVector = sql`"inscription_entries"."search"`;

export const searchResolvers: Resolvers = {
  Query: {
    searchInscriptionEntries: async (_p, { inscriptionId, query, first }, ctx) => {
      if (query.length > SEARCH_MAX_QUERY) {
        throw new GraphQLError(`"query" must be at most ${SEARCH_MAX_QUERY} characters (got ${query.length}).`, {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      const limit = Math.min(Math.max(first ?? 15, 0), SEARCH_MAX_FIRST);
      if (!query.trim() || limit === 0) return [];
      const inscription = await ownedInscription(ctx, inscriptionId);
      if (!inscription) return [];
      const tsquery = sql`websearch_to_tsquery('english', ${query})`;
      const rank = sql<number>`ts_rank_cd(${searchVector}, ${tsquery})`;
      const rows = await ctx.db
        .select({
          entry: getTableColumns(inscriptionEntries),
          rank: rank.mapWith(Number),
          headline: sql<string>`ts_headline('english', ${inscriptionEntries.name} || E'\\n' || ${inscriptionEntries.transcript}, ${tsquery}, 'StartSel=[[, StopSel=]], MaxFragments=2, MaxWords=20, MinWords=5')`,
        })
        .from(inscriptionEntries)
        .where(and(eq(inscriptionEntries.inscriptionId, inscription.id), sql`${searchVector} @@ ${tsquery}`))
        .orderBy(desc(rank), desc(inscriptionEntries.dateRecorded), desc(inscriptionEntries.id))
        .limit(limit);
      return rows;
    },
  },
};
