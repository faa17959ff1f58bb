import { gqlRequest, operationNameOf, type GraphQLDocument } from './client';

/** The fields every mutation answers with (spec section 7). */
export interface MutationAnswer {
  code: string;
  success: boolean;
  message: string;
}

/**
 * A mutation the server did not confirm, or whose request failed. `code` is the answer's code
 * ('' when no answer came); `userMessage` is the screen's fallback message. The server's own
 * message is logged, never shown; it is kept for the rare caller that must tell answers apart.
 */
export class MutationError extends Error {
  constructor(
    readonly code: string,
    readonly userMessage: string,
    readonly serverMessage = '',
    options?: { cause?: unknown },
  ) {
    super(userMessage, options);
    this.name = 'MutationError';
  }

  /** No answer came because the request never reached the server (fetch's TypeError: no network). */
  get unreachable(): boolean {
    return this.code === '' && this.cause instanceof TypeError;
  }
}

/** The single root field of a mutation result (its answer). */
type AnswerOf<TResult> = TResult[Exclude<keyof TResult, '__typename'>];
/** The object fields of an answer (e.g. `inscription`). */
type ObjectKey<TAnswer> = Exclude<keyof TAnswer, keyof MutationAnswer | '__typename'>;

interface MutationOptions {
  /** The user-facing message of a failure ('Failed to …, please try again.'). */
  failure: string;
}

/**
 * Runs a mutation document. Success means code "200", success true and, when `object` names
 * one, that object present; anything else logs the server message and throws a MutationError.
 * Returns the object, or the answer when no object is named (deletes).
 */
export async function runMutation<
  TResult extends object,
  TVariables extends object,
  K extends ObjectKey<AnswerOf<TResult>>,
>(
  document: GraphQLDocument<TResult, TVariables>,
  variables: TVariables,
  options: MutationOptions & { object: K },
): Promise<NonNullable<AnswerOf<TResult>[K]>>;
export async function runMutation<TResult extends object, TVariables extends object>(
  document: GraphQLDocument<TResult, TVariables>,
  variables: TVariables,
  options: MutationOptions,
): Promise<AnswerOf<TResult>>;
export async function runMutation(
  document: GraphQLDocument<object, object>,
  variables: object,
  { failure, object }: MutationOptions & { object?: string },
): Promise<unknown> {
  let result: object;
  try {
    result = await (gqlRequest as (doc: typeof document, vars: object) => Promise<object>)(document, variables);
  } catch (error) {
    console.error(`${operationNameOf(document) ?? 'mutation'} failed:`, error);
    throw new MutationError('', failure, '', { cause: error });
  }
  const [field, answer] = Object.entries(result).find(([key]) => key !== '__typename') ?? [];
  const reply = answer as (MutationAnswer & Record<string, unknown>) | null | undefined;
  const value = object ? reply?.[object] : reply;
  if (!reply || reply.code !== '200' || !reply.success || value === null || value === undefined) {
    console.error(`${field ?? operationNameOf(document) ?? 'mutation'} failed:`, reply?.code, reply?.message);
    throw new MutationError(reply?.code ?? '', failure, reply?.message ?? '');
  }
  return value;
}
