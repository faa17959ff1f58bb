import { INSIGHT_FIELDS } from '@inscriptions/contracts';
import type { InsightFieldsValue, InsightItemValue } from '../../db/schema';
import type { DatedSentence } from './nlp';
import { isMarker, MARKERS } from './markers';
import { byStronger, bySubject, contextOf, entriesOf, saying, type Subject } from './subjects';
import { distinct, findThemes, history, phraseList, withActivities } from './themes';

/*
 * The offline engine's insights: transparent rules over the dated sentences of the entries. Themes are
 * the subjects the person keeps writing about (themes.ts: groups of entries named by their key
 * phrases); each field holds the themes whose sentences say what the field asks, each item quoting
 * those sentences with their dates and saying in its reasoning which rule found it, with its counts.
 *
 * - recurring trends: themes in 3+ entries across 2+ months (or 4+ entries), with their rise and fade;
 * - positive habits: a practice kept ("every evening", "again", "streak") in sentences that do not read
 *   negative; improvable habits: a practice lapsed ("missed", "stopped", "too tired") or kept grimly;
 * - worth repeating: what went well ("sold out", "best", "proud", or a clearly positive sentence);
 * - potential improvements: sentences saying something should change ("should", "I need to", "next time"),
 *   or that something is lonely (a way of working or living the person would change);
 * - concerns or self-doubt: worry and doubt words, or a negative question;
 * - risk tolerance: a risk taken (launch, sign, hire, quit, enter, offer, apply, "said yes", "decided
 *   to", "raised my rates"…) without a negative tone, or one held back (postpone, avoid, "not ready",
 *   withdraw, pull out, close; "without stopping" holds nothing back); strategies pair what was held
 *   back with what was taken.
 *
 * A field lists the subjects with most entries first, but positive habits put a stated routine ("every
 * lesson", "twice a day") first, things worth repeating a success word, and risks taken and strategies
 * a risk written beside a worry.
 */


const POSITIVE = 0.3;
const MAX_ITEMS = 5;
/** Recurring subjects listed at most: a year of writing keeps returning to about a dozen (each must recur, see above). */
const MAX_TRENDS = 12;
const MAX_QUOTES = 3;

export const emptyFields = (): InsightFieldsValue =>
  Object.fromEntries(INSIGHT_FIELDS.map((f) => [f, [] as InsightItemValue[]])) as unknown as InsightFieldsValue;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const dates = (ss: DatedSentence[]) => distinct(ss.map((s) => s.day)).join(', ');

/** Up to three quotes from different entries: the earliest, the latest and the strongest in between. */
export function pickEvidence(sentences: DatedSentence[], prefer: (s: DatedSentence) => number = (s) => Math.abs(s.sentiment)): DatedSentence[] {
  const byEntry = new Map<string, DatedSentence>();
  for (const s of sentences) {
    const held = byEntry.get(s.entryId);
    if (!held || prefer(s) > prefer(held)) byEntry.set(s.entryId, s);
  }
  const ordered = [...byEntry.values()].sort((a, b) => a.dateRecorded.getTime() - b.dateRecorded.getTime());
  if (ordered.length <= MAX_QUOTES) return ordered;
  const middle = ordered.slice(1, -1).sort((a, b) => prefer(b) - prefer(a))[0]!;
  return [ordered[0]!, middle, ordered[ordered.length - 1]!].sort((a, b) => a.dateRecorded.getTime() - b.dateRecorded.getTime());
}

/** An item whose evidence quotes the chosen sentences and links to their entries. */
export function item(topic: string, name: string, reasoning: string, quotes: DatedSentence[], score: number): InsightItemValue {
  return {
    name,
    reasoning,
    evidence: quotes.map((q) => `“${q.text}” (${q.day})`).join(' '),
    sources: quotes.map((q) => ({ entryId: q.entryId, entryName: q.entryName, dateRecorded: q.dateRecorded.toISOString(), quote: q.text })),
    topic,
    score,
  };
}

/** The nine fields from the dated sentences of an inscription's entries. */
export function offlineInsights(written: DatedSentence[]): InsightFieldsValue {
  const fields = emptyFields();
  if (!written.length) return fields;
  // Every rule reads activities written as verbs ("I swim") as their nouns ("swimming").
  const sentences = withActivities(written);
  const themes = findThemes(sentences, isMarker);
  const context = contextOf(sentences, themes);
  const latestMonth = sentences.map((s) => s.month).sort().at(-1)!;

  fields.reoccurringTrends = themes
    .filter((t) => (t.entries >= 3 && t.months.length >= 2) || t.entries >= 4)
    .slice(0, MAX_TRENDS)
    .map((t) =>
      item(
        t.topic,
        `“${phraseList(t.phrases.slice(0, 3))}” keeps coming up`,
        `“${t.topic}” and what you write with it appear in ${t.entries} entries across ${count(t.months.length, 'month', 'months')}: ${history(t, latestMonth)}; entries per month: ${t.months.map((m) => `${m.month} ${m.entries}`).join(', ')}.`,
        pickEvidence(t.sentences),
        t.entries,
      ),
    );

  const field = (
    marker: RegExp | null,
    test: (s: DatedSentence) => boolean,
    make: (subject: Subject, entries: number) => InsightItemValue,
    limit = MAX_ITEMS,
    stronger?: (s: DatedSentence) => boolean,
  ) =>
    byStronger(bySubject(context, marker, test), stronger)
      .slice(0, limit)
      .map((subject) => make(subject, entriesOf(subject.sentences).length));
  const entriesSay = (n: number) => count(n, 'entry says', 'entries say');

  const kept = (s: DatedSentence) => MARKERS.habit.test(s.text) && !MARKERS.lapse.test(s.text) && s.sentiment >= 0;
  // A practice done "every lesson" or "twice a day" comes before one that only goes on "again" or "still".
  const routine = (s: DatedSentence) => MARKERS.routine.test(s.text);
  fields.habitsPositivePatterns = field(
    MARKERS.habit,
    kept,
    (subject, n) =>
      item(
      subject.topic,
        `You keep up “${subject.label}”${saying(subject)}`,
        `${entriesSay(n)} you keep “${subject.topic}” going (“every…”, “again”, “in a row”), without a negative tone (${dates(subject.sentences)}).`,
        pickEvidence(subject.sentences, (s) => s.sentiment),
        n,
      ),
    MAX_ITEMS,
    routine,
  );

  const lapsed = (s: DatedSentence) => MARKERS.lapse.test(s.text) || (MARKERS.habit.test(s.text) && s.sentiment < 0);
  fields.habitsImprovablePatterns = field(MARKERS.lapse, lapsed, (subject, n) =>
    item(
      subject.topic,
      `“${subject.label}” slips${saying(subject)}`,
      `${entriesSay(n)} “${subject.topic}” lapsed or wore you down (“missed”, “stopped”, “too tired”…), on ${dates(subject.sentences)}.`,
      pickEvidence(subject.sentences, (s) => -s.sentiment),
      n,
    ),
  );

  const wentWell = (s: DatedSentence) => (MARKERS.success.test(s.text) && s.sentiment >= 0) || s.sentiment >= POSITIVE;
  fields.repetitionRecommendations = field(
    MARKERS.success,
    wentWell,
    (subject, n) =>
      item(
        subject.topic,
        `Do “${subject.label}” again${saying(subject)}`,
        `${entriesSay(n)} “${subject.topic}” went well (“sold out”, “best”, “proud”, or a clearly positive tone), on ${dates(subject.sentences)}.`,
        pickEvidence(subject.sentences, (s) => s.sentiment),
        n,
      ),
    MAX_ITEMS,
    // What "sold out" or made the writer "proud" comes before what only reads positive.
    (s) => MARKERS.success.test(s.text),
  );

  fields.potentialImprovements = field(
    MARKERS.improve,
    (s) => MARKERS.improve.test(s.text),
    (subject, n) =>
      item(
        subject.topic,
        `Follow through on “${subject.label}”${saying(subject)}`,
        `${entriesSay(n)} something about “${subject.topic}” should change (“should”, “need to”, “next time”…), on ${dates(subject.sentences)}.`,
        pickEvidence(subject.sentences),
        n,
      ),
  );

  const worried = (s: DatedSentence) => MARKERS.concern.test(s.text) || (s.text.endsWith('?') && s.sentiment < 0);
  fields.concernsSelfDoubt = field(
    MARKERS.concern,
    worried,
    (subject, n) =>
      item(
        subject.topic,
        `Doubts about “${subject.label}”${saying(subject)}`,
        `Worry or doubt about “${subject.topic}” shows in ${count(n, 'entry', 'entries')} (${dates(subject.sentences)}).`,
        pickEvidence(subject.sentences, (s) => -s.sentiment),
        n,
      ),
  );

  const heldBack = (s: DatedSentence) => MARKERS.holdBack.test(s.text) || (MARKERS.risk.test(s.text) && s.sentiment < 0);
  const takenWell = (s: DatedSentence) => MARKERS.risk.test(s.text) && !MARKERS.holdBack.test(s.text) && s.sentiment >= 0;
  const worriedEntries = new Set(sentences.filter(worried).map((s) => s.entryId));
  fields.risksPositiveTolerance = field(
    MARKERS.risk,
    takenWell,
    (subject, n) =>
      item(
        subject.topic,
        `Willing to take a chance on “${subject.label}”${saying(subject)}`,
        `You took or weighed a risk on “${subject.topic}” in ${count(n, 'entry', 'entries')} and wrote about it without a negative tone (${dates(subject.sentences)}).`,
        pickEvidence(subject.sentences, (s) => s.sentiment),
        n,
      ),
    MAX_ITEMS,
    // A risk taken in spite of a worry written beside it ("Terrified and excited") shows the tolerance most.
    (s) => worriedEntries.has(s.entryId),
  );
  fields.risksImprovableTolerance = field(MARKERS.holdBack, heldBack, (subject, n) =>
    item(
      subject.topic,
      `Holding back on “${subject.label}”${saying(subject)}`,
      `You postponed, avoided or dreaded a risk about “${subject.topic}” in ${count(n, 'entry', 'entries')} (${dates(subject.sentences)}).`,
      pickEvidence(subject.sentences, (s) => -s.sentiment),
      n,
    ),
  );
  const bestTaken = [...sentences.filter(takenWell)].sort((a, b) => b.sentiment - a.sentiment)[0];
  fields.risksStrategies = field(
    null,
    (s) => heldBack(s) || takenWell(s),
    (subject, n) => {
      const held = subject.sentences.find(heldBack);
      const taken = subject.sentences.find(takenWell) ?? bestTaken;
      const quotes = distinct([held, taken].filter((q): q is DatedSentence => q !== undefined));
      const why = held
        ? `You held back on “${subject.topic}” on ${held.day}.${taken ? ` When you took a chance on ${taken.day} it read ${taken.sentiment >= 0 ? 'well' : 'badly'}, so` : ''} try a smaller, reversible version of the step first and set a date to decide.`
        : `You took a risk on “${subject.topic}” (${dates(subject.sentences)}): size the next one the same way, with a way back.`;
      return item(subject.topic, held ? `Take a small, reversible step on “${subject.label}”` : `Size risks on “${subject.label}” like this one`, why, quotes, n);
    },
    MAX_ITEMS,
    // A risk written beside a worry ("Took a loan… Terrified") needs a strategy more than one taken lightly.
    (s) => worriedEntries.has(s.entryId),
  );
  return fields;
}

/** A plain-text field's items as the spec's strings. */
export const asText = (items: InsightItemValue[]): string[] => items.map((i) => `${i.name}: ${i.reasoning}`);
