import { BACKENDS, createTestEnv, gql, login, testConfig, type TestEnv } from './test/helpers';
import { buildApp } from './app';

describe.each(BACKENDS)('app basics (%s)', (kind) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(kind);
  });
  afterAll(async () => {
    await env.close();
  });

  it('answers /healthz after a database ping', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('rejects /graphql without a token (401)', async () => {
    const res = await env.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ quotes { author } }' } });
    expect(res.statusCode).toBe(401);
  });

  it('rejects a garbage token (401); the identity tests cover forged, expired and revoked ones', async () => {
    const garbage = await gql(env.app, 'not-a-token', '{ quotes { author } }');
    expect(garbage.status).toBe(401);
  });

  it('test login() mints a real access token for a confirmed account (email lowercased, same account again)', async () => {
    const s = await login(env.app, 'Mixed.Case@Example.COM');
    expect(s.email).toBe('mixed.case@example.com');
    expect(s.token.split('.')).toHaveLength(1); // opaque, not a JWT
    const again = await login(env.app, 'mixed.case@example.com');
    expect(again.accountId).toBe(s.accountId);
    expect(again.token).not.toBe(s.token);
    expect((await gql(env.app, again, '{ quotes { author } }')).status).toBe(200);
  });

  it('POST /dev/session is gone', async () => {
    const res = await env.app.inject({ method: 'POST', url: '/dev/session', payload: { email: 'a@b.co' } });
    expect(res.statusCode).toBe(404);
  });

  it('serves 20 quotes with authors', async () => {
    const s = await login(env.app);
    const res = await gql(env.app, s, '{ quotes { content author } }');
    expect(res.status).toBe(200);
    expect(res.data.quotes).toHaveLength(20);
    for (const q of res.data.quotes) {
      expect(q.content.length).toBeGreaterThan(0);
      expect(q.author.length).toBeGreaterThan(0);
    }
  });

  it('answers no insight before the first refresh, and general dive-deeper questions', async () => {
    const s = await login(env.app);
    const ins = await gql(
      env.app,
      s,
      `mutation { createInscription(input: { name: "A", about: "B" }) { code inscription { id } } }`,
    );
    const id = ins.data.createInscription.inscription.id;
    const res = await gql(
      env.app,
      s,
      `query($id: ID!) {
        inscriptionDataInsight(inscriptionId: $id) { dateUpdated }
        inscriptionDiveDeeperQuestions(inscriptionId: $id, fields: ["risksStrategies"], count: 3)
      }`,
      { id },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.inscriptionDataInsight).toBeNull();
    expect(res.data.inscriptionDiveDeeperQuestions).toHaveLength(3);
  });

  it('rejects an over-long string input with a clear 400', async () => {
    const s = await login(env.app);
    const res = await gql(
      env.app,
      s,
      `mutation($name: String!) { createInscription(input: { name: $name, about: "x" }) { code success message inscription { id } } }`,
      { name: 'n'.repeat(201) },
    );
    expect(res.data.createInscription).toEqual({
      code: '400',
      success: false,
      message: expect.stringContaining('"name" must be at most 200 characters'),
      inscription: null,
    });
  });

  it('masks unexpected errors and rejects deep queries', async () => {
    const s = await login(env.app);
    const res = await gql(env.app, s, '{ nope }');
    expect(res.errors?.[0]?.message).toBeDefined();
    expect(JSON.stringify(res.errors)).not.toContain('stack');
  });

  it('logs the client headers per request, never the token', async () => {
    const lines: string[] = [];
    const app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
      db: env.database,
      logStream: { write: (msg: string) => void lines.push(msg) },
    });
    try {
      const s = await login(app);
      await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          authorization: `Bearer ${s.token}`,
          'x-request-timestamp': '2026-01-31T09:30:00.000Z',
          'x-timezone': 'Europe/Paris',
          'x-device-id': 'device-123',
          'x-device-platform': 'web',
        },
        payload: { query: '{ quotes { author } }' },
      });
      const incoming = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'incoming request' && l.req.url === '/graphql');
      expect(incoming[0].req).toMatchObject({
        authorization: 'present',
        requestTimestamp: '2026-01-31T09:30:00.000Z',
        timezone: 'Europe/Paris',
        deviceId: 'device-123',
        devicePlatform: 'web',
      });
      expect(lines.join('\n')).not.toContain(s.token);
    } finally {
      await app.close();
    }
  });

  it('lists the six remotes in /remotes.json with env overrides', async () => {
    const config = testConfig({ REMOTE_MF_PROFILE_URL: 'https://cdn.example.com/mf-profile/remoteEntry.js' });
    const app = await buildApp(config, { db: env.database });
    try {
      const res = await app.inject({ method: 'GET', url: '/remotes.json' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.json()).toEqual({
        'mf-auth': '/mf/mf-auth/remoteEntry.js',
        'mf-inscriptions': '/mf/mf-inscriptions/remoteEntry.js',
        'mf-entries': '/mf/mf-entries/remoteEntry.js',
        'mf-insights': '/mf/mf-insights/remoteEntry.js',
        'mf-profile': 'https://cdn.example.com/mf-profile/remoteEntry.js',
        'mf-tasks-resources': '/mf/mf-tasks-resources/remoteEntry.js',
      });
      // No front-end build: client routes are a plain 404, not a crash.
      const page = await app.inject({ method: 'GET', url: '/inscriptions/abc', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe.each(BACKENDS)('live transcription wiring (%s)', (kind) => {
  const SERVICE_TOKEN = 'query Token($service: ExternalService!) { serviceToken(service: $service) }';

  it('serviceToken gives a token for the server\'s own /speech/listen, which app-config names', async () => {
    const env = await createTestEnv(kind);
    try {
      const s = await login(env.app);
      const res = await gql(env.app, s, SERVICE_TOKEN, { service: 'DEEPGRAM' });
      const token = res.data.serviceToken as string;
      expect(token).toEqual(expect.any(String));
      expect(await env.app.speech.verifyListenToken(token)).toMatchObject({ userId: expect.any(String) });
      expect((await env.app.inject({ method: 'GET', url: '/app-config.json' })).json().speech).toEqual({ listenUrl: '/speech/listen', provider: 'server' });
    } finally {
      await env.close();
    }
  });

  it('with SPEECH_ENGINE=off there is no token and app-config says live transcription is off', async () => {
    const env = await createTestEnv(kind, { SPEECH_ENGINE: 'off' });
    try {
      const s = await login(env.app);
      const res = await gql(env.app, s, SERVICE_TOKEN, { service: 'DEEPGRAM' });
      expect(res.data.serviceToken).toBeNull();
      expect((await env.app.inject({ method: 'GET', url: '/app-config.json' })).json().speech).toEqual({ listenUrl: null, provider: null });
    } finally {
      await env.close();
    }
  });
});
