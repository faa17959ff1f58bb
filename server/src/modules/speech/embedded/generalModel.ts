import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * The general US English language model the embedded engine starts from, pruned from CMU Sphinx's n-gram
 * model (server/scripts/speech-lm/generate.ts makes it; BSD-2, Carnegie Mellon University and Alpha
 * Cephei). Words most probable first; bigrams most informative first, so a prefix of each is a smaller model.
 */
export interface GeneralLanguageModel {
  /** Where it was made from. */
  source: string;
  words: string[];
  /** log10 P(word), by word index. */
  unigram: number[];
  /** log10 backoff weight of the word as a context (≤ 0). */
  backoff: number[];
  /** [context, word, log10 P(word | context)], by word index. */
  bigrams: [context: number, word: number, logp: number][];
}

/** Kept beside the sources: from the compiled dist/ the path leads back to src/ (as the GraphQL schema's). */
export const GENERAL_LM_FILE = path.resolve(
  __dirname,
  '..',
  '..',
  '..',
  '..',
  'src',
  'modules',
  'speech',
  'embedded',
  'general-lm.json.gz',
);

let cached: GeneralLanguageModel | undefined;

export function loadGeneralModel(): GeneralLanguageModel {
  cached ??= JSON.parse(gunzipSync(readFileSync(GENERAL_LM_FILE)).toString('utf8')) as GeneralLanguageModel;
  return cached;
}
