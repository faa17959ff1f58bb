import type { FastifyPluginAsync } from 'fastify';
import type { RequestAuthenticator } from '../auth/requestIdentity';
import type { createGraphQL } from './yoga';

/**
 * The GraphQL endpoint on Fastify: every operation needs a verified bearer token (401 otherwise);
 * GraphiQL is served outside production only.
 */
export interface GraphQLRouteOptions {
  yoga: ReturnType<typeof createGraphQL>;
  authenticate: RequestAuthenticator;
  isProduction: boolean;
}

export const graphqlRoute: FastifyPluginAsync<GraphQLRouteOptions> = async (app, { yoga, authenticate, isProduction }) => {
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const isGraphiQL = !isProduction && req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
      // GraphiQL (development only) runs inline scripts and loads its editor from unpkg.com.
      if (isGraphiQL) reply.raw.removeHeader('content-security-policy');
      const needsIdentity = req.method !== 'OPTIONS' && !isGraphiQL;
      const identity = needsIdentity ? await authenticate(req) : null;
      if (needsIdentity && !identity) {
        reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] });
        return reply;
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, {
        req,
        reply,
        identity: identity ?? { accountId: '00000000-0000-0000-0000-000000000000', email: '' },
      });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // Single JSON answers are sent whole; only streamed ones (SSE, multipart) are piped, so a
      // client that hangs up mid-answer is not an error.
      const isStream = /text\/event-stream|multipart\/mixed/.test(response.headers.get('content-type') ?? '');
      reply.send(isStream ? response.body : Buffer.from(await response.arrayBuffer()));
      return reply;
    },
  });
};
