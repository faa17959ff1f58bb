// The load benchmark's settings (scripts/bench/load.mjs), from BENCH_* where they can be changed.
export const BASE_PORT = Number(process.env.BENCH_PORT ?? 8191) + 10;
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
/** Users signed in at once, each with an inscription of ENTRIES_PER_USER entries. */
export const USERS = Number(process.env.BENCH_LOAD_USERS ?? 50);
export const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
export const ENTRIES_PER_USER = 2_000;
export const PASSWORD = 'Bench!Password1';
export const PUBLIC_URL = 'http://localhost:8080';
export const CLIENT_ID = 'inscriptions-web';
export const REDIRECT_URI = `${PUBLIC_URL}/auth/callback`;
export const GOAL = { rps: 3 * 190, p95: 100 };
