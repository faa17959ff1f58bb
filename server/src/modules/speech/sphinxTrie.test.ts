import { existsSync } from 'node:fs';
import { readSphinxTrie } from '../../../scripts/speech-lm/sphinxTrie';

const DEBIAN_LM = '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin';
// The model is Debian's pocketsphinx-en-us (27 MB), not shipped here: the reader is checked where it is installed.
const withModel = existsSync(DEBIAN_LM) ? describe : describe.skip;

withModel("reading Debian's US English trie language model", () => {
  // Read before the tests, not while they are collected: a skipped describe's body still runs.
  let lm: ReturnType<typeof readSphinxTrie>;
  let id: Map<string, number>;
  beforeAll(() => {
    lm = readSphinxTrie(DEBIAN_LM);
    id = new Map(lm.words.map((w, i) => [w, i]));
  });

  test('its 72,547 words with the unigram log10 probabilities sphinx_lm_convert prints', () => {
    expect(lm.words).toHaveLength(72_547);
    expect(lm.unigram[id.get("'bout")!]).toBeCloseTo(-6.2831, 3);
    expect(lm.backoff[id.get("'bout")!]).toBeCloseTo(-0.0754, 3);
    expect(lm.unigram[id.get('the')!]).toBeCloseTo(-1.3895, 3);
  });

  test("bigrams keyed by context: after 'i' the likeliest words, and each context's probabilities sum to about 1", () => {
    const after = (h: string) => {
      const out: [string, number][] = [];
      for (let i = 0; i < lm.bigrams.context.length; i++)
        if (lm.bigrams.context[i] === id.get(h)) out.push([lm.words[lm.bigrams.word[i]!]!, lm.bigrams.logp[i]!]);
      return out.sort((a, b) => b[1] - a[1]);
    };
    const afterI = after('i');
    expect(afterI.slice(0, 3).map(([w]) => w)).toEqual(["don't", 'think', 'was']);
    expect(afterI.reduce((s, [, p]) => s + 10 ** p, 0)).toBeGreaterThan(0.95);
    expect(afterI.reduce((s, [, p]) => s + 10 ** p, 0)).toBeLessThanOrEqual(1.001);
    expect(after('went')[0]![0]).toBe('to');
  });
});
