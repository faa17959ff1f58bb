import { createSpeech } from './speech';
import { serviceToken } from './service';
import { TranscriptionClient, TranscriptionError } from './engines/openaiCompatible';
import { formOf, fakeProvider } from './testServer';
import { ProviderTokenError, assemblyAiToken, deepgramToken, verifyListenToken } from './tokens';
import { parseWav } from './wav';

describe('Deepgram temporary tokens (POST /v1/auth/grant)', () => {
  test('sends the key as "Token <key>" with ttl_seconds and returns access_token', async () => {
    const deepgram = await fakeProvider(() => ({
      status: 200,
      json: { access_token: 'dg.jwt.token', expires_in: 60 },
    }));
    try {
      expect(await deepgramToken({ apiKey: 'dg-key', baseUrl: deepgram.url }, 60)).toBe('dg.jwt.token');
      const [request] = deepgram.requests;
      expect(request).toMatchObject({ method: 'POST', url: '/v1/auth/grant' });
      expect(request!.headers.authorization).toBe('Token dg-key');
      expect(request!.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request!.body.toString())).toEqual({ ttl_seconds: 60 });
    } finally {
      await deepgram.close();
    }
  });

  test("an error answer becomes a ProviderTokenError with Deepgram's message", async () => {
    const deepgram = await fakeProvider(() => ({
      status: 401,
      json: { err_code: 'INVALID_AUTH', err_msg: 'Invalid credentials.', request_id: 'r-1' },
    }));
    try {
      const call = deepgramToken({ apiKey: 'wrong', baseUrl: deepgram.url }, 60);
      await expect(call).rejects.toThrow(ProviderTokenError);
      await expect(call).rejects.toThrow('Deepgram refused a temporary token (HTTP 401): Invalid credentials.');
    } finally {
      await deepgram.close();
    }
  });
});

describe('AssemblyAI temporary tokens (GET /v3/token)', () => {
  test('sends the raw key as Authorization with expires_in_seconds and returns token', async () => {
    const assembly = await fakeProvider(() => ({ status: 200, json: { token: 'aai-temp', expires_in_seconds: 60 } }));
    try {
      expect(await assemblyAiToken({ apiKey: 'aai-key', baseUrl: assembly.url }, 60)).toBe('aai-temp');
      const [request] = assembly.requests;
      expect(request).toMatchObject({ method: 'GET', url: '/v3/token?expires_in_seconds=60' });
      expect(request!.headers.authorization).toBe('aai-key');
    } finally {
      await assembly.close();
    }
  });

  test("an error answer becomes a ProviderTokenError with AssemblyAI's message", async () => {
    const assembly = await fakeProvider(() => ({ status: 401, json: { error: 'Invalid API key' } }));
    try {
      await expect(assemblyAiToken({ apiKey: 'wrong', baseUrl: assembly.url }, 60)).rejects.toThrow(
        'AssemblyAI refused a temporary token (HTTP 401): Invalid API key',
      );
    } finally {
      await assembly.close();
    }
  });
});

describe('where the browser streams (clientConfig)', () => {
  test("AssemblyAI's /v3/ws with an AssemblyAI key (ws: for a plain-http stand-in), else this server's socket, relaying for an OpenAI-compatible engine", async () => {
    const assembly = createSpeech({ engine: 'off', allowedOrigins: [], assemblyAi: { apiKey: 'aai-key' } });
    expect(assembly.clientConfig()).toEqual({
      listenUrl: 'wss://streaming.assemblyai.com/v3/ws',
      provider: 'assemblyai',
    });
    const standIn = createSpeech({
      engine: 'off',
      allowedOrigins: [],
      assemblyAi: { apiKey: 'aai-key', baseUrl: 'http://127.0.0.1:4567' },
    });
    expect(standIn.clientConfig()).toEqual({ listenUrl: 'ws://127.0.0.1:4567/v3/ws', provider: 'assemblyai' });
    const relay = createSpeech({
      engine: 'openai',
      allowedOrigins: [],
      openai: { baseURL: 'http://x/v1', model: 'm' },
    });
    expect(relay.clientConfig()).toEqual({ listenUrl: '/speech/listen', provider: 'relay' });
    await Promise.all([assembly.close(), standIn.close(), relay.close()]);
  });
});

describe('serviceToken(actor, service)', () => {
  test('uses the provider whose key is configured, else a 60 s token of this server bound to the user', async () => {
    const deepgram = await fakeProvider(() => ({
      status: 200,
      json: { access_token: 'dg.jwt.token', expires_in: 60 },
    }));
    const secret = 'a-secret-of-at-least-thirty-two-bytes';
    try {
      const speech = createSpeech({
        engine: 'embedded',
        allowedOrigins: [],
        tokenSecret: secret,
        deepgram: { apiKey: 'dg-key', baseUrl: deepgram.url },
      });
      const actor = { userId: 'user-7', speech };
      expect(await serviceToken(actor, 'DEEPGRAM')).toBe('dg.jwt.token');
      const own = await serviceToken(actor, 'ASSEMBLY_AI');
      expect(await verifyListenToken(Buffer.from(secret), own!)).toEqual({ userId: 'user-7' });
      expect(await verifyListenToken(Buffer.from('another-secret-of-thirty-two-bytes!'), own!)).toEqual({
        error: 'invalid',
      });
      const { decodeJwt } = await import('jose');
      const claims = decodeJwt(own!);
      expect(claims.exp! - claims.iat!).toBe(60);
      expect(speech.clientConfig()).toEqual({ listenUrl: 'wss://api.deepgram.com/v1/listen', provider: 'deepgram' });
      await speech.close();
    } finally {
      await deepgram.close();
    }
  });
});

describe('OpenAI-compatible transcription client (POST /v1/audio/transcriptions)', () => {
  const samples = Int16Array.from({ length: 8000 }, (_, i) => Math.round(3000 * Math.sin(i / 5)));

  test('posts the utterance as a 16 kHz WAV in a multipart form with model, language and word timestamps', async () => {
    const server = await fakeProvider(() => ({
      status: 200,
      json: {
        task: 'transcribe',
        language: 'english',
        duration: 0.5,
        text: ' Hello world.',
        words: [
          { word: ' Hello', start: 0.05, end: 0.21 },
          { word: ' world.', start: 0.24, end: 0.45 },
        ],
      },
    }));
    try {
      const client = new TranscriptionClient({
        baseURL: `${server.url}/v1`,
        apiKey: 'sk-local',
        model: 'Systran/faster-whisper-small',
      });
      expect(await client.transcribe(samples, { language: 'en-US' })).toEqual({
        text: 'Hello world.',
        words: [
          { word: 'Hello', start: 0.05, end: 0.21, confidence: 1 },
          { word: 'world.', start: 0.24, end: 0.45, confidence: 1 },
        ],
      });
      const [request] = server.requests;
      expect(request).toMatchObject({ method: 'POST', url: '/v1/audio/transcriptions' });
      expect(request!.headers.authorization).toBe('Bearer sk-local');
      expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      const form = await formOf(request!);
      expect(form.get('model')).toBe('Systran/faster-whisper-small');
      expect(form.get('language')).toBe('en');
      expect(form.get('response_format')).toBe('verbose_json');
      expect(form.getAll('timestamp_granularities[]')).toEqual(['word']);
      const file = form.get('file') as File;
      expect(file.name).toBe('utterance.wav');
      expect(file.type).toBe('audio/wav');
      const wav = parseWav(new Uint8Array(await file.arrayBuffer()));
      expect(wav).toMatchObject({ sampleRate: 16_000, channels: 1 });
      expect(wav.samples).toEqual(samples);
    } finally {
      await server.close();
    }
  });

  test('OpenAI gpt-4o models get plain json (they have no verbose_json)', async () => {
    const server = await fakeProvider(() => ({ status: 200, json: { text: 'hello world' } }));
    try {
      const client = new TranscriptionClient({
        baseURL: `${server.url}/v1`,
        apiKey: 'sk',
        model: 'gpt-4o-mini-transcribe',
      });
      expect(await client.transcribe(samples)).toEqual({ text: 'hello world', words: null });
      expect((await formOf(server.requests[0]!)).get('response_format')).toBe('json');
    } finally {
      await server.close();
    }
  });

  test('an error answer becomes a TranscriptionError with the status and message', async () => {
    const server = await fakeProvider(() => ({
      status: 500,
      json: { error: { message: 'model is not loaded', type: 'server_error' } },
    }));
    try {
      const client = new TranscriptionClient({ baseURL: `${server.url}/v1`, model: 'whisper-1' });
      const call = client.transcribe(samples);
      await expect(call).rejects.toThrow(TranscriptionError);
      await expect(call).rejects.toThrow(/the transcription server answered HTTP 500: .*model is not loaded/);
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
