import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Any Drizzle Postgres database (PGlite or node-postgres), whatever its schema generic. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IdentityDb = PgDatabase<PgQueryResultHKT, any, any>;

export interface IdentityLogger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface RateLimitOptions {
  /** Window length (fixed window), ms. Default 15 min. */
  windowMs: number;
  /** Counted events per account (email) per window. Default 10. */
  perAccount: number;
  /** Counted events per client IP per window. Default 50. */
  perIp: number;
}

export interface IdentityConfig {
  /** e.g. http://localhost:8080 (no trailing slash) */
  publicUrl: string;
  dataDir: string;
  smtpUrl?: string | undefined;
  /** From address of mails. Default "Inscriptions <no-reply@<publicUrl host>>". */
  mailFrom?: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
}
