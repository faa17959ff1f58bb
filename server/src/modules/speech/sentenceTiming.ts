import { endsSentence } from '@inscriptions/contracts';
import { SAMPLE_RATE } from './protocol';
import { matchSentencesToPauses, speechLayout, type Pause, type SentenceSpan } from './sentencePauses';

export interface Span {
  start: number;
  end: number;
}

/** Aligns the tokens [from, to) within the audio from `start` to `end` (seconds); spans in the recording's time. */
export type AlignRange = (from: number, to: number, start: number, end: number) => Promise<(Span | null)[]>;

/** A word placed this far outside its sentence's stretch of speech means alignment lost its way there. */
const OUTSIDE_TOLERANCE_S = 0.1;
/** Audio of the pauses around a stretch given to its re-alignment (at most half of each pause). */
const PAUSE_MARGIN_S = 0.2;

interface Stretch {
  /** Tokens [from, to): whole sentences. */
  from: number;
  to: number;
  /** Where its speech starts (the pause it follows ends; 0 for a first stretch that follows none) and stops. */
  speechStart: number;
  speechEnd: number;
  /** The audio its re-alignment gets. */
  audioStart: number;
  audioEnd: number;
  /** It starts after a pause: its first word starts exactly where that pause ends. */
  afterPause: boolean;
}

const margin = (pause: Pause) => Math.min(PAUSE_MARGIN_S, (pause.end - pause.start) / 2);

/** A written token (punctuation kept) and the decoder words it normalises to (none: nothing to say). */
export interface Token {
  token: string;
  words: string[];
}

/** Token ranges of the sentences: a sentence ends with a token that ends one (contracts' endsSentence). */
function sentenceRanges(tokens: Token[]): { from: number; to: number }[] {
  const ranges: { from: number; to: number }[] = [];
  let from = 0;
  tokens.forEach(({ token }, i) => {
    if (endsSentence(token)) {
      ranges.push({ from, to: i + 1 });
      from = i + 1;
    }
  });
  if (from < tokens.length) ranges.push({ from, to: tokens.length });
  return ranges;
}

function spanOf(spans: (Span | null)[]): SentenceSpan {
  const placed = spans.filter((s) => s !== null);
  return placed.length === 0 ? null : { start: placed[0]!.start, end: placed[placed.length - 1]!.end };
}

/**
 * Spans for the speakable tokens alignment did not place, spread over the time between their placed
 * neighbours (or `from` and `to`) in proportion to their length: an estimate, so that every word keeps a
 * place (and its sentence a button) even where the text is not what was said.
 */
function fillUnplaced(tokens: Token[], spans: (Span | null)[], from: number, to: number): (Span | null)[] {
  const out = spans.slice();
  const missing = (i: number) => out[i] === null && tokens[i]!.words.length > 0;
  for (let i = 0; i < out.length; i++) {
    if (!missing(i)) continue;
    let end = i;
    while (end < out.length && out[end] === null) end++;
    const before = out
      .slice(0, i)
      .reverse()
      .find((s) => s !== null);
    const a = Math.max(from, before ? before.end : from);
    const b = Math.max(a, Math.min(to, out[end]?.start ?? to));
    const weights = tokens.slice(i, end).map((t) => (t.words.length > 0 ? t.token.length : 0));
    const total = weights.reduce((x, y) => x + y, 0);
    let at = a;
    weights.forEach((w, k) => {
      if (w === 0) return;
      const next = at + ((b - a) * w) / total;
      out[i + k] = { start: round(at), end: round(next) };
      at = next;
    });
    i = end;
  }
  return out;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Times each token so that every sentence that follows a pause starts where the speech after it starts.
 * Sentences are matched to the recording's pauses (sentencePauses.ts); the sentences between two matched
 * pauses form a stretch of speech, and a stretch whose words alignment placed outside it (or not at all),
 * as it does when the text is not what was said, is aligned again within its own stretch of audio. Every
 * word then lies within its stretch; words still not placed get an estimate between their neighbours.
 * `aligned` is one span (or null) per token, in recording time; tokens with nothing to say stay null.
 */
export async function timeSentences(
  samples: Int16Array,
  tokens: Token[],
  aligned: (Span | null)[],
  alignRange: AlignRange,
): Promise<(Span | null)[]> {
  const { pauses, speechEnd } = speechLayout(samples, SAMPLE_RATE);
  const ranges = sentenceRanges(tokens);
  if (pauses.length === 0 || ranges.length === 0) return aligned;
  const estimated = fillUnplaced(tokens, aligned, pauses[0]!.end, speechEnd);
  const matched = matchSentencesToPauses(
    ranges.map((r) => spanOf(estimated.slice(r.from, r.to))),
    pauses,
  );
  const duration = samples.length / SAMPLE_RATE;

  const stretches: Stretch[] = [];
  ranges.forEach((range, k) => {
    const j = matched[k];
    const previous = stretches[stretches.length - 1];
    if (j === null || j === undefined) {
      if (previous) previous.to = range.to;
      else {
        const speechStart = pauses[0]!.end;
        stretches.push({ ...range, speechStart, speechEnd, audioStart: 0, audioEnd: duration, afterPause: false });
      }
      return;
    }
    const pause = pauses[j]!;
    if (previous) {
      previous.speechEnd = pause.start;
      previous.audioEnd = pause.start + margin(pause);
    }
    const audioStart = pause.end - margin(pause);
    stretches.push({ ...range, speechStart: pause.end, speechEnd, audioStart, audioEnd: duration, afterPause: true });
  });

  const out = aligned.slice();
  for (const stretch of stretches) {
    const own = aligned.slice(stretch.from, stretch.to);
    const ownTokens = tokens.slice(stretch.from, stretch.to);
    const lost = own.some(
      (s, i) =>
        (s === null && ownTokens[i]!.words.length > 0) ||
        (s !== null &&
          (s.start < stretch.speechStart - OUTSIDE_TOLERANCE_S || s.end > stretch.speechEnd + OUTSIDE_TOLERANCE_S)),
    );
    const spans =
      lost && stretches.length > 1
        ? await alignRange(stretch.from, stretch.to, stretch.audioStart, stretch.audioEnd)
        : own;
    const clamp = (t: number) => Math.min(stretch.speechEnd, Math.max(stretch.speechStart, t));
    let first = true;
    fillUnplaced(ownTokens, spans, stretch.speechStart, stretch.speechEnd).forEach((s, i) => {
      if (s === null) return void (out[stretch.from + i] = null);
      const start = first && stretch.afterPause ? stretch.speechStart : clamp(s.start);
      out[stretch.from + i] = { start, end: Math.max(start, clamp(s.end)) };
      first = false;
    });
  }
  return out;
}
