import { eq } from 'drizzle-orm';
import { inscriptionEntries, jobs } from '../../db/schema';
import { newKey } from '../../files/store';
import { BACKENDS, createTestEnv, gql, login, type Session, type TestEnv } from '../../test/helpers';
import { F, mutation, mutationById } from '../../test/operations';
import { TRANSCRIBE_ENTRY_JOB } from './transcribeJob';

const TRANSCRIBE = mutationById('transcribeInscriptionEntry', 'job', 'id kind status progress');

describe.each(BACKENDS)('transcribeInscriptionEntry through GraphQL (%s)', (kind) => {
  let env: TestEnv;
  let owner: Session;
  let stranger: Session;
  beforeAll(async () => {
    // Jobs off: the queued job stays queued for the assertions (the job itself: transcribeJob.test.ts).
    env = await createTestEnv(kind, { SPEECH_ENGINE: 'embedded' });
    owner = await login(env.app);
    stranger = await login(env.app);
  }, 60_000);
  afterAll(async () => {
    await env.close();
  });

  it('queues the owner’s transcription once there is a recording; a second user cannot queue it', async () => {
    expect((await gql(env.app, owner, 'query { transcriptionAvailable }')).data.transcriptionAvailable).toBe(true);
    const inscription = (
      await gql(env.app, owner, mutation('createInscription', 'CreateInscriptionInput', 'inscription', F.inscription), {
        input: { name: 'Journal', about: 'Voice notes' },
      })
    ).data.createInscription.inscription;
    const entry = (
      await gql(
        env.app,
        owner,
        mutation('createInscriptionEntry', 'CreateInscriptionEntryInput', 'inscriptionEntry', 'id'),
        {
          input: { inscriptionId: inscription.id, name: 'Walk', transcript: '' },
        },
      )
    ).data.createInscriptionEntry.inscriptionEntry;

    const noAudio = (await gql(env.app, owner, TRANSCRIBE, { id: entry.id })).data.transcribeInscriptionEntry;
    expect(noAudio).toMatchObject({ success: false, message: 'This entry has no recording to transcribe.', job: null });

    const audioKey = newKey.audio(owner.accountId, entry.id);
    await env.database.db.update(inscriptionEntries).set({ audioKey }).where(eq(inscriptionEntries.id, entry.id));
    const theirs = (await gql(env.app, stranger, TRANSCRIBE, { id: entry.id })).data.transcribeInscriptionEntry;
    expect(theirs).toMatchObject({ success: false, job: null });
    expect(await env.database.db.select().from(jobs).where(eq(jobs.kind, TRANSCRIBE_ENTRY_JOB))).toEqual([]);

    const mine = (await gql(env.app, owner, TRANSCRIBE, { id: entry.id })).data.transcribeInscriptionEntry;
    expect(mine).toMatchObject({ success: true, job: { kind: TRANSCRIBE_ENTRY_JOB, status: 'QUEUED', progress: 0 } });
    const polled = await gql(env.app, owner, 'query($id: ID!) { job(id: $id) { id status } }', { id: mine.job.id });
    expect(polled.data.job).toMatchObject({ id: mine.job.id, status: 'QUEUED' });
    expect(
      (await gql(env.app, stranger, 'query($id: ID!) { job(id: $id) { id } }', { id: mine.job.id })).data.job,
    ).toBeNull();
  });
});
