import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { codeMatches, hashCode, hashPassword, isCurrentPasswordHash, newCode, verifyPassword } from './crypto';
import { confirmationMail, createMailer, escapeHtml, resetMail } from './mailer';
import { legacyScryptHash } from './test/helpers';

describe('mailer', () => {
  it('escapes interpolated values in the HTML body', () => {
    const mail = confirmationMail('x@example.com', 'http://h/auth/confirmation?userName=a"><script>&confirmationCode=1');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&quot;&gt;&lt;script&gt;&amp;');
    expect(mail.text).toContain('http://h/auth/confirmation?userName=a"><script>&confirmationCode=1');
    expect(escapeHtml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#39;');
    expect(resetMail('x@example.com', 'http://h/r').subject).toBe('Reset your Inscriptions password');
  });

  it('writes .eml files into <dataDir>/outbox without SMTP', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mailer-'));
    try {
      const logs: unknown[] = [];
      const mailer = createMailer({ publicUrl: 'http://localhost:8080', dataDir: dir, nodeEnv: 'test' }, { info: (o) => logs.push(o), warn() {}, error() {} });
      await mailer.send(confirmationMail('Someone@Example.com', 'http://localhost:8080/auth/confirmation?userName=a&confirmationCode=b'));
      const files = readdirSync(path.join(dir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT.*-someone@example\.com-confirm-your-inscriptions-account\.eml$/);
      const raw = readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8');
      expect(raw).toMatch(/^To: someone@example\.com$/im);
      expect(raw).toContain('From: Inscriptions <no-reply@localhost>');
      expect(raw).toMatch(/text\/plain/);
      expect(raw).toMatch(/text\/html/);
      expect(logs[0]).toMatchObject({ link: 'http://localhost:8080/auth/confirmation?userName=a&confirmationCode=b' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('crypto', () => {
  it('argon2id hashes are salted, self-describing, NFKC-normalised and verify', async () => {
    const a = await hashPassword('Secret-1!');
    const b = await hashPassword('Secret-1!');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
    expect(isCurrentPasswordHash(a)).toBe(true);
    expect(await verifyPassword('Secret-1!', a)).toBe(true);
    expect(await verifyPassword('Secret-1?', a)).toBe(false);
    expect(await verifyPassword('Secret-1!', 'garbage')).toBe(false);
    expect(await verifyPassword('Secret-1!', '$argon2id$garbage')).toBe(false);
    // "ﬁ" (U+FB01) and "fi" are one password after NFKC.
    expect(await verifyPassword('ﬁne-Secret-1!', await hashPassword('fine-Secret-1!'))).toBe(true);
  });

  it('legacy scrypt hashes still verify and are not current', async () => {
    const legacy = legacyScryptHash('Secret-1!');
    expect(isCurrentPasswordHash(legacy)).toBe(false);
    expect(await verifyPassword('Secret-1!', legacy)).toBe(true);
    expect(await verifyPassword('Secret-1?', legacy)).toBe(false);
    expect(isCurrentPasswordHash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(false);
  });

  it('codes have 256 bits and are compared through their SHA-256', () => {
    const code = newCode();
    expect(code).toMatch(/^[\w-]{43}$/);
    expect(codeMatches(code, hashCode(code))).toBe(true);
    expect(codeMatches(code + 'x', hashCode(code))).toBe(false);
    expect(codeMatches(code, 'zz')).toBe(false);
  });
});
