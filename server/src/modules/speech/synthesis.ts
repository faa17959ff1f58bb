import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SAMPLE_RATE } from './protocol';
import { concatSamples, parseWav } from './wav';

/**
 * Test and benchmark speech: espeak-ng, resampled by sox to 16 kHz mono 16-bit. The Klatt voices are the
 * espeak-ng voices closest to natural speech for a recognizer trained on people (see README: the default
 * voice is much harder).
 */
export const TEST_VOICE = 'en-us+klatt2';

/** Null when espeak-ng and sox are both there, else what is missing (tests skip with it). */
export function synthesisUnavailable(): string | null {
  const missing = ['espeak-ng', 'sox'].filter((tool) => spawnSync(tool, ['--version']).error !== undefined);
  return missing.length ? `${missing.join(' and ')} not installed (apt-get install espeak-ng sox)` : null;
}

/** `text` spoken by espeak-ng's `voice`, at `wordsPerMinute` (espeak-ng's default, 175, when unset). */
export function synthesize(text: string, voice = TEST_VOICE, wordsPerMinute?: number): Int16Array {
  const dir = mkdtempSync(path.join(tmpdir(), 'speech-'));
  try {
    const raw = path.join(dir, 'raw.wav');
    const out = path.join(dir, 'out.wav');
    const run = (cmd: string, args: string[]) => {
      const r = spawnSync(cmd, args, { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.error?.message}`);
    };
    run('espeak-ng', ['-v', voice, ...(wordsPerMinute ? ['-s', String(wordsPerMinute)] : []), '-w', raw, text]);
    // -D: no dither, so the same text gives the same samples (reproducible tests and bench).
    run('sox', ['-V1', raw, '-D', '-r', String(SAMPLE_RATE), '-c', '1', '-b', '16', '-e', 'signed-integer', out]);
    return parseWav(readFileSync(out)).samples;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const silence = (ms: number): Int16Array => new Int16Array((SAMPLE_RATE * ms) / 1000);

export const concat = (...parts: Int16Array[]): Int16Array => concatSamples(parts);

/** First and last sample (exclusive) louder than `threshold` (espeak-ng pads words with digital silence). */
export function speechBounds(samples: Int16Array, threshold = 64): { start: number; end: number } {
  let start = 0;
  while (start < samples.length && Math.abs(samples[start]!) < threshold) start++;
  let end = samples.length;
  while (end > start && Math.abs(samples[end - 1]!) < threshold) end--;
  return { start, end };
}
