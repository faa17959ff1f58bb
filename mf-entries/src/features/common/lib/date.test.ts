import { combineDayWithCurrentTime, isFutureYmd, isValidYmd, toYmd } from './date';

describe('entry dates', () => {
  const now = new Date(2026, 10, 22, 15, 42, 10, 123); // local 2026-11-22 15:42:10.123

  it('formats the local day as yyyy-MM-dd', () => {
    expect(toYmd(now)).toBe('2026-11-22');
    expect(toYmd(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('combines the chosen day with the current time of day as an ISO datetime', () => {
    const iso = combineDayWithCurrentTime('2026-03-04', now);
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const back = new Date(iso);
    expect([back.getFullYear(), back.getMonth(), back.getDate()]).toEqual([2026, 2, 4]);
    expect([back.getHours(), back.getMinutes(), back.getSeconds(), back.getMilliseconds()]).toEqual([15, 42, 10, 123]);
    expect(iso).toBe(new Date(2026, 2, 4, 15, 42, 10, 123).toISOString());
  });

  it('rejects days after today and malformed days', () => {
    expect(isFutureYmd('2026-11-22', now)).toBe(false);
    expect(isFutureYmd('2026-11-23', now)).toBe(true);
    expect(isFutureYmd('2025-12-31', now)).toBe(false);
    expect(isValidYmd('2026-02-30')).toBe(false);
    expect(isValidYmd('2026-02-28')).toBe(true);
    expect(isValidYmd('')).toBe(false);
  });
});
