import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItemSentence, type ItemToken } from 'wink-nlp';
import { sentenceParts } from '../ai';
import { mapInTurns } from '../common';

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
  /** The nouns before a colon ("Christmas market Saturday: sold out…"): the heading the rest tells about. */
  heading: string[];
}

let nlp: ReturnType<typeof winkNLP> | undefined;
const load = () => (nlp ??= winkNLP(model, ['sbd', 'pos', 'sentiment', 'negation']));

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB']);
/** Verbs too common in a journal to say anything about a theme. */
const GENERIC = new Set([
  'be', 'have', 'do', 'get', 'make', 'go', 'say', 'think', 'know', 'feel', 'want', 'need', 'take', 'come', 'see', 'try',
  'thing', 'day', 'today', 'week', 'time', 'lot', 'way', 'bit', 'something', 'anything', 'everything', 'nothing', 'people',
]);

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const days = new LRUCache<string, { day: string; month: string }>({ max: 50_000 });

/** A zone's calendar-day format (Intl's formatter, built once per zone: date-fns' format per entry cost ~50 ms a thousand). */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let held = dayFormats.get(timeZone);
  if (!held) {
    held = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, held);
  }
  return held;
}

/** The entry's day and month in the timezone (a bad or missing zone reads as UTC). */
export function localDay(date: Date, timeZone: string | null | undefined): { day: string; month: string } {
  let zone = timeZone || 'UTC';
  try {
    dayFormat(zone);
  } catch {
    zone = 'UTC';
  }
  // Every zone's offset is a whole number of quarter hours: one formatting serves a quarter hour.
  const key = `${zone} ${Math.floor(date.getTime() / 900_000)}`;
  const held = days.get(key);
  if (held) return held;
  const parts = Object.fromEntries(dayFormat(zone).formatToParts(date).map((p) => [p.type, p.value]));
  const month = `${parts['year']!.padStart(4, '0')}-${parts['month']}`;
  const day = { day: `${month}-${parts['day']}`, month };
  days.set(key, day);
  return day;
}

/** What wink reads in one entry's text: its sentences; the same text always reads the same. */
type Analysis = Pick<DatedSentence, 'text' | 'sentiment' | 'terms' | 'nouns' | 'heading'>[];

/*
 * Entries read before are not read again: a refresh after one entry changed reads that entry only.
 * Keyed by a hash of the text, so an edited entry is read afresh; ~1 kB an entry.
 */
const analyses = new LRUCache<string, Analysis>({ max: 20_000 });

function analyse(entry: EntryText): Analysis {
  const key = createHash('sha1').update(entry.transcript).digest('base64');
  const held = analyses.get(key);
  if (held) return held;
  const engine = load();
  const its = engine.its;
  // wink-nlp's typings declare its.lemma with the addons parameter the other its-functions lack; it is one of them.
  const lemmaOf = its.lemma as unknown as typeof its.normal;
  /** A token's lemma when it is a content word (noun, name or verb) worth counting, else null. */
  const contentLemma = (token: ItemToken): string | null => {
    if (token.out(its.type) !== 'word' || token.out(its.stopWordFlag) || !CONTENT_POS.has(token.out(its.pos))) return null;
    const lemma = token.out(lemmaOf).toLowerCase();
    // A word with a full stop ("no." in "I said no.", "in." in "The oven is in.") is wink taking the sentence's end for an abbreviation.
    return lemma.length < 3 || GENERIC.has(lemma) || lemma.endsWith('.') ? null : lemma;
  };
  const sentences: Analysis = [];
  /** One sentence as wink reads it: its text, sentiment and counted words. */
  const read = (sentence: ItemSentence) => {
    const text = sentence.out().trim();
    if (text.length < 3) return;
    const terms = new Set<string>();
    const nouns = new Set<string>();
    const tokens = sentence.tokens();
    /** How many of the nouns come before the sentence's colon, if it has one. */
    let headed = 0;
    tokens.each((token: ItemToken, i: number) => {
      if (token.out() === ':' && !headed) headed = nouns.size || -1;
      const lemma = contentLemma(token);
      if (!lemma) return;
      terms.add(lemma);
      if (token.out(its.pos) === 'VERB') return;
      nouns.add(lemma);
      // A numbered name ("Year 11", "Room 4") is a subject of its own, beside its noun.
      const next = i + 1 < tokens.length() ? tokens.itemAt(i + 1) : undefined;
      if (next?.out(its.pos) === 'NUM' && /^\p{Lu}/u.test(token.out()) && /^\d+$/.test(next.out())) nouns.add(`${lemma} ${next.out()}`);
    });
    sentences.push({ text, sentiment: Number(sentence.out(its.sentiment)) || 0, terms: [...terms], nouns: [...nouns], heading: [...nouns].slice(0, Math.max(0, headed)) });
  };
  // Cut as the AI cuts (sentenceParts: where wink would run two sentences into one), each part read once.
  for (const part of sentenceParts(entry.transcript)) engine.readDoc(part).sentences().each(read);
  analyses.set(key, sentences);
  return sentences;
}

/**
 * datedSentences, the entries read a few at a time with a turn of the event loop between: the first read
 * of a journal of thousands of entries takes seconds, and the server answers other requests meanwhile.
 */
export async function readDatedSentences(entries: EntryText[], timeZone: string | null | undefined): Promise<DatedSentence[]> {
  await mapInTurns(entries, analyse);
  return datedSentences(entries, timeZone);
}

/** Every sentence of the entries, oldest entry first, in reading order. */
export function datedSentences(entries: EntryText[], timeZone: string | null | undefined): DatedSentence[] {
  const out: DatedSentence[] = [];
  const ordered = [...entries].sort((a, b) => a.dateRecorded.getTime() - b.dateRecorded.getTime() || a.id.localeCompare(b.id));
  for (const entry of ordered) {
    const { day, month } = localDay(entry.dateRecorded, timeZone);
    for (const sentence of analyse(entry)) {
      out.push({ entryId: entry.id, entryName: entry.name, dateRecorded: entry.dateRecorded, day, month, ...sentence });
    }
  }
  return out;
}
