import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { inscriptionEntries, jobs, type JobRow } from '../../db/schema';
import { newKey } from '../../files/store';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import type { Actor } from '../actor';
import { createEntry } from '../entries/service';
import { NotFoundError } from '../errors';
import { createInscription } from '../inscriptions/service';
import { ALIGN_ENTRY_JOB } from './alignJob';
import { ADAPTATION_JOURNAL } from './corpus';
import { EmbeddedEngine } from './embedded/engine';
import type { Engine } from './engines/types';
import { concat, silence, synthesisUnavailable, synthesize } from './synthesis';
import { queueTranscription, TRANSCRIBE_ENTRY_JOB, transcribeEntryHandler } from './transcribeJob';
import { encodeWav } from './wav';
import { wordErrorRate } from './wer';

const missing = synthesisUnavailable();
if (missing) console.warn(`transcription job tests skipped: ${missing}`);
const withSpeech = missing ? describe.skip : describe;

/** Two utterances apart; the engine is adapted to a journal as in live dictation (see listen.test.ts). */
const SPOKEN = 'I felt tired after work so I went to bed early. I went to bed early';

withSpeech.each(BACKENDS)('speech.transcribeEntry job on the embedded engine (%s)', (kind) => {
  let env: ServiceTestEnv;
  let a: Actor;
  let b: Actor;
  let engine: EmbeddedEngine;
  let wav: Buffer;
  beforeAll(async () => {
    env = await createServiceTestEnv(kind);
    a = await env.newActor();
    b = await env.newActor();
    engine = new EmbeddedEngine({ adaptationTexts: async () => ADAPTATION_JOURNAL });
    const [first, second] = SPOKEN.split('. ');
    wav = encodeWav(concat(silence(300), synthesize(first!), silence(800), synthesize(second!), silence(300)), 16_000);
  }, 60_000);
  afterAll(async () => {
    await engine.close();
    await env.close();
  });

  async function entryWithRecording(transcript = '') {
    const inscription = await createInscription(a, { name: 'Journal', about: 'Voice notes' });
    const entry = await createEntry(a, { inscriptionId: inscription.id, name: 'Voice note', transcript });
    const audioKey = newKey.audio(a.userId, entry.id);
    await a.files.store.putStream(audioKey, Readable.from([wav]), { maxBytes: 10 << 20 });
    await a.db.update(inscriptionEntries).set({ audioKey }).where(eq(inscriptionEntries.id, entry.id));
    return { ...entry, audioKey };
  }

  async function run(job: JobRow, withEngine: Engine) {
    const reported: number[] = [];
    const result = await transcribeEntryHandler(
      a.db,
      a.files.store,
      withEngine,
    )({
      job,
      report: async (progress) => void reported.push(progress),
      signal: new AbortController().signal,
    });
    return { result, reported };
  }

  const read = async (id: string) =>
    (await a.db.select().from(inscriptionEntries).where(eq(inscriptionEntries.id, id)))[0]!;

  test('transcribes the recording, appends it after typed text, reports progress and queues the alignment', async () => {
    const entry = await entryWithRecording('Typed first.');
    const job = await queueTranscription(a, engine, entry.id);
    expect(job.kind).toBe(TRANSCRIBE_ENTRY_JOB);
    const { result, reported } = await run(job, engine);

    const after = await read(entry.id);
    expect(after.transcript.startsWith('Typed first.\n\n')).toBe(true);
    const heard = after.transcript.slice('Typed first.\n\n'.length);
    expect(wordErrorRate([{ reference: SPOKEN, hypothesis: heard }])).toBeLessThanOrEqual(0.3);
    expect(result).toMatchObject({ words: expect.any(Number) as number });
    expect(reported.length).toBeGreaterThan(0);
    const queued = await a.db.select().from(jobs).where(eq(jobs.kind, ALIGN_ENTRY_JOB));
    expect(queued.some((j) => j.key === entry.id && j.status === 'queued')).toBe(true);
  }, 120_000);

  test("a second user cannot queue the transcription of another user's entry", async () => {
    const entry = await entryWithRecording();
    await expect(queueTranscription(b, engine, entry.id)).rejects.toBeInstanceOf(NotFoundError);
    const queued = await a.db.select().from(jobs).where(eq(jobs.kind, TRANSCRIBE_ENTRY_JOB));
    expect(queued.some((j) => j.key === entry.id)).toBe(false);
  });

  test('a recording replaced while the job runs is not overwritten by the old one’s transcript', async () => {
    const entry = await entryWithRecording('Kept as typed.');
    const job = await queueTranscription(a, engine, entry.id);
    // The user records again while the engine is busy with the first utterance.
    const replacing: Engine = {
      modelInfo: engine.modelInfo,
      unavailableReason: (language) => engine.unavailableReason(language),
      close: async () => undefined,
      open: async (context) => {
        const recognizer = await engine.open(context);
        return {
          write: (samples) => recognizer.write(samples),
          close: () => recognizer.close(),
          end: async () => {
            await a.db
              .update(inscriptionEntries)
              .set({ audioKey: newKey.audio(a.userId, entry.id) })
              .where(eq(inscriptionEntries.id, entry.id));
            return recognizer.end();
          },
        };
      },
    };
    const { result } = await run(job, replacing);
    expect(result).toMatchObject({ reason: 'recording changed' });
    expect((await read(entry.id)).transcript).toBe('Kept as typed.');
  }, 120_000);
});
