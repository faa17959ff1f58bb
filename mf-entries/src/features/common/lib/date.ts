const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of `date` as yyyy-MM-dd (the date picker's format). */
export function toYmd(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function isValidYmd(ymd: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m) return false;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return toYmd(d) === ymd;
}

/** A day can be chosen up to today (local time), never later. */
export function isFutureYmd(ymd: string, now: Date = new Date()): boolean {
  return ymd > toYmd(now);
}

/**
 * The date sent with an entry: the chosen local day combined with the current local time of day,
 * as an ISO datetime (UTC). E.g. 2026-03-04 chosen at 15:42:10.123 local → that day at 15:42:10.123.
 */
export function combineDayWithCurrentTime(ymd: string, now: Date = new Date()): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const at = new Date(y, m - 1, d, now.getHours(), now.getMinutes(), now.getSeconds(), now.getMilliseconds());
  return at.toISOString();
}
