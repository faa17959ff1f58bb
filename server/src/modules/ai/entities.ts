import { isFunctionWord } from './nlp';
import { isKnownWord } from './wordnet';

/*
 * People linked across entries by the role a journal gives them once: "my brother Ollie", "Nadia the
 * physio", "the landlord, Mrs Pike", "Amara, a designer I met"; and things by the name they are given
 * as they are met ("a camper van… She is called Maud"). A later entry names only Ollie, or only "my
 * brother"; the link lets a question asked one way find the entry written the other.
 */

/** A word's edges: JavaScript's \b knows only ASCII letters, and would end "café" after "caf". */
const START = String.raw`(?<![\p{L}\p{N}])`;
const END = String.raw`(?![\p{L}\p{N}])`;
const NAME = String.raw`((?:(?:Mr|Mrs|Ms|Miss|Dr)\.? )?\p{Lu}[\p{L}’'-]+(?: \p{Lu}[\p{L}’'-]+)?)`;
const ROLE = String.raw`(\p{Ll}[\p{Ll}-]+)`;
/** A role with up to two words before it ("the volunteer lock keeper"). */
const PHRASE = String.raw`((?:\p{Ll}[\p{Ll}-]* ){0,2}\p{Ll}[\p{Ll}-]+)`;
/** [pattern, group of the role's phrase, group of the name, whether the name follows the role] */
const PATTERNS: [RegExp, number, number, boolean][] = [
  [new RegExp(String.raw`${START}(?:[Mm]y|[Oo]ur) ${ROLE},? ${NAME}`, 'gu'), 1, 2, true],
  [new RegExp(String.raw`${NAME},? (?:the|my|our) ${PHRASE}${END}`, 'gu'), 2, 1, false],
  [new RegExp(String.raw`${START}(?:[Tt]he|[Mm]y|[Oo]ur) ${PHRASE}, ${NAME}`, 'gu'), 1, 2, true],
  [new RegExp(String.raw`${NAME}, an? ${PHRASE}${END}`, 'gu'), 2, 1, false],
  // A thing, an animal or a person named as it is met: "a camper van for sale… She is called Maud",
  // "adopted a puppy from the rescue and called him Pip".
  [new RegExp(String.raw`${START}an? ${PHRASE}${END}[^.!?]*[.!?] (?:She|He|It|They)(?: is|'s|’s| was| were| are) (?:called|named) ${NAME}`, 'gu'), 1, 2, false],
  [new RegExp(String.raw`${START}an? ${PHRASE}${END}[^.!?]*? (?:called|named) (?:her|him|it|them) ${NAME}`, 'gu'), 1, 2, false],
];
const TITLE = /^(?:mr|mrs|ms|miss|dr)\.?$/;
/** Words of a name that name no one ("The Green Door" opens with one). */
const NOT_NAMES = new Set(['the', 'a', 'an', 'my', 'our', 'i']);

/** Words that join a list: "Mum, the house sale and Heron" gives Mum no role. */
const LIST = new Set(['and', 'or', 'nor']);

/**
 * The role a phrase gives: its last word before any function word ("the engineer at Tinsley" is an
 * engineer), a noun. Before a name ("the landlord, Mrs Pike") the role is the word next to it, so a
 * function word between them leaves none.
 */
function roleOf(phrase: string, nameFollows: boolean): string | undefined {
  const words = phrase.split(' ');
  const cut = words.findIndex((w) => isFunctionWord(w));
  if (cut !== -1 && (nameFollows || LIST.has(words[cut]!))) return undefined;
  const role = (cut === -1 ? words : words.slice(0, cut)).at(-1);
  return role && isKnownWord(role, true) ? role.toLowerCase() : undefined;
}

/** The (role, name) pairs a text gives, lower case; a name of two words gives its last ("Mrs Pike" → "pike"). */
export function roleLinks(text: string): [string, string][] {
  const out: [string, string][] = [];
  for (const [pattern, roleAt, nameAt, nameFollows] of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const role = roleOf(match[roleAt]!, nameFollows);
      if (!role) continue;
      // The last word: a surname after a title, or the name itself after a verb ("Met Graham the accountant").
      const name = match[nameAt]!.toLowerCase().split(' ').at(-1)!;
      if (!TITLE.test(name) && !NOT_NAMES.has(name) && name !== role) out.push([role, name]);
    }
  }
  return out;
}
