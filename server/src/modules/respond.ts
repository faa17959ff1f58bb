import { GraphQLError } from 'graphql';
import type { Logger } from './actor';
import { InputError, isServiceError, isUniqueViolation } from './errors';

export type MutationAnswer<K extends string, T> = { code: string; success: boolean; message: string } & { [P in K]: T | null };

/**
 * Runs a service call and maps the outcome to the mutation answer { code, success, message, <key> }:
 * a service error gives its code and message, a unique violation 409, anything else a logged 500.
 */
export async function respond<K extends string, T>(
  log: Logger,
  key: K,
  successMessage: string,
  call: () => Promise<T>,
): Promise<MutationAnswer<K, T>> {
  const answer = (code: string, message: string, value: T | null): MutationAnswer<K, T> =>
    ({ code, success: code === '200', message, [key]: value }) as MutationAnswer<K, T>;
  try {
    return answer('200', successMessage, await call());
  } catch (e) {
    if (isServiceError(e)) return answer(e.code, e.message, null);
    if (isUniqueViolation(e)) return answer('409', 'A duplicate already exists.', null);
    log.error({ err: e }, 'mutation failed');
    return answer('500', 'An unexpected error occurred.', null);
  }
}

/** For queries: an InputError becomes a GraphQL error with code BAD_USER_INPUT (its message is shown). */
export async function badUserInput<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof InputError) throw new GraphQLError(e.message, { extensions: { code: 'BAD_USER_INPUT' } });
    throw e;
  }
}
