import { createSecretBox, newEncryptionKey, parseEncryptionKeys } from '../secrets';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { AccountStore } from './accounts';
import { accounts } from './accountsTable';
import { SecurityStore } from './security';
import {
  Browser,
  PASSWORD,
  createTestApp,
  createTestDb,
  finishCodeFlow,
  refresh,
  removeDir,
  signIn,
  signUpAndConfirm,
  startInteraction,
  type TestApp,
  type TestDb,
} from './test/helpers';

const totpFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Mobile Safari/537.36';

async function accountId(tdb: TestDb, email: string): Promise<string> {
  const rows = await tdb.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return rows[0]!.id;
}

// PGlite, password hashing and the provider are slow on a shared 2-core machine.
jest.setTimeout(120_000);

describe('account security', () => {
  let tdb: TestDb;
  let t: TestApp;
  let security: SecurityStore;
  beforeAll(async () => {
    tdb = await createTestDb();
    t = await createTestApp(tdb.db, { rateLimit: { perAccount: 5, perIp: 50 } });
    security = new SecurityStore(tdb.db, createSecretBox(parseEncryptionKeys(newEncryptionKey())));
  });
  afterAll(async () => {
    await t.close();
    await tdb.close();
    removeDir(t.dataDir);
  });

  /** Signs up, signs in, enrols an authenticator over the JSON API; returns its secret, codes and tokens. */
  async function enrolled(email: string, userAgent = 'jest') {
    const b = new Browser(t.app);
    await signUpAndConfirm(b, t.dataDir, email);
    const tokens = await signIn(b, email, PASSWORD);
    const setup = await b.request('POST', '/account/security/totp/setup', { headers: bearer(tokens.access_token) });
    expect(setup.status).toBe(200);
    const { secret, uri } = setup.json<{ secret: string; uri: string }>();
    expect(uri).toMatch(/^otpauth:\/\/totp\/Inscriptions:/);
    expect(uri).toContain(`secret=${secret}`);
    const verify = await b.request('POST', '/account/security/totp/verify', {
      json: { code: totpFor(secret).generate() },
      headers: { ...bearer(tokens.access_token), 'user-agent': userAgent },
    });
    expect(verify.status).toBe(200);
    const { recoveryCodes } = verify.json<{ recoveryCodes: string[] }>();
    return { b, secret, recoveryCodes, tokens };
  }

  it('TOTP: a code is accepted within one step either side, never twice, and never an older step', async () => {
    const b = new Browser(t.app);
    await signUpAndConfirm(b, t.dataDir, 'window@example.com');
    const id = await accountId(tdb, 'window@example.com');
    const { secret } = (await security.startTotp(id, 'window@example.com'))!;
    const totp = totpFor(secret);
    const t0 = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(await security.confirmTotp(id, '000000', t0)).toBe('invalid');
    expect(await security.confirmTotp(id, totp.generate({ timestamp: t0 }), t0)).toHaveLength(10);
    // the confirming code's step is used up
    expect(await security.verifyTotp(id, totp.generate({ timestamp: t0 }), t0)).toBe(false);
    // next step, presented 30 s early (drift): accepted once
    const next = totp.generate({ timestamp: t0 + 30_000 });
    expect(await security.verifyTotp(id, next, t0)).toBe(true);
    expect(await security.verifyTotp(id, next, t0 + 30_000)).toBe(false);
    // two steps away is outside the window
    expect(await security.verifyTotp(id, totp.generate({ timestamp: t0 + 120_000 }), t0 + 30_000)).toBe(false);
    // an older step than the last accepted one is refused even inside the window
    expect(await security.verifyTotp(id, totp.generate({ timestamp: t0 + 90_000 }), t0 + 90_000)).toBe(true);
    expect(await security.verifyTotp(id, totp.generate({ timestamp: t0 + 60_000 }), t0 + 90_000)).toBe(false);
    expect(await security.verifyTotp(id, 'abcdef', t0 + 120_000)).toBe(false);
  });

  it('recovery codes are stored hashed, work once each, and are replaced when regenerated', async () => {
    const b = new Browser(t.app);
    await signUpAndConfirm(b, t.dataDir, 'recovery@example.com');
    const id = await accountId(tdb, 'recovery@example.com');
    const { secret } = (await security.startTotp(id, 'recovery@example.com'))!;
    const codes = (await security.confirmTotp(id, totpFor(secret).generate())) as string[];
    expect(new Set(codes).size).toBe(10);
    const stored = await tdb.db.execute(`select code_hash from identity_codes where purpose = 'recovery'`);
    const hashes = (stored as unknown as { rows: Array<{ code_hash: string }> }).rows.map((r) => r.code_hash);
    for (const c of codes) expect(hashes).not.toContain(c);
    expect(await security.useRecoveryCode(id, codes[0]!.toUpperCase())).toBe(true);
    expect(await security.useRecoveryCode(id, codes[0]!)).toBe(false);
    expect((await security.status(id)).recoveryCodesLeft).toBe(9);
    const fresh = (await security.regenerateRecoveryCodes(id))!;
    expect(await security.useRecoveryCode(id, codes[1]!)).toBe(false);
    expect(await security.useRecoveryCode(id, fresh[1]!)).toBe(true);
  });

  it('sign-in with an authenticator: challenged; empty and wrong codes refused; the right code signs in; a recovery code once', async () => {
    const { secret, recoveryCodes } = await enrolled('mfa@example.com');
    const b = new Browser(t.app);
    const started = await startInteraction(b);
    const login = await b.postJson(`/oidc/interaction/${started.uid}/login`, { email: 'mfa@example.com', password: PASSWORD });
    expect(login.status).toBe(200);
    const challenge = login.json<{ challenge: string; session: string; redirectTo?: string }>();
    expect(challenge).toMatchObject({ challenge: 'SOFTWARE_TOKEN_MFA' });
    expect(challenge.redirectTo).toBeUndefined();
    const url = `/oidc/interaction/${started.uid}/challenge`;
    const empty = await b.postJson(url, { session: challenge.session, name: 'SOFTWARE_TOKEN_MFA', answer: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Challenge response cannot be empty' });
    const wrong = await b.postJson(url, { session: challenge.session, name: 'SOFTWARE_TOKEN_MFA', answer: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CodeMismatchException', message: 'Invalid code received for user' });
    // a forged session for the same account is refused
    const forged = await b.postJson(url, { session: `${challenge.session.split('.')[0]}.${'A'.repeat(43)}`, name: 'SOFTWARE_TOKEN_MFA', answer: '1' });
    expect(forged.status).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'SessionNotFound' });

    const totp = totpFor(secret);
    const right = await b.postJson(url, { session: challenge.session, name: 'SOFTWARE_TOKEN_MFA', answer: totp.generate({ timestamp: Date.now() + 30_000 }) });
    expect(right.status).toBe(200);
    const tokens = await finishCodeFlow(b, right.json<{ redirectTo: string }>().redirectTo, started);
    expect(await t.verify(tokens.access_token)).toMatchObject({ email: 'mfa@example.com' });
    // the challenge session is used up
    const again = await b.postJson(url, { session: challenge.session, name: 'SOFTWARE_TOKEN_MFA', answer: totp.generate() });
    expect(again.status).toBe(400);

    // a recovery code instead of the authenticator: works once
    for (const expected of [200, 400]) {
      const c = new Browser(t.app);
      const s = await startInteraction(c);
      const l = (await c.postJson(`/oidc/interaction/${s.uid}/login`, { email: 'mfa@example.com', password: PASSWORD })).json<{ session: string }>();
      const r = await c.postJson(`/oidc/interaction/${s.uid}/challenge`, { session: l.session, name: 'RECOVERY_CODE', answer: recoveryCodes[0] });
      expect(r.status).toBe(expected);
      if (expected === 200) await finishCodeFlow(c, r.json<{ redirectTo: string }>().redirectTo, s);
      else expect(r.json()).toMatchObject({ message: 'That recovery code is not valid or was already used.' });
    }
  });

  it('wrong codes are rate limited per account', async () => {
    await enrolled('limited@example.com');
    const b = new Browser(t.app, '10.0.0.9');
    const started = await startInteraction(b);
    const { session } = (await b.postJson(`/oidc/interaction/${started.uid}/login`, { email: 'limited@example.com', password: PASSWORD })).json<{ session: string }>();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await b.postJson(`/oidc/interaction/${started.uid}/challenge`, { session, name: 'SOFTWARE_TOKEN_MFA', answer: '111111' })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('new password required: an operator-flagged account chooses a new password before signing in', async () => {
    const b = new Browser(t.app);
    await signUpAndConfirm(b, t.dataDir, 'flagged@example.com');
    const id = await accountId(tdb, 'flagged@example.com');
    await new AccountStore(tdb.db).setNewPasswordRequired(id, true);
    const started = await startInteraction(b);
    const login = await b.postJson(`/oidc/interaction/${started.uid}/login`, { email: 'flagged@example.com', password: PASSWORD });
    const { challenge, session } = login.json<{ challenge: string; session: string }>();
    expect(challenge).toBe('NEW_PASSWORD_REQUIRED');
    const url = `/oidc/interaction/${started.uid}/challenge`;
    const weak = await b.postJson(url, { session, name: 'NEW_PASSWORD_REQUIRED', answer: 'weak' });
    expect(weak.json()).toMatchObject({ code: 'InvalidPasswordException' });
    const done = await b.postJson(url, { session, name: 'NEW_PASSWORD_REQUIRED', answer: 'Brand-new1!' });
    expect(done.status).toBe(200);
    await finishCodeFlow(b, done.json<{ redirectTo: string }>().redirectTo, started);
    expect(await new AccountStore(tdb.db).newPasswordRequired(id)).toBe(false);
    await expect(signIn(new Browser(t.app), 'flagged@example.com', 'Brand-new1!')).resolves.toMatchObject({ token_type: 'Bearer' });
    await expect(signIn(new Browser(t.app), 'flagged@example.com', PASSWORD)).rejects.toThrow(/401/);
  });

  it('devices: listed with user agent, one revoked, then everywhere; another account can neither see nor revoke them', async () => {
    const laptop = new Browser(t.app);
    await signUpAndConfirm(laptop, t.dataDir, 'devices@example.com');
    const a = await signIn(laptop, 'devices@example.com', PASSWORD);
    const phone = new Browser(t.app, '10.0.0.2');
    const started = await startInteraction(phone);
    const login = await phone.postJson(`/oidc/interaction/${started.uid}/login`, { email: 'devices@example.com', password: PASSWORD });
    const phoneTokens = await finishCodeFlow(phone, login.json<{ redirectTo: string }>().redirectTo, started);
    // refreshes record the user agent and last-seen time of the device
    const refreshed = await phone.request('POST', '/oidc/token', {
      form: { grant_type: 'refresh_token', refresh_token: phoneTokens.refresh_token, client_id: 'inscriptions-web' },
      headers: { 'user-agent': PHONE_USER_AGENT },
    });
    expect(refreshed.status).toBe(200);
    const phoneRefresh = refreshed.json<{ refresh_token: string; access_token: string }>();

    const list = await laptop.get('/account/security/devices', bearer(a.access_token));
    const devices = list.json<{ devices: Array<{ id: string; userAgent: string; label: string; current: boolean }> }>().devices;
    expect(devices).toHaveLength(2);
    expect(devices.filter((d) => d.current)).toHaveLength(1);
    const phoneDevice = devices.find((d) => d.userAgent === PHONE_USER_AGENT)!;
    expect(phoneDevice.current).toBe(false);
    expect(phoneDevice.label).toBe('Chrome 128 on Android');

    // another account: sees only its own devices, and gets 404 for this account's
    const other = new Browser(t.app);
    await signUpAndConfirm(other, t.dataDir, 'intruder@example.com');
    const o = await signIn(other, 'intruder@example.com', PASSWORD);
    const theirs = (await other.get('/account/security/devices', bearer(o.access_token))).json<{ devices: Array<{ id: string }> }>().devices;
    expect(theirs.map((d) => d.id)).not.toContain(phoneDevice.id);
    expect((await other.request('POST', `/account/security/devices/${phoneDevice.id}/revoke`, { headers: bearer(o.access_token) })).status).toBe(404);
    expect((await other.request('POST', '/account/security/totp/remove', { json: { code: '123456' }, headers: bearer(o.access_token) })).status).toBe(400);
    expect(await t.verify(phoneRefresh.access_token)).not.toBeNull();
    // without a token: 401
    expect((await other.get('/account/security/devices')).status).toBe(401);

    // the owner signs the phone out: its tokens stop working, the laptop's do not
    expect((await laptop.request('POST', `/account/security/devices/${phoneDevice.id}/revoke`, { headers: bearer(a.access_token) })).status).toBe(204);
    expect(await t.verify(phoneRefresh.access_token)).toBeNull();
    expect((await refresh(phone, phoneRefresh.refresh_token)).status).toBe(400);
    expect(await t.verify(a.access_token)).not.toBeNull();

    // sign out everywhere: every token and session of the account, none of the other account's
    const again = await signIn(new Browser(t.app), 'devices@example.com', PASSWORD);
    expect((await laptop.request('POST', '/account/security/sign-out-everywhere', { headers: bearer(a.access_token) })).status).toBe(204);
    expect(await t.verify(a.access_token)).toBeNull();
    expect(await t.verify(again.access_token)).toBeNull();
    expect((await refresh(laptop, a.refresh_token)).status).toBe(400);
    expect((await refresh(new Browser(t.app), again.refresh_token)).status).toBe(400);
    expect(await t.verify(o.access_token)).not.toBeNull();
    // the laptop's provider session is gone too: a new authorize asks for the password again
    const afterwards = await startInteraction(laptop);
    expect(afterwards.uid).toBeTruthy();
  });

  it('enrolment: a second setup is refused while one is active; a wrong first code is refused; removal needs a code', async () => {
    const { b, secret, tokens } = await enrolled('enrol@example.com');
    expect((await b.request('POST', '/account/security/totp/setup', { headers: bearer(tokens.access_token) })).status).toBe(409);
    const status = (await b.get('/account/security', bearer(tokens.access_token))).json<{ totp: boolean; recoveryCodesLeft: number }>();
    expect(status).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
    const wrong = await b.request('POST', '/account/security/totp/remove', { json: { code: '000000' }, headers: bearer(tokens.access_token) });
    expect(wrong.json()).toMatchObject({ message: 'Invalid code received for user' });
    const removed = await b.request('POST', '/account/security/totp/remove', {
      json: { code: totpFor(secret).generate({ timestamp: Date.now() + 30_000 }) },
      headers: bearer(tokens.access_token),
    });
    expect(removed.status).toBe(204);
    // no factor any more: the password alone signs in
    await expect(signIn(new Browser(t.app), 'enrol@example.com', PASSWORD)).resolves.toMatchObject({ token_type: 'Bearer' });
  });
});
