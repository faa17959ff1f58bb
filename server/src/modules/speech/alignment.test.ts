import { createAligner, type Aligner } from './alignment';
import { concat, silence, speechBounds, synthesisUnavailable, synthesize } from './synthesis';
import { encodeWav } from './wav';

const missing = synthesisUnavailable();
if (missing) console.warn(`alignment tests skipped: ${missing}`);
const withSpeech = missing ? describe.skip : describe;

/** Written tokens; "Zorbly" is in no dictionary (its pronunciation comes from g2p). */
const TEXT = 'Yesterday, I walked to the old market with Zorbly and my grandmother.';
const TOLERANCE_S = 0.1;

/**
 * Ground truth by construction: each word is synthesised alone, trimmed to its first and last audible sample,
 * and laid out with known gaps, so every word boundary is known to the sample.
 */
function utteranceWithKnownBoundaries(): { samples: Int16Array; truth: { start: number; end: number }[] } {
  const parts: Int16Array[] = [silence(300)];
  const truth: { start: number; end: number }[] = [];
  let at = parts[0]!.length;
  TEXT.split(' ').forEach((token, i) => {
    const clip = synthesize(token.replace(/[^A-Za-z']/g, ''));
    const { start, end } = speechBounds(clip);
    const word = clip.subarray(start, end);
    truth.push({ start: at / 16_000, end: (at + word.length) / 16_000 });
    const gap = silence(i % 2 === 0 ? 80 : 160);
    parts.push(word, gap);
    at += word.length + gap.length;
  });
  parts.push(silence(300));
  return { samples: concat(...parts), truth };
}

withSpeech('forced alignment (SoundSwallower)', () => {
  let aligner: Aligner;
  beforeAll(() => {
    aligner = createAligner();
  });
  afterAll(() => aligner.close());

  test('places every word of a known utterance within 100 ms of its true start and end', async () => {
    const { samples, truth } = utteranceWithKnownBoundaries();
    const started = performance.now();
    const aligned = await aligner.align(samples, TEXT);
    const elapsed = performance.now() - started;

    expect(aligned.map((w) => w.word)).toEqual(TEXT.split(' '));
    aligned.forEach((w, i) => {
      expect(Math.abs(w.start - truth[i]!.start)).toBeLessThanOrEqual(TOLERANCE_S);
      expect(Math.abs(w.end - truth[i]!.end)).toBeLessThanOrEqual(TOLERANCE_S);
    });
    // The first call also loads the acoustic model; still well under the audio's own length.
    expect(elapsed).toBeLessThan((samples.length / 16_000) * 1000);
  });

  test('takes a 16 kHz mono WAV file too, and leaves out tokens with nothing to say', async () => {
    const samples = concat(silence(200), synthesize('my sister called'), silence(200));
    const aligned = await aligner.align(encodeWav(samples, 16_000), 'my sister — called 42');
    expect(aligned.map((w) => w.word)).toEqual(['my', 'sister', 'called']);
    expect(aligned[0]!.start).toBeGreaterThanOrEqual(0.1);
    expect(aligned[2]!.end).toBeLessThanOrEqual(samples.length / 16_000);
  });
});
