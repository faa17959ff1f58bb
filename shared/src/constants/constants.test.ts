import { APP_VERSION, entryCountLabel, feedbackUrl, titleCaseEnum, truncateTitle } from './index';

describe('constants', () => {
  it('prefills the version in the feedback URL', () => {
    expect(APP_VERSION).toBe('0.2.0');
    expect(new URL(feedbackUrl()).searchParams.get('version')).toBe('0.2.0');
  });

  it('truncates card titles at 5 words or 14 characters per word', () => {
    expect(truncateTitle('Coffee roastery business idea')).toBe('Coffee roastery business idea');
    expect(truncateTitle('one two three four five six')).toBe('one two three four five…');
    expect(truncateTitle('Incomprehensibilities abound')).toBe('Incomprehensib… abound');
    expect(truncateTitle('  spaced   out  ')).toBe('spaced out');
  });

  it('says entry counts in words, singular for one', () => {
    expect(entryCountLabel(0)).toBe('0 entries');
    expect(entryCountLabel(1)).toBe('1 entry');
    expect(entryCountLabel(2)).toBe('2 entries');
  });

  it('title-cases enumeration values', () => {
    expect(titleCaseEnum('CONSUMER_SERVICES')).toBe('Consumer Services');
  });
});
