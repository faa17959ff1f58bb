import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { ClientError, GraphQLClient } from 'graphql-request';
import { authorizedFetch, serverUrl } from './transport';

export const GRAPHQL_PATH = '/graphql';

/**
 * A generated document (client preset, documentMode 'string'): a String object holding the
 * operation's text, typed by its result and variables. Structural, as every package generates its
 * own TypedDocumentString class; `valueOf(): string` keeps parsed AST documents out.
 */
export type GraphQLDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & {
  valueOf(): string;
};

// Generated operations carry no metadata naming them (their __meta__ only names fragments).
const OPERATION_NAME = /^\s*(?:query|mutation|subscription)\s+(\w+)/;

/** The name of the document's operation, read from its text (undefined when anonymous). */
export function operationNameOf(document: { valueOf(): string }): string | undefined {
  return OPERATION_NAME.exec(document.valueOf())?.[1];
}

/** A GraphQL answer with errors, or an HTTP failure: `response.status` drives retries (graphql-request's). */
export { ClientError };

interface GraphQLBody {
  query: string;
  variables?: unknown;
  operationName?: string;
}

let client: GraphQLClient | null = null;

/**
 * graphql-request's client. Documents are sent as the text codegen wrote, and the operation's name
 * is read from that text (`excludeOperationName` keeps graphql-request from parsing it): graphql's
 * parser and printer are never called, so the browser build leaves graphql out (shared/build/webpack.cjs).
 */
function graphQLClient(): GraphQLClient {
  client ??= new GraphQLClient(serverUrl(GRAPHQL_PATH), {
    fetch: authorizedFetch,
    excludeOperationName: true,
    jsonSerializer: {
      parse: JSON.parse,
      stringify: (body: GraphQLBody) => JSON.stringify({ ...body, operationName: operationNameOf(body.query) }),
    },
  });
  return client;
}

export interface RequestOptions {
  /** Cancels the request (react-query passes its query's signal). */
  signal?: AbortSignal;
}

/**
 * Runs a typed GraphQL operation through graphql-request as the signed-in user (`authorizedFetch`:
 * token renewal, device headers, 401 → session expired). GraphQL errors and HTTP failures throw a
 * ClientError carrying the status.
 */
export function gqlRequest<TResult, TVariables extends object>(
  document: GraphQLDocument<TResult, TVariables>,
  ...[variables, options]: TVariables extends Record<string, never>
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions]
): Promise<TResult> {
  return graphQLClient().request<TResult>({
    document: document.valueOf(),
    variables: variables as Record<string, unknown> | undefined,
    signal: options?.signal,
  });
}
