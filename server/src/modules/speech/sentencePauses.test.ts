import { matchSentencesToPauses, speechLayout } from './sentencePauses';
import { concat, silence } from './synthesis';

/** A 200 Hz tone standing in for speech. */
const tone = (ms: number): Int16Array =>
  Int16Array.from({ length: (16 * ms) | 0 }, (_, i) => Math.round(8000 * Math.sin(i / 12.7)));

describe('speechLayout', () => {
  test('finds the leading silence and every pause of 300 ms or more, not the shorter ones', () => {
    const samples = concat(silence(500), tone(800), silence(150), tone(600), silence(700), tone(400), silence(300));
    const { pauses, speechEnd } = speechLayout(samples, 16_000);
    expect(pauses).toEqual([
      { start: 0, end: 0.5 },
      { start: 2.05, end: 2.75 },
    ]);
    expect(speechEnd).toBe(3.15);
  });

  test('has no pauses in silence', () => {
    expect(speechLayout(silence(1000), 16_000)).toEqual({ pauses: [], speechEnd: 0 });
  });
});

describe('matchSentencesToPauses', () => {
  const pauses = [
    { start: 0, end: 0.4 },
    { start: 2.0, end: 2.4 }, // a hesitation inside the first sentence
    { start: 4.0, end: 5.0 },
    { start: 7.0, end: 8.0 },
  ];

  test('a well-aligned text: each sentence after the pause its gap overlaps; a hesitation matches none', () => {
    const sentences = [
      { start: 0.42, end: 3.95 },
      { start: 5.02, end: 6.9 },
      { start: 8.1, end: 9 },
    ];
    expect(matchSentencesToPauses(sentences, pauses)).toEqual([0, 2, 3]);
  });

  test('a rough text aligned a second off still gets its own pause, in order', () => {
    const sentences = [
      { start: 0.4, end: 3.2 },
      { start: 3.3, end: 6.3 }, // alignment started it 1.7 s early
      { start: 6.4, end: 9 }, // and the next one 1.6 s early
    ];
    expect(matchSentencesToPauses(sentences, pauses)).toEqual([0, 2, 3]);
  });

  test('a sentence with no pause before it, further from one than a second and its length, starts after none', () => {
    const sentences = [
      { start: 0.4, end: 0.5 },
      { start: 0.52, end: 1.9 },
      { start: 5.0, end: 9 },
    ];
    expect(
      matchSentencesToPauses(
        sentences,
        pauses.filter((_, j) => j !== 3),
      ),
    ).toEqual([0, null, 2]);
  });
});
