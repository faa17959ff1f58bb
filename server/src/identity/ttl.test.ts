import { withClockAhead } from '../test/clock';
import { Browser, createTestApp, createTestDb, PASSWORD, refresh, removeDir, signIn, signUpAndConfirm } from './test/helpers';

it('access tokens expire; the refresh-token chain has an absolute lifetime (rotation does not extend it)', async () => {
  const tdb = await createTestDb();
  const t = await createTestApp(tdb.db, { ttl: { accessToken: 2, refreshToken: 4 } });
  try {
    const b = new Browser(t.app);
    await signUpAndConfirm(b, t.dataDir, 'ttl@example.com');
    const tokens = await signIn(b, 'ttl@example.com', PASSWORD);
    expect(tokens.expires_in).toBeLessThanOrEqual(2);
    const rt1 = await withClockAhead(2100, async () => {
      expect(await t.verify(tokens.access_token)).toBeNull();
      const r1 = await refresh(b, tokens.refresh_token);
      expect(r1.status).toBe(200);
      return r1.json<{ refresh_token: string }>().refresh_token;
    });
    // 4.3 s after sign-in: past the absolute lifetime, though rt1 is only 2.2 s old.
    await withClockAhead(4300, async () => {
      const r2 = await refresh(b, rt1);
      expect(r2.status).toBe(400);
      expect(r2.json()['error']).toBe('invalid_grant');
    });
  } finally {
    await t.close();
    await tdb.close();
    removeDir(t.dataDir);
  }
});
