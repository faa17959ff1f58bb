import {
  DEFAULT_CATEGORY,
  INSCRIPTION_CATEGORIES,
  INSIGHT_FIELDS,
  WEEKDAYS,
  failedTo,
  fieldLimit,
  guessPlatform,
  isEmail,
  isHttpUrl,
  isStrongPassword,
  isUuid,
  previewOf,
} from './index';

describe('contracts', () => {
  it.each([
    ['Abcdefg1!', true],
    ['Abcdefg1!#', true],
    ['correct Horse battery 9!', true],
    ['Abcdef1!', true],
    ['Abcde1!', false],
    ['abcdefg1!', false],
    ['ABCDEFG1!', false],
    ['Abcdefgh!', false],
    ['Abcdefgh1', false],
    ['Abcdefgh1#', false],
    [`A1!${'a'.repeat(254)}`, false],
  ])('password %j is strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  it.each([
    ['a@b.co', true],
    ['  a@b.co  ', true],
    ['a@b', false],
    ['a b@c.de', false],
    ['@b.co', false],
    [`${'a'.repeat(250)}@b.co`, false],
  ])('email %j is valid: %s', (email, valid) => {
    expect(isEmail(email)).toBe(valid);
  });

  it('accepts only http(s) links', () => {
    expect(isHttpUrl('https://github.com/me')).toBe(true);
    expect(isHttpUrl('http://example.org')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('data:text/html,hi')).toBe(false);
    expect(isHttpUrl('not a url')).toBe(false);
  });

  it('guesses the platform from the URL, else WEBSITE', () => {
    expect(guessPlatform('https://www.linkedin.com/in/me')).toBe('LINKEDIN');
    expect(guessPlatform('https://x.com/me')).toBe('TWITTER');
    expect(guessPlatform('https://youtu.be/abc')).toBe('YOUTUBE');
    expect(guessPlatform('https://notgithub.community/me')).toBe('WEBSITE');
  });

  it('holds the spec enumerations', () => {
    expect(INSCRIPTION_CATEGORIES).toHaveLength(27);
    expect(INSCRIPTION_CATEGORIES).toContain(DEFAULT_CATEGORY);
    expect(INSIGHT_FIELDS).toHaveLength(9);
    expect(WEEKDAYS.reduce((mask, d) => mask | d.bit, 0)).toBe(127);
  });

  it('limits fields and ids', () => {
    expect(fieldLimit('transcript')).toBe(100_000);
    expect(fieldLimit('name')).toBe(200);
    expect(isUuid('0b6f8a4e-2a7c-4f43-9d0e-1c2b3a4d5e6f')).toBe(true);
    expect(isUuid('1; drop table')).toBe(false);
    expect(failedTo('get', 'inscription entries')).toBe('Failed to get inscription entries, please try again.');
  });

  it('previews text: whitespace collapsed, cut at its length in characters (not UTF-16 units) with an ellipsis', () => {
    expect(previewOf('a'.repeat(200), 160)).toBe(`${'a'.repeat(160)}\u2026`);
    expect(previewOf('a'.repeat(200), 80)).toBe(`${'a'.repeat(80)}\u2026`);
    expect(previewOf('  one\n\ntwo  ', 160)).toBe('one two');
    expect(previewOf('x'.repeat(160), 160)).toBe('x'.repeat(160));
    expect(previewOf('😀'.repeat(81), 80)).toBe(`${'😀'.repeat(80)}\u2026`);
  });
});
