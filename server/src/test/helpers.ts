import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { newEncryptionKey } from '../secrets';
import { loadConfig, type Config } from '../config';
import { createDatabase, type Database, type DatabaseOptions } from '../db';
import { AccountStore } from '../identity/accounts';
import { hashPassword } from '../identity/crypto';
import { CLIENT_ID } from '../identity/provider';
import { pgliteTemplate, type TemplateKind } from './pgliteTemplate';

export type BackendKind = 'pglite' | 'postgres';

/** Backends to run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const BACKENDS: BackendKind[] = process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite'];

/** Password of the accounts created by login(). */
export const TEST_PASSWORD = 'Correct-horse1!';
export interface TestEnv {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * One key for every test app of a run, as instances of one deployment share theirs: apps built again on
 * the same database open what the first sealed. A test that wants the generated key passes ENCRYPTION_KEY ''.
 */
const TEST_ENCRYPTION_KEY = newEncryptionKey();

export function testConfig(env: Record<string, string> = {}, overrides: Partial<Config> = {}): Config {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ins-test-'));
  return loadConfig(
    // Jobs off unless a test turns them on: a polling runner would add queries to every test's count.
    {
      NODE_ENV: 'test',
      DATA_DIR: dir,
      STATIC_DIR: dir,
      DATABASE_URL: 'memory://',
      JOBS_ENABLED: 'off',
      ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
      ...env,
    },
    overrides,
  );
}

export interface TestDatabase {
  database: Database;
  config: Config;
  /** Closes the database and drops it (PostgreSQL). */
  close(): Promise<void>;
}

/** One migrated database per test file: in-memory PGlite (from a template, see pgliteTemplate.ts), or a fresh database on the TEST_DATABASE_URL server. */
export async function createTestDatabase(
  kind: BackendKind,
  env: Record<string, string> = {},
  dbOptions: DatabaseOptions = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') return createPgliteTestDatabase('migrated', env, dbOptions);
  const created = await createBlankTestDatabase(kind, env, dbOptions);
  await created.database.migrate();
  return created;
}

/** As createTestDatabase, without migrating it: an empty database (restores and upgrades start there). */
export async function createBlankTestDatabase(
  kind: BackendKind,
  env: Record<string, string> = {},
  dbOptions: DatabaseOptions = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') return createPgliteTestDatabase('blank', env, dbOptions);
  const adminUrl = process.env['TEST_DATABASE_URL']!;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const config = testConfig({ ...env, DATABASE_URL: url.toString() });
  const database = await createDatabase(config, dbOptions);
  return {
    database,
    config,
    async close() {
      await database.close();
      const dropper = new Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function createPgliteTestDatabase(
  template: TemplateKind,
  env: Record<string, string>,
  dbOptions: DatabaseOptions,
): Promise<TestDatabase> {
  const config = testConfig({ ...env, DATABASE_URL: 'memory://' });
  const database = await createDatabase(config, { ...dbOptions, loadDataDir: await pgliteTemplate(template) });
  return { database, config, close: () => database.close() };
}

/** The app on its own test database (see createTestDatabase). */
export async function createTestEnv(
  kind: BackendKind,
  env: Record<string, string> = {},
  dbOptions: DatabaseOptions = {},
): Promise<TestEnv> {
  const { database, config, close } = await createTestDatabase(kind, env, dbOptions);
  const app = await buildApp(config, { db: database });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await close();
    },
  };
}

export interface Session {
  token: string;
  accountId: string;
  email: string;
}

let passwordHash: Promise<string> | undefined;

/**
 * Signs a user in for a test, the real way but without the browser dance: a confirmed account
 * (password TEST_PASSWORD) is created if the email is new, then the built-in provider issues a real
 * opaque access token for `inscriptions-web` on a fresh grant (exactly what /oidc/token stores), so
 * /graphql verifies it like any other. For the full code + PKCE flow see identity/test/helpers signIn().
 */
export async function login(app: FastifyInstance, email = `u-${randomUUID()}@example.com`): Promise<Session> {
  const provider = app.oidcProvider;
  if (!provider) throw new Error('login(): this app has no built-in OpenID Connect provider (OIDC_ISSUER is set)');
  const store = new AccountStore(app.database.db);
  const lower = email.trim().toLowerCase();
  let acct = await store.findByEmail(lower);
  if (!acct) {
    acct = await store.create(lower, await (passwordHash ??= hashPassword(TEST_PASSWORD)));
    if (!acct) acct = await store.findByEmail(lower);
    if (!acct) throw new Error(`login(): could not create ${lower}`);
    await store.markConfirmed(acct.id);
  }
  const client = await provider.Client.find(CLIENT_ID);
  if (!client) throw new Error(`login(): client ${CLIENT_ID} missing`);
  const grant = new provider.Grant({ accountId: acct.id, clientId: CLIENT_ID });
  grant.addOIDCScope('openid email profile');
  const grantId = await grant.save();
  const token = await new provider.AccessToken({
    accountId: acct.id,
    client,
    grantId,
    gty: 'authorization_code',
    scope: 'openid email profile',
  }).save();
  return { token, accountId: acct.id, email: acct.email };
}

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data: T;
  errors?: { message: string }[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function gql<T = any>(
  app: FastifyInstance,
  session: Session | string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GqlResult<T>> {
  const token = typeof session === 'string' ? session : session?.token;
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { query, variables },
  });
  const body = res.json() as { data: T; errors?: { message: string }[] };
  return { status: res.statusCode, data: body.data, errors: body.errors };
}
