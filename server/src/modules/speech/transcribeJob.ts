import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { inscriptionEntries, type JobRow } from '../../db/schema';
import type { FileStore } from '../../files';
import type { Actor } from '../actor';
import { InputError } from '../errors';
import { enqueue, type JobHandler } from '../jobs';
import { requireOwned } from '../ownership';
import { enqueueAlignment, readAll } from './alignJob';
import type { Engine } from './engines/types';
import { SAMPLE_RATE } from './protocol';
import { Segmenter } from './segmenter';
import { parseWav } from './wav';

/** The job that transcribes an entry's recording afterwards (recorded without live dictation). */
export const TRANSCRIBE_ENTRY_JOB = 'speech.transcribeEntry';
/** The language the job asks the engine for (the app records English; see README). */
const TRANSCRIBE_LANGUAGE = 'en-US';
/** Pause that ends an utterance, as in live dictation's default. */
const ENDPOINTING_MS = 500;
/** Audio fed to the engine per write: 100 ms, as the browser streams it. */
const CHUNK_SAMPLES = SAMPLE_RATE / 10;

export const NO_SPEECH_ENGINE = 'Transcription is off: the server has no speech engine.';
export const NO_RECORDING = 'This entry has no recording to transcribe.';

/** Queues the transcription of one of the actor's entries (GraphQL transcribeInscriptionEntry); returns the job. */
export async function queueTranscription(actor: Actor, engine: Engine | null, entryId: unknown): Promise<JobRow> {
  const entry = await requireOwned(actor, 'entry', entryId);
  if (!engine) throw new InputError(NO_SPEECH_ENGINE);
  if (!entry.audioKey) throw new InputError(NO_RECORDING);
  return enqueue(actor.db, {
    kind: TRANSCRIBE_ENTRY_JOB,
    key: entry.id,
    payload: { entryId: entry.id, audioKey: entry.audioKey },
    userId: actor.userId,
    inscriptionId: entry.inscriptionId,
    maxAttempts: 2,
  });
}

/** Every final word of 16 kHz mono audio, fed in 100 ms chunks through the segmenter, as /speech/listen does. */
export async function recognizeAll(
  engine: Engine,
  userId: string,
  samples: Int16Array,
  progress: (fraction: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<string> {
  const recognizer = await engine.open({ userId, language: TRANSCRIBE_LANGUAGE, onPartial: () => undefined });
  const segmenter = new Segmenter({ sampleRate: SAMPLE_RATE, endpointingMs: ENDPOINTING_MS });
  const words: string[] = [];
  const handle = async (events: ReturnType<Segmenter['push']>) => {
    for (const event of events) {
      if (event.type === 'audio') await recognizer.write(event.samples);
      else if (event.type === 'end') words.push(...(await recognizer.end()).map((w) => w.word));
    }
  };
  try {
    for (let at = 0; at < samples.length; at += CHUNK_SAMPLES) {
      signal?.throwIfAborted();
      await handle(segmenter.push(samples.subarray(at, at + CHUNK_SAMPLES)));
      // Reporting renews the lease; every ~2 s of audio is often enough and cheap.
      if ((at / CHUNK_SAMPLES) % 20 === 19) await progress(at / samples.length);
    }
    await handle(segmenter.flush());
  } finally {
    recognizer.close();
  }
  return words.join(' ');
}

/**
 * Transcribes the entry's recording and appends the text to its transcript (a blank line after any text the
 * user typed; never replacing it), unless the recording changed meanwhile; then queues the alignment.
 */
export function transcribeEntryHandler(db: Db, store: FileStore, engine: Engine | null): JobHandler {
  return async ({ job, report, signal }) => {
    const payload = job.payload as { entryId?: unknown; audioKey?: unknown };
    const entryId = String(payload.entryId ?? '');
    const [entry] = await db
      .select({ audioKey: inscriptionEntries.audioKey })
      .from(inscriptionEntries)
      .where(eq(inscriptionEntries.id, entryId));
    if (!engine) return { words: 0, reason: 'no speech engine' };
    if (!entry?.audioKey || entry.audioKey !== payload.audioKey) return { words: 0, reason: 'recording changed' };
    const bytes = await readAll(store, entry.audioKey);
    if (!bytes) return { words: 0, reason: 'recording missing' };
    const wav = parseWav(bytes);
    if (wav.sampleRate !== SAMPLE_RATE || wav.channels !== 1) return { words: 0, reason: 'not 16 kHz mono' };
    await report(5, 'Transcribing the recording');
    const text = await recognizeAll(
      engine,
      job.userId ?? '',
      wav.samples,
      (fraction) => report(5 + Math.round(fraction * 90), 'Transcribing the recording'),
      signal,
    );
    if (!text) return { words: 0, reason: 'no speech heard' };
    const [updated] = await db
      .update(inscriptionEntries)
      .set({
        transcript: sql`CASE WHEN trim(${inscriptionEntries.transcript}) = '' THEN ${text}
          ELSE ${inscriptionEntries.transcript} || ${'\n\n'} || ${text} END`,
        wordTimings: null,
        dateUpdated: new Date(),
      })
      .where(and(eq(inscriptionEntries.id, entryId), eq(inscriptionEntries.audioKey, entry.audioKey)))
      .returning({ id: inscriptionEntries.id, inscriptionId: inscriptionEntries.inscriptionId });
    if (!updated) return { words: 0, reason: 'recording changed' };
    await enqueueAlignment(db, { id: updated.id, userId: job.userId ?? '', inscriptionId: updated.inscriptionId });
    return { words: text.split(' ').length };
  };
}
