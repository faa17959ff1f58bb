import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { ADAPTATION_JOURNAL } from './corpus';
import { LIVE_TRANSCRIPTION_OFF } from './listen';
import type { SpeechOptions } from './options';
import { CLOSE, type MetadataMessage, type ResultsMessage, type ServerMessage } from './protocol';
import { concat, silence, synthesisUnavailable, synthesize } from './synthesis';
import { LISTEN_TOKEN_AUDIENCE, signListenToken } from './tokens';
import { connect as connectAs, listenApp, stream } from './testClient';
import { normalizeWords, wordErrorRate } from './wer';

const ORIGIN = 'http://app.test';
const SECRET = 'test-secret-test-secret-test-secret!';
const SENTENCE = 'I felt tired after work so I went to bed early';
const missing = synthesisUnavailable();
if (missing) console.warn(`speech protocol tests skipped: ${missing}`);
const withSpeech = missing ? describe.skip : describe;
const connect = (url: string, options: Parameters<typeof connectAs>[1] = {}) =>
  connectAs(url, { origin: ORIGIN, ...options });

const start = (options: Partial<SpeechOptions> = {}) =>
  listenApp({
    engine: 'embedded',
    allowedOrigins: [ORIGIN],
    tokenSecret: SECRET,
    adaptationTexts: async () => ADAPTATION_JOURNAL,
    ...options,
  });

const isResults = (m: ServerMessage): m is ResultsMessage => m.type === 'Results';
const transcript = (m: ResultsMessage) => m.channel.alternatives[0]!.transcript;

withSpeech('/speech/listen with the embedded engine (Deepgram live protocol)', () => {
  // A live session starts a worker and loads the acoustic model: slow when the machine is busy.
  jest.setTimeout(90_000);
  let app: FastifyInstance;
  let url: string;
  let utterance: Int16Array;
  let token: string;

  beforeAll(async () => {
    ({ app, url } = await start());
    utterance = synthesize(SENTENCE);
  });
  // Tokens live 60 s: one per test.
  beforeEach(async () => {
    token = (await app.speech.serviceToken('user-1', 'DEEPGRAM'))!;
  });
  afterAll(() => app.close());

  test('interim results, then a final result with most words and timings, UtteranceEnd after the silence, CloseStream sends Metadata and closes 1000', async () => {
    const client = await connect(url, { token });
    stream(client.ws, concat(silence(300), utterance, silence(1500)));
    const final = (await client.next((m) => isResults(m) && m.is_final)) as ResultsMessage;
    const utteranceEnd = await client.next((m) => m.type === 'UtteranceEnd');
    client.ws.send(JSON.stringify({ type: 'CloseStream' }));
    const { code } = await client.closed;

    const interims = client.messages.filter((m) => isResults(m) && !m.is_final) as ResultsMessage[];
    expect(interims.length).toBeGreaterThan(0);
    expect(client.messages.indexOf(interims[0]!)).toBeLessThan(client.messages.indexOf(final));
    expect(final.speech_final).toBe(true);
    expect(wordErrorRate([{ reference: SENTENCE, hypothesis: transcript(final) }])).toBeLessThanOrEqual(0.3);
    const words = final.channel.alternatives[0]!.words;
    expect(words.map((w) => w.word)).toEqual(normalizeWords(transcript(final)));
    words.forEach((w, i) => {
      expect(w.end).toBeGreaterThan(w.start);
      if (i > 0) expect(w.start).toBeGreaterThanOrEqual(words[i - 1]!.end);
    });
    // The speech starts after 0.3 s of silence and lasts the utterance's length.
    expect(words[0]!.start).toBeGreaterThanOrEqual(0.2);
    expect(words.at(-1)!.end).toBeLessThanOrEqual(0.3 + utterance.length / 16_000 + 0.1);
    expect(utteranceEnd).toEqual({ type: 'UtteranceEnd', channel: [0, 1], last_word_end: words.at(-1)!.end });
    expect(client.messages.indexOf(utteranceEnd)).toBeGreaterThan(client.messages.indexOf(final));
    const metadata = client.messages.at(-1)!;
    expect(metadata).toMatchObject({ type: 'Metadata', channels: 1, request_id: final.metadata.request_id });
    expect((metadata as MetadataMessage).duration).toBeCloseTo(0.3 + utterance.length / 16_000 + 1.5, 2);
    expect(code).toBe(CLOSE.normal);
  });

  test('Finalize flushes a final result of the speech so far', async () => {
    const client = await connect(url, { token });
    stream(client.ws, concat(silence(200), utterance.subarray(0, 16_000 * 1.5)));
    client.ws.send(JSON.stringify({ type: 'Finalize' }));
    const final = (await client.next((m) => isResults(m) && m.is_final)) as ResultsMessage;
    expect(final.from_finalize).toBe(true);
    expect(normalizeWords(transcript(final)).length).toBeGreaterThanOrEqual(2);
    client.ws.send(JSON.stringify({ type: 'CloseStream' }));
    expect((await client.closed).code).toBe(CLOSE.normal);
  });

  test('KeepAlive keeps an idle socket open; without it the socket closes after the idle timeout', async () => {
    const quick = await start({ idleTimeoutMs: 600 });
    const client = await connect(quick.url, { token: (await quick.app.speech.serviceToken('user-1', 'DEEPGRAM'))! });
    const keepAlive = setInterval(() => client.ws.send(JSON.stringify({ type: 'KeepAlive' })), 250);
    await new Promise((r) => setTimeout(r, 1500));
    clearInterval(keepAlive);
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    const { code, reason } = await client.closed;
    expect(code).toBe(CLOSE.serverError);
    expect(reason).toBe('no audio or KeepAlive for 0.6 s');
    await quick.app.close();
  });

  test('a bad token, an expired token, no token and a foreign Origin are closed with an error code', async () => {
    const { SignJWT } = await import('jose');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setAudience(LISTEN_TOKEN_AUDIENCE)
      .setIssuedAt(now - 120)
      .setExpirationTime(now - 60)
      .sign(Buffer.from(SECRET));
    const closeOf = async (options: Parameters<typeof connect>[1]) => await (await connect(url, options)).closed;
    expect(await closeOf({ token: `${token.slice(0, -2)}xx` })).toEqual({
      code: CLOSE.unauthorized,
      reason: 'invalid token',
    });
    expect(await closeOf({ token: expired, scheme: 'bearer' })).toEqual({
      code: CLOSE.unauthorized,
      reason: 'token expired',
    });
    expect(await closeOf({})).toEqual({ code: CLOSE.unauthorized, reason: 'missing token' });
    expect(await closeOf({ token, origin: 'https://evil.test' })).toEqual({
      code: CLOSE.forbiddenOrigin,
      reason: 'origin https://evil.test is not allowed',
    });
  });

  test('an audio format other than linear16 16 kHz mono is refused', async () => {
    const client = await connect(url.replace('sample_rate=16000', 'sample_rate=8000'), { token });
    expect(await client.closed).toEqual({ code: CLOSE.badRequest, reason: 'sample_rate must be 16000' });
  });
});

describe('/speech/listen without an engine', () => {
  test('serviceToken is null and the socket says live transcription is off', async () => {
    const { app, url } = await start({ engine: 'off' });
    try {
      expect(await app.speech.serviceToken('user-1', 'DEEPGRAM')).toBeNull();
      expect(app.speech.clientConfig()).toEqual({ listenUrl: null, provider: null });
      const token = await signListenToken(Buffer.from(SECRET), 'user-1', 60);
      const client = await connect(url, { token });
      expect(await client.closed).toEqual({ code: CLOSE.engineUnavailable, reason: LIVE_TRANSCRIPTION_OFF });
    } finally {
      await app.close();
    }
  });
});
