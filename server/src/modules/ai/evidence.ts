import type { Actor } from '../actor';
import { owned } from '../ownership';
import { eventBoundary, parseDateRange, rangeAround, type DateRange } from './dateRange';
import { inscriptionIndex, type IndexedEntry, type LexicalIndex } from './lexicalIndex';
import { contentWords, type ContentToken } from './nlp';
import { keyTerms, questionKind, type QuestionKind } from './question';
import type { Passage, RetrievedEntry } from './retrieval';

/*
 * What supports an answer: the question's period (a date, a week, a season, or before/after an event
 * found in the journal), its kind, and the sentences that hold its key terms. A sentence's coverage is
 * the share of the key terms' weight (BM25's idf) it holds with its entry's title; below
 * MIN_COVERAGE nothing supports an answer. Sentences are then chosen as the kind asks: the best one
 * for a fact or a number, the first and last (and a few between) in date order for a change or a
 * duration, every entry's best for an aggregate or a period.
 */

/** Share of a question's key-term weight a sentence must hold to support an answer. */
export const MIN_COVERAGE = 0.5;
/** Credit for a key term found only in the entry's title. */
const TITLE_CREDIT = 0.5;
/** Weight of a key term that is not a noun, and of one that no entry holds either. */
const OTHER_WORD = 0.5;
const UNKNOWN_WORDING = 0.25;
/** Entries ranked by BM25 whose sentences are read for an answer. */
const CANDIDATES = 40;
const LIST_PASSAGES = 8;

export interface Evidence {
  kind: QuestionKind;
  range: DateRange | null;
  /** Entries for the engine: those of the passages first, then the best-ranked others. */
  entries: RetrievedEntry[];
  /** The sentences an answer rests on, in the order the answer tells them; empty: nothing supports one. */
  passages: Passage[];
}

export interface EvidenceOptions {
  timeZone: string | null;
  now: Date;
  /** false: leave out private entries and a private inscription's (an external engine reads them). */
  withPrivate: boolean;
  /** Entries given to the engine at most. */
  limit: number;
  /** Extra words to look for (a dive-deeper question's insight title). */
  extraTerms?: string;
}

interface Scored {
  entry: IndexedEntry;
  sentence: string;
  coverage: number;
  rank: number;
}

const toRetrieved = (entry: IndexedEntry, rank: number): RetrievedEntry => ({
  id: entry.id,
  name: entry.name,
  transcript: entry.transcript,
  dateRecorded: entry.dateRecorded,
  rank,
});
const toPassage = (s: Scored): Passage => ({
  entryId: s.entry.id,
  entryName: s.entry.name,
  dateRecorded: s.entry.dateRecorded,
  sentence: s.sentence,
  score: s.coverage,
});
const byDate = (a: Scored, b: Scored) => a.entry.dateRecorded.getTime() - b.entry.dateRecorded.getTime();
const inRange = (range: DateRange | null) => (e: IndexedEntry) =>
  !range || ((!range.from || e.dateRecorded.getTime() >= range.from.getTime()) && e.dateRecorded.getTime() <= range.to.getTime());

/**
 * A key term's weight: its idf, in full for a noun (what the question is about), half for another
 * word, and a quarter for another word no entry holds (likely the question's own wording, "teach").
 */
function termWeight(index: LexicalIndex, term: ContentToken): number {
  if (term.pos === 'NOUN' || term.pos === 'PROPN') return index.idf(term.lemma);
  const known = index.entries.some((e) => e.tf.has(term.lemma));
  return index.idf(term.lemma) * (known ? OTHER_WORD : UNKNOWN_WORDING);
}

/** The date an event happened: the entry that best names it (the earliest of equals). */
function eventDate(index: LexicalIndex, entries: IndexedEntry[], event: string): Date | null {
  const query = new Map(contentWords(event).map((t) => [t, 1]));
  let best: { entry: IndexedEntry; score: number } | null = null;
  for (const entry of entries) {
    const score = index.score(entry, query);
    if (score > 0 && (!best || score > best.score || (score === best.score && entry.dateRecorded < best.entry.dateRecorded))) best = { entry, score };
  }
  return best?.entry.dateRecorded ?? null;
}

/** The best sentence of each entry, one per entry, for a list. */
function bestPerEntry(scored: Scored[]): Scored[] {
  const best = new Map<string, Scored>();
  for (const s of scored) if (!best.has(s.entry.id) || best.get(s.entry.id)!.coverage < s.coverage) best.set(s.entry.id, s);
  return [...best.values()];
}

/** The passages a kind of question is answered with, from the sentences that support it. */
function choose(kind: QuestionKind, range: DateRange | null, supported: Scored[]): Scored[] {
  const ranked = [...supported].sort((a, b) => b.coverage - a.coverage || b.rank - a.rank);
  if (kind === 'change' || kind === 'duration') {
    const dated = bestPerEntry(supported).sort(byDate);
    if (dated.length <= 2) return dated;
    const between = dated.slice(1, -1).sort((a, b) => b.coverage - a.coverage || b.rank - a.rank).slice(0, 2);
    return [dated[0]!, ...between, dated.at(-1)!].sort(byDate);
  }
  if (kind === 'aggregate' || range) return bestPerEntry(supported).sort((a, b) => b.coverage - a.coverage).slice(0, LIST_PASSAGES).sort(byDate);
  if (kind === 'number') {
    const top = ranked[0]!;
    const withFigure = ranked.find((s) => s.coverage >= top.coverage - 0.15 && /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|dozen)\b/i.test(s.sentence));
    return [withFigure ?? top];
  }
  return ranked.slice(0, 1);
}

/**
 * The evidence for a question in one of the actor's inscriptions (none for another user's): its
 * period, kind and supporting passages, and the entries to give the engine.
 */
export async function gatherEvidence(actor: Actor, inscriptionId: unknown, question: string, options: EvidenceOptions): Promise<Evidence> {
  const kind = questionKind(question);
  const inscription = await owned(actor, 'inscription', inscriptionId);
  let range = parseDateRange(question, options.timeZone, options.now);
  if (!inscription || (!options.withPrivate && inscription.isPrivate)) return { kind, range, entries: [], passages: [] };
  const index = await inscriptionIndex(actor, inscription.id);
  const readable = index.entries.filter((e) => options.withPrivate || !e.isPrivate);
  const boundary = range ? null : eventBoundary(question);
  if (boundary) {
    const date = eventDate(index, readable, boundary.event);
    if (date) range = rangeAround(boundary, date, options.timeZone, options.now);
  }
  const candidates = readable.filter(inRange(range));
  const terms = keyTerms(`${question} ${options.extraTerms ?? ''}`, range?.phrase ?? boundary?.phrase);

  if (terms.length === 0) {
    // A period with nothing more asked ("what happened last week?"): each entry's opening sentence.
    if (!range) return { kind, range, entries: [], passages: [] };
    const opening = candidates
      .filter((e) => e.sentences.length)
      .sort((a, b) => a.dateRecorded.getTime() - b.dateRecorded.getTime())
      .map((entry) => ({ entry, sentence: entry.sentences.slice(0, 2).map((x) => x.text).join(' '), coverage: 1, rank: 0 }));
    const told = opening.length > LIST_PASSAGES ? opening.filter((_, i) => i % Math.ceil(opening.length / LIST_PASSAGES) === 0) : opening;
    return { kind, range, entries: told.map((s) => toRetrieved(s.entry, 0)), passages: told.map(toPassage) };
  }

  const query = new Map(terms.map((t) => [t.lemma, 1]));
  const weight = new Map(terms.map((t) => [t.lemma, termWeight(index, t)]));
  // A subject no entry names weighs no more than the rarest one some entry does: it may be a paraphrase.
  const known = terms.filter((t) => index.entries.some((e) => e.tf.has(t.lemma)));
  const heaviestKnown = Math.max(0, ...known.map((t) => weight.get(t.lemma)!));
  if (known.length) for (const t of terms) if (!known.includes(t)) weight.set(t.lemma, Math.min(weight.get(t.lemma)!, heaviestKnown));
  const total = [...weight.values()].reduce((a, b) => a + b, 0);
  const ranked = candidates
    .map((entry) => ({ entry, rank: index.score(entry, query) }))
    .filter((r) => r.rank > 0)
    .sort((a, b) => b.rank - a.rank || b.entry.dateRecorded.getTime() - a.entry.dateRecorded.getTime())
    .slice(0, CANDIDATES);
  const scored: Scored[] = ranked.flatMap(({ entry, rank }) => {
    const title = new Set(contentWords(entry.name));
    const coverageOf = (held: Set<string>) =>
      [...weight].reduce((sum, [t, w]) => sum + (held.has(t) ? w : title.has(t) ? w * TITLE_CREDIT : 0), 0) / total;
    return entry.sentences.map((s, i) => {
      const alone = coverageOf(new Set(s.terms));
      // A sentence and the next one together ("Signed the tenancy. Deposit £1,040."), when that holds more.
      const next = entry.sentences[i + 1];
      const paired = next ? coverageOf(new Set([...s.terms, ...next.terms])) : 0;
      return paired > alone
        ? { entry, sentence: `${s.text} ${next!.text}`, coverage: paired, rank }
        : { entry, sentence: s.text, coverage: alone, rank };
    });
  });
  const supported = scored.filter((s) => s.coverage >= MIN_COVERAGE);
  const passages = supported.length ? choose(kind, range, supported) : [];
  const cited = new Set(passages.map((p) => p.entry.id));
  const entries = [
    ...passages.filter((p, i) => passages.findIndex((q) => q.entry.id === p.entry.id) === i).map((p) => toRetrieved(p.entry, p.rank)),
    ...ranked.filter((r) => !cited.has(r.entry.id)).map((r) => toRetrieved(r.entry, r.rank)),
  ].slice(0, Math.max(options.limit, cited.size));
  return { kind, range, entries, passages: passages.map(toPassage) };
}
