import { endsSentence } from '@inscriptions/contracts';

/** A word of the transcript and where it is spoken (seconds). */
export interface TimedWord {
  word: string;
  start: number;
  end: number;
}

export interface TimedSentence {
  text: string;
  start: number;
  end: number;
}

/**
 * Groups aligned words into sentences: a sentence ends with a word ending in . ! or ? (closing quotes
 * allowed). The server's alignment starts each sentence said after a pause where its speech starts.
 */
export function sentencesOf(words: readonly TimedWord[]): TimedSentence[] {
  const sentences: TimedSentence[] = [];
  let current: TimedWord[] = [];
  const close = () => {
    if (current.length === 0) return;
    sentences.push({
      text: current.map((w) => w.word).join(' '),
      start: current[0]!.start,
      end: current[current.length - 1]!.end,
    });
    current = [];
  };
  for (const word of words) {
    current.push(word);
    if (endsSentence(word.word)) close();
  }
  close();
  return sentences;
}

/** Index of the sentence being heard at `time` (the last one started), or -1 before the first. */
export function sentenceAt(sentences: readonly TimedSentence[], time: number): number {
  let index = -1;
  sentences.forEach((s, i) => {
    if (s.start <= time + 0.01) index = i;
  });
  return index;
}
