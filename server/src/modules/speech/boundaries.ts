/**
 * Refines decoded word boundaries with the audio's energy. PocketSphinx gives a word the silence around it
 * at times (the first word of an utterance often starts with the utterance), and often labels a word-final
 * stop release that follows its closure ("walked" → the /t/ burst 40 ms after the /k/) as silence, ending
 * the word ~0.1 s early. So each word is first trimmed to its audible frames, then its end moves forwards
 * over audible frames left in the following silence, crossing quiet runs no longer than a stop closure,
 * and its start backwards over directly adjacent audible frames (a soft onset). Never into a neighbour.
 */
export const FRAME_S = 0.01;
const MAX_QUIET_RUN_FRAMES = 8;
/** Audible: this far above the recording's floor, and no more than this far below the word's loudest frame. */
const ABOVE_FLOOR_DB = 15;
const BELOW_PEAK_DB = 35;

export interface TimedWord {
  start: number;
  end: number;
}

/** Energy of each 10 ms frame, in dB below full scale. */
export function frameEnergies(samples: Int16Array, sampleRate: number): number[] {
  const size = Math.round(sampleRate * FRAME_S);
  const out: number[] = [];
  for (let offset = 0; offset + size <= samples.length; offset += size) {
    let sum = 0;
    for (let i = offset; i < offset + size; i++) sum += samples[i]! * samples[i]!;
    out.push(10 * Math.log10(sum / size / (32768 * 32768) + 1e-10));
  }
  return out;
}

export function refineBoundaries<W extends TimedWord>(samples: Int16Array, sampleRate: number, words: W[]): W[] {
  const db = frameEnergies(samples, sampleRate);
  if (db.length === 0) return words;
  const floor = [...db].sort((a, b) => a - b)[Math.floor(db.length * 0.05)]!;
  const frame = (t: number) => Math.min(db.length, Math.max(0, Math.round(t / FRAME_S)));

  const out: W[] = [];
  words.forEach((word, i) => {
    const first = frame(word.start);
    const last = frame(word.end);
    let peak = -Infinity;
    for (let f = first; f < last; f++) peak = Math.max(peak, db[f]!);
    const audible = (f: number) => db[f]! > Math.max(floor + ABOVE_FLOOR_DB, peak - BELOW_PEAK_DB);

    let start = first;
    let end = last;
    if (!Array.from({ length: last - first }, (_, k) => audible(first + k)).some(Boolean)) {
      out.push(word); // nothing audible to go by
      return;
    }
    while (!audible(start)) start++;
    while (!audible(end - 1)) end--;

    const limitAfter = i + 1 < words.length ? frame(words[i + 1]!.start) : db.length;
    for (let f = end, quiet = 0; f < limitAfter && quiet <= MAX_QUIET_RUN_FRAMES; f++) {
      if (audible(f)) {
        end = f + 1;
        quiet = 0;
      } else quiet++;
    }
    const limitBefore = i > 0 ? frame(out[i - 1]!.end) : 0;
    while (start - 1 >= limitBefore && audible(start - 1)) start--;
    out.push({ ...word, start: round(start * FRAME_S), end: round(end * FRAME_S) });
  });
  return out;
}

const round = (x: number) => Math.round(x * 1000) / 1000;
