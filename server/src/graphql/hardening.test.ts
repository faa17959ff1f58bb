import { createTestEnv, gql, login, type TestEnv } from '../test/helpers';

describe('production hardening', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv('pglite', { NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  });
  afterAll(async () => {
    await env.close();
  });

  it('disables introspection and field suggestions', async () => {
    const s = await login(env.app);
    const intro = await gql(env.app, s, '{ __schema { types { name } } }');
    expect(intro.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await gql(env.app, s, '{ inscriptionz { id } }');
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
  });

  it('rejects too deep and too aliased queries', async () => {
    const s = await login(env.app);
    const deep = await gql(env.app, s, '{ a: user { id } ' + Array.from({ length: 20 }, (_, n) => `q${n}: quotes { author }`).join(' ') + ' }');
    expect(deep.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('answers a preflight from a dev host without CORS headers, and from PUBLIC_URL with them', async () => {
    const preflight = (origin: string) =>
      env.app.inject({ method: 'OPTIONS', url: '/graphql', headers: { origin, 'access-control-request-method': 'POST' } });
    expect((await preflight('http://localhost:3000')).headers['access-control-allow-origin']).toBeUndefined();
    const own = new URL(env.config.publicUrl).origin;
    expect((await preflight(own)).headers['access-control-allow-origin']).toBe(own);
  });

  it('does not expose GraphiQL', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(401);
  });
});
