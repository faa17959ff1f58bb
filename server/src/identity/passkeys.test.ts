import { createSecretBox, newEncryptionKey, parseEncryptionKeys } from '../secrets';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { accounts } from './accountsTable';
import { PasskeyStore, relyingPartyOf } from './passkeys';
import { SecurityStore } from './security';
import {
  Browser,
  PASSWORD,
  PUBLIC_URL,
  createTestApp,
  createTestDb,
  finishCodeFlow,
  removeDir,
  signIn,
  signUpAndConfirm,
  startInteraction,
  type TestApp,
  type TestDb,
} from './test/helpers';
import { SoftAuthenticator } from './test/softAuthenticator';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
type Options = { challenge: string; allowCredentials?: Array<{ id: string }>; rp?: { id: string } };

async function accountId(tdb: TestDb, email: string): Promise<string> {
  const rows = await tdb.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return rows[0]!.id;
}

// PGlite, password hashing and the provider are slow on a shared 2-core machine.
jest.setTimeout(120_000);

describe('passkeys', () => {
  let tdb: TestDb;
  let t: TestApp;
  let store: PasskeyStore;
  beforeAll(async () => {
    tdb = await createTestDb();
    t = await createTestApp(tdb.db);
    store = new PasskeyStore(tdb.db, PUBLIC_URL);
  });
  afterAll(async () => {
    await t.close();
    await tdb.close();
    removeDir(t.dataDir);
  });

  /** Signs up and in, registers a software passkey over the JSON API. */
  async function withPasskey(email: string) {
    const b = new Browser(t.app);
    await signUpAndConfirm(b, t.dataDir, email);
    const tokens = await signIn(b, email, PASSWORD);
    const auth = new SoftAuthenticator(PUBLIC_URL);
    const opts = await b.request('POST', '/account/security/passkeys/options', { headers: bearer(tokens.access_token) });
    expect(opts.status).toBe(200);
    const { publicKey } = opts.json<{ publicKey: Options }>();
    expect(publicKey.rp).toMatchObject({ id: 'localhost' });
    const created = await b.request('POST', '/account/security/passkeys', {
      json: { response: auth.register(publicKey), name: 'Laptop' },
      headers: bearer(tokens.access_token),
    });
    expect(created.status).toBe(201);
    return { b, tokens, auth, passkey: created.json<{ passkey: { id: string; name: string } }>().passkey };
  }

  it('derives the relying party from PUBLIC_URL', () => {
    expect(relyingPartyOf('https://notes.example.org/')).toEqual({ rpID: 'notes.example.org', origin: 'https://notes.example.org' });
    expect(relyingPartyOf('http://localhost:8271')).toEqual({ rpID: 'localhost', origin: 'http://localhost:8271' });
  });

  it('registration: verified and listed; a wrong origin, RP id or a used challenge is refused; another account cannot list or remove it', async () => {
    const { b, tokens, passkey } = await withPasskey('reg@example.com');
    expect(passkey.name).toBe('Laptop');
    const list = await b.request('GET', '/account/security/passkeys', { headers: bearer(tokens.access_token) });
    expect(list.json<{ passkeys: Array<{ id: string }> }>().passkeys.map((p) => p.id)).toEqual([passkey.id]);
    const status = await b.request('GET', '/account/security', { headers: bearer(tokens.access_token) });
    expect(status.json<{ passkeys: unknown[] }>().passkeys).toHaveLength(1);

    const id = await accountId(tdb, 'reg@example.com');
    const other = new SoftAuthenticator(PUBLIC_URL);
    const o1 = await store.registrationOptions(id, 'reg@example.com');
    // the existing passkey is excluded from re-registration
    expect(o1.excludeCredentials?.length).toBe(1);
    expect(await store.register(id, other.register(o1, { origin: 'https://evil.example' }) as never, 'x')).toBeUndefined();
    const o2 = await store.registrationOptions(id, 'reg@example.com');
    expect(await store.register(id, other.register(o2, { rpID: 'evil.example' }) as never, 'x')).toBeUndefined();
    // a challenge is single use, and bound to the account it was issued to
    const o3 = await store.registrationOptions(id, 'reg@example.com');
    expect(await store.register(id, other.register(o3) as never, '')).toMatchObject({ name: 'Passkey' });
    expect(await store.register(id, new SoftAuthenticator(PUBLIC_URL).register(o3) as never, 'again')).toBeUndefined();
    const mallory = new Browser(t.app);
    await signUpAndConfirm(mallory, t.dataDir, 'mallory-reg@example.com');
    const malloryId = await accountId(tdb, 'mallory-reg@example.com');
    const o4 = await store.registrationOptions(id, 'reg@example.com');
    expect(await store.register(malloryId, new SoftAuthenticator(PUBLIC_URL).register(o4) as never, 'stolen')).toBeUndefined();

    const malloryTokens = await signIn(mallory, 'mallory-reg@example.com', PASSWORD);
    const theirs = await mallory.request('GET', '/account/security/passkeys', { headers: bearer(malloryTokens.access_token) });
    expect(theirs.json<{ passkeys: unknown[] }>().passkeys).toEqual([]);
    const steal = await mallory.request('POST', `/account/security/passkeys/${passkey.id}/remove`, { headers: bearer(malloryTokens.access_token) });
    expect(steal.status).toBe(404);
    expect(await store.list(id)).toHaveLength(2);
    expect((await b.request('POST', `/account/security/passkeys/${passkey.id}/remove`, { headers: bearer(tokens.access_token) })).status).toBe(204);
    expect((await store.list(id)).map((p) => p.name)).toEqual(['Passkey']);
    expect((await b.request('GET', '/account/security/passkeys')).status).toBe(401);
  });

  it('passwordless sign-in: a verified assertion signs in once; a replay, no user verification or an unknown credential is refused', async () => {
    const { auth } = await withPasskey('nopass@example.com');
    const b = new Browser(t.app);
    const started = await startInteraction(b);
    const optsRes = await b.postJson(`/oidc/interaction/${started.uid}/passkey/options`, {});
    const { publicKey } = optsRes.json<{ publicKey: Options }>();
    expect(publicKey.allowCredentials ?? []).toEqual([]);

    auth.counter = 0;
    const noUv = await b.postJson(`/oidc/interaction/${started.uid}/passkey`, { response: auth.assert(publicKey, { uv: false }) });
    expect(noUv.status).toBe(401);
    expect(noUv.json()).toMatchObject({ code: 'NotAuthorizedException', message: 'That passkey could not be verified, please try again.' });

    const stranger = new SoftAuthenticator(PUBLIC_URL);
    const fresh1 = (await b.postJson(`/oidc/interaction/${started.uid}/passkey/options`, {})).json<{ publicKey: Options }>().publicKey;
    expect((await b.postJson(`/oidc/interaction/${started.uid}/passkey`, { response: stranger.assert(fresh1) })).status).toBe(401);

    const fresh2 = (await b.postJson(`/oidc/interaction/${started.uid}/passkey/options`, {})).json<{ publicKey: Options }>().publicKey;
    const assertion = auth.assert(fresh2);
    const ok = await b.postJson(`/oidc/interaction/${started.uid}/passkey`, { response: assertion });
    expect(ok.status).toBe(200);
    const tokens = await finishCodeFlow(b, ok.json<{ redirectTo: string }>().redirectTo, started);
    const me = await b.get('/oidc/me', { authorization: `Bearer ${tokens.access_token}` });
    expect(me.json<{ email: string }>().email).toBe('nopass@example.com');

    // the same assertion again, in a new interaction: its challenge is used up
    const b3 = new Browser(t.app);
    const again = await startInteraction(b3);
    expect((await b3.postJson(`/oidc/interaction/${again.uid}/passkey`, { response: assertion })).status).toBe(401);
  });

  it('counter: it must grow when the authenticator keeps one; a cloned authenticator is refused', async () => {
    const { auth } = await withPasskey('counter@example.com');
    const id = await accountId(tdb, 'counter@example.com');
    auth.counter = 5;
    expect(await store.authenticate('mfa', id, auth.assert(await store.authenticationOptions('mfa', id)) as never)).toBe(id);
    const [row] = (await tdb.db.execute(`select counter, last_used_at from identity_passkeys where credential_id = '${auth.id}'`) as unknown as {
      rows: Array<{ counter: string | number; last_used_at: unknown }>;
    }).rows;
    expect(Number(row!.counter)).toBe(5);
    expect(row!.last_used_at).not.toBeNull();
    // the clone reports the same (or a lower) counter
    expect(await store.authenticate('mfa', id, auth.assert(await store.authenticationOptions('mfa', id)) as never)).toBeUndefined();
    auth.counter = 3;
    expect(await store.authenticate('mfa', id, auth.assert(await store.authenticationOptions('mfa', id)) as never)).toBeUndefined();
    auth.counter = 6;
    expect(await store.authenticate('mfa', id, auth.assert(await store.authenticationOptions('mfa', id)) as never)).toBe(id);
    // another account cannot use this passkey as its second factor, even with a request issued to it
    const other = new Browser(t.app);
    await signUpAndConfirm(other, t.dataDir, 'counter-other@example.com');
    const otherId = await accountId(tdb, 'counter-other@example.com');
    auth.counter = 7;
    expect(await store.authenticate('mfa', otherId, auth.assert(await store.authenticationOptions('mfa', otherId)) as never)).toBeUndefined();
  });

  it('second factor: the password is followed by WEB_AUTHN; a wrong assertion is refused with a fresh request; with an authenticator app too, the factor is chosen', async () => {
    const { auth } = await withPasskey('mfa-pk@example.com');
    const b = new Browser(t.app);
    const started = await startInteraction(b);
    const login = await b.postJson(`/oidc/interaction/${started.uid}/login`, { email: 'mfa-pk@example.com', password: PASSWORD });
    const challenge = login.json<{ challenge: string; session: string; publicKey: Options; redirectTo?: string }>();
    expect(challenge).toMatchObject({ challenge: 'WEB_AUTHN' });
    expect(challenge.redirectTo).toBeUndefined();
    expect(challenge.publicKey.allowCredentials?.map((c) => c.id)).toEqual([auth.id]);
    const url = `/oidc/interaction/${started.uid}/challenge`;
    const stranger = new SoftAuthenticator(PUBLIC_URL);
    const wrong = await b.postJson(url, { session: challenge.session, name: 'WEB_AUTHN', answer: JSON.stringify(stranger.assert(challenge.publicKey)) });
    expect(wrong.status).toBe(400);
    const retry = wrong.json<{ code: string; publicKey: Options }>();
    expect(retry.code).toBe('CodeMismatchException');
    const right = await b.postJson(url, { session: challenge.session, name: 'WEB_AUTHN', answer: JSON.stringify(auth.assert(retry.publicKey)) });
    expect(right.status).toBe(200);
    await finishCodeFlow(b, right.json<{ redirectTo: string }>().redirectTo, started);

    // add an authenticator app: now the factor is chosen
    const security = new SecurityStore(tdb.db, createSecretBox(parseEncryptionKeys(newEncryptionKey())));
    const id = await accountId(tdb, 'mfa-pk@example.com');
    const { secret } = (await security.startTotp(id, 'mfa-pk@example.com'))!;
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    expect(await security.confirmTotp(id, totp.generate())).toHaveLength(10);
    const b2 = new Browser(t.app);
    const s2 = await startInteraction(b2);
    const login2 = (await b2.postJson(`/oidc/interaction/${s2.uid}/login`, { email: 'mfa-pk@example.com', password: PASSWORD })).json<{
      challenge: string;
      session: string;
      options: string[];
    }>();
    expect(login2).toMatchObject({ challenge: 'SELECT_MFA_TYPE', options: ['SOFTWARE_TOKEN_MFA', 'WEB_AUTHN'] });
    const chosen = await b2.postJson(`/oidc/interaction/${s2.uid}/challenge`, { session: login2.session, name: 'SELECT_MFA_TYPE', answer: 'WEB_AUTHN' });
    const pk = chosen.json<{ challenge: string; publicKey: Options }>();
    expect(pk.challenge).toBe('WEB_AUTHN');
    const done = await b2.postJson(`/oidc/interaction/${s2.uid}/challenge`, { session: login2.session, name: 'WEB_AUTHN', answer: JSON.stringify(auth.assert(pk.publicKey)) });
    expect(done.status).toBe(200);
    expect(done.json<{ redirectTo: string }>().redirectTo).toBeDefined();
  });
});
