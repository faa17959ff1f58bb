import type WebSocket from 'ws';
import type { ServerMessage } from '../protocol';
import { concat, silence } from '../synthesis';
import { connect, listenApp, stream } from '../testClient';

const RATE = 16_000;
const CHUNK = 1600;
const FRAME = 160;

/**
 * First and last sample of speech in a recording with a noise floor: the 10 ms frames within 20 dB of the
 * loudest one (synthesis, between digital silences, has exact bounds: synthesis.ts speechBounds).
 */
export function speechSpan(samples: Int16Array): { start: number; end: number } {
  const energies: number[] = [];
  for (let i = 0; i + FRAME <= samples.length; i += FRAME) {
    let sum = 0;
    for (let j = i; j < i + FRAME; j++) sum += samples[j]! * samples[j]!;
    energies.push(sum / FRAME);
  }
  const threshold = Math.max(...energies) / 100;
  const first = energies.findIndex((e) => e >= threshold);
  const last = energies.length - 1 - [...energies].reverse().findIndex((e) => e >= threshold);
  return { start: first * FRAME, end: (last + 1) * FRAME };
}

export interface StreamTiming {
  /** Seconds from the chunk holding the first speech leaving to the first words shown (interim or final). */
  firstWordS: number | null;
  /** Seconds from the chunk holding the last speech leaving to the utterance's final result. */
  finalS: number | null;
}

/** Messages with their arrival time (the client's own list has none). */
function timed(ws: WebSocket): Array<{ message: ServerMessage; at: number }> {
  const arrived: Array<{ message: ServerMessage; at: number }> = [];
  ws.on('message', (data) =>
    arrived.push({ message: JSON.parse(String(data)) as ServerMessage, at: performance.now() }),
  );
  return arrived;
}

const transcriptOf = (m: ServerMessage) =>
  m.type === 'Results' ? (m.channel.alternatives[0]?.transcript ?? '').trim() : '';

/**
 * Streams each utterance through /speech/listen with the embedded engine in real time (chunk n leaves at
 * n × 100 ms, 300 ms of silence before the speech and 1.5 s after), the language model adapted to
 * `adaptationTexts` (none: the general model), and times the first words and the final result. The first
 * utterance is streamed once more before them, as the server's first session (`cold`), once the engine has
 * prepared as the server does when it starts listening (main.ts); the others find the next spare worker ready.
 */
export async function streamTimings(
  utterances: Array<{ samples: Int16Array; span: { start: number; end: number } }>,
  adaptationTexts: string[],
): Promise<{ cold: StreamTiming; warm: StreamTiming[] }> {
  const origin = 'http://bench.local';
  const { app, url } = await listenApp({
    engine: 'embedded',
    allowedOrigins: [origin],
    adaptationTexts: async () => adaptationTexts,
  });
  await app.speech.prepare();
  const timings: StreamTiming[] = [];
  try {
    for (const { samples, span } of [utterances[0]!, ...utterances]) {
      const lead = silence(300);
      const audio = concat(lead, samples, silence(1500));
      const client = await connect(url, { token: (await app.speech.serviceToken('bench', 'DEEPGRAM'))!, origin });
      const arrived = timed(client.ws);
      let speechStartSentAt = 0;
      let speechEndSentAt = 0;
      const started = performance.now();
      for (let offset = 0; offset < audio.length; offset += CHUNK) {
        const due = started + (offset / RATE) * 1000;
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
        stream(client.ws, audio.subarray(offset, offset + CHUNK));
        const sentUpTo = offset + CHUNK;
        if (!speechStartSentAt && sentUpTo > lead.length + span.start) speechStartSentAt = performance.now();
        if (!speechEndSentAt && sentUpTo >= lead.length + span.end) speechEndSentAt = performance.now();
      }
      client.ws.send(JSON.stringify({ type: 'CloseStream' }));
      await client.closed;
      const firstWord = arrived.find(({ message }) => transcriptOf(message) !== '');
      const final = arrived.find(
        ({ message, at }) => at >= speechEndSentAt && message.type === 'Results' && message.is_final,
      );
      timings.push({
        firstWordS: firstWord ? (firstWord.at - speechStartSentAt) / 1000 : null,
        finalS: final ? (final.at - speechEndSentAt) / 1000 : null,
      });
    }
  } finally {
    await app.close();
  }
  return { cold: timings[0]!, warm: timings.slice(1) };
}
