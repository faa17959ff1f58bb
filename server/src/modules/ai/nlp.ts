import winkNLP, { type ItemSentence, type ItemToken, type Tokens } from 'wink-nlp';
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

/**
 * Where a sentence ends after "no." ("I said no. Wholesale is…"), which wink can read as the abbreviation
 * of "number" and so run on into the next sentence; "No. 10" stays one.
 */
const ENDS_AFTER_NO = /(?<=\bno\.)\s+(?=\p{Lu})/giu;

/** The text cut where wink would run two sentences into one: each part reads into whole sentences. */
export const sentenceParts = (text: string): string[] => text.split(ENDS_AFTER_NO);

/** Each sentence of the text as wink reads it, the text first cut into its sentence parts. */
function eachSentence(text: string, read: (sentence: ItemSentence) => void): void {
  const { nlp } = wink();
  for (const part of sentenceParts(text)) nlp.readDoc(part).sentences().each(read);
}

/** The text's sentences, trimmed, blanks dropped. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  eachSentence(text, (s) => out.push(s.out().trim()));
  return out.filter(Boolean);
}

/**
 * Words wink's stop-word list holds that name things a journal is about ("my lower back", "the front
 * door", "alone all week"): kept as content words.
 */
const CONTENT_STOP_WORDS = new Set(['alone', 'amount', 'back', 'bottom', 'call', 'due', 'empty', 'front', 'full', 'move', 'name', 'part', 'serious', 'show', 'side', 'together', 'top']);
/** A stop word, or an abbreviation ("no.", "dr."): neither names what a journal is about. */
const isStopWord = (t: ItemToken, its: ReturnType<typeof wink>['its']) =>
  (t.out(its.stopWordFlag) && !CONTENT_STOP_WORDS.has(t.out(its.normal))) || t.out(its.normal).endsWith('.');

/**
 * A number with a letter written against it ("11C", "4B": a class, a flat, a route) is one word, a name:
 * wink reads the i-th token as a number and the next as a letter, and a letter alone is no word.
 */
function codeAt(tokens: Tokens, i: number, its: ReturnType<typeof wink>['its']): string | null {
  const next = i + 1 < tokens.length() ? tokens.itemAt(i + 1) : null;
  if (tokens.itemAt(i).out(its.type) !== 'number' || next?.out(its.precedingSpaces) !== '' || !/^\p{L}\.?$/u.test(next.out())) return null;
  return `${tokens.itemAt(i).out()}${next.out().charAt(0)}`;
}

/** The words that carry meaning (no stop words, punctuation, numbers), lower case: lemma, Porter stem and part of speech. */
const meaningfulWords = (text: string): ContentToken[] => contentTokens(text).filter((t) => /^[\p{L}\p{N}]/u.test(t.lemma));

/** Lemmas of the words that carry meaning (no stop words, punctuation, numbers), lower case. */
export function contentWords(text: string): string[] {
  return meaningfulWords(text).map((w) => w.lemma);
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
  /** Terms written only as verbs here ("talking" of "without talking to anyone"). */
  verbsOnly: string[];
  /** Capitalised proper nouns inside the sentence (not its first word), lower case: people and places. */
  names: string[];
  /** Those of them after "in", "at", "to", "from"…: places. */
  places: string[];
  /** The first word when wink reads it as a proper noun (a name, or a verb opening a terse sentence). */
  opening: string | null;
  /** It holds a figure (an amount, a count, a time). */
  figure: boolean;
}

/** Words written capitalised that name no one: titles, days, months. */
const NOT_A_NAME = /^(?:mr|mrs|ms|miss|dr|i|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|january|february|march|april|may|june|july|august|september|october|november|december)$/;
const PLACE_BEFORE = new Set(['in', 'at', 'to', 'from', 'near', 'round', 'around', 'into', 'outside']);
export const FIGURE = /[£$€]\s?\d|\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|dozen)\b/i;

/** A run of capitalised words, joined by "&" or "of" ("Golden Acre Park", "Crumb & Co", "Isle of Skye"); "I" ends it. */
const CAPITALISED_RUN = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:&|of)\s+)?(?!I(?![\p{L}]))\p{Lu}[\p{L}'’-]*)*/gu;

/**
 * Names as the text writes them, for names read as lower-case words ("golden", "park" of "ran round Golden
 * Acre Park" → "Golden Acre Park"): the capitalised run holding each, in order, once; without a leading
 * "The", nor a sentence's capitalised first word that is no name ("Hired Dev" → "Dev").
 */
export function writtenNames(text: string, names: string[]): string[] {
  const runs = [...text.matchAll(CAPITALISED_RUN)].map((m) => {
    const words = m[0].split(/\s+/);
    const opensSentence = /(?:^|[.!?]\s+)$/.test(text.slice(0, m.index));
    return (opensSentence && !names.includes(words[0]!.toLowerCase()) ? words.slice(1) : words).join(' ').replace(/^The\s+/, '');
  });
  const written = names.flatMap((name) => runs.filter((run) => run.toLowerCase().split(/\s+/).includes(name)).slice(0, 1));
  return [...new Set(written)];
}

/**
 * The text's sentences (split as written) with their content-word lemmas (read in lower case) and
 * names; `stems` gets each lemma's Porter stem ("saving" and "save" share one).
 */
export function analyseSentences(text: string, stems: Map<string, string> = new Map()): AnalysedSentence[] {
  if (!text.trim()) return [];
  const { its } = wink();
  const out: AnalysedSentence[] = [];
  eachSentence(text, (sentence) => {
    const trimmed = sentence.out().trim();
    if (!trimmed) return;
    const names: string[] = [];
    const places: string[] = [];
    let opening: string | null = null;
    let previous = '';
    let first = true;
    sentence.tokens().each((t: ItemToken) => {
      const word = t.out();
      const lower = word.toLowerCase();
      if (t.out(its.type) === 'word' && t.out(its.pos) === 'PROPN' && /^\p{Lu}/u.test(word) && !NOT_A_NAME.test(lower)) {
        if (first) opening = lower;
        else {
          names.push(lower);
          if (PLACE_BEFORE.has(previous)) places.push(lower);
        }
      }
      if (t.out(its.type) !== 'punctuation') first = false;
      // A place is named after its preposition, possibly in two words ("in Stokes Croft").
      if (!(PLACE_BEFORE.has(previous) && /^\p{Lu}/u.test(word))) previous = lower;
    });
    const words = meaningfulWords(trimmed);
    for (const w of words) stems.set(w.lemma, w.stem);
    out.push({
      text: trimmed,
      terms: [...new Set(words.map((w) => w.lemma))],
      verbsOnly: [...new Set(words.filter((w) => w.pos === 'VERB').map((w) => w.lemma))].filter((l) => !words.some((w) => w.lemma === l && w.pos !== 'VERB')),
      names: [...new Set(names)],
      places: [...new Set(places)],
      opening,
      figure: FIGURE.test(trimmed),
    });
  });
  return out;
}

export interface ContentToken {
  lemma: string;
  stem: string;
  /** Universal part of speech (NOUN, PROPN, VERB, ADJ, …). */
  pos: string;
  /** A noun written in the plural ("markets"). */
  plural: boolean;
}

/** Every "may" wink reads as a token, "May-June" and "may's" too: the i-th match is the i-th such token. */
const MAY = /(?<![\p{L}\p{N}])may(?![\p{L}\p{N}])/giu;
/**
 * For each "may" of the text, whether it is the month: written capitalised, unless a question opens with
 * it ("May I…"). Read in lower case, as the text is, it would be the verb, a stop word, and "May: takings
 * £5,100" would hold no month.
 */
const monthMay = (text: string) => [...text.matchAll(MAY)].map((m) => m[0] === 'May' && !/^\s+(?:i|we|you|he|she|it|they)\b/i.test(text.slice(m.index + 3)));

/** The content words of a text (as contentWords, and those opening with a mark) with their part of speech. */
export function contentTokens(text: string): ContentToken[] {
  if (!text.trim()) return [];
  const { nlp, its } = wink();
  const out: ContentToken[] = [];
  const months = monthMay(text);
  let mays = 0;
  // Lower case first: the model leaves a capitalised word's lemma alone ("Customers" stays plural).
  const tokens = nlp.readDoc(text.toLowerCase()).tokens();
  tokens.each((t: ItemToken, i: number) => {
    const code = codeAt(tokens, i, its);
    if (code) out.push({ lemma: code, stem: code, pos: 'PROPN', plural: false });
    if (t.out(its.normal) === 'may' && months[mays++]) {
      out.push({ lemma: 'may', stem: 'may', pos: 'NOUN', plural: false });
      return;
    }
    if (t.out(its.type) !== 'word' || isStopWord(t, its)) return;
    // The lemma "its" needs the model's add-ons, which wink's types do not carry through out().
    const lemma = t.out(its.lemma as unknown as typeof its.normal).toLowerCase();
    if (lemma.length < 2) return;
    const pos = t.out(its.pos);
    out.push({ lemma, stem: t.out(its.stem as unknown as typeof its.normal), pos, plural: pos === 'NOUN' && t.out(its.normal) !== lemma });
  });
  return out;
}

/** Closed classes of words: they relate other words and name nothing. */
const FUNCTION_POS = new Set(['ADP', 'AUX', 'CCONJ', 'DET', 'PART', 'PRON', 'SCONJ']);

/** Whether a word, read alone, is a stop word or of a closed class ("at", "near", "which"): it names nothing. */
export function isFunctionWord(word: string): boolean {
  const { nlp, its } = wink();
  const tokens = nlp.readDoc(word.toLowerCase()).tokens();
  if (tokens.length() !== 1) return false;
  const t = tokens.itemAt(0);
  return isStopWord(t, its) || FUNCTION_POS.has(t.out(its.pos));
}

/** A word's Porter stem, stop word or not ("take" → "take"). */
export function wordStem(word: string): string {
  const { nlp, its } = wink();
  const tokens = nlp.readDoc(word.toLowerCase()).tokens();
  return tokens.length() ? tokens.itemAt(0).out(its.stem as unknown as typeof its.normal) : word;
}

/** Every word of a text, lower case, with its lemma and part of speech (stop words too). */
export function wordTokens(text: string): { word: string; lemma: string; pos: string }[] {
  if (!text.trim()) return [];
  const { nlp, its } = wink();
  const out: { word: string; lemma: string; pos: string }[] = [];
  nlp
    .readDoc(text.toLowerCase())
    .tokens()
    .each((t: ItemToken) => {
      if (t.out(its.type) !== 'word') return;
      out.push({ word: t.out(its.normal), lemma: t.out(its.lemma as unknown as typeof its.normal).toLowerCase(), pos: t.out(its.pos) });
    });
  return out;
}
