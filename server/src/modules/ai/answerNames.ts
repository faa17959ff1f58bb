import { focusNames, type Scored } from './choose';
import { LINK_CREDIT, type ExpandedTerm } from './expansion';
import type { LexicalIndex } from './lexicalIndex';
import { wordTokens, writtenNames } from './nlp';
import type { QuestionFocus } from './question';

/*
 * The people or places an answer to a who or where question names, as its passages write them ("Mr
 * Adeyemi", "Golden Acre Park"): not one the question names, nor a street for a person, nor, beside
 * another, the name the journal gives a role the question asks about ("Ollie married Priti" for "Who did
 * my brother marry?", where "the curator, Dr Evans" answers "Who is the curator?"). A single answer names
 * the one written nearest the question's words ("Built shelves with Sam, and his brother Ravi wired up
 * the kiln": Ravi wired it).
 */

/** A name written as a place's ("Magdalen Street", "Roundhay Park"). */
const PLACE_NAME = /\s(?:Street|Road|Lane|Avenue|Park|Square|Quays?|Way|Hill|Bridge|Station)$/;

const wordsOf = (name: string) => name.toLowerCase().split(/\s+/);

/** Of names written in `text`, those nearest (in words) to a word of `held`; all of them when it holds none. */
function nearest(text: string, names: string[], held: Set<string>): string[] {
  const tokens = wordTokens(text);
  const heldAt = tokens.flatMap((t, i) => (held.has(t.lemma) || held.has(t.word) ? [i] : []));
  if (!heldAt.length) return names;
  const distance = (name: string) => {
    const at = tokens.findIndex((t) => t.word === wordsOf(name)[0]);
    return at < 0 ? Infinity : Math.min(...heldAt.map((h) => Math.abs(h - at)));
  };
  const least = Math.min(...names.map(distance));
  return names.filter((n) => distance(n) === least);
}

/** What each passage names for the question (undefined unless it asks who or where); `single`: one answer, one name. */
export function answerNames(index: LexicalIndex, question: string, expanded: ExpandedTerm[], focus: QuestionFocus, asked: Set<string>) {
  if (focus !== 'person' && focus !== 'place') return () => undefined;
  const questionWords = new Set(question.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu));
  const roleNames = new Set(expanded.flatMap((t) => [...t.forms].filter(([form, credit]) => credit >= LINK_CREDIT && index.names.has(form)).map(([form]) => form)));
  const held = new Set(expanded.flatMap((t) => [...t.forms.keys()]).filter((form) => !index.names.has(form)));
  return (s: Scored, single: boolean): string[] | undefined => {
    const names = writtenNames(s.analysed.text, focusNames(index, s.analysed, focus, asked)).filter(
      (n) => !wordsOf(n).some((w) => questionWords.has(w)) && !(focus === 'person' && PLACE_NAME.test(n)),
    );
    const others = names.filter((n) => !wordsOf(n).some((w) => roleNames.has(w)));
    const named = others.length ? others : names;
    return single && named.length > 1 ? nearest(s.analysed.text, named, held) : named;
  };
}
