// Small real files for upload tests (server and e2e): the server sniffs what it is sent, so the bytes must
// be what they claim.
import { encodeWav } from '../modules/speech/wav';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A tenth of a second of a 16 kHz mono tone as a PCM WAV; another `period` makes another file. */
export function toneWav(period = 10): Buffer {
  const samples = Int16Array.from({ length: 1600 }, (_, i) => Math.round(8000 * Math.sin((2 * i) / period)));
  return encodeWav(samples, 16_000);
}
