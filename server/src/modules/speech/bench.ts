/**
 * Speech benchmark (run with tsx: `npx tsx server/src/modules/speech/bench.ts [--voice en-us+klatt2]
 * [--latency 5] [--vocabulary 2000] [--json]`; needs espeak-ng and sox):
 * - embedded engine WER over 20 espeak-ng sentences, general vs adapted language model (adapted on a made-up
 *   journal that has the sentences' vocabulary in other sentences), and its real-time factor;
 * - latency from the end of speech to the final result through /speech/listen, audio streamed in real time;
 * - forced alignment error against word-by-word synthesis with known boundaries, and its speed.
 */
import { ADAPTATION_JOURNAL, TEST_SENTENCES } from './corpus';
import { createAligner } from './alignment';
import { measureAdaptation } from './embedded/evaluate';
import { concat, silence, speechBounds, synthesisUnavailable, synthesize, TEST_VOICE } from './synthesis';
import { connect, listenApp, stream } from './testClient';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const voice = arg('voice', TEST_VOICE);
const latencySentences = Number(arg('latency', '5'));
const generalVocabulary = Number(arg('vocabulary', '2000'));
/** --only recognition|latency|alignment (comma-separated): run part of the bench. */
const only = arg('only', 'recognition,latency,alignment').split(',');
const ms = (s: number) => Math.round(s * 1000);
const stats = (xs: number[]) => ({ mean: xs.reduce((a, b) => a + b, 0) / xs.length, max: Math.max(...xs) });

async function recognition() {
  const samples = TEST_SENTENCES.map((reference) => ({ reference, samples: synthesize(reference, voice) }));
  return measureAdaptation(samples, ADAPTATION_JOURNAL, { generalVocabulary });
}

/** Seconds from the moment the last sample of speech was sent to the arrival of its final result. */
async function latency(): Promise<number[]> {
  const origin = 'http://bench.local';
  const { app, url } = await listenApp({
    engine: 'embedded',
    allowedOrigins: [origin],
    embedded: { generalVocabulary },
    adaptationTexts: async () => ADAPTATION_JOURNAL,
  });
  const out: number[] = [];
  try {
    for (const sentence of TEST_SENTENCES.slice(0, latencySentences)) {
      const speech = synthesize(sentence, voice);
      const client = await connect(url, { token: (await app.speech.serviceToken('bench', 'DEEPGRAM'))!, origin });
      const audio = concat(silence(300), speech, silence(1500));
      const speechEnd = 300 * 16 + speechBounds(speech).end;
      let speechEndSentAt = 0;
      const final = client.next((m) => m.type === 'Results' && m.is_final).then(() => performance.now());
      const started = performance.now();
      for (let offset = 0; offset < audio.length; offset += 1600) {
        // Real time: chunk n leaves at n × 100 ms.
        const due = started + (offset / 16_000) * 1000;
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
        stream(client.ws, audio.subarray(offset, offset + 1600));
        if (!speechEndSentAt && offset + 1600 >= speechEnd) speechEndSentAt = performance.now();
      }
      out.push(((await final) - speechEndSentAt) / 1000);
      client.ws.send(JSON.stringify({ type: 'CloseStream' }));
      await client.closed;
    }
  } finally {
    await app.close();
  }
  return out;
}

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

async function recognitionReport(say: (line: string) => void) {
  const { general, adapted } = await recognition();
  results.wer = { general: general.wer, adapted: adapted.wer };
  results.realTimeFactor = { general: general.realTimeFactor, adapted: adapted.realTimeFactor };
  say(`embedded WER      general LM ${pct(general.wer)}   adapted LM ${pct(adapted.wer)}`);
  say(`real-time factor  general ${general.realTimeFactor.toFixed(3)}   adapted ${adapted.realTimeFactor.toFixed(3)}`);
  if (!process.argv.includes('--verbose')) return;
  TEST_SENTENCES.forEach((sentence, i) =>
    say(`  ${sentence}\n    general: ${general.hypotheses[i]}\n    adapted: ${adapted.hypotheses[i]}`),
  );
}

async function main() {
  const missing = synthesisUnavailable();
  if (missing) {
    console.error(`speech bench needs ${missing}`);
    process.exit(1);
  }
  const json = process.argv.includes('--json');
  const say = (line: string) => json || console.info(line);
  say(
    `speech bench — espeak-ng voice ${voice}, ${TEST_SENTENCES.length} sentences, general vocabulary ${generalVocabulary}`,
  );

  if (only.includes('recognition')) await recognitionReport(say);
  if (only.includes('latency')) {
    const latencies = stats(await latency());
    results.finalResultLatencyS = latencies;
    say(
      `end of speech → final result (endpointing 300 ms, real-time stream, ${latencySentences} sentences): mean ${ms(latencies.mean)} ms, max ${ms(latencies.max)} ms`,
    );
  }
  if (only.includes('alignment')) {
    const aligned = { gaps80to160ms: await alignment([80, 160]), noGaps: await alignment([0]) };
    results.alignment = aligned;
    for (const [name, a] of Object.entries(aligned)) {
      say(
        `alignment (${name}): ${pct(a.placed)} of words placed; error mean ${ms(a.mean)} ms, max ${ms(a.max)} ms, ${pct(a.within100)} of boundaries within 100 ms; real-time factor ${a.rtf.toFixed(3)}`,
      );
    }
  }
  if (json) console.info(JSON.stringify({ voice, generalVocabulary, ...results }, null, 2));
}

void main();
