import { QUOTES } from './quotes';

describe('quotes', () => {
  it('has the 20 built-in quotes, each with content and a real author', () => {
    expect(QUOTES).toHaveLength(20);
    for (const q of QUOTES) {
      expect(q.content.trim().length).toBeGreaterThan(10);
      expect(q.author.trim()).toMatch(/^[A-Z][\w.]*( [A-Z][\w.]*)+$/);
    }
    expect(new Set(QUOTES.map((q) => q.content)).size).toBe(20);
  });
});
