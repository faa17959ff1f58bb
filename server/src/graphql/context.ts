import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import type { Files } from '../files';
import type { Loaders } from './loaders';

export interface GraphQLContext {
  /** Account id of the signed-in user (verified bearer token). */
  userId: string;
  email: string;
  db: Db;
  /** Uploaded files: signed URLs, deletion. */
  files: Files;
  loaders: Loaders;
  log: FastifyBaseLogger;
}
