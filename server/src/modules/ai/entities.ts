import { isKnownWord } from './wordnet';

/*
 * People linked across entries by the role a journal gives them once: "my brother Ollie", "Nadia the
 * physio", "the landlord, Mrs Pike", "Amara, a designer I met". A later entry names only Ollie, or
 * only "my brother"; the link lets a question asked one way find the entry written the other.
 */

const NAME = String.raw`((?:(?:Mr|Mrs|Ms|Miss|Dr)\.? )?\p{Lu}[\p{L}’'-]+(?: \p{Lu}[\p{L}’'-]+)?)`;
const ROLE = String.raw`(\p{Ll}[\p{Ll}-]+)`;
const QUALIFIERS = String.raw`(?:\p{Ll}[\p{Ll}-]* ){0,2}`;
/** [pattern, group of the role, group of the name] */
const PATTERNS: [RegExp, number, number][] = [
  [new RegExp(String.raw`\b(?:[Mm]y|[Oo]ur) ${ROLE},? ${NAME}`, 'gu'), 1, 2],
  [new RegExp(String.raw`${NAME},? (?:the|my|our) ${QUALIFIERS}${ROLE}\b`, 'gu'), 2, 1],
  [new RegExp(String.raw`\b(?:[Tt]he|[Mm]y|[Oo]ur) ${QUALIFIERS}${ROLE}, ${NAME}`, 'gu'), 1, 2],
  [new RegExp(String.raw`${NAME}, an? ${QUALIFIERS}${ROLE}\b`, 'gu'), 2, 1],
];
const TITLE = /^(?:mr|mrs|ms|miss|dr)\.?$/;
/** Words of a name that name no one ("The Green Door" opens with one). */
const NOT_NAMES = new Set(['the', 'a', 'an', 'my', 'our', 'i']);

/** The (role, name) pairs a text gives, lower case; a name of two words gives its last ("Mrs Pike" → "pike"). */
export function roleLinks(text: string): [string, string][] {
  const out: [string, string][] = [];
  for (const [pattern, roleAt, nameAt] of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const role = match[roleAt]!.toLowerCase();
      if (!isKnownWord(role)) continue;
      // The last word: a surname after a title, or the name itself after a verb ("Met Graham the accountant").
      const name = match[nameAt]!.toLowerCase().split(' ').at(-1)!;
      if (!TITLE.test(name) && !NOT_NAMES.has(name) && name !== role) out.push([role, name]);
    }
  }
  return out;
}
