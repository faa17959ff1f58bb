import { sentenceAt, sentencesOf } from './sentences';

const words = [
  { word: 'Today', start: 0.4, end: 0.7 },
  { word: 'I', start: 0.7, end: 0.8 },
  { word: 'walked.', start: 0.8, end: 1.3 },
  { word: '"Tomorrow', start: 2.1, end: 2.5 },
  { word: 'rain!"', start: 2.5, end: 3.0 },
  { word: 'then', start: 3.6, end: 3.8 },
  { word: 'nothing', start: 3.8, end: 4.2 },
];

describe('sentencesOf', () => {
  test('each sentence starts at its first aligned word and ends at its last; closing quotes end it too', () => {
    expect(sentencesOf(words)).toEqual([
      { text: 'Today I walked.', start: 0.4, end: 1.3 },
      { text: '"Tomorrow rain!"', start: 2.1, end: 3.0 },
      { text: 'then nothing', start: 3.6, end: 4.2 },
    ]);
  });

  test('no words, no sentences', () => {
    expect(sentencesOf([])).toEqual([]);
  });
});

describe('sentenceAt', () => {
  test('the last sentence started by then, -1 before the first', () => {
    const sentences = sentencesOf(words);
    expect(sentenceAt(sentences, 0.1)).toBe(-1);
    expect(sentenceAt(sentences, 1.9)).toBe(0);
    expect(sentenceAt(sentences, 2.1)).toBe(1);
    expect(sentenceAt(sentences, 9)).toBe(2);
  });
});
