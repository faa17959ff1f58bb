import { verifyCitations, type CitableEntry } from './citations';
import { splitSentences, sentiment } from './nlp';

const entries: CitableEntry[] = [
  { id: 'e1', name: 'Pricing call', transcript: 'Customers said the monthly plan was too expensive. We should test a cheaper tier.', dateRecorded: new Date('2026-06-05T10:00:00Z') },
  { id: 'e2', name: 'Hiring', transcript: 'I interviewed two designers for the landing page.', dateRecorded: new Date('2026-07-01T10:00:00Z') },
];

describe('citation verification', () => {
  it('keeps a citation whose entry holds a supporting passage, and returns that passage', () => {
    const result = verifyCitations('Customers found the monthly plan too expensive [E1].', entries);
    expect(result.entrySources).toEqual([
      { id: 'e1', name: 'Pricing call', passage: 'Customers said the monthly plan was too expensive.', dateRecorded: '2026-06-05T10:00:00.000Z' },
    ]);
    expect(result.content).toBe('Customers found the monthly plan too expensive. [E1]');
    expect(result.unsupported).toEqual([]);
  });
  it('drops a citation the entry does not support and marks the sentence unsupported; renumbers the kept ones', () => {
    const result = verifyCitations('You hired a new accountant in Berlin [E1]. You interviewed two designers [E2].', entries);
    expect(result.entrySources.map((s) => s.id)).toEqual(['e2']);
    expect(result.content).toBe('You hired a new accountant in Berlin. [unsupported] You interviewed two designers. [E1]');
    expect(result.unsupported).toEqual(['You hired a new accountant in Berlin.']);
  });
  it('ignores markers of entries that were never given', () => {
    expect(verifyCitations('Designers were interviewed [E7].', entries).entrySources).toEqual([]);
  });
});

describe('nlp', () => {
  it('splits sentences and scores sentiment with wink', () => {
    expect(splitSentences('One thing. Another thing! A third?')).toHaveLength(3);
    expect(sentiment('I love this, it is great')).toBeGreaterThan(0);
    expect(sentiment('This is awful and I hate it')).toBeLessThan(0);
  });
});
