// The main schema, one file per area under ./schema; importers keep using this path.
export * from './schema/enums';
export * from './schema/accounts';
export * from './schema/inscriptions';
export * from './schema/chat';
export * from './schema/insights';
export * from './schema/jobs';
