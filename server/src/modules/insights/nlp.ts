import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItemSentence, type ItemToken } from 'wink-nlp';

/*
 * Entries cut into dated sentences with wink-nlp (its English model ships in npm): sentence boundaries,
 * a sentiment score per sentence and the content words (lemmas of nouns, proper nouns and verbs) the
 * insight rules and the timeline summaries count.
 */

export interface EntryText {
  id: string;
  name: string;
  transcript: string;
  dateRecorded: Date;
}

export interface DatedSentence {
  entryId: string;
  entryName: string;
  dateRecorded: Date;
  /** The entry's day and month in the user's timezone: yyyy-MM-dd and yyyy-MM. */
  day: string;
  month: string;
  text: string;
  /** wink-nlp's sentiment, -1 (negative) … +1 (positive). */
  sentiment: number;
  /** Content-word lemmas, lowercased, each once. */
  terms: string[];
  /** The nouns among them (what a sentence is about). */
  nouns: string[];
  /** The nouns of the entry's name, which say what the whole entry is about ("Pool", "Tomatoes"). */
  titleNouns: string[];
}

let nlp: ReturnType<typeof winkNLP> | undefined;
const load = () => (nlp ??= winkNLP(model, ['sbd', 'pos', 'sentiment', 'negation']));

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB']);
/** Verbs too common in a journal to say anything about a theme. */
const GENERIC = new Set([
  'be', 'have', 'do', 'get', 'make', 'go', 'say', 'think', 'know', 'feel', 'want', 'need', 'take', 'come', 'see', 'try',
  'thing', 'day', 'today', 'week', 'time', 'lot', 'way', 'bit', 'something', 'anything', 'everything', 'nothing', 'people',
]);

/** The entry's day and month in the timezone (a bad or missing zone reads as UTC). */
export function localDay(date: Date, timeZone: string | null | undefined): { day: string; month: string } {
  let zoned: Date;
  try {
    zoned = new TZDate(date, timeZone || 'UTC');
    if (Number.isNaN(zoned.getTime())) throw new Error('bad zone');
  } catch {
    zoned = new TZDate(date, 'UTC');
  }
  return { day: format(zoned, 'yyyy-MM-dd'), month: format(zoned, 'yyyy-MM') };
}

/** Every sentence of the entries, oldest entry first, in reading order. */
export function datedSentences(entries: EntryText[], timeZone: string | null | undefined): DatedSentence[] {
  const engine = load();
  const its = engine.its;
  // wink-nlp's typings declare its.lemma with the addons parameter the other its-functions lack; it is one of them.
  const lemmaOf = its.lemma as unknown as typeof its.normal;
  /** A token's lemma when it is a content word (noun, name or verb) worth counting, else null. */
  const contentLemma = (token: ItemToken): string | null => {
    if (token.out(its.type) !== 'word' || token.out(its.stopWordFlag) || !CONTENT_POS.has(token.out(its.pos))) return null;
    const lemma = token.out(lemmaOf).toLowerCase();
    return lemma.length < 3 || GENERIC.has(lemma) ? null : lemma;
  };
  const out: DatedSentence[] = [];
  const ordered = [...entries].sort((a, b) => a.dateRecorded.getTime() - b.dateRecorded.getTime() || a.id.localeCompare(b.id));
  for (const entry of ordered) {
    const { day, month } = localDay(entry.dateRecorded, timeZone);
    const titleNouns = new Set<string>();
    if (entry.name.trim()) {
      engine.readDoc(entry.name).tokens().each((token: ItemToken) => {
        const lemma = contentLemma(token);
        if (lemma && token.out(its.pos) !== 'VERB') titleNouns.add(lemma);
      });
    }
    const doc = engine.readDoc(entry.transcript);
    doc.sentences().each((sentence: ItemSentence) => {
      const text = sentence.out().trim();
      if (text.length < 3) return;
      const terms = new Set<string>();
      const nouns = new Set<string>();
      sentence.tokens().each((token: ItemToken) => {
        const lemma = contentLemma(token);
        if (!lemma) return;
        terms.add(lemma);
        if (token.out(its.pos) !== 'VERB') nouns.add(lemma);
      });
      out.push({
        entryId: entry.id,
        entryName: entry.name,
        dateRecorded: entry.dateRecorded,
        day,
        month,
        text,
        sentiment: Number(sentence.out(its.sentiment)) || 0,
        terms: [...terms],
        nouns: [...nouns],
        titleNouns: [...titleNouns],
      });
    });
  }
  return out;
}
