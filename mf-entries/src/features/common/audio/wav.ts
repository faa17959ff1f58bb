/**
 * 16-bit PCM WAV (RIFF) for the recordings: the spec keeps audio as audio/wav, and the server's forced
 * alignment and its upload check read this exact format.
 */
const HEADER_BYTES = 44;

/** One WAV file of `samples` (little-endian 16-bit, mono) at `sampleRate`. */
export function encodeWav(samples: Int16Array, sampleRate: number): ArrayBuffer {
  const buffer = new ArrayBuffer(HEADER_BYTES + samples.length * 2);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  new Int16Array(buffer, HEADER_BYTES, samples.length).set(samples);
  return buffer;
}

/** The samples and rate of a 16-bit mono PCM WAV made by encodeWav (or null for anything else). */
export function decodeWav(buffer: ArrayBuffer): { samples: Int16Array; sampleRate: number } | null {
  if (buffer.byteLength < HEADER_BYTES) return null;
  const view = new DataView(buffer);
  const tag = (offset: number) => String.fromCharCode(...new Uint8Array(buffer, offset, 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE' || view.getUint16(20, true) !== 1 || view.getUint16(22, true) !== 1)
    return null;
  if (view.getUint16(34, true) !== 16 || tag(36) !== 'data') return null;
  const length = Math.min(view.getUint32(40, true), buffer.byteLength - HEADER_BYTES) >> 1;
  return {
    samples: new Int16Array(buffer.slice(HEADER_BYTES, HEADER_BYTES + length * 2)),
    sampleRate: view.getUint32(24, true),
  };
}

/** Float samples in [-1, 1] as 16-bit integers (clipped). */
export function floatToInt16(input: Float32Array): Int16Array {
  const out = new Int16Array(input.length);
  for (let i = 0; i < input.length; i++) {
    const s = Math.max(-1, Math.min(1, input[i]!));
    out[i] = s < 0 ? s * 0x8000 : s * 0x7fff;
  }
  return out;
}

/** Joins chunks of samples into one array. */
export function concatSamples(chunks: readonly Int16Array[]): Int16Array {
  const out = new Int16Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** Peak level of a chunk in [0, 1], for the live waveform. */
export function peakOf(chunk: Int16Array): number {
  // No call per sample: a 27-minute recording is 26 million of them.
  let high = 0;
  let low = 0;
  for (const sample of chunk) {
    if (sample > high) high = sample;
    else if (sample < low) low = sample;
  }
  return Math.max(high, -low) / 0x8000;
}
