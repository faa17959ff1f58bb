import { endsSentence } from '@inscriptions/contracts';
import { createAligner, type AlignedWord, type Aligner } from './alignment';
import { concat, silence, speechBounds, synthesisUnavailable, synthesize } from './synthesis';

const missing = synthesisUnavailable();
if (missing) console.warn(`sentence timing tests skipped: ${missing}`);
const withSpeech = missing ? describe.skip : describe;

const SPOKEN = [
  'Today I went for a long walk in the park with my sister.',
  'Tomorrow I will write about the new coffee prices.',
  'The weather was cold but the sun came out at noon.',
];
/** Silence before the first sentence and after each (the live engines end a sentence after 300 ms). */
const LEAD_MS = 400;
const PAUSES_MS = [450, 800, 500];
const TOLERANCE_S = 0.3;

/** Each sentence spoken alone, trimmed to its audible samples and laid out with known pauses: its start is known. */
function recording(): { samples: Int16Array; starts: number[] } {
  const parts: Int16Array[] = [silence(LEAD_MS)];
  const starts: number[] = [];
  let at = parts[0]!.length;
  SPOKEN.forEach((sentence, i) => {
    const clip = synthesize(sentence, undefined, 160);
    const { start, end } = speechBounds(clip);
    const gap = silence(PAUSES_MS[i]!);
    starts.push(at / 16_000);
    parts.push(clip.subarray(start, end), gap);
    at += end - start + gap.length;
  });
  return { samples: concat(...parts), starts };
}

/** Where each sentence starts, as the entry's sentence buttons take it: its first timed word. */
function sentenceStarts(words: AlignedWord[]): number[] {
  return words.filter((_, i) => i === 0 || endsSentence(words[i - 1]!.word)).map((w) => w.start);
}

withSpeech('sentences timed from the recording', () => {
  let aligner: Aligner;
  const { samples, starts } = recording();
  beforeAll(() => {
    aligner = createAligner();
  });
  afterAll(() => aligner.close());

  test('sentence starts from alignment within 0.3 s on synthetic audio', async () => {
    const words = await aligner.align(samples, SPOKEN.join(' '));
    expect(words.map((w) => w.word)).toEqual(SPOKEN.join(' ').split(' '));
    const found = sentenceStarts(words);
    expect(found).toHaveLength(starts.length);
    found.forEach((start, i) => expect(Math.abs(start - starts[i]!)).toBeLessThanOrEqual(TOLERANCE_S));
  });

  test.each([
    // Words a recogniser with the wrong vocabulary heard; one sentence per utterance, as live dictation writes them.
    [
      'mostly wrong words',
      'Real the old come and cool the make. About old cup a real up. The what cold the son came out noon.',
    ],
    // Words left out and added: plain forced alignment loses its way in the first two sentences.
    [
      'words missing and added',
      'A walk in the park with my sister. Tomorrow I write about new coffee prices in the morning. Weather cold sun noon.',
    ],
  ])('sentence starts within 0.3 s when recognition was rough (%s), every word kept', async (_, text) => {
    const words = await aligner.align(samples, text);
    expect(words.map((w) => w.word)).toEqual(text.split(' '));
    const found = sentenceStarts(words);
    expect(found).toHaveLength(starts.length);
    found.forEach((start, i) => expect(Math.abs(start - starts[i]!)).toBeLessThanOrEqual(TOLERANCE_S));
    // In order, each word within the recording.
    words.forEach((w, i) => {
      expect(w.end).toBeGreaterThanOrEqual(w.start);
      if (i > 0) expect(w.start).toBeGreaterThanOrEqual(words[i - 1]!.start);
    });
    expect(words[words.length - 1]!.end).toBeLessThanOrEqual(samples.length / 16_000);
  });
});
