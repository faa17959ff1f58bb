import type { DatedSentence } from './nlp';

/*
 * Themes: the subjects a person keeps writing about, found as groups of entries. A key phrase is a noun
 * (a name, or an activity however written: "swimming", "I swim") written in two or more entries; key
 * phrases whose entries overlap enough join one theme, named by its most written key phrases ("kiln,
 * firing and element"). A theme keeps its sentences, and its entries month by month, so its rise and
 * fade can be told.
 */

export interface Theme {
  /** The theme's most written key phrase (its topic). */
  topic: string;
  /** Its key phrases, most written first (the name uses the first three). */
  phrases: string[];
  /** The sentences that hold one of its key phrases, in date order. */
  sentences: DatedSentence[];
  entries: number;
  /** Entries per month, oldest month first. */
  months: { month: string; entries: number }[];
}

/** Nouns too common in a journal to make a subject (nlp.ts's analysis already leaves out the commonest: day, week, time, thing…). */
const GENERIC = new Set([
  'weekend', 'month', 'year', 'tonight', 'morning', 'afternoon', 'evening', 'night', 'hour', 'minute', 'one',
  'start', 'end', 'kind', 'sort', 'idea', 'side', 'place', 'part', 'number', 'half', 'moment', 'line',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mondays', 'tuesdays', 'wednesdays', 'thursdays',
  'fridays', 'saturdays', 'sundays',
]);
export const isGeneric = (noun: string) => GENERIC.has(noun);

/** A noun makes a key phrase when written in this many entries. */
const KEY_PHRASE_ENTRIES = 2;
/** Key phrases join a theme when the smaller one's entries are mostly the larger one's (overlap / smaller). */
const JOIN = 0.6;
/** …and they share at least this many entries. */
const SHARED = 2;
/** A key phrase in more than this share of the entries says nothing about any one subject. */
const TOO_COMMON = 0.35;

/** The items once each, in their first order. */
export const distinct = <T>(xs: T[]) => [...new Set(xs)];

/** "kiln", "kiln and firing", "kiln, firing and element". */
export function phraseList(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** Each noun of the sentences with the entries that write it. */
function entriesOfNouns(sentences: DatedSentence[]): Map<string, Set<string>> {
  const entriesOf = new Map<string, Set<string>>();
  for (const s of sentences) for (const noun of s.nouns) entriesOf.set(noun, (entriesOf.get(noun) ?? new Set()).add(s.entryId));
  return entriesOf;
}

/** How English writes a verb's -ing form: swim → swimming, glaze → glazing, throw → throwing. */
const gerundsOf = (verb: string) => [`${verb}ing`, `${verb.replace(/e$/, '')}ing`, `${verb}${verb.at(-1)}ing`];

/**
 * Activities are written as verbs as often as nouns ("Swimming before work", "I swim on Mondays"): a
 * verb whose -ing form is a key phrase of the journal ("swimming") is that activity, and counts as that
 * noun in every sentence that uses it. The sentences, with such verbs among their nouns.
 */
export function withActivities(sentences: DatedSentence[]): DatedSentence[] {
  const entriesOf = entriesOfNouns(sentences);
  // An -ing noun written once ("asking £34,000" read as a noun) makes no activity of its verb.
  const nouns = new Set([...entriesOf].filter(([, ids]) => ids.size >= KEY_PHRASE_ENTRIES).map(([noun]) => noun));
  // A gerund also written in the plural ("bookings", "savings") names a thing, not an activity.
  const written = sentences.map((s) => s.text.toLowerCase()).join(' ');
  for (const noun of nouns) if (noun.endsWith('ing') && written.includes(`${noun}s`)) nouns.delete(noun);
  const activity = new Map<string, string>();
  for (const s of sentences) {
    for (const term of s.terms) {
      if (s.nouns.includes(term) || activity.has(term)) continue;
      const gerund = gerundsOf(term).find((g) => nouns.has(g));
      if (gerund) activity.set(term, gerund);
    }
  }
  return sentences.map((s) => {
    const done = s.terms.filter((t) => !s.nouns.includes(t) && activity.has(t)).map((t) => activity.get(t)!);
    return done.length ? { ...s, nouns: distinct([...s.nouns, ...done]) } : s;
  });
}

/** The themes of the sentences, most entries first; `unfit` nouns (the rules' marker words: "worry") name none. */
export function findThemes(sentences: DatedSentence[], unfit: (noun: string) => boolean = () => false): Theme[] {
  const entryCount = new Set(sentences.map((s) => s.entryId)).size;
  const entriesOf = entriesOfNouns(sentences);
  const phrases = [...entriesOf]
    .filter(([noun, ids]) => ids.size >= KEY_PHRASE_ENTRIES && !GENERIC.has(noun) && !unfit(noun) && (entryCount < 10 || ids.size <= entryCount * TOO_COMMON))
    .sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]));

  const groups: string[][] = [];
  /** For each entry, the groups whose seed phrase it holds (in creation order: larger groups first). */
  const seedsOf = new Map<string, number[]>();
  for (const [noun, ids] of phrases) {
    // The largest group whose seed this phrase mostly shares entries with; else a group of its own.
    const shared = new Map<number, number>();
    for (const id of ids) for (const g of seedsOf.get(id) ?? []) shared.set(g, (shared.get(g) ?? 0) + 1);
    const home = [...shared]
      .filter(([g, n]) => n >= SHARED && n / Math.min(ids.size, entriesOf.get(groups[g]![0]!)!.size) >= JOIN)
      .sort(([a], [b]) => a - b)[0];
    if (home) {
      groups[home[0]]!.push(noun);
      continue;
    }
    for (const id of ids) seedsOf.set(id, [...(seedsOf.get(id) ?? []), groups.length]);
    groups.push([noun]);
  }

  // One pass over the sentences: each key phrase belongs to one group.
  const groupOf = new Map<string, number>();
  groups.forEach((group, i) => group.forEach((phrase) => groupOf.set(phrase, i)));
  const own: DatedSentence[][] = groups.map(() => []);
  for (const s of sentences) {
    const held = new Set(s.nouns.map((n) => groupOf.get(n)).filter((i): i is number => i !== undefined));
    for (const i of held) own[i]!.push(s);
  }

  return groups
    .map((group, i) => {
      const perMonth = new Map<string, Set<string>>();
      for (const s of own[i]!) perMonth.set(s.month, (perMonth.get(s.month) ?? new Set()).add(s.entryId));
      return {
        topic: group[0]!,
        phrases: group,
        sentences: own[i]!,
        entries: distinct(own[i]!.map((s) => s.entryId)).length,
        months: [...perMonth].sort(([a], [b]) => a.localeCompare(b)).map(([month, ids]) => ({ month, entries: ids.size })),
      };
    })
    .sort((a, b) => b.entries - a.entries || a.topic.localeCompare(b.topic));
}

/**
 * The theme a sentence is about: the one holding most of its nouns (of its heading's, when the heading
 * before its colon names a theme: "Christmas market Saturday: sold out, 60 loaves…" is about the market,
 * not the loaves), then most of its entry's; the larger of equals. A sentence that names no subject ("I
 * need to stop being so quick to judge") is about the first its entry names: an entry opens with its
 * subject ("Kian’s mum cried…" is about Kian). Null: neither the sentence nor its entry names a theme.
 * Built once for the themes.
 */
export function themeOfSentence(themes: Theme[]): (sentence: DatedSentence, entryNouns: string[]) => Theme | null {
  const rank = new Map<string, number>();
  themes.forEach((theme, i) => theme.phrases.forEach((p) => rank.set(p, i)));
  return (sentence, entryNouns) => {
    const scores = new Map<number, number>();
    const heading = sentence.heading.filter((n) => rank.has(n));
    for (const n of heading.length ? heading : sentence.nouns) if (rank.has(n)) scores.set(rank.get(n)!, (scores.get(rank.get(n)!) ?? 0) + 2);
    if (!scores.size) {
      const first = entryNouns.find((n) => rank.has(n));
      return first === undefined ? null : themes[rank.get(first)!]!;
    }
    // The entry's nouns, in reading order, break the sentence's ties.
    for (const n of entryNouns) if (rank.has(n)) scores.set(rank.get(n)!, (scores.get(rank.get(n)!) ?? 0) + 1);
    let best: [number, number] | null = null;
    for (const [i, score] of scores) if (!best || score > best[1] || (score === best[1] && i < best[0])) best = [i, score];
    return best ? themes[best[0]]! : null;
  };
}

/** How a theme rose and faded: its first month, its busiest, its last, and whether it is rising, steady or fading. */
export function history(theme: Theme, latestMonth: string): string {
  const first = theme.months[0]!;
  const last = theme.months.at(-1)!;
  const peak = [...theme.months].sort((a, b) => b.entries - a.entries || a.month.localeCompare(b.month))[0]!;
  const trend = last.month < latestMonth ? `faded after ${last.month}` : peak.month === last.month && theme.months.length > 1 ? 'rising' : 'still there';
  return `first written about in ${first.month}, most in ${peak.month} (${peak.entries} entr${peak.entries === 1 ? 'y' : 'ies'}), ${trend}`;
}
