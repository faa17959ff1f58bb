import { readFileSync } from 'node:fs';

/**
 * Reads the unigrams and bigrams of a CMU Sphinx "Trie Language Model" binary (Debian's pocketsphinx-en-us
 * en-us.lm.bin). sphinx_lm_convert cannot write this model as ARPA (an assertion on the bigram count fails),
 * so the layout of sphinxbase's lm_trie.c / lm_trie_quant.c is read here: header, order, n-gram counts,
 * quantisation tables, unigrams {prob, backoff, next}, then bit-packed middle and longest layers keyed by the
 * predicted word with its history reversed (a bigram "h w" is an entry for h under unigram w), then the words.
 */
export interface SphinxBigramModel {
  words: string[];
  /** log10 P(w), by word index. */
  unigram: Float64Array;
  /** log10 backoff weight of w as a context. */
  backoff: Float64Array;
  /** Every bigram: context, word, log10 P(word | context). */
  bigrams: { context: Uint32Array; word: Uint32Array; logp: Float32Array };
}

const HEADER = 'Trie Language Model';
/** The file stores logs in base 1.0001 (sphinxbase's logmath); 1 / log10(1.0001) of them make one log10. */
const PER_LOG10 = 1 / Math.log10(1.0001);
/** Quantised probabilities and backoffs take 16 bits each (lm_trie_quant.c). */
const QUANT_BITS = 16;
const QUANT_TABLE = 1 << QUANT_BITS;

const requiredBits = (max: number) => (max === 0 ? 0 : Math.floor(Math.log2(max)) + 1);

export function readSphinxTrie(file: string): SphinxBigramModel {
  const buf = readFileSync(file);
  if (buf.toString('latin1', 0, HEADER.length) !== HEADER)
    throw new Error(`${file} is not a Sphinx trie language model`);
  let at = HEADER.length;
  const order = buf.readUInt8(at++);
  // Only the layout of models of order 3 and more is read (a bigram-only trie keeps its bigrams in another layer).
  if (order < 3) throw new Error(`${file}: order ${order}; a trigram or higher model is needed`);
  const counts: number[] = [];
  for (let i = 0; i < order; i++, at += 4) counts.push(buf.readUInt32LE(at));
  at += 4; // quantisation type
  // Per middle order a probability then a backoff table, then the longest order's probabilities.
  const bigramProb = new Float32Array(QUANT_TABLE);
  for (let i = 0; i < QUANT_TABLE; i++, at += 4) bigramProb[i] = buf.readFloatLE(at);
  at += 2 * (order - 2) * QUANT_TABLE * 4;

  const n = counts[0]!;
  const unigram = new Float64Array(n);
  const backoff = new Float64Array(n);
  const next = new Uint32Array(n + 1);
  for (let i = 0; i <= n; i++, at += 12) {
    if (i < n) {
      unigram[i] = buf.readFloatLE(at) / PER_LOG10;
      backoff[i] = buf.readFloatLE(at + 4) / PER_LOG10;
    }
    next[i] = buf.readUInt32LE(at + 8);
  }

  // The bigram layer: per entry the history word, a 16-bit backoff, a 16-bit probability, the next pointer.
  const wordBits = requiredBits(n);
  const nextBits = requiredBits(counts[2]!);
  const entryBits = wordBits + 2 * QUANT_BITS + nextBits;
  const middle = at;
  const read = (bit: number, length: number) =>
    Number((buf.readBigUInt64LE(middle + Math.floor(bit / 8)) >> BigInt(bit % 8)) & ((1n << BigInt(length)) - 1n));

  const total = next[n]!;
  const bigrams = { context: new Uint32Array(total), word: new Uint32Array(total), logp: new Float32Array(total) };
  for (let w = 0; w < n; w++) {
    for (let entry = next[w]!; entry < next[w + 1]!; entry++) {
      const bit = entry * entryBits;
      bigrams.context[entry] = read(bit, wordBits);
      bigrams.word[entry] = w;
      bigrams.logp[entry] = bigramProb[read(bit + wordBits + QUANT_BITS, QUANT_BITS)]! / PER_LOG10;
    }
  }

  // Skip the bigram and higher layers (each sized as lm_trie.c allocates them) to reach the word strings.
  const layerBytes = (entries: number, bits: number) => Math.floor(((1 + entries) * bits + 7) / 8) + 8;
  at += layerBytes(counts[1]!, entryBits);
  for (let i = 2; i < order - 1; i++)
    at += layerBytes(counts[i]!, wordBits + 2 * QUANT_BITS + requiredBits(counts[i + 1]!));
  at += layerBytes(counts[order - 1]!, wordBits + QUANT_BITS);
  const length = buf.readInt32LE(at);
  const words = buf
    .toString('latin1', at + 4, at + 4 + length)
    .split('\0')
    .slice(0, n);
  if (words.length !== n || at + 4 + length !== buf.length) throw new Error(`${file}: unexpected layout`);
  return { words, unigram, backoff, bigrams };
}
