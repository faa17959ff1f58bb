import { randomUUID } from 'node:crypto';
import { accounts } from '../db/schema';
import { createFiles, type Files } from '../files';
import type { Actor, Logger } from '../modules/actor';
import type { DatabaseOptions } from '../db';
import { createTestDatabase, type BackendKind, type TestDatabase } from './helpers';

/** Services log only unexpected failures; tests keep quiet. */
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface ServiceTestEnv extends TestDatabase {
  files: Files;
  /** A new account and the actor acting for it (no GraphQL, no HTTP, no token). */
  newActor(): Promise<Actor>;
}

/** A test database with what services need, for tests that call services directly. */
export async function createServiceTestEnv(kind: BackendKind, dbOptions: DatabaseOptions = {}): Promise<ServiceTestEnv> {
  const testDb = await createTestDatabase(kind, {}, dbOptions);
  const files = createFiles(testDb.config);
  const { db } = testDb.database;
  return {
    ...testDb,
    files,
    async newActor() {
      const email = `u-${randomUUID()}@example.com`;
      const [account] = await db.insert(accounts).values({ email }).returning();
      return { db, userId: account!.id, email, files, log: quiet };
    },
  };
}
