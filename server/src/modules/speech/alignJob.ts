import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { inscriptionEntries } from '../../db/schema';
import type { FileStore } from '../../files';
import { enqueue, type JobHandler } from '../jobs';
import { alignTranscript, type AlignedWord } from './alignment';
import { SAMPLE_RATE } from './protocol';
import { parseWav } from './wav';

/** The job that computes an entry's word timings by forced alignment. */
export const ALIGN_ENTRY_JOB = 'speech.alignEntry';
/** Typing a transcript changes it often: one alignment per entry, 2 s after the last change. */
const ALIGN_DEBOUNCE_MS = 2000;

/** Queues (or moves) the alignment of an entry; called after its text or recording changed. */
export async function enqueueAlignment(
  db: Db,
  entry: { id: string; userId: string; inscriptionId: string },
): Promise<void> {
  await enqueue(db, {
    kind: ALIGN_ENTRY_JOB,
    key: entry.id,
    payload: { entryId: entry.id },
    userId: entry.userId,
    inscriptionId: entry.inscriptionId,
    runAt: new Date(Date.now() + ALIGN_DEBOUNCE_MS),
    maxAttempts: 3,
  });
}

export async function readAll(store: FileStore, key: string): Promise<Buffer | null> {
  const stream = await store.getStream(key);
  if (!stream) return null;
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * Aligns the entry's transcript to its recording and stores the word timings, unless the text or the
 * recording changed meanwhile (the job of that change does it). Recordings other than 16 kHz mono
 * 16-bit WAV (the app records exactly that; uploads of other formats are accepted) are not aligned.
 */
export function alignEntryHandler(db: Db, store: FileStore, align = alignTranscript): JobHandler {
  return async ({ job, report }) => {
    const entryId = String((job.payload as { entryId?: unknown }).entryId ?? '');
    const [entry] = await db
      .select({ transcript: inscriptionEntries.transcript, audioKey: inscriptionEntries.audioKey })
      .from(inscriptionEntries)
      .where(eq(inscriptionEntries.id, entryId));
    if (!entry?.audioKey || entry.transcript.trim() === '') return { aligned: 0, reason: 'no audio or text' };
    const bytes = await readAll(store, entry.audioKey);
    if (!bytes) return { aligned: 0, reason: 'recording missing' };
    let words: AlignedWord[];
    try {
      const wav = parseWav(bytes);
      if (wav.sampleRate !== SAMPLE_RATE || wav.channels !== 1) return { aligned: 0, reason: 'not 16 kHz mono' };
      await report(30, 'Aligning the transcript to the recording');
      words = await align(wav.samples, entry.transcript);
    } catch (error) {
      if (error instanceof Error && /wav|riff/i.test(error.message))
        return { aligned: 0, reason: 'not a PCM WAV file' };
      throw error;
    }
    const rounded = words.map((w) => ({
      word: w.word,
      start: Math.round(w.start * 1000) / 1000,
      end: Math.round(w.end * 1000) / 1000,
    }));
    await db
      .update(inscriptionEntries)
      .set({ wordTimings: rounded })
      .where(
        and(
          eq(inscriptionEntries.id, entryId),
          eq(inscriptionEntries.audioKey, entry.audioKey),
          eq(inscriptionEntries.transcript, entry.transcript),
        ),
      );
    return { aligned: rounded.length };
  };
}
