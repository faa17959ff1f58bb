import fs, { readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { identityKeys, identityMfaFactors } from '../identity/schema';
import { BACKENDS, createTestEnv, login, type TestEnv } from '../test/helpers';
import { ENCRYPTION_KEY_FILE, createSecretBox, isSealed, loadSecretBox, newEncryptionKey, parseEncryptionKeys } from './index';

const box = (value: string) => createSecretBox(parseEncryptionKeys(value));

describe('the secret box', () => {
  const key = newEncryptionKey();

  it('opens what it sealed for the same purpose only, and refuses an altered value or an unknown key', () => {
    const sealed = box(key).seal('JBSWY3DPEHPK3PXP', 'identity_mfa_factors.secret');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    // A new nonce every time: the same secret never seals to the same text.
    expect(box(key).seal('JBSWY3DPEHPK3PXP', 'identity_mfa_factors.secret')).not.toBe(sealed);
    expect(box(key).open(sealed, 'identity_mfa_factors.secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box(key).open(sealed, 'identity_keys.jwks')).toThrow('does not open');
    const altered = sealed.slice(0, -3) + (sealed.endsWith('A') ? 'BBB' : 'AAA');
    expect(() => box(key).open(altered, 'identity_mfa_factors.secret')).toThrow('does not open');
    expect(() => box(newEncryptionKey()).open(sealed, 'identity_mfa_factors.secret')).toThrow('which ENCRYPTION_KEY does not list');
  });

  it('reads ENCRYPTION_KEY as id:key pairs, the first current, and says what is wrong with a bad one', () => {
    const [current, old] = [newEncryptionKey(), newEncryptionKey()];
    expect(box(`${current},${old}`).currentKeyId).toBe(current.split(':')[0]);
    expect(() => parseEncryptionKeys('k1:c2hvcnQ=')).toThrow('is not 32 bytes');
    expect(() => parseEncryptionKeys(Buffer.alloc(32).toString('base64'))).toThrow('needs an id');
    expect(() => parseEncryptionKeys(`${current},${current}`)).toThrow('share an id');
  });
});

describe('the key of the embedded default and of production', () => {
  it('is generated once into DATA_DIR, readable by its owner only, and kept', () => {
    const dir = path.join(tmpdir(), `secrets-${Date.now()}`);
    const first = loadSecretBox(undefined, dir);
    const file = path.join(dir, ENCRYPTION_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretBox(undefined, dir).currentKeyId).toBe(first.currentKeyId);
    expect(readFileSync(file, 'utf8')).toContain(`${first.currentKeyId}:`);
  });

  it('is read whole by an instance that lost the race to write it: the key of the one that won, no file left behind', () => {
    const dir = path.join(tmpdir(), `secrets-race-${Date.now()}`);
    const winner = newEncryptionKey();
    const realLink = fs.linkSync;
    // The other instance puts its key in place between this one's look and its own link.
    const link = jest.spyOn(fs, 'linkSync').mockImplementation((from, to) => {
      fs.writeFileSync(to, `${winner}\n`, { flag: 'wx', mode: 0o600 });
      realLink(from, to);
    });
    try {
      expect(loadSecretBox(undefined, dir).currentKeyId).toBe(winner.split(':')[0]);
      expect(link).toHaveBeenCalledTimes(1);
    } finally {
      link.mockRestore();
    }
    expect(fs.readdirSync(dir)).toEqual([ENCRYPTION_KEY_FILE]);
  });

  it('production on PostgreSQL refuses to start without ENCRYPTION_KEY, and takes one', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db:5432/inscriptions' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/ENCRYPTION_KEY="": required in production on PostgreSQL/);
    expect(loadConfig({ ...production, ENCRYPTION_KEY: newEncryptionKey() }).encryptionKey).toBeDefined();
    expect(() => loadConfig({ ...production, ENCRYPTION_KEY: 'not-a-key' })).toThrow(/ENCRYPTION_KEY="not-a-key"/);
    // The embedded database generates its key.
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow();
  });
});

describe.each(BACKENDS)('secrets at rest in the database (%s)', (kind) => {
  const [k1, k2] = [newEncryptionKey(), newEncryptionKey()];
  let env: TestEnv | undefined;
  afterEach(async () => {
    await env?.close();
    env = undefined;
  });

  it('are unreadable without the key, and a new first key seals them again at the next start (rotation)', async () => {
    env = await createTestEnv(kind, { ENCRYPTION_KEY: k1 });
    const session = await login(env.app);
    const setup = await env.app.inject({
      method: 'POST',
      url: '/account/security/totp/setup',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json() as { secret: string };
    const db = env.database.db;
    const stored = async () => ({
      totp: (await db.select().from(identityMfaFactors).where(eq(identityMfaFactors.accountId, session.accountId)))[0]!.secret,
      keys: Object.fromEntries((await db.select().from(identityKeys)).map((row) => [row.id, (row.value as { sealed: string }).sealed])),
    });
    const before = await stored();
    // Nothing readable in the rows: neither the authenticator secret nor any key material.
    expect(before.totp).not.toContain(secret);
    expect(Object.keys(before.keys).sort()).toEqual(['cookies', 'jwks']);
    for (const sealed of [before.totp, ...Object.values(before.keys)]) {
      expect(sealed.startsWith(`enc:v1:${k1.split(':')[0]}:`)).toBe(true);
      expect(sealed).not.toMatch(/"(d|kty|n)"|RS256/);
    }
    expect(() => box(k2).open(before.totp, 'identity_mfa_factors.secret')).toThrow();
    expect(box(k1).open(before.totp, 'identity_mfa_factors.secret')).toBe(secret);

    // Rotation: restarted with k2 first and k1 still listed, every secret is sealed with k2 and still works.
    await env.app.close();
    const rotated = await buildApp({ ...env.config, encryptionKey: `${k2},${k1}` }, { db: env.database });
    await rotated.ready();
    try {
      const after = await stored();
      for (const sealed of [after.totp, ...Object.values(after.keys)]) expect(sealed.startsWith(`enc:v1:${k2.split(':')[0]}:`)).toBe(true);
      expect(box(k2).open(after.totp, 'identity_mfa_factors.secret')).toBe(secret);
      // The authenticator still confirms with a code from the secret it was given.
      const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
      const verified = await rotated.inject({
        method: 'POST',
        url: '/account/security/totp/verify',
        headers: { authorization: `Bearer ${(await login(rotated, session.email)).token}` },
        payload: { code: totp.generate() },
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await rotated.close();
    }
  });
});
