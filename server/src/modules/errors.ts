/*
 * The errors a service throws; the GraphQL layer maps them to a mutation answer (see respond.ts).
 * Another user's object is a NotFoundError, exactly like a missing one.
 */

export class InputError extends Error {
  readonly code = '400';
}
export class NotFoundError extends Error {
  readonly code = '404';
}
export class ConflictError extends Error {
  readonly code = '409';
}

export type ServiceError = InputError | NotFoundError | ConflictError;

export const isServiceError = (e: unknown): e is ServiceError =>
  e instanceof InputError || e instanceof NotFoundError || e instanceof ConflictError;

export const notFound = (what: string): NotFoundError => new NotFoundError(`${what} not found`);

export { isUniqueViolation } from '../db/errors';
