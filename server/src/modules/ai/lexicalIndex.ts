import { and, count, eq, max } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { inscriptionEntries } from '../../db/schema';
import type { Actor } from '../actor';
import { mapInTurns } from '../common';
import { roleLinks } from './entities';
import { analyseSentences, contentWords, type AnalysedSentence } from './nlp';
import { glossWords } from './wordnet';

/*
 * BM25 over lemmas: each entry of an inscription is read once with wink-nlp (its title and its
 * sentences' content-word lemmas) and kept in memory per inscription, rebuilt for the entries that
 * changed when the inscription's entry count or latest update moves. A question is scored against it
 * by its lemmas (weighted, so expansions count for less), and its sentences give the passages.
 */

const K1 = 1.2;
const B = 0.75;
/** Inscriptions whose index is kept in memory. */
const CACHED_INSCRIPTIONS = 50;

export interface IndexedEntry {
  id: string;
  name: string;
  transcript: string;
  dateRecorded: Date;
  isPrivate: boolean;
  dateUpdated: Date;
  sentences: AnalysedSentence[];
  /** Term frequencies over the title and the sentences. */
  tf: Map<string, number>;
  length: number;
  /** (role, name) pairs the entry gives ("my brother Ollie"). */
  links: [string, string][];
  /** Each term's Porter stem. */
  stems: Map<string, string>;
}

/** An entry as read from the database, before its analysis. */
type EntryRow = Omit<IndexedEntry, 'sentences' | 'tf' | 'length' | 'links' | 'stems'>;

export interface LexicalIndex {
  entries: IndexedEntry[];
  /** Entries holding the term. */
  df(term: string): number;
  /** Inverse document frequency (BM25's, never negative); a term no entry holds gets the highest. */
  idf(term: string): number;
  /** The idf of a term one entry holds (the rarest a written term can be). */
  rarestIdf(): number;
  /** The entries holding the term. */
  postings(term: string): IndexedEntry[];
  /** Names written capitalised inside a sentence somewhere in the journal (people and places), and never in lower case. */
  names: Set<string>;
  /** Roles and names the journal links, both ways ("brother" ↔ "ollie"). */
  links: Map<string, Set<string>>;
  /** The journal's terms that share a Porter stem ("save" → save, saving, savings). */
  byStem(stem: string): string[];
  /** The journal's terms whose WordNet definition holds the word ("water" → swim: "travel through water"). */
  definedWith(word: string): string[];
  /** BM25 of one entry for weighted query terms. */
  score(entry: IndexedEntry, query: Map<string, number>): number;
}

export function analyseEntry(row: EntryRow): IndexedEntry {
  const stems = new Map<string, string>();
  const sentences = analyseSentences(row.transcript, stems);
  const tf = new Map<string, number>();
  let length = 0;
  for (const term of [...contentWords(row.name), ...sentences.flatMap((s) => s.terms)]) {
    tf.set(term, (tf.get(term) ?? 0) + 1);
    length += 1;
  }
  return { ...row, sentences, tf, length, links: roleLinks(row.transcript), stems };
}

/** A definition's word in the singular, roughly ("programs" → "program", "stories" → "story"). */
export const singular = (word: string) => (word.length > 4 ? word.replace(/ies$/, 'y').replace(/(?<![su])s$/, '') : word);

const LOWER_CASE_WORD = /(?<![\p{L}\p{N}'’-])\p{Ll}[\p{Ll}'’-]*/gu;

export function buildIndex(entries: IndexedEntry[]): LexicalIndex {
  const df = new Map<string, number>();
  const postings = new Map<string, IndexedEntry[]>();
  const names = new Set<string>();
  /** Words written in lower case somewhere: a word of a name that is also a common word ("pottery" of "Mill Lane Pottery"). */
  const common = new Set<string>();
  const links = new Map<string, Set<string>>();
  const link = (a: string, b: string) => links.set(a, (links.get(a) ?? new Set()).add(b));
  const stems = new Map<string, Set<string>>();
  for (const entry of entries) {
    for (const term of entry.tf.keys()) {
      df.set(term, (df.get(term) ?? 0) + 1);
      const holding = postings.get(term);
      if (holding) holding.push(entry);
      else postings.set(term, [entry]);
    }
    for (const s of entry.sentences) for (const name of s.names) names.add(name);
    for (const word of entry.transcript.match(LOWER_CASE_WORD) ?? []) common.add(word);
    for (const [term, stem] of entry.stems) stems.set(stem, (stems.get(stem) ?? new Set()).add(term));
  }
  for (const name of names) if (common.has(name)) names.delete(name);
  const defined = new Map<string, Set<string>>();
  for (const term of df.keys()) {
    for (const word of glossWords(term)) {
      const base = singular(word);
      if (base !== term) defined.set(base, (defined.get(base) ?? new Set()).add(term));
    }
  }
  // A role is linked to a name the journal writes capitalised inside a sentence ("Took the desk back" names no one).
  for (const [role, name] of entries.flatMap((e) => e.links)) {
    if (!names.has(name)) continue;
    link(role, name);
    link(name, role);
  }
  const n = entries.length;
  const avgLength = entries.reduce((sum, e) => sum + e.length, 0) / Math.max(1, n);
  /** BM25's idf of a term `count` entries hold. */
  const idfOf = (count: number) => Math.log(1 + (n - count + 0.5) / (count + 0.5));
  const idf = (term: string) => idfOf(df.get(term) ?? 0);
  return {
    entries,
    df: (term) => df.get(term) ?? 0,
    idf,
    rarestIdf: () => idfOf(1),
    postings: (term) => postings.get(term) ?? [],
    names,
    links,
    byStem: (stem) => [...(stems.get(stem) ?? [])],
    definedWith: (word) => [...(defined.get(word) ?? [])],
    score(entry, query) {
      let total = 0;
      for (const [term, weight] of query) {
        const f = entry.tf.get(term);
        if (!f) continue;
        total += weight * idf(term) * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * entry.length) / Math.max(1, avgLength))));
      }
      return total;
    },
  };
}

const cache = new LRUCache<string, { fingerprint: string; index: LexicalIndex }>({ max: CACHED_INSCRIPTIONS });
/** Builds under way, by inscription and fingerprint: a question asked while one runs waits for it. */
const building = new Map<string, Promise<LexicalIndex>>();

/** Each row analysed (or `kept` as it was), a few at a time with a turn of the event loop between. */
export const analyseInTurns = (rows: EntryRow[], kept: (row: EntryRow) => IndexedEntry | undefined): Promise<IndexedEntry[]> =>
  mapInTurns(rows, (row) => kept(row) ?? analyseEntry(row));

/**
 * The index of one inscription's entries (the caller has checked the actor owns it). Entries whose
 * last update is unchanged keep their analysis; the others are read again.
 */
export async function inscriptionIndex(actor: Actor, inscriptionId: string): Promise<LexicalIndex> {
  const [stats] = await actor.db
    .select({ entries: count(), updated: max(inscriptionEntries.dateUpdated) })
    .from(inscriptionEntries)
    .where(and(eq(inscriptionEntries.inscriptionId, inscriptionId)));
  const fingerprint = `${stats?.entries ?? 0}:${stats?.updated ? new Date(stats.updated).getTime() : 0}`;
  const held = cache.get(inscriptionId);
  if (held?.fingerprint === fingerprint) return held.index;
  const key = `${inscriptionId}/${fingerprint}`;
  const running = building.get(key);
  if (running) return running;
  const build = rebuild(actor, inscriptionId, held?.index).then((index) => {
    cache.set(inscriptionId, { fingerprint, index });
    return index;
  });
  building.set(key, build);
  return build.finally(() => building.delete(key));
}

async function rebuild(actor: Actor, inscriptionId: string, previousIndex: LexicalIndex | undefined): Promise<LexicalIndex> {
  const rows = await actor.db
    .select({
      id: inscriptionEntries.id,
      name: inscriptionEntries.name,
      transcript: inscriptionEntries.transcript,
      dateRecorded: inscriptionEntries.dateRecorded,
      isPrivate: inscriptionEntries.isPrivate,
      dateUpdated: inscriptionEntries.dateUpdated,
    })
    .from(inscriptionEntries)
    .where(eq(inscriptionEntries.inscriptionId, inscriptionId));
  const previous = new Map((previousIndex?.entries ?? []).map((e) => [e.id, e]));
  const entries = await analyseInTurns(rows, (row) => {
    const old = previous.get(row.id);
    return old && old.dateUpdated.getTime() === row.dateUpdated.getTime() && old.transcript === row.transcript && old.name === row.name
      ? { ...old, isPrivate: row.isPrivate, dateRecorded: row.dateRecorded }
      : undefined;
  });
  return buildIndex(entries);
}
