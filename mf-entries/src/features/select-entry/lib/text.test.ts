import { parseHeadline, previewText } from './text';

describe('previewText', () => {
  const long = 'a'.repeat(200);
  it('cuts at 160 characters on desktop and 80 on mobile, with an ellipsis', () => {
    expect(previewText(long, 160)).toBe(`${'a'.repeat(160)}…`);
    expect(previewText(long, 80)).toBe(`${'a'.repeat(80)}…`);
  });
  it('keeps short text whole and collapses whitespace', () => {
    expect(previewText('  one\n\ntwo  ', 160)).toBe('one two');
    expect(previewText('x'.repeat(160), 160)).toBe('x'.repeat(160));
  });
  it('counts characters, not UTF-16 units', () => {
    expect(previewText('😀'.repeat(81), 80)).toBe(`${'😀'.repeat(80)}…`);
  });
});

describe('parseHeadline', () => {
  it('marks [[ ]] matches and keeps everything else as text', () => {
    expect(parseHeadline('a [[big]] idea, [[big]]')).toEqual([
      { text: 'a ', match: false },
      { text: 'big', match: true },
      { text: ' idea, ', match: false },
      { text: 'big', match: true },
    ]);
  });
  it('never interprets markup', () => {
    expect(parseHeadline('<b>[[x]]</b>')).toEqual([
      { text: '<b>', match: false },
      { text: 'x', match: true },
      { text: '</b>', match: false },
    ]);
  });
});
