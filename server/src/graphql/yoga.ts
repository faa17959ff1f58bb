import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Files } from '../files';
import type { Ai } from '../modules/ai';
import type { Speech } from '../modules/speech';
import type { AuthIdentity } from '../auth/verifyAccessToken';
import { graphqlCors } from '../http/cors';
import type { GraphQLContext } from './context';
import { createLoaders } from './loaders';
import { resolvers } from '../modules/resolvers';
import { loadTypeDefs } from './typeDefs';

export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  identity: AuthIdentity;
}

/** Rejects introspection queries (production). */
const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

export function createGraphQL(config: Config, db: Db, files: Files, speech: Speech, ai: Ai) {
  const schema = createSchema<ServerContext & GraphQLContext>({
    typeDefs: loadTypeDefs(),
    // The generated resolver map is stricter than graphql-tools' IResolvers.
    resolvers: resolvers as never,
  });
  const plugins: Plugin[] = [
    EnvelopArmorPlugin({
      maxDepth: { n: 10 },
      maxAliases: { n: 15 },
      maxTokens: { n: 2000 },
      maxDirectives: { n: 20 },
      costLimit: { maxCost: 5000 },
      blockFieldSuggestion: { enabled: config.isProduction },
    }) as Plugin,
  ];
  if (config.isProduction) plugins.push(disableIntrospection);
  // Each operation is compiled once into plain JavaScript (graphql-jit, cached by document) instead of
  // being interpreted field by field on every request: the per-request cost of GraphQL over the SQL.
  plugins.push(useGraphQlJit() as Plugin);

  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !config.isProduction,
    landingPage: false,
    cors: graphqlCors(config),
    // Never send stack traces or internal messages to clients (also in development).
    maskedErrors: { isDev: false },
    plugins,
    logging: false,
    context: ({ req, identity }): GraphQLContext => ({
      userId: identity.accountId,
      email: identity.email,
      db,
      files,
      speech,
      ai,
      loaders: createLoaders(db),
      log: req.log,
    }),
  });
}
