import type { Scored } from './choose';
import { GLOSS_CREDIT, type ExpandedTerm } from './expansion';
import type { IndexedEntry } from './lexicalIndex';
import { contentWords, type AnalysedSentence } from './nlp';
import { writesPhrase } from './question';

/*
 * How much of a question a sentence holds: its coverage, the share of the key terms' weight (BM25's
 * idf) it holds with its entry's title (and, for less, its entry's other sentences), each term counted at
 * the credit of the form found; an amount stands for a money word, and a sentence and the next are read
 * together when that holds more.
 */

/** Share of a question's key-term weight a sentence must hold to support an answer. */
export const MIN_COVERAGE = 0.5;
/** Enough when a sentence holds every subject of the question and two of its words or more, each in some form (a paraphrase). */
const PARAPHRASE_COVERAGE = 0.35;
const PARAPHRASE_TERMS = 2;
/** Credit for a key term found only in the entry's title. */
const TITLE_CREDIT = 0.75;
/** Credit for a key term held by another sentence of the entry ("the flat" two sentences before "The rent has gone up to £760"). */
const ENTRY_CREDIT = 0.4;
/** Words that ask for money: when a figure is asked for, a sentence holding an amount ("£320") holds them at AMOUNT_CREDIT. */
export const MONEY_WORDS = /^(?:cost|price|pay|spend|fee|rent|worth|earn|invoice|charge|money|deposit|salary|wage|income)$/;
/** Money words that name a sum of their own (a deposit, a fee), not what something cost. */
export const NAMED_SUM = /^(?:deposit|rent|fee|salary|wage|income|invoice)$/;
/** A money word in any form of its stem ("pricing", "earnings"). */
export const asksMoney = (t: ExpandedTerm) => MONEY_WORDS.test(t.lemma) || MONEY_WORDS.test(t.stem);
const AMOUNT = /[£$€]\s?\d/;
const AMOUNT_CREDIT = 0.6;
/**
 * In a change question, a sentence that moves an amount ("raised the sourdough from £4.60 to £4.90",
 * "dropping mugs back to £20", "dropped the rent to £1,150") holds the money word as a synonym would: it
 * tells of a new price without the word, and its entry is read though it holds no other form ("Raised my
 * day rate from £350 to £400" for "my pricing"). Any amount does not (a change's story then brings in
 * every sentence that costs something).
 */
export const AMOUNT_CHANGE = /\bfrom [£$€]\s?[\d,.]+ to [£$€]\s?\d|\bback\s+to\s+[£$€]\s?\d|\b(?:rais|dropp?|cut|increas|lower|reduc)\w*\b[^.!?]{0,30}?\bto\s+[£$€]\s?\d/i;
const AMOUNT_CHANGE_CREDIT = 0.8;

/**
 * Whether the text writes an amount paid for the thing ("They accepted £9,000 for the van", "£1,300
 * deposit", "the rent has gone up to £760"), in one of its `forms`: the thing's price, where "Paid £400
 * for a service on the van" is the price of something else.
 */
export function amountFor(text: string, forms: string[]): boolean {
  const escaped = forms.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const thing = String.raw`(?:${escaped.join('|')})(?![\p{L}\p{N}])`;
  const amount = String.raw`[£$€]\s?[\d,.]*\d`;
  return (
    escaped.length > 0 &&
    new RegExp(String.raw`${amount}\s+(?:for\s+(?:(?:the|a|an|my|our)\s+)?)?${thing}|(?<![\p{L}])${thing}(?:\s+[\p{L}]+){0,4}?\s+(?:(?:of|to|at|is|was)\s+)?${amount}`, 'iu').test(text)
  );
}

/**
 * Whether the text writes the noun only as a sentence's opening bare plural ("Clients like knowing the
 * total."): a statement of the kind, naming none of its members.
 */
function onlyGeneric(noun: string, text: string): boolean {
  const word = noun.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const plural = String.raw`(?:${word}e?s|${word.replace(/y$/, 'ie')}s)(?![\p{L}])`;
  const all = text.match(new RegExp(String.raw`(?<![\p{L}])(?:${word}(?![\p{L}])|${plural})`, 'giu')) ?? [];
  const opening = text.match(new RegExp(String.raw`(?:^|[.!?]\s+)${plural}`, 'giu')) ?? [];
  return opening.length > 0 && opening.length === all.length;
}

/** What a question is about: its nouns and names. */
export const isSubject = (t: ExpandedTerm) => t.pos === 'NOUN' || t.pos === 'PROPN';

/** Two sentences read as one ("Signed the tenancy. Deposit £1,040."). */
export const joined = (a: AnalysedSentence, b: AnalysedSentence): AnalysedSentence => ({
  text: `${a.text} ${b.text}`,
  terms: [...new Set([...a.terms, ...b.terms])],
  verbsOnly: [...new Set([...a.verbsOnly, ...b.verbsOnly])].filter((t) => [a, b].every((x) => !x.terms.includes(t) || x.verbsOnly.includes(t))),
  names: [...new Set([...a.names, ...b.names])],
  places: [...new Set([...a.places, ...b.places])],
  opening: a.opening,
  figure: a.figure || b.figure,
});

/** Each sentence of the ranked entries with its coverage (a sentence and the next together when that holds more). */
export function scoreSentences(
  ranked: { entry: IndexedEntry; rank: number }[],
  terms: ExpandedTerm[],
  weight: Map<string, number>,
  asksFigure: boolean,
  asksChange: boolean,
  unwritten: ExpandedTerm[],
  kindAsked: string | null,
  listed: string | null,
  endingPhrase: string | undefined,
): Scored[] {
  const total = [...weight.values()].reduce((a, b) => a + b, 0);
  return ranked.flatMap(({ entry, rank }) => {
    const title = new Set(contentWords(entry.name));
    // A sentence that holds every subject (noun) of the question, and two of its words or more, in some
    // form better than a word of a definition is read as a paraphrase: PARAPHRASE_COVERAGE is enough, and
    // it counts at MIN_COVERAGE.
    const coverageOf = (s: AnalysedSentence) => {
      const held = new Set(s.terms);
      const text = s.text;
      let sum = 0;
      let everySubject = terms.some(isSubject);
      let heldTerms = 0;
      let unwrittenHeld = 0;
      for (const t of terms) {
        let credit = !asksMoney(t) ? 0 : asksChange && AMOUNT_CHANGE.test(text) ? AMOUNT_CHANGE_CREDIT : asksFigure && AMOUNT.test(text) ? AMOUNT_CREDIT : 0;
        const otherPhrase = t.lemma === endingPhrase && !writesPhrase(t.lemma, text);
        for (const [form, c] of t.forms) {
          // The verb of a phrase the question ends on counts with that particle only ("look for" is not "look at").
          if (otherPhrase && form === t.lemma.split(' ')[0]) continue;
          // The things a list asks for ("which talks") are not the act written as a verb ("without talking to anyone").
          // Nor are they a sentence's bare plural subject, which speaks of all of them ("Clients like knowing the total").
          const loose = t.lemma === listed && (s.verbsOnly.includes(form) || onlyGeneric(form, text));
          credit = Math.max(credit, held.has(form) ? (loose ? Math.min(c, GLOSS_CREDIT) : c) : title.has(form) ? c * TITLE_CREDIT : entry.tf.has(form) ? c * ENTRY_CREDIT : 0);
        }
        sum += weight.get(t.lemma)! * credit;
        if (credit > GLOSS_CREDIT) heldTerms += 1;
        else if (isSubject(t)) everySubject = false;
        // The kind of thing asked for counts in any form ("Seville" for "which city").
        if (unwritten.includes(t) && (credit > GLOSS_CREDIT || (t.lemma === kindAsked && credit > 0))) unwrittenHeld += 1;
      }
      // Half of what is asked about but never written as such must be held in a good form, or the sentence is about something else.
      if (unwrittenHeld * 2 < unwritten.length) return 0;
      const share = total ? sum / total : 0;
      const paraphrase = everySubject && heldTerms >= PARAPHRASE_TERMS && share >= PARAPHRASE_COVERAGE;
      return share < MIN_COVERAGE && paraphrase ? MIN_COVERAGE : share;
    };
    return entry.sentences.map((s, i) => {
      const alone = coverageOf(s);
      const next = entry.sentences[i + 1];
      const pair = next ? joined(s, next) : null;
      const paired = pair ? coverageOf(pair) : 0;
      return pair && paired > alone
        ? { entry, sentence: pair.text, analysed: pair, coverage: paired, rank }
        : { entry, sentence: s.text, analysed: s, coverage: alone, rank };
    });
  });
}
