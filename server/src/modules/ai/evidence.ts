import type { Actor } from '../actor';
import { owned } from '../ownership';
import { eventBoundary, parseDateRange, rangeAround, type DateRange } from './dateRange';
import { answerNames } from './answerNames';
import { choose, holdsFocus, type Scored } from './choose';
import { amountFor, AMOUNT_CHANGE, asksMoney, isSubject, joined, MIN_COVERAGE, MONEY_WORDS, NAMED_SUM, scoreSentences } from './coverage';
import { expandTerms, type ExpandedTerm } from './expansion';
import { inscriptionIndex, type IndexedEntry, type LexicalIndex } from './lexicalIndex';
import { contentWords, FIGURE, type AnalysedSentence } from './nlp';
import { answerType, asksPresent, asksQuantity, asksTrouble, figureStems, keyTerms, questionFocus, questionKind, strandedPhrase, type QuestionKind } from './question';
import type { Passage, RetrievedEntry } from './retrieval';
import { CREDIT } from './wordnet';

/*
 * What supports an answer: the question's period (a date, a week, a season, or before/after an event
 * found in the journal), its kind, and the sentences that hold its key terms or what this journal
 * writes for them (expansion.ts). A sentence's coverage is the share of the key terms' weight it holds
 * (coverage.ts); below MIN_COVERAGE nothing supports an answer, and a question none of whose subjects (nouns) the journal
 * holds in any form is not answered. Sentences are then chosen as the kind asks (choose.ts).
 */

/** Weight of a key term that is not a noun. */
const OTHER_WORD = 0.5;
/** Weight of a name the journal writes (a person or a place is what a question is most about). */
const NAME_WEIGHT = 1.5;
/** Sentences a neighbour must share with a question's word when the question names a period. */
const PERIOD_SHARED_SENTENCES = 1;
/** Figures that are not a measure of something: an amount of money, an ordinal (a date, "the 11th"). */
const NOT_A_MEASURE = /[£$€]\s?[\d,.]+|\b\d+(?:st|nd|rd|th)\b/gi;

/**
 * Whether a sentence holds the figure a question names the kind of ("What mark did I get in my grade 3
 * exam?"): a number that is not an amount of money, a date, or one the question writes ("3"), in a
 * sentence that writes the question's own numbers too (it is about "grade 3", not "grade 4").
 */
function holdsMeasure(text: string, question: string): boolean {
  const own = new Set(question.match(/\d+/g) ?? []);
  const numbers = new Set(text.match(/\d+/g) ?? []);
  if ([...own].some((n) => !numbers.has(n))) return false;
  return FIGURE.test(text.replace(NOT_A_MEASURE, ' ').replace(/\d+/g, (n) => (own.has(n) ? ' ' : n)));
}

/** Share of the question a sentence writing the asked named sum's amount must hold ("£1,300 deposit"). */
const SUM_COVERAGE = 0.35;

/** The share of its credit a form of a word weighs in BM25's ranking. */
const FORM_RANK = 0.3;
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

const toRetrieved = (entry: IndexedEntry, rank: number): RetrievedEntry => ({
  id: entry.id,
  name: entry.name,
  transcript: entry.transcript,
  dateRecorded: entry.dateRecorded,
  rank,
});
const toPassage = (s: Scored, text = s.sentence): Passage => ({
  entryId: s.entry.id,
  entryName: s.entry.name,
  dateRecorded: s.entry.dateRecorded,
  sentence: text,
  score: s.coverage,
});

/** A sentence that reports what someone said ("Weak glutes, she says"): what the sentence before it leads to. */
const REPORTED = /\b(?:he|she|they|it) (?:says|said|thinks|thought|reckons|suggests|suggested)\b/i;

/** An entry this short is told whole in a story (a change, a list, a period): its other sentences say what came of it. */
const WHOLE_ENTRY = 3;

/**
 * What an answer tells of a chosen sentence: in a story, the whole entry when it is short, else the
 * sentence and the next; for a fact, the sentence and the next when that one holds a figure or a name
 * ("Asked Amara to help. £250 a day for twenty days.") or reports what was said ("Weak glutes, she says").
 */
function toldOf(s: Scored, story: boolean): string {
  const sentences = s.entry.sentences;
  const start = sentences.findIndex((x) => s.sentence.startsWith(x.text));
  if (start < 0) return s.sentence;
  // A sentence without a content word ("Again.") says nothing a citation could rest on.
  if (story && sentences.length <= WHOLE_ENTRY) return sentences.filter((x, i) => i === start || x.terms.length).map((x) => x.text).join(' ');
  const end = s.sentence === sentences[start]!.text ? start + 1 : start + 2;
  const next = sentences[end];
  if (end - start > 1 || !next?.terms.length || !(story || next.figure || next.names.length || REPORTED.test(next.text))) return s.sentence;
  return `${s.sentence} ${next.text}`;
}
const inRange = (range: DateRange | null) => (e: IndexedEntry) =>
  !range || ((!range.from || e.dateRecorded.getTime() >= range.from.getTime()) && e.dateRecorded.getTime() <= range.to.getTime());


/**
 * A key term's weight: its idf, in full for a noun (what the question is about; half again for a name
 * the journal writes), half for another word, and none for another word the journal holds in no form:
 * that is the question's own wording ("outdoors" of "What vegetables did I grow outdoors?"), which a
 * paraphrase does not repeat. A noun the journal holds in no form keeps its full weight: what the
 * question asks about is not there ("Which textbook did Lucía give me?").
 */
function termWeight(index: LexicalIndex, term: ExpandedTerm): number {
  // A verb phrase ("take up") is never written as such in the index: it is as rare as its verb.
  const idf = index.idf(term.lemma.split(' ')[0]!);
  if (index.names.has(term.lemma)) return idf * NAME_WEIGHT;
  if (isSubject(term)) return idf;
  return term.forms.size ? idf * OTHER_WORD : 0;
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

/**
 * Reads one of the actor's inscriptions for answering ahead of its first question (a big journal takes
 * seconds the first time); false for an inscription the actor does not own.
 */
export async function prepareEvidence(actor: Actor, inscriptionId: unknown): Promise<boolean> {
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription) return false;
  await inscriptionIndex(actor, inscription.id);
  return true;
}

/**
 * The evidence for a question in one of the actor's inscriptions (none for another user's): its
 * period, kind and supporting passages, and the entries to give the engine.
 */
export async function gatherEvidence(actor: Actor, inscriptionId: unknown, question: string, options: EvidenceOptions): Promise<Evidence> {
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription || (!options.withPrivate && inscription.isPrivate)) {
    return { kind: questionKind(question), range: parseDateRange(question, options.timeZone, options.now), entries: [], passages: [] };
  }
  return evidenceIn(await inscriptionIndex(actor, inscription.id), question, options);
}

/** The evidence for a question in one inscription's index. */
export function evidenceIn(index: LexicalIndex, question: string, options: EvidenceOptions): Evidence {
  const kind = questionKind(question);
  let range = parseDateRange(question, options.timeZone, options.now);
  const readable = index.entries.filter((e) => options.withPrivate || !e.isPrivate);
  const boundary = range ? null : eventBoundary(question);
  if (boundary) {
    const date = eventDate(index, readable, boundary.event);
    if (date) range = rangeAround(boundary, date, options.timeZone, options.now);
  }
  const candidates = readable.filter(inRange(range));
  const terms = keyTerms(`${question} ${options.extraTerms ?? ''}`, range?.phrase ?? boundary?.phrase);

  // In a period a word written beside the asked one once stands for it ("aside" of "put the tax money aside").
  const expanded = expandTerms(index, terms, range ? PERIOD_SHARED_SENTENCES : undefined);
  // A period with nothing more asked ("what happened last week?"), or only wording no entry holds in any
  // form ("What went wrong in the third week of June?"): each entry's opening sentence.
  const weight = new Map(expanded.map((t) => [t.lemma, termWeight(index, t)]));
  if ([...weight.values()].every((w) => w === 0)) {
    if (!range) return { kind, range, entries: [], passages: [] };
    const opening = candidates
      .filter((e) => e.sentences.length)
      .sort((a, b) => a.dateRecorded.getTime() - b.dateRecorded.getTime())
      .map((entry) => {
        const [first, second] = entry.sentences as [AnalysedSentence, AnalysedSentence?];
        const analysed = second ? joined(first, second) : first;
        return { entry, sentence: analysed.text, analysed, coverage: 1, rank: 0 };
      });
    const told = opening.length > LIST_PASSAGES ? opening.filter((_, i) => i % Math.ceil(opening.length / LIST_PASSAGES) === 0) : opening;
    return { kind, range, entries: told.map((s) => toRetrieved(s.entry, 0)), passages: told.map((p) => toPassage(p)) };
  }

  // What the question is about, besides what it costs ("my new laptop" of "How much did my new laptop cost?").
  const subjects = expanded.filter((t) => isSubject(t) && !asksMoney(t));
  // The journal holds none of what the question is about, in any form: nothing supports an answer.
  if (subjects.length && subjects.every((t) => t.forms.size === 0)) return { kind, range, entries: [], passages: [] };
  const query = new Map<string, number>();
  // Ranking leans on the words asked: a form stands in for a word at a fraction of its credit there, so
  // an entry that holds the word itself is read before one that holds only relatives of it.
  for (const t of expanded) for (const [form, credit] of t.forms) query.set(form, Math.max(query.get(form) ?? 0, form === t.lemma ? 1 : credit * FORM_RANK));
  // Only entries holding some form are scored (read from the postings, not the whole journal).
  const allowed = new Set(candidates);
  const holding = new Set([...query.keys()].flatMap((form) => index.postings(form)).filter((e) => allowed.has(e)));
  // A change of what something costs is told by its amounts moving, in whatever words ("Raised my day rate from £350 to £400").
  if (kind === 'change' && expanded.some(asksMoney)) for (const e of candidates) if (AMOUNT_CHANGE.test(e.transcript)) holding.add(e);
  const ranked = [...holding]
    .map((entry) => ({ entry, rank: index.score(entry, query) }))
    .sort((a, b) => b.rank - a.rank || b.entry.dateRecorded.getTime() - a.entry.dateRecorded.getTime())
    .slice(0, CANDIDATES);
  const focus = questionFocus(question, kind);
  // What the question asks about that the journal never writes as such ("the train" of "Which train did
  // I take to Manchester?"), besides the figure it asks for ("what score", "my finishing time") and what that costs.
  const kindAsked = answerType(question);
  const figure = new Set(focus === 'figure' ? figureStems(question) : []);
  const unwritten = subjects.filter((t) => index.df(t.lemma) === 0 && !(focus === 'figure' && t.lemma === kindAsked) && !figure.has(t.stem));
  const phrase = strandedPhrase(question, expanded);
  const asked = new Set(expanded.map((t) => t.lemma));
  // A figure of a kind that is not money ("what mark") is not an amount, a date or the question's own number.
  const measure = focus === 'figure' && kindAsked !== null && !MONEY_WORDS.test(kindAsked);
  // A figure asked of a thing ("How much did I pay for the van?") is its price where a sentence writes an
  // amount paid for it, in a form as good as a kind of it; the first thing the question names is the one priced,
  // unless it asks for a sum of a named kind ("How much was the deposit for the studio?": "£1,300 deposit").
  const sum = expanded.find((t) => isSubject(t) && NAMED_SUM.test(t.lemma));
  const priced = (sum ? [sum] : subjects.slice(0, 1)).flatMap((t) => [...t.forms].filter(([, credit]) => credit >= CREDIT.narrower).map(([form]) => form));
  // The amount written beside the named sum asked for supports an answer with less of the question's other words ("£1,300 deposit" for "the deposit for the studio").
  const sumWritten = (s: Scored) => !!sum && focus === 'figure' && s.coverage >= SUM_COVERAGE && amountFor(s.analysed.text, priced);
  const supported = scoreSentences(ranked, expanded, weight, focus === 'figure', kind === 'change', unwritten, kindAsked, kind === 'aggregate' ? kindAsked : null, phrase)
    .map((s) => (s.coverage < MIN_COVERAGE && sumWritten(s) ? { ...s, coverage: MIN_COVERAGE } : s))
    .filter((s) => s.coverage >= MIN_COVERAGE);
  const price = (kind === 'number' || kind === 'fact') && focus === 'figure' && supported.some((s) => amountFor(s.analysed.text, priced));
  const focused = (s: Scored) =>
    holdsFocus(index, s.analysed, focus, asked) && (!measure || holdsMeasure(s.analysed.text, question)) && (!price || amountFor(s.analysed.text, priced));
  const passages = supported.length ? choose(kind, range, supported, focus, focused, { present: asksPresent(question), trouble: asksTrouble(question), quantity: asksQuantity(question) }) : [];
  const cited = new Set(passages.map((p) => p.entry.id));
  const entries = [
    ...passages.filter((p, i) => passages.findIndex((q) => q.entry.id === p.entry.id) === i).map((p) => toRetrieved(p.entry, p.rank)),
    ...ranked.filter((r) => !cited.has(r.entry.id)).map((r) => toRetrieved(r.entry, r.rank)),
  ].slice(0, Math.max(options.limit, cited.size));
  const story = kind !== 'fact' && kind !== 'number';
  const named = answerNames(index, question, expanded, focus, asked);
  const single = passages.length === 1;
  return { kind, range, entries, passages: passages.map((p) => ({ ...toPassage(p, toldOf(p, story || !!range)), named: named(p, single) })) };
}
