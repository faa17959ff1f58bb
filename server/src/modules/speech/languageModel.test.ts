import { ADAPTATION_JOURNAL, TEST_SENTENCES } from './corpus';
import { buildLanguageModel, generalVocabulary, lmWords } from './embedded/languageModel';
import { pronounce } from './embedded/lexicon';
import { normalizeWords, wordErrorRate } from './wer';

describe('the embedded language model', () => {
  const general = [
    { word: 'the', count: 60 },
    { word: 'a', count: 30 },
    { word: 'walk', count: 10 },
  ];

  test('without texts: the general unigram alone, no bigram states', () => {
    const lm = buildLanguageModel({ general });
    expect(lm.words).toEqual(['the', 'a', 'walk']);
    expect(lm.unigram).toEqual([0.6, 0.3, 0.1]);
    expect(lm.contexts).toEqual([]);
  });

  test("adapted: the unigram mixes in the user's words, bigrams stay within sentences, backoff keeps the rest", () => {
    const lm = buildLanguageModel({ general, texts: ['The walk. A walk!'], userWeight: 0.5, bigramWeight: 0.7 });
    const p = Object.fromEntries(lm.words.map((w, i) => [w, lm.unigram[i]]));
    expect(p).toEqual({ the: 0.5 * 0.25 + 0.5 * 0.6, a: 0.5 * 0.25 + 0.5 * 0.3, walk: 0.5 * 0.5 + 0.5 * 0.1 });
    const contexts = lm.contexts.map((c) => ({
      after: lm.words[c.word],
      next: c.next.map(([w, q]) => [lm.words[w], q]),
      backoff: c.backoff,
    }));
    expect(contexts).toEqual([
      { after: 'the', next: [['walk', 0.7]], backoff: expect.closeTo(0.3) },
      { after: 'a', next: [['walk', 0.7]], backoff: expect.closeTo(0.3) },
    ]);
    expect(lm.unigram.reduce((s, x) => s + x, 0)).toBeCloseTo(1);
  });

  test('a new word of the user enters the vocabulary (it gets a g2p pronunciation)', () => {
    const lm = buildLanguageModel({ general, texts: ['kombucha with Zorbly'] });
    expect(lm.words).toEqual(expect.arrayContaining(['kombucha', 'zorbly']));
    expect(pronounce('zorbly')).toMatch(/^Z AO R B L IY$/);
  });

  test('the general list drops clitic fragments, stray letters and unknown words', () => {
    const counts = ['you', 'I', 's', 't', 'x', 'the', "don't", 'qqq', 'll', 'walk'].map((word, i) => ({
      word,
      count: 100 - i,
    }));
    expect(generalVocabulary(counts, 4, (w) => w !== 'qqq').map((e) => e.word)).toEqual(['you', 'i', 'the', "don't"]);
  });

  test('language-model words are letters and apostrophes only', () => {
    expect(lmWords("It's 7 o'clock — well-known café!")).toEqual(["it's", "o'clock", 'well', 'known', 'cafe']);
  });
});

describe('the benchmark corpus', () => {
  test('the adaptation journal holds the test vocabulary but no test sentence', () => {
    const journal = new Set(ADAPTATION_JOURNAL.flatMap(normalizeWords));
    const missing = TEST_SENTENCES.flatMap(normalizeWords).filter((w) => !journal.has(w));
    expect(missing.length).toBeLessThan(8);
    const journalSentences = ADAPTATION_JOURNAL.map((s) => normalizeWords(s).join(' '));
    for (const sentence of TEST_SENTENCES) expect(journalSentences).not.toContain(normalizeWords(sentence).join(' '));
  });
});

describe('word error rate', () => {
  test('counts substitutions, deletions and insertions over the reference words', () => {
    expect(wordErrorRate([{ reference: 'I went to bed early', hypothesis: 'i went to the bed' }])).toBeCloseTo(2 / 5);
    expect(wordErrorRate([{ reference: 'Hello, world!', hypothesis: 'hello world' }])).toBe(0);
  });
});
