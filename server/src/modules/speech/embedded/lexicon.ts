import { toARPABET } from 'phonemize';

/**
 * Pronunciations for words the CMU dictionary of the acoustic model lacks (names, slang, the user's own
 * words): phonemize's rule-based grapheme-to-phoneme, mapped onto the model's 39 CMU phones.
 */
const CMU_PHONES = new Set(
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' '),
);

/** phonemize's extra symbols (extended ARPAbet and its own) → CMU phones. */
const TO_CMU: Record<string, string[]> = {
  AX: ['AH'],
  AXR: ['ER'],
  EL: ['L'],
  EM: ['AH', 'M'],
  EN: ['AH', 'N'],
  IN: ['IH', 'N'],
  UN: ['AH', 'N'],
  IX: ['IH'],
  UX: ['UW'],
  UY: ['UW', 'IY'],
  DX: ['T'],
  NX: ['N'],
  H: ['HH'],
  WH: ['W'],
  SAW: ['AO'],
  TS: ['T', 'S'],
  AB: ['AE', 'B'],
};

/** CMU phones of `word` ("HH AH L OW"), or null when no pronunciation can be made. */
export function pronounce(word: string): string | null {
  let arpabet: string;
  try {
    arpabet = toARPABET(word, { stripStress: true });
  } catch {
    return null;
  }
  const phones = arpabet
    .toUpperCase()
    .split(/\s+/)
    .map((token) => token.replace(/[^A-Z]/g, ''))
    .flatMap((token) => (CMU_PHONES.has(token) ? [token] : (TO_CMU[token] ?? [])));
  return phones.length > 0 ? phones.join(' ') : null;
}
