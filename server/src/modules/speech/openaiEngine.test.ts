import type { FastifyInstance } from 'fastify';
import { CLOSE, type ResultsMessage, type ServerMessage } from './protocol';
import { concat, silence } from './synthesis';
import { connect, listenApp, stream, type Client } from './testClient';
import { fakeProvider, formOf } from './testServer';

/** 1.5 s of a voiced-like tone: the fake server does not listen, the segmenter only needs energy. */
const tone = Int16Array.from({ length: 24_000 }, (_, i) =>
  Math.round(4000 * Math.sin((2 * Math.PI * 180 * i) / 16_000)),
);
const isResults = (m: ServerMessage): m is ResultsMessage => m.type === 'Results';

describe('/speech/listen with an OpenAI-compatible transcription server', () => {
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  let failFinal = false;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    provider = await fakeProvider(async (request) => {
      const form = await formOf(request);
      if (form.get('response_format') === 'json') return { status: 200, json: { text: 'dear diary' } };
      if (failFinal) return { status: 503, json: { error: { message: 'no model loaded', type: 'server_error' } } };
      return {
        status: 200,
        json: {
          text: 'dear diary today was good',
          words: ['dear', 'diary', 'today', 'was', 'good'].map((word, i) => ({
            word,
            start: i * 0.3,
            end: i * 0.3 + 0.25,
          })),
        },
      };
    });
    ({ app, url } = await listenApp({
      engine: 'openai',
      openai: { baseURL: `${provider.url}/v1`, model: 'whisper-1', partialIntervalMs: 500 },
      allowedOrigins: ['http://app.test'],
    }));
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  const open = async (): Promise<Client> =>
    connect(url, { token: (await app.speech.serviceToken('user-1', 'DEEPGRAM'))!, origin: 'http://app.test' });

  test('interim text from the growing utterance, then the final transcript with word times shifted to the stream', async () => {
    failFinal = false;
    const client = await open();
    // Real-time pace for the speech, so the interim request answers while the utterance is still open.
    const audio = concat(silence(500), tone);
    for (let offset = 0; offset < audio.length; offset += 1600) {
      stream(client.ws, audio.subarray(offset, offset + 1600));
      await new Promise((r) => setTimeout(r, 20));
    }
    stream(client.ws, silence(1000));
    const final = (await client.next((m) => isResults(m) && m.is_final)) as ResultsMessage;
    client.ws.send(JSON.stringify({ type: 'CloseStream' }));
    expect((await client.closed).code).toBe(CLOSE.normal);

    const interim = client.messages.find((m) => isResults(m) && !m.is_final) as ResultsMessage;
    expect(interim.channel.alternatives[0]!.transcript).toBe('dear diary');
    expect(final).toMatchObject({ is_final: true, speech_final: true });
    const alternative = final.channel.alternatives[0]!;
    expect(alternative.transcript).toBe('dear diary today was good');
    // The utterance keeps up to 200 ms of audio before the detected onset (0.5 s + 30 ms).
    expect(final.start).toBeGreaterThan(0.25);
    expect(final.start).toBeLessThan(0.35);
    const diary = alternative.words[1]!;
    expect(diary.word).toBe('diary');
    expect(diary.start).toBeCloseTo(final.start + 0.3, 3);
    expect(diary.end).toBeCloseTo(final.start + 0.55, 3);
    const forms = await Promise.all(provider.requests.map(formOf));
    expect(forms.map((f) => f.get('response_format'))).toContain('json');
    expect(forms.at(-1)!.get('response_format')).toBe('verbose_json');
  });

  test("a failed transcription closes the socket with 1011 and the server's reason", async () => {
    failFinal = true;
    const client = await open();
    stream(client.ws, concat(silence(300), tone, silence(600)));
    const { code, reason } = await client.closed;
    expect(code).toBe(CLOSE.serverError);
    expect(reason).toMatch(/^transcription failed: the transcription server answered HTTP 503/);
  });
});
