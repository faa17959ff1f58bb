import { and, eq } from 'drizzle-orm';
import { withClockAhead } from '../test/clock';
import { accounts } from './accountsTable';
import { REFUSED_PASSWORD_ANSWER_MS } from './crypto';
import { accountCredentials, identityCodes } from './schema';
import {
  authorizeUrl,
  Browser,
  CLIENT_ID,
  countMails,
  createTestApp,
  createTestDb,
  legacyScryptHash,
  linkParams,
  PASSWORD,
  pkce,
  readMail,
  REDIRECT_URI,
  refresh,
  removeDir,
  signIn,
  signUpAndConfirm,
  type TestApp,
  type TestDb,
} from './test/helpers';

const PASSWORD_MSG = 'Password must contain at least 8 characters, 1 capital letter, 1 special character, and 1 number.';

describe('accounts API', () => {
  let tdb: TestDb;
  let t: TestApp;
  beforeAll(async () => {
    tdb = await createTestDb();
    t = await createTestApp(tdb.db);
  });
  afterAll(async () => {
    await t.close();
    await tdb.close();
    removeDir(t.dataDir);
  });

  /** Starts an authorization request and returns the interaction uid (the browser holds its cookie). */
  async function startInteraction(b: Browser): Promise<string> {
    const { challenge } = pkce();
    const res = await b.get(
      authorizeUrl({ client_id: CLIENT_ID, response_type: 'code', redirect_uri: REDIRECT_URI, scope: 'openid email', code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    return /interaction\/([^/?]+)/.exec(res.location!)![1]!;
  }

  /** Stores a hash of the scheme used before argon2id as the account's password hash; answers the account id and that hash. */
  async function storeLegacyHash(email: string): Promise<{ accountId: string; legacy: string }> {
    const [acct] = await tdb.db.select().from(accounts).where(eq(accounts.email, email));
    const legacy = legacyScryptHash(PASSWORD);
    await tdb.db.update(accountCredentials).set({ passwordHash: legacy }).where(eq(accountCredentials.accountId, acct!.id));
    return { accountId: acct!.id, legacy };
  }

  it('validates sign-up input with the spec messages and lowercases the email', async () => {
    const b = new Browser(t.app);
    const bad = async (body: unknown) => {
      const r = await b.postJson('/account/signup', body);
      return { status: r.status, ...r.json() };
    };
    expect(await bad({ email: 'nope', password: PASSWORD })).toEqual({ status: 400, code: 'InvalidParameterException', message: 'Invalid email' });
    expect(await bad({ email: '', password: PASSWORD })).toMatchObject({ status: 400, message: 'Username cannot be empty' });
    expect(await bad({ email: 'a@b.co', password: '' })).toMatchObject({ status: 400, message: 'Password cannot be empty' });
    for (const pw of ['Short1!', 'alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial11']) {
      expect(await bad({ email: 'a@b.co', password: pw })).toEqual({ status: 400, code: 'InvalidPasswordException', message: PASSWORD_MSG });
    }
    const ok = await b.postJson('/account/signup', { email: '  Mixed.Case@Example.COM ', password: PASSWORD });
    expect(ok.status).toBe(201);
    expect(ok.json()).toMatchObject({ userConfirmed: false });
    const rows = await tdb.db.select().from(accounts).where(eq(accounts.email, 'mixed.case@example.com'));
    expect(rows).toHaveLength(1);
    const cred = await tdb.db.select().from(accountCredentials).where(eq(accountCredentials.accountId, rows[0]!.id));
    expect(cred[0]!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(cred[0]!.confirmedAt).toBeNull();
    const dup = await b.postJson('/account/signup', { email: 'mixed.case@EXAMPLE.com', password: PASSWORD });
    expect(dup.status).toBe(409);
    expect(dup.json()).toEqual({ code: 'UsernameExistsException', message: 'An account with the given email already exists.' });
    // the mail: link, plain text and html, code stored hashed only
    const mail = await readMail(t.dataDir, 'mixed.case@example.com', 'confirm-your');
    const p = linkParams(mail.text, '/auth/confirmation');
    expect(p.get('userName')).toBe('mixed.case@example.com');
    expect(p.get('confirmationCode')!.length).toBeGreaterThanOrEqual(43);
    expect(mail.raw).toContain('text/html');
    const codes = await tdb.db.select().from(identityCodes).where(eq(identityCodes.accountId, rows[0]!.id));
    expect(codes[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(codes[0]!.codeHash).not.toContain(p.get('confirmationCode'));
  });

  it("unconfirmed sign-in answers 'User is not confirmed.'; a wrong password answers 'Incorrect username or password.'", async () => {
    const b = new Browser(t.app);
    await b.postJson('/account/signup', { email: 'pending@example.com', password: PASSWORD });
    const uid = await startInteraction(b);
    const res = await b.postJson(`/oidc/interaction/${uid}/login`, { email: 'pending@example.com', password: PASSWORD });
    expect(res.status).toBe(401);
    expect(res.json()).toEqual({ code: 'UserNotConfirmedException', message: 'User is not confirmed.' });
    const wrong = await b.postJson(`/oidc/interaction/${uid}/login`, { email: 'pending@example.com', password: 'Wrong-pass1!' });
    expect(wrong.status).toBe(401);
    expect(wrong.json()).toEqual({ code: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    const unknown = await b.postJson(`/oidc/interaction/${uid}/login`, { email: 'nobody@example.com', password: PASSWORD });
    expect(unknown.status).toBe(401);
    expect(unknown.json()).toEqual({ code: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('a legacy scrypt hash still signs in and is then replaced by argon2id; a wrong password leaves it', async () => {
    const b = new Browser(t.app);
    await signUpAndConfirm(b, t.dataDir, 'legacy@example.com');
    const { accountId, legacy } = await storeLegacyHash('legacy@example.com');
    const storedHash = async () => (await tdb.db.select().from(accountCredentials).where(eq(accountCredentials.accountId, accountId)))[0]!;
    const changedAt = (await storedHash()).passwordChangedAt;

    const wrong = await b.postJson(`/oidc/interaction/${await startInteraction(b)}/login`, { email: 'legacy@example.com', password: 'Wrong-pass1!' });
    expect(wrong.status).toBe(401);
    expect((await storedHash()).passwordHash).toBe(legacy);

    await signIn(new Browser(t.app), 'legacy@example.com', PASSWORD);
    const upgraded = await storedHash();
    expect(upgraded.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // Not a password change: sessions and "changed at" stay as they were.
    expect(upgraded.passwordChangedAt).toEqual(changedAt);
    expect((await signIn(new Browser(t.app), 'legacy@example.com', PASSWORD)).access_token).toBeTruthy();
  });

  it('a refused password takes at least the common floor, whether the account holds scrypt, argon2id or does not exist', async () => {
    const b = new Browser(t.app);
    await signUpAndConfirm(b, t.dataDir, 'floor-legacy@example.com');
    await signUpAndConfirm(b, t.dataDir, 'floor-current@example.com');
    await storeLegacyHash('floor-legacy@example.com');

    for (const email of ['floor-legacy@example.com', 'floor-current@example.com', 'floor-nobody@example.com']) {
      const uid = await startInteraction(b);
      const startedAt = performance.now();
      const refused = await b.postJson(`/oidc/interaction/${uid}/login`, { email, password: 'Wrong-pass1!' });
      const tookMs = performance.now() - startedAt;
      expect([email, refused.status, refused.json()]).toEqual([email, 401, { code: 'NotAuthorizedException', message: 'Incorrect username or password.' }]);
      expect(tookMs).toBeGreaterThanOrEqual(REFUSED_PASSWORD_ANSWER_MS);
    }
  });

  it('confirm: missing, wrong, expired, used and already-confirmed codes', async () => {
    const b = new Browser(t.app);
    const email = 'codes@example.com';
    await b.postJson('/account/signup', { email, password: PASSWORD });
    const first = linkParams((await readMail(t.dataDir, email, 'confirm-your')).text, '/auth/confirmation').get('confirmationCode')!;
    const invalid = { code: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' };

    const missing = await b.postJson('/account/confirm', { userName: email });
    expect([missing.status, missing.json()]).toEqual([400, invalid]);
    const wrong = await b.postJson('/account/confirm', { userName: email, confirmationCode: 'x'.repeat(43) });
    expect([wrong.status, wrong.json()]).toEqual([400, invalid]);
    const unknownUser = await b.postJson('/account/confirm', { userName: 'ghost@example.com', confirmationCode: first });
    expect([unknownUser.status, unknownUser.json()]).toEqual([400, invalid]);

    // expire the first code
    const acct = (await tdb.db.select().from(accounts).where(eq(accounts.email, email)))[0]!;
    await tdb.db.update(identityCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(identityCodes.accountId, acct.id));
    const expired = await b.postJson('/account/confirm', { userName: email, confirmationCode: first });
    expect(expired.status).toBe(410);
    expect(expired.json()).toEqual({ code: 'ExpiredCodeException', message: 'Invalid code provided, please request a code again.' });

    // resend → a new code works
    const before = countMails(t.dataDir, email, 'confirm-your');
    expect((await b.postJson('/account/resend', { email })).status).toBe(200);
    const second = linkParams((await readMail(t.dataDir, email, 'confirm-your', before)).text, '/auth/confirmation').get('confirmationCode')!;
    expect(second).not.toBe(first);
    const ok = await b.postJson('/account/confirm', { userName: email, confirmationCode: second });
    expect(ok.status).toBe(200);
    const again = await b.postJson('/account/confirm', { userName: email, confirmationCode: second });
    expect(again.status).toBe(409);
    expect(again.json()).toEqual({ code: 'AlreadyConfirmed', message: 'User cannot be confirmed. Current status is CONFIRMED' });
  });

  it('resend and forgot answer identically for unknown, unconfirmed and confirmed emails', async () => {
    const b = new Browser(t.app);
    await b.postJson('/account/signup', { email: 'unconf@example.com', password: PASSWORD });
    await signUpAndConfirm(b, t.dataDir, 'conf@example.com');
    for (const path of ['/account/resend', '/account/forgot']) {
      const answers = [];
      for (const email of ['nobody-here@example.com', 'unconf@example.com', 'conf@example.com']) {
        const r = await b.postJson(path, { email });
        answers.push({ status: r.status, body: r.body });
      }
      expect(answers[0]!.status).toBe(200);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    }
    await readMail(t.dataDir, 'conf@example.com', 'reset-your');
    expect(countMails(t.dataDir, 'nobody-here@example.com', '')).toBe(0);
    const bad = await b.postJson('/account/forgot', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
  });

  it('reset: changes the password, revokes tokens, codes are single-use; expired and missing codes fail', async () => {
    const b = new Browser(t.app);
    const email = 'reset@example.com';
    await signUpAndConfirm(b, t.dataDir, email);
    const tokens = await signIn(b, email, PASSWORD);
    expect((await b.postJson('/account/forgot', { email })).status).toBe(200);
    const mail = await readMail(t.dataDir, email, 'reset-your');
    const p = linkParams(mail.text, '/auth/reset-password');
    expect(p.get('email')).toBe(email);
    const code = p.get('confirmationCode')!;
    const NEW = 'Another-pass2?';

    const missing = await b.postJson('/account/reset', { email, password: NEW });
    expect([missing.status, missing.json()['message']]).toEqual([400, 'Invalid link']);
    const weak = await b.postJson('/account/reset', { email, confirmationCode: code, password: 'weak' });
    expect([weak.status, weak.json()['message']]).toEqual([400, PASSWORD_MSG]);
    const wrong = await b.postJson('/account/reset', { email, confirmationCode: 'nope', password: NEW });
    expect([wrong.status, wrong.json()['message']]).toEqual([400, 'Invalid verification code provided, please try again.']);

    const ok = await b.postJson('/account/reset', { email, confirmationCode: code, password: NEW });
    expect(ok.status).toBe(200);
    const reused = await b.postJson('/account/reset', { email, confirmationCode: code, password: 'Third-pass3$' });
    expect([reused.status, reused.json()['code']]).toEqual([400, 'CodeMismatchException']);

    // outstanding tokens are revoked
    expect(await t.verify(tokens.access_token)).toBeNull();
    expect((await refresh(b, tokens.refresh_token)).status).toBe(400);
    // old password fails, new works
    const fresh = new Browser(t.app);
    const uid = await startInteraction(fresh);
    const old = await fresh.postJson(`/oidc/interaction/${uid}/login`, { email, password: PASSWORD });
    expect(old.status).toBe(401);
    const next = await signIn(new Browser(t.app), email, NEW);
    expect(await t.verify(next.access_token)).toMatchObject({ email });

    // an expired reset code
    const before = countMails(t.dataDir, email, 'reset-your');
    await b.postJson('/account/forgot', { email });
    // The mail goes out in the background: wait for the newest reset mail to hold a code other than the used one.
    // On a loaded machine the mail can take seconds: read until it holds a new code, for 10 s at most.
    let code2 = code;
    for (const deadline = Date.now() + 10_000; code2 === code && Date.now() < deadline; ) {
      code2 = linkParams((await readMail(t.dataDir, email, 'reset-your', before)).text, '/auth/reset-password').get('confirmationCode')!;
      if (code2 === code) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(code2).not.toBe(code);
    const acct = (await tdb.db.select().from(accounts).where(eq(accounts.email, email)))[0]!;
    await tdb.db
      .update(identityCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(identityCodes.accountId, acct.id), eq(identityCodes.purpose, 'reset')));
    const expired = await b.postJson('/account/reset', { email, confirmationCode: code2, password: 'Third-pass3$' });
    expect([expired.status, expired.json()['code']]).toEqual([410, 'ExpiredCodeException']);
  });
});

describe('rate limiting', () => {
  let tdb: TestDb;
  let t: TestApp;
  const WINDOW = 30_000;
  beforeAll(async () => {
    tdb = await createTestDb();
    t = await createTestApp(tdb.db, { rateLimit: { windowMs: WINDOW, perAccount: 10, perIp: 1000 } });
  });
  afterAll(async () => {
    await t.close();
    await tdb.close();
    removeDir(t.dataDir);
  });

  it('20 wrong passwords in a row → 429; the right one works after the window', async () => {
    const b = new Browser(t.app);
    const email = 'brute@example.com';
    await signUpAndConfirm(b, t.dataDir, email);
    const uid = await (async () => {
      const { challenge } = pkce();
      const res = await b.get(
        authorizeUrl({ client_id: CLIENT_ID, response_type: 'code', redirect_uri: REDIRECT_URI, scope: 'openid', code_challenge: challenge, code_challenge_method: 'S256' }),
      );
      return /interaction\/([^/?]+)/.exec(res.location!)![1]!;
    })();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await b.postJson(`/oidc/interaction/${uid}/login`, { email, password: `Wrong-pass${i}!` });
      statuses.push(r.status);
      if (r.status === 429) expect(r.json()).toEqual({ code: 'TooManyRequestsException', message: 'Too many attempts, please wait a few minutes and try again.' });
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    // the right password is refused while the window lasts
    expect((await b.postJson(`/oidc/interaction/${uid}/login`, { email, password: PASSWORD })).status).toBe(429);
    // other accounts from the same IP are not affected by the per-account limit
    await withClockAhead(WINDOW + 1000, async () => {
      const tokens = await signIn(new Browser(t.app), email, PASSWORD);
      expect(await t.verify(tokens.access_token)).toMatchObject({ email });
    });
  });

  it('per-IP limit and the limits of resend/forgot/confirm', async () => {
    const t2 = await createTestApp(tdb.db, { rateLimit: { windowMs: 60_000, perAccount: 3, perIp: 5 } });
    try {
      const b = new Browser(t2.app, '10.9.9.9');
      const forgot = [];
      for (let i = 0; i < 4; i++) forgot.push((await b.postJson('/account/forgot', { email: 'limit@example.com' })).status);
      expect(forgot).toEqual([200, 200, 200, 429]);
      const confirm = [];
      for (let i = 0; i < 4; i++) confirm.push((await b.postJson('/account/confirm', { userName: 'limit2@example.com', confirmationCode: 'bad' })).status);
      expect(confirm).toEqual([400, 400, 400, 429]);
      // per IP: 5 resend requests for different emails, the 6th is refused
      const resend = [];
      for (let i = 0; i < 6; i++) resend.push((await b.postJson('/account/resend', { email: `r${i}@example.com` })).status);
      expect(resend).toEqual([200, 200, 200, 200, 200, 429]);
      // another IP is not affected
      expect((await new Browser(t2.app, '10.9.9.10').postJson('/account/resend', { email: 'r9@example.com' })).status).toBe(200);
    } finally {
      await t2.close();
      removeDir(t2.dataDir);
    }
  });
});
