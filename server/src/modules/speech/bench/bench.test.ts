import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeWav } from '../wav';
import { speechSpan } from './latency';
import { recordedSpeech } from './recordedSpeech';

describe('the bench reads recorded speech as pocketsphinx-testdata ships it', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'testdata-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('pairs each `<s> words </s> (id)` line with its 16 kHz mono WAV, and is null when the package is missing', () => {
    expect(recordedSpeech(root)).toBeNull();
    mkdirSync(path.join(root, 'librivox'));
    mkdirSync(path.join(root, 'cards'));
    const tone = Int16Array.from({ length: 1600 }, (_, i) => Math.round(8000 * Math.sin(i / 3)));
    writeFileSync(path.join(root, 'librivox/a-01.wav'), encodeWav(tone, 16_000));
    writeFileSync(path.join(root, 'cards/001.wav'), encodeWav(tone, 16_000));
    writeFileSync(path.join(root, 'cards/002.wav'), encodeWav(tone, 8_000));
    writeFileSync(path.join(root, 'librivox/transcription'), '<s> he was not an  ill disposed young man </s> (a-01)\n');
    writeFileSync(
      path.join(root, 'cards/cards.transcription'),
      '<s> ten of clubs  </s> (001)\n<s> five five </s> (002)\n',
    );
    const utterances = recordedSpeech(root)!;
    // The 8 kHz recording is left out: the engine hears 16 kHz.
    expect(utterances.map(({ name, reference }) => ({ name, reference }))).toEqual([
      { name: 'librivox/a-01', reference: 'he was not an ill disposed young man' },
      { name: 'cards/001', reference: 'ten of clubs' },
    ]);
    expect(utterances[0]!.samples).toEqual(tone);
  });
});

describe('speechSpan', () => {
  it('finds the speech between quiet stretches, above a noise floor 20 dB down', () => {
    const noise = (n: number) => Int16Array.from({ length: n }, (_, i) => (i % 2 ? 30 : -30));
    const loud = Int16Array.from({ length: 3200 }, (_, i) => Math.round(6000 * Math.sin(i / 4)));
    const samples = new Int16Array([...noise(4800), ...loud, ...noise(1600)]);
    expect(speechSpan(samples)).toEqual({ start: 4800, end: 8000 });
  });
});
