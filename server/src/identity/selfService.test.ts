import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { CURRENT_PASSWORD_WRONG, DELETE_ACCOUNT_UNCONFIRMED, EMAIL_CHANGED, EMAIL_UNCHANGED } from '@inscriptions/contracts';
import { accounts, inscriptions, users } from '../db/schema';
import { localFilesRoot, newKey } from '../files';
import { BACKENDS, TEST_PASSWORD, createTestEnv, gql, login, type Session, type TestEnv } from '../test/helpers';
import { AccountStore } from './accounts';
import { oidcPayloads } from './schema';
import { linkParams, readMail } from './test/helpers';

describe.each(BACKENDS)('account self-service (%s)', (kind) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(kind);
  });
  afterAll(async () => {
    await env.close();
  });

  const post = (url: string, payload: Record<string, unknown>, session?: Session) =>
    env.app.inject({ method: 'POST', url, payload, headers: session ? { authorization: `Bearer ${session.token}` } : {} });
  const securityStatus = (session: Session) =>
    env.app.inject({ method: 'GET', url: '/account/security', headers: { authorization: `Bearer ${session.token}` } });

  /** A profile, an inscription and a stored logo file: what a deletion must take away. */
  async function withData(session: Session): Promise<{ inscriptionId: string; fileKey: string }> {
    await gql(env.app, session, 'mutation($i: CreateUserInput!) { createUser(input: $i) { code } }', {
      i: { fullName: 'Someone', timezone: 'UTC', bio: '', quote: '' },
    });
    const created = await gql(env.app, session, 'mutation { createInscription(input: { name: "Bakery", about: "Plans" }) { inscription { id } } }');
    const inscriptionId = created.data.createInscription.inscription.id as string;
    const fileKey = newKey.logo(session.accountId, inscriptionId);
    await env.app.files.store.putStream(fileKey, Readable.from([Buffer.from('logo bytes')]), { maxBytes: 1000 });
    return { inscriptionId, fileKey };
  }

  it('changes the sign-in address once the new mailbox confirms it, and tells the old one', async () => {
    const me = await login(env.app);
    const stranger = await login(env.app);
    await withData(me);
    const newEmail = `moved-${Date.now()}@example.com`;

    const wrong = await post('/account/security/email', { newEmail, currentPassword: 'Not!ThePassword1' }, me);
    expect(wrong.json()).toEqual({ code: 'NotAuthorizedException', message: CURRENT_PASSWORD_WRONG });
    const same = await post('/account/security/email', { newEmail: me.email, currentPassword: TEST_PASSWORD }, me);
    expect(same.json()).toMatchObject({ message: EMAIL_UNCHANGED });
    const taken = await post('/account/security/email', { newEmail: stranger.email, currentPassword: TEST_PASSWORD }, me);
    expect(taken.statusCode).toBe(409);

    const started = await post('/account/security/email', { newEmail, currentPassword: TEST_PASSWORD }, me);
    expect(started.statusCode).toBe(202);
    const mail = await readMail(env.config.dataDir, newEmail, 'confirm-your-new');
    const link = linkParams(mail.text, '/auth/confirm-email');
    expect(link.get('email')).toBe(newEmail);
    // Nothing changes until the new mailbox answers.
    expect((await new AccountStore(env.database.db).findById(me.accountId))!.email).toBe(me.email);

    // The code is bound to the address it was mailed to: it cannot move the account anywhere else.
    const elsewhere = await post('/account/email/confirm', { ...Object.fromEntries(link), email: 'thief@example.com' });
    expect(elsewhere.statusCode).toBe(400);
    const confirmed = await post('/account/email/confirm', Object.fromEntries(link));
    expect(confirmed.json()).toEqual({ message: EMAIL_CHANGED, email: newEmail });
    // Opened a second time, the link says it is done.
    expect((await post('/account/email/confirm', Object.fromEntries(link))).json()).toMatchObject({ message: EMAIL_CHANGED });

    expect((await new AccountStore(env.database.db).findByEmail(newEmail))?.id).toBe(me.accountId);
    expect(await new AccountStore(env.database.db).findByEmail(me.email)).toBeUndefined();
    const [profile] = await env.database.db.select().from(users).where(eq(users.id, me.accountId));
    expect(profile!.email).toBe(newEmail);
    const notice = await readMail(env.config.dataDir, me.email, 'email-address-was-changed');
    expect(notice.text).toContain(newEmail);
    // The other account keeps its address and its profile.
    expect((await new AccountStore(env.database.db).findById(stranger.accountId))!.email).toBe(stranger.email);
  });

  it('refuses the change when another account took the new address before the link was opened', async () => {
    const me = await login(env.app);
    const newEmail = `raced-${Date.now()}@example.com`;
    expect((await post('/account/security/email', { newEmail, currentPassword: TEST_PASSWORD }, me)).statusCode).toBe(202);
    const link = linkParams((await readMail(env.config.dataDir, newEmail, 'confirm-your-new')).text, '/auth/confirm-email');
    const other = await login(env.app, newEmail);
    const refused = await post('/account/email/confirm', Object.fromEntries(link));
    expect(refused.statusCode).toBe(409);
    expect((await new AccountStore(env.database.db).findById(me.accountId))!.email).toBe(me.email);
    expect((await new AccountStore(env.database.db).findByEmail(newEmail))?.id).toBe(other.accountId);
  });

  it('deletes the account, confirmed by the password: every row, file, session and token; the other user untouched', async () => {
    const me = await login(env.app);
    const mine = await withData(me);
    const stranger = await login(env.app);
    const theirs = await withData(stranger);
    const root = localFilesRoot(env.config);

    expect((await post('/account/security/delete', {}, me)).json()).toMatchObject({ message: DELETE_ACCOUNT_UNCONFIRMED });
    expect((await post('/account/security/delete', { currentPassword: 'Not!ThePassword1' }, me)).json()).toMatchObject({
      message: CURRENT_PASSWORD_WRONG,
    });
    // Another user's token deletes only its own account, never mine.
    expect((await post('/account/security/delete', { currentPassword: TEST_PASSWORD })).statusCode).toBe(401);
    expect(existsSync(path.join(root, ...mine.fileKey.split('/')))).toBe(true);

    const deleted = await post('/account/security/delete', { currentPassword: TEST_PASSWORD }, me);
    expect(deleted.statusCode).toBe(204);

    const db = env.database.db;
    expect(await db.select().from(accounts).where(eq(accounts.id, me.accountId))).toEqual([]);
    expect(await db.select().from(users).where(eq(users.id, me.accountId))).toEqual([]);
    expect(await db.select().from(inscriptions).where(eq(inscriptions.id, mine.inscriptionId))).toEqual([]);
    expect(await db.select().from(oidcPayloads).where(eq(oidcPayloads.accountId, me.accountId))).toEqual([]);
    expect(existsSync(path.join(root, me.accountId))).toBe(false);
    expect((await securityStatus(me)).statusCode).toBe(401);
    expect((await readMail(env.config.dataDir, me.email, 'account-was-deleted')).text).toContain('deleted');

    expect(await db.select({ id: inscriptions.id }).from(inscriptions).where(eq(inscriptions.id, theirs.inscriptionId))).toHaveLength(1);
    expect(existsSync(path.join(root, ...theirs.fileKey.split('/')))).toBe(true);
    expect((await securityStatus(stranger)).statusCode).toBe(200);
  });

  it('asks a passkey of this account for its options, and refuses an assertion that does not verify', async () => {
    const me = await login(env.app);
    const options = await post('/account/security/delete/options', {}, me);
    expect(options.statusCode).toBe(200);
    expect(options.json().publicKey.userVerification).toBe('required');
    const refused = await post('/account/security/delete', { passkey: { id: 'nope', response: {} } }, me);
    expect(refused.statusCode).toBe(400);
    expect((await securityStatus(me)).statusCode).toBe(200);
  });
});
