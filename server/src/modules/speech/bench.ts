/**
 * Speech benchmark (`pnpm bench speech [--voices en-us+klatt2,en-us+klatt4,en-us] [--speeds 140,175]
 * [--latency 5] [--vocabulary 10000] [--bigrams 10000] [--only recognition,recorded,latency,alignment] [--verbose] [--json]`;
 * needs espeak-ng and sox, and Debian's pocketsphinx-testdata for the recorded speech):
 * - the embedded engine's WER and real-time factor (wall-clock, and the decoder thread's CPU time where Linux
 *   tells it), unadapted (general language model) and adapted apart:
 *   on sentences no adaptation journal holds, in several espeak-ng voices and speeds; on the sentences whose
 *   words the journal shares (what adaptation is for); and on recorded people (pocketsphinx-testdata);
 * - first words (speech start → first text shown) and final result (speech end → final) through
 *   /speech/listen, audio streamed in real time;
 * - forced alignment error against word-by-word synthesis with known boundaries, and its speed.
 */
import { cpus, loadavg } from 'node:os';
import { ADAPTATION_JOURNAL, TEST_SENTENCES, UNSEEN_SENTENCES } from './corpus';
import { createAligner } from './alignment';
import { speechSpan, streamTimings, type StreamTiming } from './bench/latency';
import { POCKETSPHINX_TESTDATA, recordedSpeech } from './bench/recordedSpeech';
import { measureAdaptation, type EvaluationRun } from './embedded/evaluate';
import { DEFAULT_GENERAL_BIGRAMS, DEFAULT_GENERAL_VOCABULARY } from './embedded/languageModel';
import { concat, silence, speechBounds, synthesisUnavailable, synthesize, TEST_VOICE } from './synthesis';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const voice = TEST_VOICE;
const voices = arg('voices', `${TEST_VOICE},en-us+klatt4,en-us`).split(',');
const speeds = arg('speeds', '140,175').split(',').map(Number);
const latencySentences = Number(arg('latency', '5'));
const generalVocabulary = Number(arg('vocabulary', String(DEFAULT_GENERAL_VOCABULARY)));
const generalBigrams = Number(arg('bigrams', String(DEFAULT_GENERAL_BIGRAMS)));
/** --only recognition,recorded,latency,alignment (comma-separated): run part of the bench. */
const only = arg('only', 'recognition,recorded,latency,alignment').split(',');
const verbose = process.argv.includes('--verbose');
const ms = (s: number) => Math.round(s * 1000);
const stats = (xs: number[]) => ({ mean: xs.reduce((a, b) => a + b, 0) / xs.length, max: Math.max(...xs) });

/** Word-by-word synthesis laid out with known gaps: every word boundary is known to the sample. */
function knownBoundaries(sentence: string, gapsMs: number[]) {
  const parts: Int16Array[] = [silence(300)];
  const truth: { start: number; end: number }[] = [];
  let at = parts[0]!.length;
  sentence.split(' ').forEach((word, i) => {
    const clip = synthesize(word, voice);
    const { start, end } = speechBounds(clip);
    const gap = silence(gapsMs[i % gapsMs.length]!);
    truth.push({ start: at / 16_000, end: (at + end - start) / 16_000 });
    parts.push(clip.subarray(start, end), gap);
    at += end - start + gap.length;
  });
  parts.push(silence(300));
  return { samples: concat(...parts), truth };
}

async function alignment(gapsMs: number[]) {
  const aligner = createAligner();
  const errors: number[] = [];
  let alignSeconds = 0;
  let audioSeconds = 0;
  let placed = 0;
  let words = 0;
  try {
    await aligner.align(synthesize('warm up', voice), 'warm up');
    for (const sentence of TEST_SENTENCES) {
      const { samples, truth } = knownBoundaries(sentence, gapsMs);
      const started = performance.now();
      const aligned = await aligner.align(samples, sentence);
      alignSeconds += (performance.now() - started) / 1000;
      audioSeconds += samples.length / 16_000;
      // Words the aligner could not place are left out of its answer: match the rest in order.
      const tokens = sentence.split(' ');
      let j = 0;
      for (const w of aligned) {
        while (j < tokens.length && tokens[j] !== w.word) j++;
        if (j === tokens.length) break;
        errors.push(Math.abs(w.start - truth[j]!.start), Math.abs(w.end - truth[j]!.end));
        placed++;
        j++;
      }
      words += tokens.length;
    }
  } finally {
    await aligner.close();
  }
  return {
    ...stats(errors),
    within100: errors.filter((e) => e <= 0.1).length / errors.length,
    placed: placed / words,
    rtf: alignSeconds / audioSeconds,
  };
}

const results: Record<string, unknown> = {};
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** WER and real-time factor of one set, unadapted and adapted (to ADAPTATION_JOURNAL), printed on one line. */
async function werLine(
  say: (line: string) => void,
  label: string,
  set: Array<{ reference: string; samples: Int16Array }>,
): Promise<{ general: EvaluationRun; adapted: EvaluationRun }> {
  const runs = await measureAdaptation(set, ADAPTATION_JOURNAL, { generalVocabulary, generalBigrams });
  const rtf = (run: EvaluationRun) =>
    `RTF ${run.realTimeFactor.toFixed(2)}${run.cpuRealTimeFactor === null ? '' : `, CPU ${run.cpuRealTimeFactor.toFixed(2)}`}`;
  say(
    `  ${label.padEnd(34)} unadapted ${pct(runs.general.wer).padStart(7)} (${rtf(runs.general)})   adapted ${pct(runs.adapted.wer).padStart(7)} (${rtf(runs.adapted)})`,
  );
  if (verbose) {
    set.forEach((s, i) =>
      say(
        `    ${s.reference}\n      unadapted: ${runs.general.hypotheses[i]}\n      adapted:   ${runs.adapted.hypotheses[i]}`,
      ),
    );
  }
  return runs;
}

const summary = ({ general, adapted }: { general: EvaluationRun; adapted: EvaluationRun }) => ({
  unadapted: { wer: general.wer, realTimeFactor: general.realTimeFactor, cpuRealTimeFactor: general.cpuRealTimeFactor },
  adapted: { wer: adapted.wer, realTimeFactor: adapted.realTimeFactor, cpuRealTimeFactor: adapted.cpuRealTimeFactor },
});

async function recognitionReport(say: (line: string) => void) {
  say(`WER, ${UNSEEN_SENTENCES.length} sentences no adaptation journal holds (adapted = to a 40-sentence journal):`);
  const unseen: Record<string, unknown> = {};
  for (const v of voices) {
    for (const speed of speeds) {
      const set = UNSEEN_SENTENCES.map((reference) => ({ reference, samples: synthesize(reference, v, speed) }));
      unseen[`${v}@${speed}`] = summary(await werLine(say, `${v}, ${speed} words/min`, set));
    }
  }
  say(`WER, ${TEST_SENTENCES.length} sentences whose words that journal shares (other sentences):`);
  const related = TEST_SENTENCES.map((reference) => ({ reference, samples: synthesize(reference, voice) }));
  results.wer = { unseen, sharedVocabulary: summary(await werLine(say, `${voice}, 175 words/min`, related)) };
}

async function recordedReport(say: (line: string) => void) {
  const recorded = recordedSpeech();
  if (!recorded) {
    say(`recorded speech: ${POCKETSPHINX_TESTDATA} is missing (apt-get install pocketsphinx-testdata)`);
    return;
  }
  say(`WER, people recorded (pocketsphinx-testdata, ${recorded.length} utterances):`);
  const bySet = new Map<string, typeof recorded>();
  for (const u of recorded) bySet.set(u.name.split('/')[0]!, [...(bySet.get(u.name.split('/')[0]!) ?? []), u]);
  const out: Record<string, unknown> = {};
  for (const [set, utterances] of bySet)
    out[set] = summary(await werLine(say, `${set} (${utterances.length})`, utterances));
  results.recordedWer = out;
}

function timingLine(
  say: (line: string) => void,
  label: string,
  { cold, warm: timings }: { cold: StreamTiming; warm: StreamTiming[] },
) {
  const first = timings.map((t) => t.firstWordS).filter((t): t is number => t !== null);
  const final = timings.map((t) => t.finalS).filter((t): t is number => t !== null);
  const fmt = (xs: number[]) => (xs.length ? `mean ${ms(stats(xs).mean)} ms, max ${ms(stats(xs).max)} ms` : 'none');
  const once = (s: number | null) => (s === null ? 'none' : `${ms(s)} ms`);
  say(
    `  ${label.padEnd(34)} first words ${fmt(first)} (${first.length}/${timings.length})   final ${fmt(final)} (${final.length}/${timings.length})   server's first session: first words ${once(cold.firstWordS)}, final ${once(cold.finalS)}`,
  );
  return {
    firstWordS: first.length ? stats(first) : null,
    finalS: final.length ? stats(final) : null,
    timings,
    firstSession: cold,
  };
}

async function latencyReport(say: (line: string) => void) {
  say(`live stream through /speech/listen, real time (endpointing 300 ms):`);
  const unseen = UNSEEN_SENTENCES.slice(0, latencySentences).map((sentence) => {
    const samples = synthesize(sentence, voice);
    return { samples, span: speechBounds(samples) };
  });
  const out: Record<string, unknown> = {
    unseenUnadapted: timingLine(say, `unseen, ${voice}, unadapted`, await streamTimings(unseen, [])),
    unseenAdapted: timingLine(say, `unseen, ${voice}, adapted`, await streamTimings(unseen, ADAPTATION_JOURNAL)),
  };
  const librivox = recordedSpeech()?.filter((u) => u.name.startsWith('librivox/'));
  if (librivox) {
    const recorded = librivox.map(({ samples }) => ({ samples, span: speechSpan(samples) }));
    out.recordedUnadapted = timingLine(say, 'recorded (librivox), unadapted', await streamTimings(recorded, []));
  }
  results.latency = out;
}

async function main() {
  const missing = synthesisUnavailable();
  if (missing) {
    console.error(`speech bench needs ${missing}`);
    process.exit(1);
  }
  const json = process.argv.includes('--json');
  const say = (line: string) => json || console.info(line);
  // Timings depend on what else the machine runs: the figures carry its load.
  const [load] = loadavg();
  results.machine = { cores: cpus().length, loadAverage1m: load };
  say(
    `speech bench — embedded engine, general model ${generalVocabulary} words and ${generalBigrams} bigrams; ${cpus().length} cores, load average ${load!.toFixed(1)}`,
  );

  if (only.includes('recognition')) await recognitionReport(say);
  if (only.includes('recorded')) await recordedReport(say);
  if (only.includes('latency')) await latencyReport(say);
  if (only.includes('alignment')) {
    const aligned = { gaps80to160ms: await alignment([80, 160]), noGaps: await alignment([0]) };
    results.alignment = aligned;
    for (const [name, a] of Object.entries(aligned)) {
      say(
        `alignment (${name}, ${voice}): ${pct(a.placed)} of words placed; error mean ${ms(a.mean)} ms, max ${ms(a.max)} ms, ${pct(a.within100)} of boundaries within 100 ms; real-time factor ${a.rtf.toFixed(3)}`,
      );
    }
  }
  if (json) console.info(JSON.stringify({ voices, speeds, generalVocabulary, generalBigrams, ...results }, null, 2));
}

void main();
