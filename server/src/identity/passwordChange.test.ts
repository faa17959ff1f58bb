import { CURRENT_PASSWORD_WRONG, PASSWORD_RULE } from '@inscriptions/contracts';
import { AccountStore } from './accounts';
import { verifyPassword } from './crypto';
import { BACKENDS, TEST_PASSWORD, createTestEnv, login, type TestEnv } from '../test/helpers';

const NEW_PASSWORD = 'Harbour!Lights9';

describe.each(BACKENDS)('changing the password while signed in (%s)', (kind) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(kind);
  });
  afterAll(async () => {
    await env.close();
  });

  const change = (token: string, payload: Record<string, unknown>) =>
    env.app.inject({ method: 'POST', url: '/account/security/password', headers: { authorization: `Bearer ${token}` }, payload });
  const status = (token: string) =>
    env.app.inject({ method: 'GET', url: '/account/security', headers: { authorization: `Bearer ${token}` } });

  it('needs the current password and a password that follows the rule; then only this device stays signed in', async () => {
    const here = await login(env.app);
    const phone = await login(env.app, here.email);
    const stranger = await login(env.app);

    const wrong = await change(here.token, { currentPassword: 'Not!ThePassword1', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'NotAuthorizedException', message: CURRENT_PASSWORD_WRONG });
    const weak = await change(here.token, { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(weak.json()).toEqual({ code: 'InvalidPasswordException', message: PASSWORD_RULE });
    expect((await status(phone.token)).statusCode).toBe(200);

    const changed = await change(here.token, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ signedOut: 1 });
    expect((await status(here.token)).statusCode).toBe(200);
    expect((await status(phone.token)).statusCode).toBe(401);
    // Another user's devices are not touched.
    expect((await status(stranger.token)).statusCode).toBe(200);

    const account = (await new AccountStore(env.database.db).findById(here.accountId))!;
    expect(await verifyPassword(NEW_PASSWORD, account.passwordHash!)).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD, account.passwordHash!)).toBe(false);
    const strangerAccount = (await new AccountStore(env.database.db).findById(stranger.accountId))!;
    expect(await verifyPassword(TEST_PASSWORD, strangerAccount.passwordHash!)).toBe(true);
  });

  it('refuses without a session', async () => {
    const refused = await env.app.inject({ method: 'POST', url: '/account/security/password', payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD } });
    expect(refused.statusCode).toBe(401);
  });
});
