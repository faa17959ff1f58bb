import { nextRun } from './nextRun';
import type { ReminderSchedule } from './validation';

const daily = (every: number, time = '09:30'): ReminderSchedule => ({
  reminderTime: time,
  reminderFrequencyType: 'DAILY',
  reminderFrequency: every,
  reminderWeekDays: 0,
});
const weekly = (every: number, mask: number, time = '09:30'): ReminderSchedule => ({
  reminderTime: time,
  reminderFrequencyType: 'WEEKLY',
  reminderFrequency: every,
  reminderWeekDays: mask,
});
const MON = 1;
const WED = 4;
const FRI = 16;
const SUN = 64;
const at = (iso: string) => new Date(iso);
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('nextRun across DST changes', () => {
  it('keeps 09:30 wall-clock in Europe/London over spring-forward (29 Mar 2026) and fall-back (25 Oct 2026)', () => {
    // 28 Mar 09:30 GMT = 09:30Z; 29 Mar 09:30 BST = 08:30Z.
    expect(iso(nextRun(daily(1), 'Europe/London', at('2026-03-28T09:31:00Z'), at('2026-03-28T09:30:00Z')))).toBe('2026-03-29T08:30:00.000Z');
    // 24 Oct 09:30 BST = 08:30Z; 25 Oct 09:30 GMT = 09:30Z.
    expect(iso(nextRun(daily(1), 'Europe/London', at('2026-10-24T08:31:00Z'), at('2026-10-24T08:30:00Z')))).toBe('2026-10-25T09:30:00.000Z');
  });

  it('keeps 09:30 wall-clock in America/New_York over 8 Mar 2026 and 1 Nov 2026', () => {
    expect(iso(nextRun(daily(1), 'America/New_York', at('2026-03-07T14:31:00Z'), at('2026-03-07T14:30:00Z')))).toBe('2026-03-08T13:30:00.000Z');
    expect(iso(nextRun(daily(1), 'America/New_York', at('2026-10-31T13:31:00Z'), at('2026-10-31T13:30:00Z')))).toBe('2026-11-01T14:30:00.000Z');
  });

  it('moves a time skipped by the spring-forward gap forward by the gap, and takes the first of an ambiguous autumn time', () => {
    // 02:30 does not exist in New York on 8 Mar 2026: 03:30 EDT = 07:30Z.
    expect(iso(nextRun(daily(1, '02:30'), 'America/New_York', at('2026-03-08T05:00:00Z')))).toBe('2026-03-08T07:30:00.000Z');
    // 01:30 happens twice on 1 Nov 2026: the first (EDT, 05:30Z).
    expect(iso(nextRun(daily(1, '01:30'), 'America/New_York', at('2026-11-01T04:00:00Z')))).toBe('2026-11-01T05:30:00.000Z');
  });

  it('keeps a weekly Friday reminder at 09:30 in New York across the November change', () => {
    expect(iso(nextRun(weekly(1, FRI), 'America/New_York', at('2026-10-30T13:31:00Z'), at('2026-10-30T13:30:00Z')))).toBe('2026-11-06T14:30:00.000Z');
  });

  it('keeps every 4 weeks on Sunday in London at 09:30 across spring-forward', () => {
    expect(iso(nextRun(weekly(4, SUN), 'Europe/London', at('2026-03-01T09:31:00Z'), at('2026-03-01T09:30:00Z')))).toBe('2026-03-29T08:30:00.000Z');
  });
});

describe('nextRun: every N days', () => {
  it('a new reminder is due today when its time is still ahead, else tomorrow, whatever N', () => {
    expect(iso(nextRun(daily(5), 'Europe/London', at('2026-01-10T09:00:00Z')))).toBe('2026-01-10T09:30:00.000Z');
    expect(iso(nextRun(daily(5), 'Europe/London', at('2026-01-10T10:00:00Z')))).toBe('2026-01-11T09:30:00.000Z');
  });

  it('counts every 3 and every 7 days from the run just sent (across the London change)', () => {
    expect(iso(nextRun(daily(3), 'Europe/London', at('2026-03-27T09:31:00Z'), at('2026-03-27T09:30:00Z')))).toBe('2026-03-30T08:30:00.000Z');
    expect(iso(nextRun(daily(7), 'Europe/London', at('2026-01-01T09:31:00Z'), at('2026-01-01T09:30:00Z')))).toBe('2026-01-08T09:30:00.000Z');
  });

  it('skips runs missed while no server ran, staying on the every-N rhythm', () => {
    // Sent 1 Jan, every 3 days (4, 7, 10, 13 Jan …); the server comes back on 11 Jan at noon: next is 13 Jan.
    expect(iso(nextRun(daily(3), 'UTC', at('2026-01-11T12:00:00Z'), at('2026-01-01T09:30:00Z')))).toBe('2026-01-13T09:30:00.000Z');
  });
});

describe('nextRun: weekly bitmasks, every N weeks', () => {
  it('a new Mon+Wed+Fri reminder on a Tuesday is due on Wednesday', () => {
    expect(iso(nextRun(weekly(1, MON | WED | FRI), 'Europe/London', at('2026-01-06T12:00:00Z')))).toBe('2026-01-07T09:30:00.000Z');
  });

  it('every 2 weeks on Mon+Wed: Monday → Wednesday of the same week → Monday two weeks later', () => {
    const mask = MON | WED;
    expect(iso(nextRun(weekly(2, mask), 'UTC', at('2026-01-05T09:31:00Z'), at('2026-01-05T09:30:00Z')))).toBe('2026-01-07T09:30:00.000Z');
    expect(iso(nextRun(weekly(2, mask), 'UTC', at('2026-01-07T09:31:00Z'), at('2026-01-07T09:30:00Z')))).toBe('2026-01-19T09:30:00.000Z');
  });

  it('every 3 weeks on Sunday (the last day of the week, Monday-first weeks)', () => {
    expect(iso(nextRun(weekly(3, SUN), 'UTC', at('2026-01-04T09:31:00Z'), at('2026-01-04T09:30:00Z')))).toBe('2026-01-25T09:30:00.000Z');
  });

  it('all seven bits is every day; no bit is never', () => {
    expect(iso(nextRun(weekly(1, 127), 'UTC', at('2026-01-04T09:31:00Z'), at('2026-01-04T09:30:00Z')))).toBe('2026-01-05T09:30:00.000Z');
    expect(nextRun(weekly(1, 0), 'UTC', at('2026-01-04T09:31:00Z'))).toBeNull();
  });

  it('an unknown timezone falls back to UTC', () => {
    expect(iso(nextRun(daily(1), 'Mars/Olympus', at('2026-01-04T09:00:00Z')))).toBe('2026-01-04T09:30:00.000Z');
  });
});
