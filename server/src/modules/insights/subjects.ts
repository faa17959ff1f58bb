import type { DatedSentence } from './nlp';
import { isMarker } from './markers';
import { distinct, isGeneric, phraseList, themeOfSentence, type Theme } from './themes';

/*
 * The subjects the insight rules (rules.ts) list: the sentences that pass a field's rule, gathered by the
 * theme each is about (or its own noun), each named by the key phrases its sentences write.
 */

/** An item is named by at least this many nouns when its sentences write them. */
const LABEL_WORDS = 2;

export const entriesOf = (ss: DatedSentence[]) => distinct(ss.map((s) => s.entryId));

export interface Subject {
  topic: string;
  /** The key phrases that name it (a theme's three its sentences use most, or the sentence's own noun). */
  label: string;
  theme: Theme | null;
  sentences: DatedSentence[];
  /** The marker words its sentences use ("missed", "worry"), as written, lower case. */
  said: string[];
}

/** "(missed, too tired)": what the sentences said, for an item's name. */
export const saying = (subject: Subject) => (subject.said.length ? ` (${subject.said.slice(0, 3).join(', ')})` : '');

/** What every field's rule reads: the sentences, each entry's nouns and the theme of a sentence (found once). */
export interface Context {
  sentences: DatedSentence[];
  nounsOf: Map<string, string[]>;
  themeOf: (s: DatedSentence) => Theme | null;
}

export function contextOf(sentences: DatedSentence[], themes: Theme[]): Context {
  const nounsOf = new Map<string, string[]>();
  for (const s of sentences) nounsOf.set(s.entryId, [...(nounsOf.get(s.entryId) ?? []), ...s.nouns]);
  const about = themeOfSentence(themes);
  const known = new Map<DatedSentence, Theme | null>();
  const themeOf = (s: DatedSentence) => {
    if (!known.has(s)) known.set(s, about(s, nounsOf.get(s.entryId)!));
    return known.get(s)!;
  };
  return { sentences, nounsOf, themeOf };
}

/**
 * The sentences that pass `test`, gathered by the theme each is about (a sentence in no theme goes under
 * its own first noun); the subjects with the most such entries first.
 */
export function bySubject(context: Context, marker: RegExp | null, test: (s: DatedSentence) => boolean): Subject[] {
  const { sentences, nounsOf, themeOf } = context;
  const subjects = new Map<string, Subject>();
  for (const s of sentences.filter(test)) {
    // The theme the sentence names, or its entry's ("I worry I have not saved enough"); else its own subject.
    const theme = themeOf(s);
    const topic = theme?.topic ?? [...s.nouns, ...nounsOf.get(s.entryId)!].find((n) => !isGeneric(n) && !isMarker(n));
    if (!topic) continue;
    const held = subjects.get(topic) ?? { topic, label: topic, theme, sentences: [], said: [] };
    held.sentences.push(s);
    const word = marker?.exec(s.text)?.[0].toLowerCase();
    if (word && !held.said.includes(word)) held.said.push(word);
    subjects.set(topic, held);
  }
  // A theme's subject is named by the key phrases its own sentences use most ("subscription"), then the theme's own ("pricing").
  for (const subject of subjects.values()) {
    const uses = (p: string) => subject.sentences.filter((s) => s.nouns.includes(p)).length;
    const used = subject.theme?.phrases.filter((p) => uses(p) > 0).sort((a, b) => uses(b) - uses(a)) ?? [];
    const named = subject.theme ? distinct([...used.slice(0, 2), ...subject.theme.phrases.slice(0, 2)]) : [subject.topic];
    // One key phrase says little ("kitchen"): the noun its sentences write most beside it says what about ("kitchen and chair").
    const beside = distinct(subject.sentences.flatMap((s) => s.nouns)).filter((n) => !named.includes(n) && !isGeneric(n) && !isMarker(n));
    named.push(...beside.sort((a, b) => uses(b) - uses(a)).slice(0, Math.max(0, LABEL_WORDS - named.length)));
    subject.label = phraseList(named);
  }
  return [...subjects.values()].sort(
    (a, b) =>
      entriesOf(b.sentences).length - entriesOf(a.sentences).length ||
      b.sentences.at(-1)!.dateRecorded.getTime() - a.sentences.at(-1)!.dateRecorded.getTime(),
  );
}

/** The subjects with more entries whose sentences pass `stronger` first; else in their order. */
export function byStronger(subjects: Subject[], stronger?: (s: DatedSentence) => boolean): Subject[] {
  if (!stronger) return subjects;
  const strong = new Map(subjects.map((subject) => [subject, entriesOf(subject.sentences.filter(stronger)).length]));
  return [...subjects].sort((a, b) => strong.get(b)! - strong.get(a)!);
}
