import { singular, type LexicalIndex } from './lexicalIndex';
import { wordStem, type ContentToken } from './nlp';
import { compoundHeads, CREDIT, glossWords, isKnownWord, relatives } from './wordnet';

/*
 * What a question's word may be written as in this journal: the word itself; its WordNet relatives
 * (synonyms, derivations, narrower and broader kinds, similar adjectives, words of its definition and
 * words whose definition holds it; where an activity is done, "swimming" → "pool"; none for a name); the names the journal links to it as a role
 * ("brother" → "ollie") and back, or to a synonym or a kind of it; and the words the journal itself writes beside it or
 * beside a synonym ("garden" → "tomato"). Only forms some entry holds are kept, each with its credit:
 * the share of the word's weight a sentence earns when it holds that form instead.
 */

/** A role and the name the journal gives it; a word of the same stem ("saving" → "save"). */
export const LINK_CREDIT = 0.9;
export const STEM_CREDIT = 0.9;
/** The verb of a verb phrase ("look" of "look at"): the phrase is its verb and more. */
export const PHRASE_VERB_CREDIT = 1;
/**
 * A word of the asked word's definition ("crowd": "… people …"), or one whose definition holds it: below
 * half, so a definition alone never supports an answer; words of three letters or fewer are left out.
 */
export const GLOSS_CREDIT = 0.45;
const GLOSS_WORD = /^[a-z'-]{4,}$/;
/** The head of a two-word noun the word begins ("swimming" → "pool"): what it is the use or place of. */
export const COMPOUND_CREDIT = 0.6;
/** A word the journal writes in the same sentences as the asked word. */
export const COOCCURRENCE_CREDIT = 0.5;
/**
 * Co-occurring words kept per form, at most; and how many sentences they must share with it (one in a
 * question's period, which leaves out what they could bring from the rest of the journal).
 */
const NEIGHBOURS = 3;
const SHARED_SENTENCES = 2;
/** Entries read for a form's neighbours, at most (a big journal's common word needs no more). */
const NEIGHBOUR_ENTRIES = 300;

/**
 * Whether two words of one Porter stem differ by an inflection only ("saving" and "save", "savings"),
 * not by a derivation that names something else ("accountant" and "account"; WordNet's derivations give
 * those that mean the same).
 */
export function inflected(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const base = short.replace(/[ey]$/, '');
  if (!long.startsWith(base)) return false;
  // A doubled last consonant before -ing or -ed ("swimming").
  const rest = long.slice(base.length).replace(new RegExp(`^${base.at(-1)}(?=ing|ed)`), '');
  return /^(?:[ey]?|e?s|ies|ings?|e?d|ied)$/.test(rest);
}

/**
 * The plural a noun was asked in, when WordNet knows it as a noun of its own ("hours": "period of time
 * assigned for work"; "savings"): its senses are not the singular's ("Dev's hours" are the days he works).
 */
function ownPlural(lemma: string): string[] {
  const plural = [`${lemma}s`, `${lemma}es`, lemma.replace(/y$/, 'ies')].find((w) => w !== lemma && isKnownWord(w, true));
  return plural ? [plural] : [];
}

export interface ExpandedTerm extends ContentToken {
  /** The lemma (credit 1) and the forms the journal holds instead, with their credit. */
  forms: Map<string, number>;
}

/** Words that share `sharedSentences` sentences or more with `term`, most often first (by shared sentences × rarity). */
export function neighbours(index: LexicalIndex, term: string, sharedSentences = SHARED_SENTENCES): string[] {
  const shared = new Map<string, number>();
  for (const entry of index.postings(term).slice(-NEIGHBOUR_ENTRIES)) {
    for (const s of entry.sentences) {
      if (!s.terms.includes(term)) continue;
      for (const other of s.terms) if (other !== term) shared.set(other, (shared.get(other) ?? 0) + 1);
    }
  }
  // Things, names and the journal's own words ("raku"), not what WordNet knows only as another part of
  // speech: "new" beside "client" says nothing of a client.
  return [...shared]
    .filter(([other, n]) => n >= sharedSentences && (index.names.has(other) || isKnownWord(other, true) || !isKnownWord(other)))
    .map(([other, n]) => [other, n * index.idf(other)] as const)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, NEIGHBOURS)
    .map(([other]) => other);
}

/** Each key term with the forms of it this journal holds; `sharedSentences` as neighbours'. */
export function expandTerms(index: LexicalIndex, terms: ContentToken[], sharedSentences = SHARED_SENTENCES): ExpandedTerm[] {
  return terms.map((term) => {
    const forms = new Map<string, number>();
    const give = (form: string, credit: number) => {
      if (index.df(form) > 0 && (forms.get(form) ?? 0) < credit) forms.set(form, credit);
    };
    give(term.lemma, 1);
    // A verb phrase ("work on") is written as its verb too ("worked on it" holds "work"), in any inflection ("takings" of "take in").
    const [verb, particle] = term.lemma.split(' ');
    if (particle) {
      give(verb!, PHRASE_VERB_CREDIT);
      for (const form of index.byStem(wordStem(verb!))) if (inflected(verb!, form)) give(form, STEM_CREDIT);
    }
    for (const form of index.byStem(term.stem)) give(form, inflected(term.lemma, form) ? STEM_CREDIT : GLOSS_CREDIT);
    for (const name of index.links.get(term.lemma) ?? []) give(name, LINK_CREDIT);
    // A name has no synonyms: "Spanish" is not "people", whatever the dictionary says of the word.
    if (index.names.has(term.lemma)) return { ...term, forms };
    // A commoner word stands in for a rarer one only in part ("birthday" is not any "day"); a word the
    // journal never writes is taken as rare as one it writes once.
    const rarity = Math.min(index.idf(term.lemma), index.rarestIdf());
    const specific = (form: string) => Math.min(1, index.idf(form) / rarity);
    // A synonym or a kind of the word ("mum" for "mother", "tomato" for "vegetable") means it however
    // often the journal writes it; a broader word or a rarer sense's relative stands in only in part.
    for (const [form, credit] of relatives(term.lemma, term.pos)) if (!form.includes(' ')) give(form, credit >= CREDIT.narrower ? credit : credit * specific(form));
    // A name the journal gives a synonym or a kind of the word stands for it too ("boat": the narrowboat
    // she calls Heron), as a name given the word itself does.
    for (const [form, credit] of [...forms]) {
      if (form !== term.lemma && credit >= CREDIT.narrower && !index.names.has(form)) for (const name of index.links.get(form) ?? []) give(name, LINK_CREDIT * credit);
    }
    if (term.pos === 'NOUN' || term.pos === 'PROPN' || term.pos === 'ADJ') {
      // A plural of its own is defined as such too (its relatives bring in too much of the singular's).
      const senses = [term.lemma, ...(term.plural ? ownPlural(term.lemma) : [])];
      for (const word of senses.flatMap(glossWords).map(singular)) if (GLOSS_WORD.test(word)) give(word, GLOSS_CREDIT * specific(word));
      for (const form of index.definedWith(term.lemma)) if (GLOSS_WORD.test(form)) give(form, GLOSS_CREDIT * specific(form));
    }
    if (term.pos === 'NOUN') for (const head of compoundHeads(term.lemma)) give(head, COMPOUND_CREDIT * specific(head));
    if (term.pos === 'NOUN' || term.pos === 'PROPN') {
      for (const [form, credit] of [...forms].filter(([, c]) => c >= CREDIT.synonym)) {
        for (const near of neighbours(index, form, sharedSentences)) give(near, COOCCURRENCE_CREDIT * credit * specific(near));
      }
    }
    return { ...term, forms };
  });
}
