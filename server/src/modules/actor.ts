import type { BaseLogger } from 'pino';
import type { Db } from '../db';
import type { Files } from '../files';

export type Logger = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Who a service acts for, and what it acts with. GraphQL builds one per request; a job, the speech
 * socket or an importer builds its own. Every service scopes its reads and writes to `userId`.
 */
export interface Actor {
  db: Db;
  /** Account id of the user the service acts for. */
  userId: string;
  /** The account's email (the default of a new profile's email). */
  email?: string;
  files: Files;
  log: Logger;
}
