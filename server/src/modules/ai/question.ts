import { contentTokens, wordTokens, type ContentToken } from './nlp';
import { glossWords, isKnownWord } from './wordnet';

/*
 * What a question asks for, read from its wording: the kind of answer it wants (re-ranking and
 * composing follow it) and its key terms (the lemmas an entry must hold to answer it), without the
 * words that only frame a question ("what happened", "how did … change", "over the year") or name
 * its period (those pick the dates).
 */

export type QuestionKind = 'number' | 'duration' | 'change' | 'aggregate' | 'fact';

/** "What was my finishing time", "what is the monthly rent": a figure named by the words before its kind. */
const FIGURE_ASKED = /\bwhat (?:was|is|were) (?:my|the) ([\w\s]*?)\s*(?:time|price|cost|rent|fee|score|commission|best|total|amount|rate)\b/i;

const KINDS: [QuestionKind, RegExp][] = [
  ['duration', /\bhow long\b|\bfor how many (days|weeks|months|years)\b/i],
  // "How did X grow" asks how it changed; "what did I grow" asks for things; "who have I …", "where have
  // I …" ask for everyone, everywhere so far.
  ['change', /\b(chang\w*|evolv\w*|progress\w*|develop\w*|improv\w*|over time)\b|\bhow did [\w\s]+ grow\b|\bdid I (keep|stop|still)\b/i],
  // A figure asked of several periods ("how much … in the months I wrote down", "… each week") is one per period.
  // "What went wrong with the kiln?" asks for every time it did.
  ['aggregate', /\bwhat (?:went|has gone|had gone) wrong\b|\bhow (many times|often)\b|\bin total\b|\b(?:where|who) have I\b|\ball (the|my)\b|\bhow (?:much|many)\b.*\b(?:(?:in|over|for|during) (?:the|those|these) (?:days|weeks|months|years)|(?:each|every|per) (?:day|week|month|year))\b/i],
  ['number', new RegExp(String.raw`\bhow (much|many)\b|${FIGURE_ASKED.source}|\bwhat (commission|price|score|rate)\b|\bwhat did [\w\s]+ (?:cost|charge)\b`, 'i')],
];

/** The stems of the words that say which figure is asked ("finish" of "What was my finishing time…"): the journal writes the figure, seldom them. */
export function figureStems(question: string): string[] {
  const words = FIGURE_ASKED.exec(question)?.[1];
  return words ? contentTokens(words).map((t) => t.stem) : [];
}

/** "Which markets…", "what orders…": a plural noun right after which/what asks for a list. */
function asksForList(question: string): boolean {
  const opening = /\b(?:which|what)\s+(?!(?:did|do|does|is|was|were|are|have|has|had|will|would|can|could)\b)((?:\S+\s+)?\S+)/i.exec(question);
  return opening ? contentTokens(opening[1]!).some((t) => t.plural) : false;
}

/** A noun WordNet defines as a number or an amount ("mark": "a number or letter indicating quality"). */
const MEASURE_GLOSS = /^(?:the |an )?(?:whole |total )?(?:number|amount|quantity|magnitude|degree|rate)\b/;

/** The first kind whose wording the question has; "what mark…" asks for a number; a plain question asks for a fact. */
export function questionKind(question: string): QuestionKind {
  const kind = KINDS.find(([, pattern]) => pattern.test(question))?.[0];
  if (kind && kind !== 'number') return kind;
  if (asksForList(question)) return 'aggregate';
  const asked = answerType(question);
  if (!kind && asked && MEASURE_GLOSS.test(glossWords(asked).join(' '))) return 'number';
  return kind ?? 'fact';
}

/** Words that frame a question rather than say what it is about (lemmas). */
const FRAME = new Set([
  'happen', 'write', 'say', 'tell', 'mention', 'note', 'entry', 'journal', 'inscription', 'change', 'evolve', 'grow',
  'develop', 'progress', 'time', 'often', 'long', 'much', 'many', 'go', 'get', 'do', 'keep', 'thing', 'ever', 'feel',
]);
// "What is my starter called?": the closing "called" or "named" asks for a name, it is no act of the journal's.
/** Words that ask what went badly: the answer is told by the sentences that tell of trouble. */
const TROUBLE_ASKED = /\b(?:go|goes|went|gone|going) wrong\b|\b(?:problems?|troubles?|issues?)\b/i;
export const asksTrouble = (question: string) => TROUBLE_ASKED.test(question);

/** A change of something counted ("How did Priya's hours change?", "How did the mug club grow?"): its story is told by figures. */
const QUANTITY_ASKED = /\b(?:times|prices?|rates?|hours|members|numbers|sales|takings|rent|costs?|fees?|pay|salary|wages?|weight|distance|pace|speed|size|scores?|marks|results|savings)\b|\bhow did [\w\s’']+ (?:grow|shrink|rise|fall)\b/i;
export const asksQuantity = (question: string) => QUANTITY_ASKED.test(question);

/** Words that ask for the present state: the latest the journal says of it. */
const PRESENT = /\b(?:right now|now|currently|at the moment|these days|at present)\b/i;
export const asksPresent = (question: string) => PRESENT.test(question);
const FRAME_PHRASES = /\bover (?:the|a|these|those) (?:year|years|months?|weeks?|time)\b|\bhow (?:many times|often|long)\b|\bin total\b|\b(?:called|named)(?=\s*\?*\s*$)|\b(?:my|our) (?:mind|plans?) (?=(?:for|about|change|evolve)\b)|\ba (?:place|seat|spot) (?=(?:on|in|at)\b)|\b(?:go|goes|went|gone|going) wrong\b/gi;
/**
 * "Who have I hired to help?": a closing "to <verb>" after a participle says what for; the journal writes
 * what was done ("Hired Dev"), seldom why. Not after a verb whose object is that infinitive ("wanted to
 * learn", "tried to fix").
 */
const PURPOSE = /(?<=\b(?!(?:wanted|needed|decided|planned|tried|hoped|started|learned|agreed|refused|promised|offered|managed|failed|attempted|intended|used|wished|expected|preferred|continued)\b)\w+ed )to \w+(?=\s*\?*\s*$)/i;

/** Words that end a verb phrase ("take up", "look at", "give up"). */
const PARTICLE = new Set(['ADP', 'PART', 'ADV']);

/**
 * The verb phrases WordNet knows in the text ("took up" → "take up", "looked at" → "look at"), and the one
 * it ends on, each with the words it is made of: a phrase means more than its verb, which is often a stop
 * word ("take", "give").
 */
function verbPhrases(text: string): { lemma: string; words: string[] }[] {
  const tokens = wordTokens(text);
  const out: { lemma: string; words: string[] }[] = [];
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    // A framing verb's phrase frames the question too ("write in", "go to").
    if ((t.pos !== 'VERB' && t.pos !== 'AUX') || FRAME.has(t.lemma) || !next || !PARTICLE.has(next.pos)) return;
    const phrase = `${t.lemma} ${next.word}`;
    // A particle the question ends on is its verb's, whether WordNet knows the phrase or not ("worked from?").
    if (isKnownWord(phrase) || i + 2 === tokens.length) out.push({ lemma: phrase, words: [t.word, t.lemma, next.word] });
  });
  return out;
}

/** Words that open a noun phrase. */
const DETERMINER = /^(?:the|a|an|my|our|your|his|her|their|its|this|that|these|those)$/;

/**
 * The lemmas wink tags as an adverb, a verb or an adjective where they are nouns: right after a determiner ("my back", "my flat"),
 * a word WordNet knows as a noun is one; and a verb after such a noun, followed by another word, is the
 * head of a compound ("my back pain change": "pain"). A question's noun is what it asks about.
 */
function nounsMistagged(text: string): Set<string> {
  const tokens = wordTokens(text);
  const nouns = new Set<string>();
  let after = false;
  tokens.forEach((t, i) => {
    const opened = i > 0 && DETERMINER.test(tokens[i - 1]!.word);
    // An adjective ends its phrase where no noun follows it ("the rent on my flat now?").
    const ending = t.pos === 'ADJ' && !['NOUN', 'PROPN', 'ADJ'].includes(tokens[i + 1]?.pos ?? '');
    const retag = (opened && (t.pos === 'ADV' || t.pos === 'VERB' || ending)) || (after && t.pos === 'VERB' && i + 1 < tokens.length);
    after = retag && isKnownWord(t.lemma, true);
    if (after) nouns.add(t.lemma);
  });
  return nouns;
}

/**
 * Nouns that say how a question regards its subject, not what the subject is ("my knee problem", "my
 * co-working arrangement", "my view on teaching"): the journal writes the knee, the desk, the teaching.
 */
const LIGHT_NOUNS = new Set(['problem', 'issue', 'trouble', 'situation', 'arrangement', 'view', 'opinion', 'feeling', 'attitude', 'thought', 'relationship']);

/** The question's key terms: content lemmas that say what it is about, without its period's words. */
export function keyTerms(question: string, periodPhrase?: string | null): ContentToken[] {
  let text = question.replace(FRAME_PHRASES, ' ').replace(PURPOSE, ' ').replace(new RegExp(PRESENT, 'gi'), ' ');
  if (periodPhrase) text = text.replace(periodPhrase, ' ');
  const phrases = verbPhrases(text);
  const inPhrase = new Set(phrases.flatMap((p) => p.words));
  const seen = new Set<string>();
  const mistagged = nounsMistagged(text);
  const words = contentTokens(text).map((t) => (mistagged.has(t.lemma) ? { ...t, pos: 'NOUN' } : t)).filter((t) => {
    if (FRAME.has(t.lemma) || seen.has(t.lemma) || inPhrase.has(t.lemma) || !/^[\p{L}\p{N}][\p{L}\p{N}'’-]*$/u.test(t.lemma)) return false;
    seen.add(t.lemma);
    return true;
  });
  // A light noun frames the question when it asks about something else as well.
  const light = (t: ContentToken) => LIGHT_NOUNS.has(t.lemma) && t.pos === 'NOUN';
  const framed = words.some((t) => !light(t) && (t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'VERB')) ? words.filter((t) => !light(t)) : words;
  return [...phrases.map((p) => ({ lemma: p.lemma, stem: p.lemma, pos: 'VERB', plural: false })), ...framed];
}

/** A verb phrase the question ends on ("Which flats did I look at?"): its particle surely belongs to its verb. */
export function strandedPhrase(question: string, terms: { lemma: string }[]): string | undefined {
  const last = /\b(\w+)\W*$/.exec(question)?.[1]?.toLowerCase();
  return terms.find((t) => t.lemma.split(' ')[1] === last)?.lemma;
}

/** Whether the text writes a verb phrase's verb with its particle ("worked from"; not "work with me", "look for"). */
export function writesPhrase(phrase: string, text: string): boolean {
  const [verb, particle] = phrase.split(' ');
  return new RegExp(`\\b${verb!.replace(/e$/, '')}\\w*\\s+${particle}\\b`, 'i').test(text);
}

/** What kind of word the answer is: a person, a place, a name, a figure (chosen passages hold one). */
export type QuestionFocus = 'person' | 'place' | 'name' | 'figure' | null;

export function questionFocus(question: string, kind: QuestionKind): QuestionFocus {
  if (/^\s*(?:who|whom|whose)\b|\bwhich (?:person|people|friend)\b/i.test(question)) return 'person';
  if (/\bwhere\b|\bwhich (?:city|town|village|country|place|shop|street)\b/i.test(question)) return 'place';
  if (kind === 'number' || /\bhow (?:much|many)\b/i.test(question)) return 'figure';
  if (/\b(?:which|what(?:'s| is| was)? the name of)\b/i.test(question) && kind !== 'aggregate') return 'name';
  return null;
}

/**
 * The noun that names the kind of thing the answer is ("city" of "Which city did she move to?", "score"
 * of "What score did I get?"), as a lemma: the journal writes the answer, not that word. Null when none.
 * Of a compound it is the last noun, its head ("grade" of "Which cello grades…", "mark" of "What exam mark…").
 */
export function answerType(question: string): string | null {
  const match = /\b(?:which|what)\s+(?!(?:did|do|does|is|was|were|are|have|has|had|will|would|can|could)\b)([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)/iu.exec(question);
  const tokens = match ? contentTokens(match[1]!) : [];
  const end = tokens.findIndex((t) => t.pos !== 'NOUN');
  const nouns = end === -1 ? tokens : tokens.slice(0, end);
  return nouns.at(-1)?.lemma ?? null;
}
