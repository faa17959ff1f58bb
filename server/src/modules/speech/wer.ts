/** Word error rate: the measure of the engines' accuracy (bench, adaptation check). */

/** Lowercased words without punctuation or accents; apostrophes kept ("don't"), hyphens split. */
export function normalizeWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/** Word-level edit distance (substitutions + deletions + insertions). */
export function wordErrors(reference: string[], hypothesis: string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const current = [i];
    for (let j = 1; j <= hypothesis.length; j++) {
      const substitution = previous[j - 1]! + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[hypothesis.length]!;
}

/** Corpus WER: total word errors over total reference words (0.25 = 25 %). */
export function wordErrorRate(pairs: { reference: string; hypothesis: string }[]): number {
  let errors = 0;
  let words = 0;
  for (const { reference, hypothesis } of pairs) {
    const ref = normalizeWords(reference);
    errors += wordErrors(ref, normalizeWords(hypothesis));
    words += ref.length;
  }
  return words === 0 ? 0 : errors / words;
}
