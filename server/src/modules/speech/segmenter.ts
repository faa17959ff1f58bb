import { concatSamples } from './wav';

/**
 * Cuts the live stream into utterances with an energy detector: 10 ms frames, a noise floor that follows
 * the quiet frames, speech when a frame is 15 dB above it (and above -55 dBFS). An utterance opens after
 * 30 ms of speech (with 200 ms of audio before it, so soft onsets are kept) and ends after `endpointingMs`
 * of silence, or at `maxUtteranceMs`.
 */
export type SegmentEvent =
  | { type: 'start'; /** Stream sample index of the utterance's first sample. */ at: number }
  | { type: 'audio'; samples: Int16Array }
  | { type: 'end'; reason: 'endpoint' | 'maxLength' | 'flush' };

export interface SegmenterOptions {
  sampleRate: number;
  endpointingMs: number;
  maxUtteranceMs?: number;
}

const FRAME_MS = 10;
const ONSET_FRAMES = 3;
const PREROLL_FRAMES = 20;
const SPEECH_ABOVE_NOISE_DB = 15;
const SPEECH_MIN_DB = -55;

function frameDb(frame: Int16Array): number {
  let sum = 0;
  for (const s of frame) sum += s * s;
  return 10 * Math.log10(sum / frame.length / (32768 * 32768) + 1e-10);
}

export class Segmenter {
  private readonly frameSize: number;
  private readonly endFrames: number;
  private readonly maxFrames: number;
  private carry = new Int16Array(0);
  /** Samples consumed (whole frames). */
  private position = 0;
  private noiseDb = -70;
  private speechRun = 0;
  private silenceRun = 0;
  private utteranceFrames = 0;
  private active = false;
  private preroll: Int16Array[] = [];

  constructor(options: SegmenterOptions) {
    this.frameSize = (options.sampleRate * FRAME_MS) / 1000;
    this.endFrames = Math.max(1, Math.round(options.endpointingMs / FRAME_MS));
    this.maxFrames = Math.round((options.maxUtteranceMs ?? 15_000) / FRAME_MS);
  }

  get inUtterance(): boolean {
    return this.active;
  }

  /** Seconds of stream consumed so far. */
  get time(): number {
    return (this.position / this.frameSize) * (FRAME_MS / 1000);
  }

  push(samples: Int16Array): SegmentEvent[] {
    const all = new Int16Array(this.carry.length + samples.length);
    all.set(this.carry);
    all.set(samples, this.carry.length);
    const whole = all.length - (all.length % this.frameSize);
    this.carry = all.slice(whole);
    const events: SegmentEvent[] = [];
    for (let offset = 0; offset < whole; offset += this.frameSize) {
      this.frame(all.subarray(offset, offset + this.frameSize), events);
    }
    return mergeAudio(events);
  }

  /** Ends the open utterance now (Finalize, CloseStream); the partial frame still waiting goes with it. */
  flush(): SegmentEvent[] {
    if (!this.active) return [];
    const events: SegmentEvent[] = [];
    if (this.carry.length > 0) events.push({ type: 'audio', samples: this.carry });
    this.position += this.carry.length;
    this.carry = new Int16Array(0);
    this.close(events, 'flush');
    return events;
  }

  private frame(frame: Int16Array, events: SegmentEvent[]): void {
    const db = frameDb(frame);
    const speech = db > Math.max(this.noiseDb + SPEECH_ABOVE_NOISE_DB, SPEECH_MIN_DB);
    if (!speech) this.noiseDb = db < this.noiseDb ? Math.max(db, -90) : this.noiseDb + 0.05 * (db - this.noiseDb);
    const start = this.position;
    this.position += frame.length;

    if (!this.active) {
      this.preroll.push(frame.slice());
      if (this.preroll.length > PREROLL_FRAMES) this.preroll.shift();
      this.speechRun = speech ? this.speechRun + 1 : 0;
      if (this.speechRun >= ONSET_FRAMES) this.open(events, this.position - this.preroll.length * this.frameSize);
      return;
    }
    events.push({ type: 'audio', samples: frame.slice() });
    this.utteranceFrames++;
    this.silenceRun = speech ? 0 : this.silenceRun + 1;
    if (this.silenceRun >= this.endFrames) this.close(events, 'endpoint');
    else if (this.utteranceFrames >= this.maxFrames) {
      this.close(events, 'maxLength');
      if (speech) this.open(events, start + frame.length, false);
    }
  }

  private open(events: SegmentEvent[], at: number, withPreroll = true): void {
    this.active = true;
    this.silenceRun = 0;
    events.push({ type: 'start', at });
    if (withPreroll) for (const f of this.preroll) events.push({ type: 'audio', samples: f });
    this.utteranceFrames = withPreroll ? this.preroll.length : 0;
    this.preroll = [];
  }

  private close(events: SegmentEvent[], reason: 'endpoint' | 'maxLength' | 'flush'): void {
    this.active = false;
    this.speechRun = 0;
    events.push({ type: 'end', reason });
  }
}

/** One audio event per run of frames, so the recognizer gets a call per incoming chunk, not per 10 ms. */
function mergeAudio(events: SegmentEvent[]): SegmentEvent[] {
  const out: SegmentEvent[] = [];
  let run: Int16Array[] = [];
  const flushRun = () => {
    if (run.length === 0) return;
    out.push({ type: 'audio', samples: concatSamples(run) });
    run = [];
  };
  for (const e of events) {
    if (e.type === 'audio') run.push(e.samples);
    else {
      flushRun();
      out.push(e);
    }
  }
  flushRun();
  return out;
}
