// The settings of `pnpm bench` (scripts/bench.mjs), from BENCH_* where they can be changed.
export const PORT = Number(process.env.BENCH_PORT ?? 8191);
export const BASE = `http://127.0.0.1:${PORT}`;
export const ENTRY_COUNT = 10_000;
export const LARGE_ENTRY_COUNT = 100_000;
export const SEARCH_QUERY = 'espresso crema';
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
/** BENCH_ONLY=search (comma-separated: js, entries, search, frontend, transfer) measures only those figures; sign-in always runs. */
export const ONLY = new Set((process.env.BENCH_ONLY ?? 'js,entries,search,frontend,transfer').split(',').map((name) => name.trim()));
export const PASSWORD = 'Bench!Password1';
