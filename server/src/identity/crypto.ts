import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/**
 * OWASP lists scrypt N=2^17, r=8, p=1 first; N=2^15 (32 MiB) is its lighter equivalent. One hash takes
 * about 220 ms on the project's 2-core CI machines, most of a password sign-in's server time there.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keylen: 32 } as const;

/** Self-describing: scrypt$N$r$p$<salt b64url>$<hash b64url>. */
export async function hashPassword(password: string, params = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params.keylen, {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r,
  });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (!Number.isInteger(N) || !Number.isInteger(R) || !Number.isInteger(P)) return false;
  const expected = Buffer.from(hashB64, 'base64url');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64url'), expected.length, {
    N,
    r: R,
    p: P,
    maxmem: 256 * N * R,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;
/** Verifies against a throw-away hash so an unknown account costs the same time as a known one. */
export async function burnPasswordTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-' + randomBytes(8).toString('hex'));
  await verifyPassword(password, await dummyHash);
}

/** 256-bit URL-safe random code. */
export function newCode(): string {
  return randomBytes(32).toString('base64url');
}

export function hashCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** Constant-time comparison of a presented code with a stored SHA-256 hex digest. */
export function codeMatches(code: string, storedHash: string): boolean {
  const a = Buffer.from(hashCode(code), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
