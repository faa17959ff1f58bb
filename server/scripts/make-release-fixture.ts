/**
 * Writes this release's database fixture, server/test-fixtures/releases/<version>/ (README, Upgrading):
 * the app of this commit on a fresh database, one of everything created through its public API (the
 * /account routes, the sign-in flow, signed uploads and GraphQL), then the rows dumped as a backup
 * archive holds them (manifest.json with the migrations they were written at, db/<table>.jsonl).
 * forwardMigration.test.ts loads every fixture and migrates it with the current code.
 *
 *   node_modules/.bin/tsx server/scripts/make-release-fixture.ts [--replace]
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { buildApp } from '../src/app';
import { appVersion, type BackupManifest } from '../src/backup/manifest';
import { loadConfig } from '../src/config';
import { ENCRYPTION_KEY_FILE } from '../src/secrets';
import { createDatabase } from '../src/db';
import { dumpDatabase } from '../src/db/dump';
import { Browser, PASSWORD, signIn, signUpAndConfirm } from '../src/identity/test/helpers';
import { SoftAuthenticator } from '../src/identity/test/softAuthenticator';
import { gql } from '../src/test/helpers';
import { F, mutation } from '../src/test/operations';

const ROOT = path.resolve(__dirname, '..', '..');
const version = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const out = path.join(ROOT, 'server', 'test-fixtures', 'releases', version);

/** A real 1×1 PNG (logo and profile photo). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A PCM WAV of 8 silent samples (a recording). */
const WAV = Buffer.concat([
  Buffer.from('RIFF', 'ascii'),
  Buffer.from([44, 0, 0, 0]),
  Buffer.from('WAVEfmt ', 'ascii'),
  Buffer.from([16, 0, 0, 0, 1, 0, 1, 0, 0x40, 0x1f, 0, 0, 0x40, 0x1f, 0, 0, 1, 0, 8, 0]),
  Buffer.from('data', 'ascii'),
  Buffer.from([8, 0, 0, 0]),
  Buffer.alloc(8, 0x80),
]);

async function main(): Promise<void> {
  if (appVersion() !== version)
    throw new Error(`package.json says ${version}, server/package.json ${appVersion()}: release them together`);
  if (existsSync(out) && !process.argv.includes('--replace')) {
    throw new Error(`${out} exists: a release's fixture is made once (--replace only before the release is out)`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ins-fixture-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    STATIC_DIR: dataDir,
    DATABASE_URL: 'memory://',
    LOG_LEVEL: 'silent',
    JOBS_POLL_MS: '50',
  });
  const database = await createDatabase(config);
  await database.migrate();
  const app = await buildApp(config, { db: database });
  await app.ready();

  /* identity: sign-up, confirmation, the code flow, an authenticator app and a passkey */
  const browser = new Browser(app);
  const email = 'ada@example.com';
  await signUpAndConfirm(browser, dataDir, email);
  const token = (await signIn(browser, email, PASSWORD)).access_token;
  const bearer = { authorization: `Bearer ${token}` };
  const account = async <T = unknown>(method: string, url: string, json?: unknown) => {
    const res = await browser.request(method, url, { headers: bearer, ...(json === undefined ? {} : { json }) });
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${res.body}`);
    return res.json<T>();
  };
  const { secret } = await account<{ secret: string }>('POST', '/account/security/totp/setup');
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  await account('POST', '/account/security/totp/verify', { code: totp.generate() });
  const authenticator = new SoftAuthenticator(config.publicUrl);
  const { publicKey } = await account<{ publicKey: Parameters<SoftAuthenticator['register']>[0] }>(
    'POST',
    '/account/security/passkeys/options',
  );
  await account('POST', '/account/security/passkeys', { response: authenticator.register(publicKey), name: 'Laptop' });
  // A second ceremony left unfinished: its challenge stays, as in a live database.
  await account('POST', '/account/security/passkeys/options');

  /* the API */
  const call = async (
    name: string,
    input: string,
    field: string,
    fields: string,
    variables: Record<string, unknown>,
  ) => {
    const res = await gql(app, token, mutation(name, input, field, fields), { input: variables });
    if (res.errors || !res.data[name]?.success)
      throw new Error(`${name}: ${JSON.stringify(res.errors ?? res.data[name])}`);
    return res.data[name][field] as Record<string, string>;
  };
  const upload = async (url: string, body: Buffer, type: string) => {
    const res = await app.inject({
      method: 'PUT',
      url: url.replace(/^https?:\/\/[^/]+/, ''),
      headers: { 'content-type': type },
      payload: body,
    });
    if (res.statusCode !== 200) throw new Error(`upload ${url}: ${res.statusCode} ${res.body}`);
  };
  const jobDone = async (job: { id: string }) => {
    for (let i = 0; i < 600; i++) {
      const res = await gql(app, token, `query($id: ID!) { job(id: $id) { status progressMessage } }`, { id: job.id });
      const status = res.data.job?.status as string | undefined;
      if (status === 'DONE') return;
      if (status === 'FAILED') throw new Error(`job ${job.id} failed: ${res.data.job.progressMessage}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`job ${job.id} did not finish`);
  };

  const user = await call('createUser', 'CreateUserInput', 'user', F.user, {
    fullName: 'Ada Lovelace',
    bio: 'Writes about engines.',
    quote: 'That brain of mine is more than merely mortal.',
    timezone: 'Europe/London',
  });
  await upload(user.profileImageUploadUrl!, PNG, 'image/png');
  await call('createUserReminder', 'CreateUserReminderInput', 'userReminder', F.reminder, {
    reminderTime: '20:30',
    reminderFrequencyType: 'WEEKLY',
    reminderWeekDays: 42,
  });
  await call('createUserSocial', 'CreateUserSocialInput', 'userSocial', F.social, {
    platform: 'GITHUB',
    platformUserUrl: 'https://github.com/ada',
  });

  const inscription = await call('createInscription', 'CreateInscriptionInput', 'inscription', F.inscription, {
    name: 'Analytical Engine',
    about: 'Notes on a machine that weaves algebraic patterns.',
    category: 'TECHNOLOGY_HARDWARE_EQUIPMENT',
  });
  await upload(inscription.logoImageUploadUrl!, PNG, 'image/png');
  const question = await call(
    'createInscriptionQuestion',
    'CreateInscriptionQuestionInput',
    'inscriptionQuestion',
    F.question,
    {
      inscriptionId: inscription.id,
      questionType: 'NUMBER',
      question: 'How confident do you feel?',
      min: 1,
      max: 5,
    },
  );
  const entry = async (name: string, transcript: string, dateRecorded: string, extra: Record<string, unknown> = {}) =>
    call('createInscriptionEntry', 'CreateInscriptionEntryInput', 'inscriptionEntry', F.entry, {
      inscriptionId: inscription.id,
      name,
      transcript,
      dateRecorded,
      ...extra,
    });
  const first = await entry(
    'The mill',
    'The engine needs a mill and a store. I worry the cards will jam again. Visit https://example.org/cards for the punch patterns.',
    '2026-10-05T09:00:00.000Z',
  );
  const second = await entry(
    'Bernoulli numbers',
    'I finished the table of Bernoulli numbers today. I feel confident the method works.',
    '2026-10-19T18:30:00.000Z',
    {
      isImportant: true,
    },
  );
  await upload(second.audioUploadUrl!, WAV, 'audio/wav');
  await call(
    'createInscriptionEntryQuestionAnswer',
    'CreateInscriptionEntryQuestionAnswerInput',
    'inscriptionEntryQuestionAnswer',
    F.answer,
    {
      inscriptionEntryId: first.id,
      inscriptionQuestionId: question.id,
      answer: '4',
    },
  );
  const generated = await gql(
    app,
    token,
    'mutation($input: GenerateInscriptionTimelineInput!) { generateInscriptionTimeline(input: $input) { job { id } } }',
    {
      input: { inscriptionId: inscription.id, scale: 'MONTH', year: 2026, month: 10 },
    },
  );
  await jobDone(generated.data.generateInscriptionTimeline.job);
  const refreshed = await gql(
    app,
    token,
    'mutation($id: ID!) { refreshInscriptionDataInsight(inscriptionId: $id) { job { id } } }',
    { id: inscription.id },
  );
  await jobDone(refreshed.data.refreshInscriptionDataInsight.job);

  const category = await call(
    'createInscriptionChatSessionCategory',
    'CreateInscriptionChatSessionCategoryInput',
    'category',
    F.category,
    {
      inscriptionId: inscription.id,
      categoryName: 'Design',
    },
  );
  const session = await call(
    'createInscriptionChatSession',
    'CreateInscriptionChatSessionInput',
    'inscriptionChatSession',
    F.session,
    {
      inscriptionId: inscription.id,
      inscriptionChatSessionCategoryId: category.id,
      chatShortSummary: 'The mill',
      queryFrom: 'entries',
    },
  );
  const message = (chatRole: string, chatContent: string, extra: Record<string, unknown> = {}) =>
    call(
      'createInscriptionChatSessionMessage',
      'CreateInscriptionChatSessionMessageInput',
      'inscriptionChatSessionMessage',
      F.message,
      {
        inscriptionChatSessionId: session.id,
        chatRole,
        chatContent,
        ...extra,
      },
    );
  await message('user', 'What worried me about the cards?');
  await message('assistant', 'That they would jam again [E1].', {
    chatHelpful: true,
    externalSources: ['https://example.org/cards'],
    inscriptionEntrySources: [{ id: first.id, name: 'The mill' }],
  });

  await app.close();
  rmSync(out, { recursive: true, force: true });
  const dump = await dumpDatabase(database, out);
  await database.close();
  // The throwaway instance's key, which sealed the fixture's secrets: the forward test opens them with it.
  const encryptionKey = readFileSync(path.join(dataDir, ENCRYPTION_KEY_FILE));
  rmSync(dataDir, { recursive: true, force: true });
  const empty = dump.tables.filter((t) => t.rows === 0).map((t) => t.name);
  if (empty.length) {
    rmSync(out, { recursive: true, force: true });
    throw new Error(`No rows in ${empty.join(', ')}: seed them above, so the fixture holds one of everything`);
  }
  const manifest: BackupManifest = {
    format: 'inscriptions-backup',
    formatVersion: 1,
    appVersion: version,
    createdAt: new Date().toISOString(),
    database: dump,
    files: null,
  };
  writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(out, ENCRYPTION_KEY_FILE), encryptionKey);
  console.info(
    `Wrote ${out}: ${dump.tables.map((t) => `${t.name} ${t.rows}`).join(', ')}; migrations up to ${dump.migrations.at(-1)?.tag}.`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
