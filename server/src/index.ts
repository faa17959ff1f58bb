export { buildApp, appConfigJson, CLIENT_HEADERS, type AppConfigJson, type BuildAppOptions } from './app';
export { loadConfig, ConfigError, REMOTES, type Config, type RemoteName } from './config';
export { createDatabase, schema, type Database, type DatabaseOptions, type Db } from './db';
export {
  builtInAccessTokenVerifier,
  externalAccessTokenVerifier,
  externalAccountId,
  type AccessTokenVerifier,
  type AuthIdentity,
} from './auth/verifyAccessToken';
