import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/**
 * argon2id (the library's default algorithm), OWASP's first choice, at its first listed cost (19 MiB, 2 passes).
 * It replaces an scrypt (N=2^15, r=8, p=1, below OWASP's equivalent) that was both weaker and an order of
 * magnitude slower for every password sign-in (the README's design decisions).
 */
export const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`;

/** A PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`), so the cost can be raised later. */
export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password.normalize('NFKC'), ARGON2_PARAMS);
}

/** Whether a stored hash is of the current algorithm and cost; a sign-in replaces one that is not. */
export function isCurrentPasswordHash(stored: string): boolean {
  return stored.startsWith(CURRENT_PREFIX);
}

/** Verifies against a current argon2id hash or a legacy `scrypt$N$r$p$salt$hash` one. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const normalized = password.normalize('NFKC');
  if (stored.startsWith('$argon2')) return argon2Verify(stored, normalized).catch(() => false);
  return verifyLegacyScrypt(normalized, stored);
}

async function verifyLegacyScrypt(password: string, stored: string): Promise<boolean> {
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

/**
 * A refused password is answered no sooner than this after the attempt began, above the slowest check: a
 * stored legacy scrypt hash takes an order of magnitude longer to check than an unknown email's
 * throw-away argon2id, so without a common floor the time of a refusal would tell an account that has
 * not signed in since the switch from an unknown email.
 */
export const REFUSED_PASSWORD_ANSWER_MS = 300;

/** Waits until `REFUSED_PASSWORD_ANSWER_MS` after `startedAt` (a `performance.now()` reading). */
export async function waitOutRefusedPassword(startedAt: number): Promise<void> {
  const left = () => startedAt + REFUSED_PASSWORD_ANSWER_MS - performance.now();
  // A timer rounds its delay to whole milliseconds and may fire up to one early: wait until the floor has passed.
  for (let ms = left(); ms > 0; ms = left()) await sleep(Math.ceil(ms));
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
