import { ADAPTATION_JOURNAL, TEST_SENTENCES, UNSEEN_SENTENCES } from './corpus';
import { loadGeneralModel, type GeneralLanguageModel } from './embedded/generalModel';
import { buildLanguageModel, DEFAULT_GENERAL_VOCABULARY, lmWords, type LanguageModel } from './embedded/languageModel';
import { pronounce } from './embedded/lexicon';
import { normalizeWords, wordErrorRate } from './wer';

describe('the embedded language model', () => {
  // A small general model: unigrams 0.6 / 0.3 / 0.1, "the" backs off with 0.5 and predicts "walk" with 0.4.
  const general: GeneralLanguageModel = {
    source: 'test',
    words: ['the', 'a', 'walk'],
    unigram: [0.6, 0.3, 0.1].map(Math.log10),
    backoff: [Math.log10(0.5), 0, 0],
    bigrams: [
      [0, 2, Math.log10(0.4)],
      [1, 2, Math.log10(0.2)],
    ],
  };
  const named = (lm: LanguageModel) =>
    lm.contexts.map((c) => ({
      after: lm.words[c.word],
      next: Object.fromEntries(c.next.map(([w, q]) => [lm.words[w], q])),
      backoff: c.backoff,
    }));

  test("without texts: the general model alone, its bigrams on their context's state, its backoff on the null arc", () => {
    const lm = buildLanguageModel({ general });
    expect(lm.words).toEqual(['the', 'a', 'walk']);
    lm.unigram.forEach((p, i) => expect(p).toBeCloseTo([0.6, 0.3, 0.1][i]!));
    expect(named(lm)).toEqual([
      { after: 'the', next: { walk: expect.closeTo(0.4) }, backoff: expect.closeTo(0.5) },
      { after: 'a', next: { walk: expect.closeTo(0.2) }, backoff: expect.closeTo(1) },
    ]);
  });

  test('a prefix of the general model: its most probable words, renormalised, and the bigrams among them', () => {
    const lm = buildLanguageModel({ general, generalWords: 2 });
    expect(lm.words).toEqual(['the', 'a']);
    expect(lm.unigram[0]).toBeCloseTo(0.6 / 0.9);
    expect(lm.contexts).toEqual([]);
    expect(named(buildLanguageModel({ general, generalBigrams: 1 })).map((c) => c.after)).toEqual(['the']);
  });

  test("adapted: unigram and bigrams interpolate the user's model (bigrams within sentences) with the general one", () => {
    const lm = buildLanguageModel({ general, texts: ['The walk. A walk!'], userWeight: 0.5, bigramWeight: 0.7 });
    const p = Object.fromEntries(lm.words.map((w, i) => [w, lm.unigram[i]]));
    expect(p).toEqual({
      the: expect.closeTo(0.5 * 0.25 + 0.5 * 0.6),
      a: expect.closeTo(0.5 * 0.25 + 0.5 * 0.3),
      walk: expect.closeTo(0.5 * 0.5 + 0.5 * 0.1),
    });
    // P(walk | the) = ½ P_general 0.4 + ½ (0.7 × 1 + 0.3 × P_user(walk) 0.5); no "the walk" across ". A".
    expect(named(lm)).toEqual([
      {
        after: 'the',
        next: { walk: expect.closeTo(0.5 * 0.4 + 0.5 * (0.7 + 0.3 * 0.5)) },
        backoff: expect.closeTo(0.5 * 0.5 + 0.5 * 0.3),
      },
      {
        after: 'a',
        next: { walk: expect.closeTo(0.5 * 0.2 + 0.5 * (0.7 + 0.3 * 0.5)) },
        backoff: expect.closeTo(0.5 + 0.5 * 0.3),
      },
    ]);
    expect(lm.unigram.reduce((s, x) => s + x, 0)).toBeCloseTo(1);
  });

  test('a new word of the user enters the vocabulary (it gets a g2p pronunciation)', () => {
    const lm = buildLanguageModel({ general, texts: ['kombucha with Zorbly'] });
    expect(lm.words).toEqual(expect.arrayContaining(['kombucha', 'zorbly']));
    expect(named(lm).find((c) => c.after === 'kombucha')?.next).toEqual({
      with: expect.closeTo(0.5 * (0.7 + 0.3 / 3)),
    });
    expect(pronounce('zorbly')).toMatch(/^Z AO R B L IY$/);
  });

  test('the shipped general model: 20,000 words most probable first, bigrams among them, everyday words known', () => {
    const shipped = loadGeneralModel();
    expect(shipped.words.slice(0, 3)).toEqual(['the', 'to', 'i']);
    expect(shipped.words).toHaveLength(20_000);
    expect(shipped.bigrams.every(([h, w]) => h < 20_000 && w < 20_000)).toBe(true);
    const known = new Set(shipped.words.slice(0, DEFAULT_GENERAL_VOCABULARY));
    const spoken = UNSEEN_SENTENCES.flatMap(lmWords);
    expect(spoken.filter((w) => known.has(w)).length / spoken.length).toBeGreaterThan(0.95);
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
