import { eventBoundary, parseDateRange, rangeAround } from './dateRange';

// Monday 23 November 2026, 02:30 in Auckland (UTC+13) = Sunday 22 November 13:30 UTC.
const now = new Date('2026-11-22T13:30:00Z');
/** A Friday: its Saturday is still to come. */
const friday = new Date('2026-11-20T12:00:00Z');
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('parseDateRange in the user time zone', () => {
  it('"last month" is all of October in Auckland', () => {
    const range = parseDateRange('What did I write last month?', 'Pacific/Auckland', now)!;
    expect(iso(range.from)).toBe('2026-09-30T11:00:00.000Z');
    expect(iso(range.to)).toBe('2026-10-31T10:59:59.999Z');
  });
  it('"this week" starts on Monday in the user zone, not in UTC', () => {
    const auckland = parseDateRange('How was this week?', 'Pacific/Auckland', now)!;
    expect(iso(auckland.from)).toBe('2026-11-22T11:00:00.000Z'); // Monday 23rd 00:00 NZDT
    const utc = parseDateRange('How was this week?', 'UTC', now)!;
    expect(iso(utc.from)).toBe('2026-11-16T00:00:00.000Z');
  });
  it('"in June" is the latest June not in the future; "in 2025" the whole year', () => {
    const june = parseDateRange('What happened in June?', 'UTC', now)!;
    expect([iso(june.from), iso(june.to)]).toEqual(['2026-06-01T00:00:00.000Z', '2026-06-30T23:59:59.999Z']);
    const march = parseDateRange('since March', 'UTC', now)!;
    expect(iso(march.from)).toBe('2026-03-01T00:00:00.000Z');
    expect(march.to).toBe(now);
    const year = parseDateRange('What did I learn in 2025?', 'UTC', now)!;
    expect([iso(year.from), iso(year.to)]).toEqual(['2025-01-01T00:00:00.000Z', '2025-12-31T23:59:59.999Z']);
  });
  it('"since I started" is everything up to now; no date is null; a bad zone falls back to UTC', () => {
    expect(parseDateRange('What changed since I started?', 'UTC', now)).toEqual({ from: null, to: now, phrase: 'since I started' });
    expect(parseDateRange('What do I think about pricing?', 'UTC', now)).toBeNull();
    expect(iso(parseDateRange('yesterday', 'Not/AZone', now)!.from)).toBe('2026-11-21T00:00:00.000Z');
  });

  it('"the second week of March" is days 8 to 14; "the last week of June" its last seven days', () => {
    const march = parseDateRange('What happened in the second week of March?', 'UTC', now)!;
    expect([iso(march.from), iso(march.to), march.phrase]).toEqual(['2026-03-08T00:00:00.000Z', '2026-03-14T23:59:59.999Z', 'the second week of March']);
    const june = parseDateRange('the last week of June 2025', 'UTC', now)!;
    expect([iso(june.from), iso(june.to)]).toEqual(['2025-06-24T00:00:00.000Z', '2025-06-30T23:59:59.999Z']);
    // December has not begun in Auckland yet: its first week is last year's.
    expect(iso(parseDateRange('the first week of December', 'Pacific/Auckland', now)!.from)).toBe('2025-11-30T11:00:00.000Z');
  });
  it('seasons: "last summer" is the latest ended, "this autumn" the one begun, "the winter of 2025" runs into 2026', () => {
    const summer = parseDateRange('How was my running last summer?', 'UTC', now)!;
    expect([iso(summer.from), iso(summer.to)]).toEqual(['2026-06-01T00:00:00.000Z', '2026-08-31T23:59:59.999Z']);
    const autumn = parseDateRange('What about this autumn?', 'UTC', now)!;
    expect(iso(autumn.from)).toBe('2026-09-01T00:00:00.000Z');
    expect(iso(parseDateRange('last autumn', 'UTC', now)!.from)).toBe('2025-09-01T00:00:00.000Z');
    const winter = parseDateRange('in the winter of 2025', 'UTC', now)!;
    expect([iso(winter.from), iso(winter.to)]).toEqual(['2025-12-01T00:00:00.000Z', '2026-02-28T23:59:59.999Z']);
  });
  it('a season\'s holidays are that season, and all of the phrase names the period', () => {
    const holidays = parseDateRange('Where did I take the boat in the summer holidays?', 'UTC', now)!;
    expect([iso(holidays.from), iso(holidays.to)]).toEqual(['2026-06-01T00:00:00.000Z', '2026-08-31T23:59:59.999Z']);
    expect(holidays.phrase).toBe('in the summer holidays');
    expect(parseDateRange('What did I do in the winter break of 2025?', 'UTC', now)!.phrase).toBe('in the winter break of 2025');
  });

  it('"before I signed the lease" names an event, not a date: the period ends the day the event happened', () => {
    const boundary = eventBoundary('What did Graham tell me before I signed the lease?')!;
    expect(boundary).toEqual({ relation: 'before', event: 'I signed the lease', phrase: 'before I signed the lease' });
    const range = rangeAround(boundary, new Date('2026-02-17T12:00:00Z'), 'UTC', now);
    expect([range.from, iso(range.to)]).toEqual([null, '2026-02-16T23:59:59.999Z']);
    const after = rangeAround(eventBoundary('How did I feel after the race?')!, new Date('2026-10-11T12:00:00Z'), 'UTC', now);
    expect([iso(after.from), after.to]).toEqual(['2026-10-12T00:00:00.000Z', now]);
    expect(eventBoundary('What did Dad do after his knee operation?')).toEqual({ relation: 'after', event: 'his knee operation', phrase: 'after his knee operation' });
    expect(eventBoundary('What happened before March 3?')).toBeNull();
    expect(eventBoundary('What did I write about pricing?')).toBeNull();
  });
  it('a weekday of a habit ("Saturday mornings", "on Saturdays", "every Saturday") is no date; one still to come this week is last week’s', () => {
    for (const habit of ['Who did I hire for Saturday mornings on the stall?', 'What did I do on Saturdays?', 'What did I bake every Saturday?']) {
      expect(parseDateRange(habit, 'UTC', friday)).toBeNull();
    }
    const saturday = parseDateRange('What happened on Saturday?', 'UTC', friday)!;
    expect([iso(saturday.from), iso(saturday.to)]).toEqual(['2026-11-14T00:00:00.000Z', '2026-11-14T23:59:59.999Z']);
  });
  it('a span named by its unit alone ("in the months", "the weeks after") is no date; "the last two months" runs up to now', () => {
    expect(parseDateRange('How much have I taken in the months I wrote down?', 'UTC', friday)).toBeNull();
    expect(parseDateRange('What happened in the weeks after the race?', 'UTC', friday)).toBeNull();
    expect(eventBoundary('What happened in the weeks after the race?')).toMatchObject({ relation: 'after', event: 'the race' });
    const span = parseDateRange('What happened in the last two months?', 'UTC', friday)!;
    expect([iso(span.from), span.to, span.phrase]).toEqual(['2026-09-20T00:00:00.000Z', friday, 'last two months']);
  });
  it('"now" asks for the present state, not for the day’s entries', () => {
    expect(parseDateRange('How many members does the mug club have now?', 'UTC', friday)).toBeNull();
    expect(parseDateRange('Where do I work right now?', 'UTC', friday)).toBeNull();
    expect(parseDateRange('What did I write today?', 'UTC', friday)).not.toBeNull();
  });
});
