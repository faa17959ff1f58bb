import winkNLP, { type ItemSentence, type ItemToken } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/*
 * Kept NLP (wink-nlp with its English lite model, shipped in npm): sentences, content words,
 * sentiment and named entities. Loading the model takes ~100 ms, so it is loaded once, on first use.
 */
let loaded: { nlp: ReturnType<typeof winkNLP>; its: ReturnType<typeof winkNLP>['its'] } | null = null;
function wink() {
  if (!loaded) {
    const nlp = winkNLP(model);
    loaded = { nlp, its: nlp.its };
  }
  return loaded;
}

/** The text's sentences, trimmed, blanks dropped. */
export function splitSentences(text: string): string[] {
  if (!text.trim()) return [];
  const { nlp } = wink();
  return nlp
    .readDoc(text)
    .sentences()
    .out()
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Lemmas of the words that carry meaning (no stop words, punctuation, numbers), lower case. */
export function contentWords(text: string): string[] {
  if (!text.trim()) return [];
  const { nlp, its } = wink();
  // Lower case first: the model leaves a capitalised word's lemma alone ("Customers" stays plural).
  return nlp
    .readDoc(text.toLowerCase())
    .tokens()
    .filter((t) => t.out(its.type) === 'word' && !t.out(its.stopWordFlag))
    // The lemma "its" needs the model's add-ons, which wink's types do not carry through out().
    .out(its.lemma as unknown as typeof its.normal)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length > 1);
}

/** Sentiment of the text, from -1 (negative) to 1 (positive). */
export function sentiment(text: string): number {
  if (!text.trim()) return 0;
  const { nlp, its } = wink();
  return nlp.readDoc(text).out(its.sentiment) as unknown as number;
}

export interface NamedEntity {
  value: string;
  /** wink's type: DATE, TIME, CARDINAL, MONEY, PERCENT, EMAIL, URL, HASHTAG, MENTION, … */
  type: string;
}

export function namedEntities(text: string): NamedEntity[] {
  if (!text.trim()) return [];
  const { nlp, its } = wink();
  return (nlp.readDoc(text).entities().out(its.detail) as unknown as NamedEntity[]).map((e) => ({ value: e.value, type: e.type }));
}

/**
 * How well `passage` supports `claim`: the share of the claim's content words (lemmas) that the
 * passage holds, 0 to 1. A claim without content words is supported by nothing.
 */
export function lexicalSupport(claim: string, passage: string): number {
  const claimWords = new Set(contentWords(claim));
  if (claimWords.size === 0) return 0;
  const passageWords = new Set(contentWords(passage));
  let shared = 0;
  for (const w of claimWords) if (passageWords.has(w)) shared += 1;
  return shared / claimWords.size;
}

export interface AnalysedSentence {
  text: string;
  /** Content-word lemmas (as contentWords), each once. */
  terms: string[];
}

/** The text's sentences (split as written) with their content-word lemmas (read in lower case). */
export function analyseSentences(text: string): AnalysedSentence[] {
  if (!text.trim()) return [];
  const { nlp } = wink();
  const out: AnalysedSentence[] = [];
  nlp
    .readDoc(text)
    .sentences()
    .each((sentence: ItemSentence) => {
      const trimmed = sentence.out().trim();
      if (!trimmed) return;
      out.push({ text: trimmed, terms: [...new Set(contentWords(trimmed))] });
    });
  return out;
}

export interface ContentToken {
  lemma: string;
  /** Universal part of speech (NOUN, PROPN, VERB, ADJ, …). */
  pos: string;
  /** A noun written in the plural ("markets"). */
  plural: boolean;
}

/** The content words of a text (as contentWords) with their part of speech. */
export function contentTokens(text: string): ContentToken[] {
  if (!text.trim()) return [];
  const { nlp, its } = wink();
  const out: ContentToken[] = [];
  nlp
    .readDoc(text.toLowerCase())
    .tokens()
    .each((t: ItemToken) => {
      if (t.out(its.type) !== 'word' || t.out(its.stopWordFlag)) return;
      const lemma = t.out(its.lemma as unknown as typeof its.normal).toLowerCase();
      if (lemma.length < 2) return;
      const pos = t.out(its.pos);
      out.push({ lemma, pos, plural: pos === 'NOUN' && t.out(its.normal) !== lemma });
    });
  return out;
}
