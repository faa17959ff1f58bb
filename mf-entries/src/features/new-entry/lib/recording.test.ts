import { MAX_AUDIO_BYTES, RECORDING, RECORDING_MAX_SAMPLES, RECORDING_WARN_SHARE } from '@inscriptions/contracts';
import { decodeWav } from '../../common/audio/wav';
import { Recording } from './recording';

const chunk = (value: number, n = 1600) => new Int16Array(n).fill(value);
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error as Error);
    reader.readAsArrayBuffer(blob);
  });

describe('Recording (the recorder state machine)', () => {
  it('goes inactive → recording → paused → recording, and pausing yields the audio so far as audio/wav', async () => {
    const r = new Recording();
    expect(r.state).toBe('inactive');
    expect(r.append(chunk(5))).toBe(false); // not recording: dropped
    r.record();
    expect(r.state).toBe('recording');
    r.append(chunk(100));
    r.append(chunk(200));
    const blob = r.pause();
    expect(r.state).toBe('paused');
    expect(blob?.type).toBe(RECORDING.mimeType);
    const wav = decodeWav(await bytesOf(blob!));
    expect(wav?.sampleRate).toBe(16_000);
    expect(wav?.samples.length).toBe(3200);
    expect(wav?.samples[0]).toBe(100);
    expect(wav?.samples[3199]).toBe(200);
    expect(r.append(chunk(7))).toBe(false); // paused: dropped
    r.record();
    r.append(chunk(300));
    expect(r.pause()?.size).toBe(44 + 4800 * 2);
    expect(r.duration).toBeCloseTo(0.3);
  });

  it('reports every full 1 s timeslice while recording, and on pause', () => {
    const slices: number[] = [];
    const r = new Recording(null, (rec) => slices.push(rec.duration));
    r.record();
    for (let i = 0; i < 25; i++) r.append(chunk(1)); // 2.5 s in 100 ms chunks
    expect(slices).toEqual([1, 2]);
    r.pause();
    expect(slices).toEqual([1, 2, 2.5]);
    r.pause(); // nothing new: no report
    expect(slices).toHaveLength(3);
  });

  it('keeps the levels of the last 10 s for the waveform', () => {
    const r = new Recording();
    r.record();
    for (let i = 0; i < 120; i++) r.append(chunk(i < 110 ? 0 : 16384));
    expect(r.recentLevels).toHaveLength(100);
    expect(r.recentLevels[99]).toBeCloseTo(0.5);
    expect(r.recentLevels[0]).toBe(0);
  });

  it('continues a restored recording (paused) and forgets everything on clear', () => {
    const r = new Recording(chunk(9, 16_000));
    expect(r.state).toBe('paused');
    expect(r.duration).toBe(1);
    r.record();
    r.append(chunk(1));
    expect(r.samples().length).toBe(17_600);
    r.clear();
    expect(r.state).toBe('inactive');
    expect(r.blob()).toBeNull();
  });

  it('warns from 90 % of the upload limit, stops at the limit keeping every sample up to it, and cannot be resumed', () => {
    // The capture delivers 1 s chunks, each filled with its own index, for as long as the recorder takes them.
    const second = RECORDING.sampleRate;
    const slices: { samples: number; state: string }[] = [];
    const r = new Recording(null, (rec) => slices.push({ samples: rec.duration * second, state: rec.state }));
    r.record();
    let delivered = 0;
    let warnedAt: number | null = null;
    while (r.append(chunk(delivered % 32_000, second))) {
      delivered++;
      if (warnedAt === null && r.limit === 'near') warnedAt = delivered * second;
    }

    expect(RECORDING_MAX_SAMPLES / second / 60).toBeGreaterThan(27);
    expect(warnedAt).toBe(Math.ceil((RECORDING_MAX_SAMPLES * RECORDING_WARN_SHARE) / second) * second);
    expect(r.state).toBe('paused');
    expect(r.limit).toBe('reached');
    expect(delivered).toBe(Math.ceil(RECORDING_MAX_SAMPLES / second));
    // The draft was given the whole recording when it stopped.
    expect(slices[slices.length - 1]).toEqual({ samples: RECORDING_MAX_SAMPLES, state: 'paused' });
    const samples = r.samples();
    expect(samples.length).toBe(RECORDING_MAX_SAMPLES);
    for (let k = 0; k < delivered; k++) expect(samples[k * second]).toBe(k % 32_000);
    expect(samples[RECORDING_MAX_SAMPLES - 1]).toBe((delivered - 1) % 32_000);
    // Its file is as large as the server takes, no larger.
    const size = r.blob()!.size;
    expect(size).toBeLessThanOrEqual(MAX_AUDIO_BYTES);
    expect(size).toBe(44 + 2 * RECORDING_MAX_SAMPLES);

    expect(r.record()).toBe(false);
    expect(r.state).toBe('paused');
    expect(r.append(chunk(1))).toBe(false);
    expect(r.samples().length).toBe(RECORDING_MAX_SAMPLES);
  });
});
