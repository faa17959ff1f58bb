import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DICTATION_AUDIO_DESTINATION, DICTATION_RECORDING_KEPT } from '@inscriptions/contracts';
import { startFakeAssemblyAi, type FakeAssemblyAi } from '../../server/src/modules/speech/testing/fakeAssemblyAi';
import { expect as baseExpect, graphql, test as base } from './support';
import { freePort } from './topologyProcess';
import { signedInUser } from './voiceSupport';

// Generous waits: the e2e machine is shared and often busy.
const expect = baseExpect.configure({ timeout: 30_000 });

// Chromium's fake capture device (a beeping tone) as the microphone, the permission granted.
base.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

interface StoredEntry {
  name: string;
  transcript: string;
  audioUrl: string | null;
}

async function entriesOf(request: Parameters<typeof graphql>[0], token: string, inscriptionId: string) {
  const { inscriptionEntries } = await graphql<{ inscriptionEntries: StoredEntry[] }>(
    request,
    token,
    `
      query ($id: ID!) {
        inscriptionEntries(inscriptionId: $id) {
          name
          transcript
          audioUrl
        }
      }
    `,
    { id: inscriptionId },
  );
  return inscriptionEntries;
}

/** Review, submit, and the stored entry once its recording is uploaded. */
async function submitAndStored(
  page: Page,
  request: Parameters<typeof graphql>[0],
  token: string,
  inscriptionId: string,
  title: string,
) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('page-SelectEntry')).toBeVisible();
  await expect
    .poll(async () => (await entriesOf(request, token, inscriptionId)).find((e) => e.name === title)?.audioUrl ?? null)
    .not.toBeNull();
  return (await entriesOf(request, token, inscriptionId)).find((e) => e.name === title)!;
}

/** Critical and serious axe violations of the page at 360 px and at 1280 px wide. */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const { violations } = await new AxeBuilder({ page })
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    for (const v of violations.filter((x) => x.impact === 'critical' || x.impact === 'serious')) {
      found.push(`${width} px: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
  return found;
}

/**
 * A scripted Web Speech API: `SpeechRecognition` whose results the test plays with `__speech.say`, and
 * whose `available()` says US English is recognised on the device when `onDevice` (Chrome's on-device
 * recognition); without it, the browser gives no such answer (its maker's service hears the audio).
 */
function installFakeSpeechRecognition(page: Page, onDevice: boolean) {
  return page.addInitScript((onDevice: boolean) => {
    type Result = { transcript: string; isFinal: boolean };
    const instances: FakeSpeechRecognition[] = [];
    const asked: unknown[] = [];
    class FakeSpeechRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      processLocally: boolean | undefined;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      running = false;
      starts = 0;
      private results: Result[] = [];
      constructor() {
        instances.push(this);
      }
      start() {
        if (this.running) throw new DOMException('already started', 'InvalidStateError');
        this.running = true;
        this.results = [];
        this.starts += 1;
      }
      stop() {
        setTimeout(() => this.finish(), 0);
      }
      abort() {
        setTimeout(() => this.finish(), 0);
      }
      say(transcript: string, isFinal: boolean) {
        const open = this.results.findIndex((r) => !r.isFinal);
        const from = open === -1 ? this.results.length : open;
        this.results = [...this.results.slice(0, from), { transcript, isFinal }];
        const results = this.results.map((r) =>
          Object.assign([{ transcript: r.transcript, confidence: 0.9 }], { isFinal: r.isFinal }),
        );
        this.onresult?.({ resultIndex: from, results });
      }
      private finish() {
        if (!this.running) return;
        this.running = false;
        this.onend?.();
      }
    }
    if (onDevice) {
      Object.assign(FakeSpeechRecognition, {
        available: async (options: { langs: string[]; processLocally: boolean }) => {
          asked.push(options);
          return options.processLocally && options.langs.includes('en-US') ? 'available' : 'unavailable';
        },
      });
    }
    const scope = window as unknown as Record<string, unknown>;
    scope.SpeechRecognition = FakeSpeechRecognition;
    scope.webkitSpeechRecognition = FakeSpeechRecognition;
    scope.__speech = {
      asked,
      listening: () => instances.some((i) => i.running),
      last: () => {
        const i = instances.at(-1);
        return (
          i && {
            lang: i.lang,
            continuous: i.continuous,
            interimResults: i.interimResults,
            processLocally: i.processLocally,
            starts: i.starts,
          }
        );
      },
      say: (transcript: string, isFinal: boolean) => instances.find((i) => i.running)?.say(transcript, isFinal),
    };
  }, onDevice);
}

type SpeechProbe = {
  __speech: {
    asked: unknown[];
    listening(): boolean;
    last():
      | { lang: string; continuous: boolean; interimResults: boolean; processLocally?: boolean; starts: number }
      | undefined;
    say(transcript: string, isFinal: boolean): void;
  };
};

base.describe('the Web Speech engine', () => {
  base(
    'chosen in the privacy step, it says the audio stays on the device where the browser says so; its words are dictated and the app keeps its own recording',
    async ({ page, request, baseURL }) => {
      base.setTimeout(120_000);
      await installFakeSpeechRecognition(page, true);
      const sockets: string[] = [];
      page.on('websocket', (socket) => sockets.push(socket.url()));
      const { token, inscriptionId } = await signedInUser(page, request, baseURL);
      await page.goto(`/inscriptions/${inscriptionId}/entries/new`);

      // The consent: each engine with where its audio goes, and the app's own recording either way.
      const privacy = page.getByTestId('step-DICTATE_PRIVACY');
      await expect(privacy).toBeVisible();
      const server = privacy.getByRole('radio', { name: /This app's speech service/ });
      const browser = privacy.getByRole('radio', { name: /Your browser's speech recognition, on this device/ });
      await expect(server).toBeChecked();
      await expect(server).toHaveAccessibleName(new RegExp(escape(DICTATION_AUDIO_DESTINATION.server)));
      await expect(browser).toHaveAccessibleName(new RegExp(escape(DICTATION_AUDIO_DESTINATION.browserOnDevice)));
      await expect(privacy).toContainText(DICTATION_RECORDING_KEPT);
      expect(await page.evaluate(() => (window as unknown as SpeechProbe).__speech.asked)).toContainEqual({
        langs: ['en-US'],
        processLocally: true,
      });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await browser.check();
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.getByLabel('Title').fill('Dictated by the browser');
      // The recording panel says which engine listens, and offers the choice again.
      const engineDetails = page.getByTestId('dictation-engine-details');
      await expect(engineDetails).toContainText("Transcription: Your browser's speech recognition");
      await engineDetails.getByText('Transcription:').click();
      await expect(engineDetails.getByRole('radio', { name: /Your browser's speech recognition/ })).toBeChecked();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Start recording' }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as SpeechProbe).__speech.listening())).toBe(true);
      expect(await page.evaluate(() => (window as unknown as SpeechProbe).__speech.last())).toMatchObject({
        lang: 'en-US',
        continuous: true,
        interimResults: true,
        processLocally: true,
      });

      const say = (transcript: string, isFinal: boolean) =>
        page.evaluate(
          ([t, f]) => (window as unknown as SpeechProbe).__speech.say(t as string, f as boolean),
          [transcript, isFinal],
        );
      const interim = page.getByTestId('interim-transcript');
      const entry = page.getByLabel('Entry', { exact: true });
      await say('today I walked', false);
      await expect(interim).toHaveText('today I walked');
      await say('today I walked in the park', true);
      await expect(entry).toHaveValue('Today I walked in the park.');
      await expect(interim).toHaveText('');
      await say('tomorrow I will write', false);
      await expect(interim).toHaveText('tomorrow I will write');
      await say('tomorrow I will write about coffee', true);
      await expect(entry).toHaveValue('Today I walked in the park. Tomorrow I will write about coffee.');

      // Pause stops the browser's listening; the app's own recording goes on being kept.
      await page.getByRole('button', { name: 'Pause recording' }).click();
      await expect(page.getByTestId('recording-status')).toContainText('Paused');
      await expect.poll(() => page.evaluate(() => (window as unknown as SpeechProbe).__speech.listening())).toBe(false);

      const stored = await submitAndStored(page, request, token, inscriptionId, 'Dictated by the browser');
      expect(stored.transcript).toBe('Today I walked in the park. Tomorrow I will write about coffee.');
      const audio = await request.get(stored.audioUrl!);
      expect(audio.headers()['content-type']).toBe('audio/wav');
      expect((await audio.body()).length).toBeGreaterThan(44);
      // The browser engine opened no stream to the app's speech service.
      expect(sockets.filter((url) => url.includes('/speech/listen'))).toEqual([]);
    },
  );

  base(
    "where the browser gives no on-device answer, the privacy step says its maker's service hears the audio",
    async ({ page, request, baseURL }) => {
      await installFakeSpeechRecognition(page, false);
      const { inscriptionId } = await signedInUser(page, request, baseURL);
      await page.goto(`/inscriptions/${inscriptionId}/entries/new`);
      const browser = page
        .getByTestId('step-DICTATE_PRIVACY')
        .getByRole('radio', { name: /Your browser's speech recognition/ });
      await expect(browser).toHaveAccessibleName(new RegExp(escape(DICTATION_AUDIO_DESTINATION.browserService)));
      await expect(browser).not.toHaveAccessibleName(/on this device/);
    },
  );
});

/** A regular expression matching `text` literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const SENTENCE = 'Today I went for a walk in the park with my sister';

/**
 * The AssemblyAI path: a server of its own whose ASSEMBLYAI_API_KEY and ASSEMBLYAI_STREAMING_URL point
 * at a local stand-in speaking AssemblyAI's token endpoint and Universal Streaming v3 protocol, so the
 * browser gets AssemblyAI's temporary token and streams to it.
 */
const test = base.extend<object, { assembly: { url: string; fake: FakeAssemblyAi } }>({
  assembly: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const fake = await startFakeAssemblyAi({ sentences: [SENTENCE] });
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'inscriptions-e2e-assemblyai-'));
      const child: ChildProcess = spawn('node', [resolve(__dirname, '../../server/dist/main.js')], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          PUBLIC_URL: url,
          SPEECH_ENGINE: 'off',
          ASSEMBLYAI_API_KEY: fake.apiKey,
          ASSEMBLYAI_STREAMING_URL: fake.url,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await baseExpect
        .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status ?? 0, {
          timeout: 150_000,
          intervals: [500],
        })
        .toBe(200);
      // support.ts's dataDirOf finds this server's outbox by its URL.
      process.env.E2E_ASSEMBLYAI_URL = url;
      process.env.E2E_ASSEMBLYAI_DATA_DIR = dataDir;
      await use({ url, fake });
      child.kill('SIGTERM');
      await fake.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ assembly }, use) => use(assembly.url),
});

test('the AssemblyAI path: the privacy step names AssemblyAI, the browser streams PCM16 to it with its temporary token, and its formatted turn is the text', async ({
  page,
  request,
  baseURL,
  assembly,
}) => {
  test.setTimeout(120_000);
  const { token, inscriptionId } = await signedInUser(page, request, baseURL);
  await page.goto(`/inscriptions/${inscriptionId}/entries/new`);
  const privacy = page.getByTestId('step-DICTATE_PRIVACY');
  await expect(privacy).toContainText(DICTATION_AUDIO_DESTINATION.assemblyai);
  await expect(privacy).toContainText(DICTATION_RECORDING_KEPT);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel('Title').fill('Streamed to AssemblyAI');
  await page.getByRole('button', { name: 'Start recording' }).click();
  // The words heard show as they come, then the turn, formatted, lands in the entry.
  await expect(page.getByTestId('interim-transcript')).toContainText('today i went');
  const entry = page.getByLabel('Entry', { exact: true });
  await expect(entry).toHaveValue(`${SENTENCE}.`);
  await page.getByRole('button', { name: 'Pause recording' }).click();
  await expect(page.getByTestId('recording-status')).toContainText('Paused');

  const [session] = assembly.fake.sessions;
  expect(assembly.fake.sessions).toHaveLength(1);
  // The temporary token the server handed out, used once, with the stream's format.
  expect(assembly.fake.tokens).toContain(session!.query.get('token'));
  expect(Object.fromEntries(session!.query)).toMatchObject({
    sample_rate: '16000',
    encoding: 'pcm_s16le',
    format_turns: 'true',
    speech_model: 'universal-streaming-english',
  });
  // 100 ms of 16 kHz PCM16 per message, the microphone's sound in them.
  expect(new Set(session!.audioBytes)).toEqual(new Set([3200]));
  expect(session!.audibleChunks).toBeGreaterThan(0);
  await expect.poll(() => session!.operations).toContain('ForceEndpoint');

  const stored = await submitAndStored(page, request, token, inscriptionId, 'Streamed to AssemblyAI');
  expect(stored.transcript).toBe(`${SENTENCE}.`);
  expect((await request.get(stored.audioUrl!)).headers()['content-type']).toBe('audio/wav');
});
