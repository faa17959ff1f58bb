/**
 * Regenerates the embedded speech engine's general English language model,
 * server/src/modules/speech/embedded/general-lm.json.gz, from CMU Sphinx's US English n-gram model
 * (Debian's pocketsphinx-en-us, BSD-2, Carnegie Mellon University and Alpha Cephei):
 *
 *   apt-get install pocketsphinx-en-us
 *   node_modules/.bin/tsx server/scripts/speech-lm/generate.ts [--lm /usr/share/pocketsphinx/model/en-us/en-us.lm.bin]
 *     [--words 20000] [--bigrams 60000]
 *
 * Keeps the most probable words that SoundSwallower's dictionary can pronounce, with their unigram and
 * backoff weights, and the bigrams among them that matter most (Stolcke's relative-entropy criterion:
 * P(h) P(w|h) log(P(w|h) / (bo(h) P(w)))), best first, so the engine can take a prefix of either list.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { GENERAL_LM_FILE, type GeneralLanguageModel } from '../../src/modules/speech/embedded/generalModel';
import { readSphinxTrie } from './sphinxTrie';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const source = arg('lm', '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin');
const maxWords = Number(arg('words', '20000'));
const maxBigrams = Number(arg('bigrams', '60000'));

/** The words SoundSwallower's US English dictionary pronounces (alternates "word(2)" folded). */
function dictionaryWords(): Set<string> {
  const dict = path.join(path.dirname(require.resolve('soundswallower')), 'model', 'en-us', 'dict.txt');
  return new Set(
    readFileSync(dict, 'utf8')
      .split('\n')
      .map((line) => line.split(/\s/)[0]!.replace(/\(\d+\)$/, ''))
      .filter(Boolean),
  );
}

const round = (x: number) => Math.round(x * 1000) / 1000;

function main() {
  const lm = readSphinxTrie(source);
  const known = dictionaryWords();
  const vocabulary = [...lm.words.keys()]
    .filter((i) => /^[a-z][a-z']*$/.test(lm.words[i]!) && known.has(lm.words[i]!))
    .sort((a, b) => lm.unigram[b]! - lm.unigram[a]!)
    .slice(0, maxWords);
  const local = new Map(vocabulary.map((g, i) => [g, i]));

  const scored: { context: number; word: number; logp: number; score: number }[] = [];
  const { context, word, logp } = lm.bigrams;
  for (let i = 0; i < context.length; i++) {
    const h = local.get(context[i]!);
    const w = local.get(word[i]!);
    if (h === undefined || w === undefined) continue;
    // Only bigrams more probable than their backoff estimate change a max-probability (Viterbi) search.
    const gain = logp[i]! - (Math.min(0, lm.backoff[context[i]!]!) + lm.unigram[word[i]!]!);
    if (gain <= 0) continue;
    scored.push({ context: h, word: w, logp: logp[i]!, score: 10 ** (lm.unigram[context[i]!]! + logp[i]!) * gain });
  }
  scored.sort((a, b) => b.score - a.score);

  const model: GeneralLanguageModel = {
    source: `${path.basename(source)} (CMU Sphinx US English, BSD-2: Carnegie Mellon University, Alpha Cephei), ${maxWords} words, ${maxBigrams} bigrams`,
    words: vocabulary.map((g) => lm.words[g]!),
    unigram: vocabulary.map((g) => round(lm.unigram[g]!)),
    backoff: vocabulary.map((g) => round(Math.min(0, lm.backoff[g]!))),
    bigrams: scored.slice(0, maxBigrams).map((b) => [b.context, b.word, round(b.logp)]),
  };
  writeFileSync(GENERAL_LM_FILE, gzipSync(JSON.stringify(model), { level: 9 }));
  console.info(`${GENERAL_LM_FILE}: ${model.words.length} words, ${model.bigrams.length} bigrams`);
}

main();
