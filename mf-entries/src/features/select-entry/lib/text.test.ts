import { previewText } from './text';

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
  it('reads as the text does, without the formatting markers', () => {
    expect(previewText('**Sold out** by _noon_\n\n- oat milk\n- [the new grinder](https://example.com)', 160)).toBe(
      'Sold out by noon oat milk the new grinder',
    );
  });
});
