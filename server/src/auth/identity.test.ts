/**
 * Identity at the /graphql level: the built-in provider's opaque tokens and an external issuer's JWTs.
 * The provider's own behaviour (PKCE, rotation, logout, restart, mails …) is tested in src/identity/*.test.ts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type * as JoseModule from 'jose' with { 'resolution-mode': 'import' };
import { accounts } from '../db/schema';
import { CLIENT_ID } from '../identity/provider';
import { Browser, linkParams, readMail, refresh, revoke, signIn, signUpAndConfirm } from '../identity/test/helpers';
import { withClockAhead } from '../test/clock';
import { BACKENDS, createTestEnv, gql, login, TEST_PASSWORD, type TestEnv } from '../test/helpers';
import { externalAccountId } from './verifyAccessToken';

type Jose = typeof JoseModule;
const jose = (): Promise<Jose> => import('jose');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const QUERY = '{ quotes { author } }';
const RATE_WINDOW_S = 30;

describe.each(BACKENDS)('Identity: built-in provider at /graphql (%s)', (kind) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(kind, { IDENTITY_RATE_LIMIT_WINDOW_S: String(RATE_WINDOW_S) });
  });
  afterAll(async () => {
    await env.close();
  });

  it('serves /app-config.json for the front end (built-in provider, accounts API on)', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/app-config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json();
    expect(body).toEqual({
      oidc: {
        authority: 'http://localhost:8080/oidc',
        clientId: 'inscriptions-web',
        scope: 'openid email profile offline_access',
        metadata: expect.any(Object),
      },
      accounts: true,
      speech: { listenUrl: '/speech/listen', provider: 'server' },
    });
    const discovery = await env.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json()['issuer']).toBe('http://localhost:8080/oidc');
    // The endpoints app-config hands over (so the client skips discovery) are the provider's own, as
    // discovery names them for a browser on the public URL.
    const atPublicUrl = await env.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'localhost:8080' },
    });
    expect(atPublicUrl.json()).toMatchObject(body.oidc.metadata);
  });

  it('refuses /graphql without a token, with a non-Bearer scheme and with garbage (401)', async () => {
    const none = await env.app.inject({ method: 'POST', url: '/graphql', payload: { query: QUERY } });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const s = await login(env.app);
    const basic = await env.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Basic ${s.token}` },
      payload: { query: QUERY },
    });
    expect(basic.statusCode).toBe(401);
    expect((await gql(env.app, 'x'.repeat(600), QUERY)).status).toBe(401);
    expect((await gql(env.app, s, QUERY)).status).toBe(200);
  });

  it('refuses an expired access token', async () => {
    const s = await login(env.app);
    const provider = env.app.oidcProvider!;
    const client = await provider.Client.find(CLIENT_ID);
    const grant = new provider.Grant({ accountId: s.accountId, clientId: CLIENT_ID });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    const shortLived = await new provider.AccessToken({
      accountId: s.accountId,
      client: client!,
      grantId,
      gty: 'authorization_code',
      scope: 'openid email profile',
      expiresIn: 60,
    }).save();
    expect((await gql(env.app, shortLived, QUERY)).status).toBe(200);
    await withClockAhead(61_000, async () => {
      expect((await gql(env.app, shortLived, QUERY)).status).toBe(401);
    });
  });

  it('refuses a JWT signed by another key, even with the right issuer, audience and subject', async () => {
    const s = await login(env.app);
    const { generateKeyPair, SignJWT } = await jose();
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: s.email, scope: 'openid email profile', client_id: CLIENT_ID })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'forged' })
      .setIssuer('http://localhost:8080/oidc')
      .setAudience(CLIENT_ID)
      .setSubject(s.accountId)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    const res = await gql(env.app, forged, QUERY);
    expect(res.status).toBe(401);
  });

  it('signs in with code + PKCE; after sign-out (refresh token revoked) neither the access token nor the refresh token works', async () => {
    const b = new Browser(env.app);
    const email = `signout-${kind}@example.com`;
    await signUpAndConfirm(b, env.config.dataDir, email, TEST_PASSWORD);
    const tokens = await signIn(b, email, TEST_PASSWORD);
    const created = await gql(
      env.app,
      tokens.access_token,
      'mutation { createInscription(input: { name: "Mine", about: "x" }) { code inscription { id } } }',
    );
    expect(created.status).toBe(200);
    expect(created.data.createInscription.code).toBe('200');
    // refresh works before sign-out and rotates
    const refreshed = await refresh(b, tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    const next = refreshed.json<{ access_token: string; refresh_token: string }>();
    expect((await gql(env.app, next.access_token, QUERY)).status).toBe(200);

    const rev = await revoke(b, next.refresh_token);
    expect(rev.status).toBe(200);
    expect((await gql(env.app, next.access_token, QUERY)).status).toBe(401);
    expect((await gql(env.app, tokens.access_token, QUERY)).status).toBe(401);
    expect((await refresh(b, next.refresh_token)).status).toBe(400);
  });

  it('20 wrong passwords in a row answer 429; the right password works again after the configured window', async () => {
    const b = new Browser(env.app, '10.20.30.40');
    const email = `brute-${kind}@example.com`;
    await signUpAndConfirm(b, env.config.dataDir, email, TEST_PASSWORD);
    const start = await b.get(
      `/oidc/auth?${new URLSearchParams({
        client_id: CLIENT_ID,
        response_type: 'code',
        redirect_uri: 'http://localhost:8080/auth/callback',
        scope: 'openid',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      }).toString()}`,
    );
    const uid = /interaction\/([^/?]+)/.exec(start.location!)![1]!;
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await b.postJson(`/oidc/interaction/${uid}/login`, { email, password: `Wrong-pass${i}!` })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    const blocked = await b.postJson(`/oidc/interaction/${uid}/login`, { email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.json()).toEqual({ code: 'TooManyRequestsException', message: 'Too many attempts, please wait a few minutes and try again.' });
    await withClockAhead(RATE_WINDOW_S * 1000 + 1000, async () => {
      const tokens = await signIn(new Browser(env.app, '10.20.30.40'), email, TEST_PASSWORD);
      expect((await gql(env.app, tokens.access_token, QUERY)).status).toBe(200);
    });
  });

  it('/account/resend and /account/forgot answer byte-identically for an unknown and a real email', async () => {
    const b = new Browser(env.app, '10.20.30.41');
    const real = `real-${kind}@example.com`;
    const unconfirmed = `unconfirmed-${kind}@example.com`;
    await signUpAndConfirm(b, env.config.dataDir, real, TEST_PASSWORD);
    expect((await b.postJson('/account/signup', { email: unconfirmed, password: TEST_PASSWORD })).status).toBe(201);
    const strip = (h: Record<string, unknown>) => {
      const { date: _date, ...rest } = h;
      return rest;
    };
    for (const url of ['/account/resend', '/account/forgot']) {
      const answers = [];
      for (const email of [`nobody-${kind}@example.com`, real, unconfirmed]) {
        const r = await b.postJson(url, { email });
        answers.push({ status: r.status, headers: strip(r.headers), body: r.body });
      }
      expect(answers[0]!.status).toBe(200);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    }
  });
});

describe('Identity: short-lived mailed links (IDENTITY_CONFIRMATION_TTL_S / IDENTITY_RESET_TTL_S)', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv('pglite', { IDENTITY_CONFIRMATION_TTL_S: '2', IDENTITY_RESET_TTL_S: '2' });
  });
  afterAll(async () => {
    await env.close();
  });

  it('a confirmation link and a reset link expire after the configured 2 s', async () => {
    const b = new Browser(env.app);
    const email = 'short-links@example.com';
    expect((await b.postJson('/account/signup', { email, password: TEST_PASSWORD })).status).toBe(201);
    const mail = await readMail(env.config.dataDir, email, 'confirm-your');
    expect(mail.text).toContain('valid for 2 seconds');
    const p = linkParams(mail.text, '/auth/confirmation');
    await sleep(2200);
    const late = await b.postJson('/account/confirm', { userName: p.get('userName'), confirmationCode: p.get('confirmationCode') });
    expect(late.status).toBe(410);
    expect(late.json()).toEqual({ code: 'ExpiredCodeException', message: 'Invalid code provided, please request a code again.' });

    expect((await b.postJson('/account/forgot', { email })).status).toBe(200);
    const reset = await readMail(env.config.dataDir, email, 'reset-your');
    const r = linkParams(reset.text, '/auth/reset-password');
    await sleep(2200);
    const lateReset = await b.postJson('/account/reset', { email, confirmationCode: r.get('confirmationCode'), password: 'Another-pass2!' });
    expect(lateReset.status).toBe(410);
  });
});

/** A tiny OpenID Connect issuer on 127.0.0.1: discovery + JWKS, and a signer for its tokens. */
async function startFakeIssuer() {
  const { exportJWK, generateKeyPair, SignJWT } = await jose();
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-1', alg: 'RS256', use: 'sig' };
  let issuer = '';
  const server: Server = createServer((req, res) => {
    if (req.url === '/.well-known/openid-configuration') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks`, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token` }));
    } else if (req.url === '/jwks') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sign = async (
    claims: Record<string, unknown>,
    opts: { sub?: string; iss?: string; aud?: string; exp?: string | number; key?: CryptoKey; kid?: string } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: opts.kid ?? 'fake-1' })
      .setIssuer(opts.iss ?? issuer)
      .setAudience(opts.aud ?? 'inscriptions-api')
      .setSubject(opts.sub ?? 'user-1')
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? '10m')
      .sign(opts.key ?? privateKey);
  return {
    issuer,
    sign,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(BACKENDS)('Identity: external provider (OIDC_ISSUER) at /graphql (%s)', (kind) => {
  let env: TestEnv;
  let fake: Awaited<ReturnType<typeof startFakeIssuer>>;
  beforeAll(async () => {
    fake = await startFakeIssuer();
    env = await createTestEnv(kind, { OIDC_ISSUER: fake.issuer, OIDC_CLIENT_ID: 'inscriptions-spa', OIDC_AUDIENCE: 'inscriptions-api' });
  });
  afterAll(async () => {
    await env.close();
    await fake.close();
  });

  it('does not mount the built-in provider nor /account; /app-config.json points at the issuer', async () => {
    expect(env.app.oidcProvider).toBeNull();
    expect((await env.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
    expect((await env.app.inject({ method: 'POST', url: '/account/forgot', payload: { email: 'a@b.co' } })).statusCode).toBe(404);
    const res = await env.app.inject({ method: 'GET', url: '/app-config.json' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      oidc: { authority: fake.issuer, clientId: 'inscriptions-spa', scope: 'openid email profile offline_access' },
      accounts: false,
      speech: { listenUrl: '/speech/listen', provider: 'server' },
    });
  });

  it("accepts a token signed by the issuer's key and creates the account row on first use", async () => {
    const sub = `ext-${kind}-1`;
    const token = await fake.sign({ email: `Ext.${kind}@Example.com` }, { sub });
    const accountId = externalAccountId(fake.issuer, sub);
    const created = await gql(env.app, token, 'mutation { createInscription(input: { name: "Ext", about: "x" }) { code inscription { id } } }');
    expect(created.status).toBe(200);
    expect(created.data.createInscription.code).toBe('200');
    const [row] = await env.database.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(row?.email).toBe(`ext.${kind}@example.com`);
    // the same subject later (new token) is the same user
    const again = await fake.sign({}, { sub });
    const list = await gql(env.app, again, '{ inscriptions { name } }');
    expect(list.data.inscriptions).toEqual([{ name: 'Ext' }]);
    // another subject with the same email is another user (own row, no data of the first)
    const other = await fake.sign({ email: `ext.${kind}@example.com` }, { sub: `ext-${kind}-2` });
    const otherList = await gql(env.app, other, '{ inscriptions { name } }');
    expect(otherList.status).toBe(200);
    expect(otherList.data.inscriptions).toEqual([]);
  });

  it('refuses a token signed by another key, from another issuer, for another audience, or expired', async () => {
    const { generateKeyPair } = await jose();
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const cases = {
      'no token': null,
      'another key, same kid': await fake.sign({}, { key: otherKey }),
      'another key, unknown kid': await fake.sign({}, { key: otherKey, kid: 'other' }),
      'wrong issuer': await fake.sign({}, { iss: 'http://127.0.0.1:1/other' }),
      'wrong audience': await fake.sign({}, { aud: 'someone-else' }),
      expired: await fake.sign({}, { exp: Math.floor(Date.now() / 1000) - 120 }),
      garbage: 'a.b.c',
    };
    const statuses: Record<string, number> = {};
    for (const [name, token] of Object.entries(cases)) statuses[name] = (await gql(env.app, token, QUERY)).status;
    expect(statuses).toEqual(Object.fromEntries(Object.keys(cases).map((k) => [k, 401])));
    // and the issuer's own token still passes
    expect((await gql(env.app, await fake.sign({}), QUERY)).status).toBe(200);
  });
});
