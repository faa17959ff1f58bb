import { INSIGHT_FIELDS, type InsightField } from '@inscriptions/contracts';
import type { InsightFieldsValue, InsightItemValue } from '../../db/schema';
import type { DatedSentence } from './nlp';

/*
 * The offline engine's insights: transparent rules over the dated sentences of the entries. Every item
 * says in its reasoning which rule found it and with what counts, and quotes the sentences it rests on.
 *
 * - themes: a content word (lemma) is a theme once it appears in 2 or more entries;
 * - recurring trends: themes in 3+ entries across 2+ months, or in 4+ entries;
 * - positive / improvable patterns: themes whose sentences read positive (mean sentiment ≥ +0.15) or
 *   negative (≤ -0.1), repeated practices ("every morning", "again", "routine") first;
 * - worth repeating: positive themes, those written about less in the latest month first;
 * - potential improvements: sentences saying something should change ("should", "need to", "next time");
 * - concerns or self-doubt: worry and doubt words, or a negative question;
 * - risk tolerance: risk words (launch, invest, bet…) read positive, or holding back (postpone, avoid,
 *   "not ready") / negative; strategies pair a held-back risk with a risk taken that went well.
 */

const MARKERS = {
  habit: /\b(every (day|morning|evening|night|week)|each (day|morning|evening|week)|daily|weekly|always|usually|routine|habit|again|kept|keep)\b/i,
  improve: /\b(should|need to|needs to|have to|has to|must|ought to|plan to|next time|want to|improve)\b/i,
  concern: /\b(worr\w*|afraid|fear\w*|doubt\w*|anxious|anxiety|unsure|not sure|nervous|stress\w*|overwhelm\w*|scared|imposter|insecure)\b/i,
  risk: /\b(risk\w*|bet|gambl\w*|invest\w*|launch\w*|experiment\w*|bold|leap|chance|quit|commit\w*|all in)\b/i,
  holdBack: /\b(hesitat\w*|held back|hold back|holding back|avoid\w*|postpon\w*|delay\w*|too risky|play(ed)? (it )?safe|put off|not ready)\b/i,
};

const POSITIVE = 0.15;
const NEGATIVE = -0.1;
const MAX_ITEMS = 5;
const MAX_QUOTES = 3;

export const emptyFields = (): InsightFieldsValue =>
  Object.fromEntries(INSIGHT_FIELDS.map((f) => [f, [] as InsightItemValue[]])) as unknown as InsightFieldsValue;

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(2)}`;
const distinct = <T>(xs: T[]) => [...new Set(xs)];
const entriesOf = (ss: DatedSentence[]) => distinct(ss.map((s) => s.entryId));
const monthsOf = (ss: DatedSentence[]) => distinct(ss.map((s) => s.month)).sort();

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

interface Theme {
  term: string;
  sentences: DatedSentence[];
  entries: number;
  sentiment: number;
}

/** Content words found in 2+ entries, most entries first. */
function themesOf(sentences: DatedSentence[]): Theme[] {
  const byTerm = new Map<string, DatedSentence[]>();
  for (const s of sentences) for (const t of s.terms) byTerm.set(t, [...(byTerm.get(t) ?? []), s]);
  return [...byTerm.entries()]
    .map(([term, ss]) => ({ term, sentences: ss, entries: entriesOf(ss).length, sentiment: mean(ss.map((s) => s.sentiment)) }))
    .filter((t) => t.entries >= 2)
    .sort((a, b) => b.entries - a.entries || a.term.localeCompare(b.term));
}

const isMarker = (term: string) => Object.values(MARKERS).some((m) => m.test(term));

/**
 * Groups sentences by their most widespread noun (else content word) that is not itself a marker word,
 * so one group is one topic; largest groups first.
 */
function groupByTopic(sentences: DatedSentence[], weight: Map<string, number>): { topic: string; sentences: DatedSentence[] }[] {
  const groups = new Map<string, DatedSentence[]>();
  const byWeight = (a: string, b: string) => (weight.get(b) ?? 0) - (weight.get(a) ?? 0) || a.localeCompare(b);
  for (const s of sentences) {
    const nouns = s.nouns.filter((t) => !isMarker(t));
    const others = s.terms.filter((t) => !isMarker(t));
    const topic = (nouns.length ? nouns : others.length ? others : [...s.terms]).sort(byWeight)[0] ?? 'this';
    groups.set(topic, [...(groups.get(topic) ?? []), s]);
  }
  return [...groups.entries()]
    .map(([topic, ss]) => ({ topic, sentences: ss }))
    .sort(
      (a, b) =>
        entriesOf(b.sentences).length - entriesOf(a.sentences).length ||
        b.sentences.at(-1)!.dateRecorded.getTime() - a.sentences.at(-1)!.dateRecorded.getTime(),
    );
}

const perMonth = (ss: DatedSentence[]) => {
  const counts = new Map<string, Set<string>>();
  for (const s of ss) counts.set(s.month, (counts.get(s.month) ?? new Set()).add(s.entryId));
  return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, ids]) => ({ month, entries: ids.size }));
};

const dates = (ss: DatedSentence[]) => distinct(ss.map((s) => s.day)).join(', ');

/** The nine fields from the dated sentences of an inscription's entries. */
export function offlineInsights(sentences: DatedSentence[]): InsightFieldsValue {
  const fields = emptyFields();
  if (!sentences.length) return fields;
  const themes = themesOf(sentences);
  const weight = new Map(themes.map((t) => [t.term, t.entries]));
  const latestMonth = monthsOf(sentences).at(-1)!;

  fields.reoccurringTrends = themes
    .filter((t) => (t.entries >= 3 && monthsOf(t.sentences).length >= 2) || t.entries >= 4)
    .slice(0, MAX_ITEMS)
    .map((t) =>
      item(
        t.term,
        `“${t.term}” keeps coming up`,
        `“${t.term}” appears in ${t.entries} entries across ${monthsOf(t.sentences).length} month(s), from ${t.sentences[0]!.day} to ${t.sentences.at(-1)!.day}; entries per month: ${perMonth(t.sentences).map((m) => `${m.month} ${m.entries}`).join(', ')}.`,
        pickEvidence(t.sentences),
        t.entries,
      ),
    );

  const habitFirst = (t: Theme) => t.sentences.filter((s) => MARKERS.habit.test(s.text)).length;
  const positive = themes.filter((t) => t.sentiment >= POSITIVE).sort((a, b) => habitFirst(b) - habitFirst(a) || b.entries - a.entries);
  fields.habitsPositivePatterns = positive.slice(0, MAX_ITEMS).map((t) => {
    const good = t.sentences.filter((s) => s.sentiment > 0);
    const habit = habitFirst(t) ? ` ${habitFirst(t)} of those sentences describe it as a repeated practice.` : '';
    return item(
      t.term,
      `“${t.term}” tends to go well`,
      `You wrote about “${t.term}” in ${t.entries} entries and those sentences read positive on average (sentiment ${signed(t.sentiment)}).${habit}`,
      pickEvidence(good.length ? good : t.sentences, (s) => s.sentiment),
      t.entries,
    );
  });

  const half = (t: Theme) => {
    const mid = Math.floor(t.sentences.length / 2);
    return { before: mean(t.sentences.slice(0, mid).map((s) => s.sentiment)), after: mean(t.sentences.slice(mid).map((s) => s.sentiment)) };
  };
  const falling = (t: Theme) => t.sentences.length >= 4 && half(t).after < half(t).before - 0.3;
  fields.habitsImprovablePatterns = themes
    .filter((t) => t.sentiment <= NEGATIVE || falling(t))
    .slice(0, MAX_ITEMS)
    .map((t) => {
      const bad = t.sentences.filter((s) => s.sentiment < 0);
      const why =
        t.sentiment <= NEGATIVE
          ? `those sentences read negative on average (sentiment ${signed(t.sentiment)})`
          : `the tone fell from ${signed(half(t).before)} to ${signed(half(t).after)} between the earlier and the later entries`;
      return item(
        t.term,
        `“${t.term}” weighs on you`,
        `You wrote about “${t.term}” in ${t.entries} entries and ${why}.`,
        pickEvidence(bad.length ? bad : t.sentences, (s) => -s.sentiment),
        t.entries,
      );
    });

  const latestShare = (t: Theme) => {
    const months = perMonth(t.sentences);
    const latest = months.find((m) => m.month === latestMonth)?.entries ?? 0;
    const earlier = months.filter((m) => m.month !== latestMonth);
    return { latest, earlier: mean(earlier.map((m) => m.entries)) };
  };
  fields.repetitionRecommendations = [...positive]
    .sort((a, b) => Number(latestShare(b).latest < latestShare(b).earlier) - Number(latestShare(a).latest < latestShare(a).earlier) || b.entries - a.entries)
    .slice(0, 3)
    .map((t) => {
      const { latest, earlier } = latestShare(t);
      const trend =
        latest < earlier
          ? `you wrote about it in ${latest} entries in ${latestMonth}, against ${earlier.toFixed(1)} a month before, so it is slipping`
          : `it is still part of ${latest} entries in ${latestMonth}`;
      return item(
        t.term,
        `Keep “${t.term}” going`,
        `“${t.term}” went well in ${t.entries} entries (sentiment ${signed(t.sentiment)}); ${trend}.`,
        pickEvidence(t.sentences.filter((s) => s.sentiment > 0), (s) => s.sentiment),
        t.entries,
      );
    })
    .filter((i) => i.sources!.length > 0);

  const grouped = (test: (s: DatedSentence) => boolean, make: (topic: string, ss: DatedSentence[]) => InsightItemValue) =>
    groupByTopic(sentences.filter(test), weight)
      .slice(0, MAX_ITEMS)
      .map((g) => make(g.topic, g.sentences));

  fields.potentialImprovements = grouped(
    (s) => MARKERS.improve.test(s.text),
    (topic, ss) =>
      item(
        topic,
        `Follow through on “${topic}”`,
        `${entriesOf(ss).length} entr${entriesOf(ss).length === 1 ? 'y says' : 'ies say'} something about “${topic}” should change (“should”, “need to”, “next time”…), on ${dates(ss)}.`,
        pickEvidence(ss),
        entriesOf(ss).length,
      ),
  );

  fields.concernsSelfDoubt = grouped(
    (s) => MARKERS.concern.test(s.text) || (s.text.endsWith('?') && s.sentiment < 0),
    (topic, ss) =>
      item(
        topic,
        `Doubts about “${topic}”`,
        `Worry or doubt about “${topic}” shows in ${entriesOf(ss).length} entr${entriesOf(ss).length === 1 ? 'y' : 'ies'} (${dates(ss)}).`,
        pickEvidence(ss, (s) => -s.sentiment),
        entriesOf(ss).length,
      ),
  );

  const heldBack = (s: DatedSentence) => MARKERS.holdBack.test(s.text) || (MARKERS.risk.test(s.text) && s.sentiment < 0);
  const takenWell = (s: DatedSentence) => MARKERS.risk.test(s.text) && !MARKERS.holdBack.test(s.text) && s.sentiment >= 0;
  fields.risksPositiveTolerance = grouped(takenWell, (topic, ss) =>
    item(
      topic,
      `Willing to take a chance on “${topic}”`,
      `You took or weighed a risk on “${topic}” in ${entriesOf(ss).length} entr${entriesOf(ss).length === 1 ? 'y' : 'ies'} and wrote about it without a negative tone (${dates(ss)}).`,
      pickEvidence(ss, (s) => s.sentiment),
      entriesOf(ss).length,
    ),
  );
  fields.risksImprovableTolerance = grouped(heldBack, (topic, ss) =>
    item(
      topic,
      `Holding back on “${topic}”`,
      `You postponed, avoided or dreaded a risk about “${topic}” in ${entriesOf(ss).length} entr${entriesOf(ss).length === 1 ? 'y' : 'ies'} (${dates(ss)}).`,
      pickEvidence(ss, (s) => -s.sentiment),
      entriesOf(ss).length,
    ),
  );
  const bestTaken = [...sentences.filter(takenWell)].sort((a, b) => b.sentiment - a.sentiment)[0];
  fields.risksStrategies = fields.risksImprovableTolerance.slice(0, 3).map((held) => {
    const heldQuote = sentences.find((s) => s.entryId === held.sources![0]!.entryId && s.text === held.sources![0]!.quote)!;
    const quotes = bestTaken ? [heldQuote, bestTaken] : [heldQuote];
    const example = bestTaken ? ` When you took a chance on ${bestTaken.day} it read positive (sentiment ${signed(bestTaken.sentiment)}), so` : '';
    return item(
      held.topic!,
      `Take a small, reversible step on “${held.topic}”`,
      `You held back on “${held.topic}” on ${heldQuote.day}.${example} try a smaller version of the step first and set a date to decide.`,
      quotes,
      held.score ?? 1,
    );
  });
  return fields;
}

/** A plain-text field's items as the spec's strings. */
export const asText = (items: InsightItemValue[]): string[] => items.map((i) => `${i.name}: ${i.reasoning}`);

/** 'count' dive-deeper questions for a field, built from its items (or general ones for an empty field). */
export function offlineDiveDeeperQuestions(field: InsightField, items: InsightItemValue[], count: number): string[] {
  const general: Record<InsightField, string> = {
    potentialImprovements: 'What would I most like to improve next month',
    habitsPositivePatterns: 'Which of my habits help me most',
    habitsImprovablePatterns: 'Which habits hold me back',
    repetitionRecommendations: 'What worked well that I should do again',
    reoccurringTrends: 'What topics keep coming up in my entries',
    concernsSelfDoubt: 'What worries me most in my entries',
    risksStrategies: 'How could I take better-sized risks',
    risksImprovableTolerance: 'Where do I avoid risks I could take',
    risksPositiveTolerance: 'Which risks I took paid off',
  };
  const templates = [
    (t: string, d: string) => `How has “${t}” changed since ${d}?`,
    (t: string) => `What was going on when I wrote about “${t}”?`,
    (t: string) => `What could I do next about “${t}”?`,
  ];
  const out: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const it = items[n % Math.max(items.length, 1)];
    if (!it?.topic) {
      out.push(`${general[field]}${n ? ` (${['this month', 'this year'][(n - 1) % 2]})` : ''}?`);
      continue;
    }
    const first = it.sources?.[0]?.dateRecorded.slice(0, 10) ?? 'I started';
    out.push(templates[n % templates.length]!(it.topic, first));
  }
  return distinct(out);
}
