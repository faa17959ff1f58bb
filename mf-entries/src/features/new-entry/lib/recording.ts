import { RECORDING, RECORDING_MAX_SAMPLES, RECORDING_WARN_SHARE } from '@inscriptions/contracts';
import { concatSamples, encodeWav, peakOf } from '../../common/audio/wav';

/** The recorder's states (spec section 4): start/resume records, pause yields the audio so far. */
export type RecordingState = 'inactive' | 'recording' | 'paused';

const SLICE_SAMPLES = (RECORDING.sampleRate * RECORDING.timesliceMs) / 1000;

/** How close a recording is to the longest one the server takes: under, near it (warned), or at it (stopped). */
export type RecordingLimit = 'under' | 'near' | 'reached';

/**
 * The recording's data and state, without any browser API: samples arrive in chunks while recording
 * (chunks that arrive in another state are dropped), every full timeslice (1 s) of new audio is
 * reported to `onSlice` (the draft is saved then), and the last 10 s of levels feed the waveform.
 * A recording never grows past RECORDING_MAX_SAMPLES (its file would be refused): the chunk that reaches
 * the limit is kept up to it, the recording pauses there, reports its slice, and cannot be resumed.
 */
export class Recording {
  private chunks: Int16Array[] = [];
  private sampleCount = 0;
  private sinceSlice = 0;
  private levels: number[] = [];
  state: RecordingState;

  constructor(
    initial: Int16Array | null = null,
    private readonly onSlice: (recording: Recording) => void = () => {},
  ) {
    if (initial && initial.length > 0) {
      this.chunks.push(initial);
      this.sampleCount = initial.length;
    }
    // A restored recording continues where it stopped.
    this.state = this.sampleCount > 0 ? 'paused' : 'inactive';
  }

  /** Starts or resumes; false (and nothing changes) once the recording is at its limit. */
  record(): boolean {
    if (this.limit === 'reached') return false;
    this.state = 'recording';
    return true;
  }

  /** Pauses and returns the audio so far (null when nothing was recorded). */
  pause(): Blob | null {
    if (this.state === 'recording') this.state = 'paused';
    this.flushSlice();
    return this.blob();
  }

  /** Adds captured samples; ignored unless recording. Reaching the limit pauses the recording. */
  append(captured: Int16Array): boolean {
    if (this.state !== 'recording' || captured.length === 0) return false;
    const room = RECORDING_MAX_SAMPLES - this.sampleCount;
    const chunk = captured.length > room ? captured.subarray(0, room) : captured;
    this.chunks.push(chunk);
    this.sampleCount += chunk.length;
    this.sinceSlice += chunk.length;
    const maxLevels = (RECORDING.waveformWindowS * RECORDING.sampleRate) / chunk.length;
    this.levels.push(peakOf(chunk));
    if (this.levels.length > maxLevels) this.levels.splice(0, this.levels.length - maxLevels);
    if (this.limit === 'reached') {
      this.state = 'paused';
      this.flushSlice();
    } else if (this.sinceSlice >= SLICE_SAMPLES) this.flushSlice();
    return true;
  }

  get limit(): RecordingLimit {
    if (this.sampleCount >= RECORDING_MAX_SAMPLES) return 'reached';
    return this.sampleCount >= RECORDING_MAX_SAMPLES * RECORDING_WARN_SHARE ? 'near' : 'under';
  }

  private flushSlice(): void {
    if (this.sinceSlice === 0) return;
    this.sinceSlice = 0;
    this.onSlice(this);
  }

  /** Seconds recorded. */
  get duration(): number {
    return this.sampleCount / RECORDING.sampleRate;
  }

  /** Peak levels (0–1) of the chunks of the last 10 s, oldest first. */
  get recentLevels(): readonly number[] {
    return this.levels;
  }

  /** All samples recorded so far, as one array (the chunks are merged once). */
  samples(): Int16Array {
    if (this.chunks.length > 1) this.chunks = [concatSamples(this.chunks)];
    return this.chunks[0] ?? new Int16Array(0);
  }

  /** The recording as audio/wav, or null when empty. */
  blob(): Blob | null {
    if (this.sampleCount === 0) return null;
    return new Blob([encodeWav(this.samples(), RECORDING.sampleRate)], { type: RECORDING.mimeType });
  }

  /** Forgets everything recorded. */
  clear(): void {
    this.chunks = [];
    this.sampleCount = 0;
    this.sinceSlice = 0;
    this.levels = [];
    this.state = 'inactive';
  }
}
