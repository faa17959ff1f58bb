import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream, promises as fs, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isUuid } from '@inscriptions/contracts';

/** Object storage behind the upload/download URLs (local disk today; an S3-compatible store later). */
export interface FileStore {
  /** Writes the stream to `key`, refusing (FileTooLargeError, nothing kept) past maxBytes while streaming. */
  putStream(key: string, body: Readable, opts: { maxBytes: number }): Promise<{ size: number }>;
  /** The object's bytes, or null when it does not exist. */
  getStream(key: string): Promise<Readable | null>;
  /** The first `n` bytes (type sniffing), or null when the object does not exist. */
  head(key: string, n: number): Promise<Buffer | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object of an account (its keys start with the account id): the account was deleted. */
  deleteAccountFiles(accountId: string): Promise<void>;
  /** URL accepting `PUT` of the raw bytes for `ttlS` seconds. */
  signedPutUrl(key: string, ttlS: number): string;
  /** URL answering `GET` with the bytes for `ttlS` seconds. */
  signedGetUrl(key: string, ttlS: number): string;
}

export class FileTooLargeError extends Error {
  constructor(public readonly maxBytes: number) {
    super(`file exceeds ${maxBytes} bytes`);
  }
}

/** Object keys: `<accountId>/(inscriptions/<id>/logo|entries/<id>/audio|users/profile)-<22 random chars>`. */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY_RE = new RegExp(`^(${UUID})/(?:(inscriptions)/(${UUID})/logo|(entries)/(${UUID})/audio|(users)/profile)-[A-Za-z0-9_-]{22}$`);

export type FileKind = 'logo' | 'audio' | 'profile';
export interface ParsedKey {
  key: string;
  accountId: string;
  kind: FileKind;
  /** inscription id (logo), entry id (audio), account id (profile) */
  objectId: string;
}

export function parseKey(key: string): ParsedKey | null {
  const m = KEY_RE.exec(key);
  if (!m) return null;
  const accountId = m[1]!;
  if (m[2]) return { key, accountId, kind: 'logo', objectId: m[3]! };
  if (m[4]) return { key, accountId, kind: 'audio', objectId: m[5]! };
  return { key, accountId, kind: 'profile', objectId: accountId };
}

const nonce = () => randomBytes(16).toString('base64url');
export const newKey = {
  logo: (accountId: string, inscriptionId: string) => `${accountId}/inscriptions/${inscriptionId}/logo-${nonce()}`,
  audio: (accountId: string, entryId: string) => `${accountId}/entries/${entryId}/audio-${nonce()}`,
  profile: (accountId: string) => `${accountId}/users/profile-${nonce()}`,
};

/** HMAC-SHA256 over method + key + expiry: a URL opens one key, for one method, until it expires. */
export class UrlSigner {
  constructor(private readonly secret: string) {}

  private mac(method: string, key: string, expires: number): Buffer {
    return createHmac('sha256', this.secret).update(`${method.toUpperCase()}\n${key}\n${expires}`).digest();
  }

  sign(method: 'GET' | 'PUT', key: string, ttlS: number, now = Date.now()): { expires: number; signature: string } {
    const expires = Math.floor(now / 1000) + ttlS;
    return { expires, signature: this.mac(method, key, expires).toString('base64url') };
  }

  /** 'ok', 'invalid' (tampered, wrong method or key) or 'expired' (valid signature, past its time). */
  verify(method: string, key: string, expires: unknown, signature: unknown, now = Date.now()): 'ok' | 'invalid' | 'expired' {
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') return 'invalid';
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(method, key, Number(expires));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(expires) * 1000 < now ? 'expired' : 'ok';
  }
}

/** UPLOAD_SIGNING_SECRET, else a random secret generated once and kept in DATA_DIR/upload-secret. */
export function loadSigningSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'upload-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    return readFileSync(file, 'utf8').trim();
  }
}

/** Counts bytes and fails the pipeline as soon as there are more than `max`. */
function sizeCap(max: number, counter: { n: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      counter.n += chunk.length;
      if (counter.n > max) cb(new FileTooLargeError(max));
      else cb(null, chunk);
    },
  });
}

/**
 * The URLs every store hands out: this server's signed /uploads/<key>, whatever holds the bytes, so
 * that size caps, type checks and ownership stay in one place.
 */
export abstract class SignedUploadUrls {
  constructor(
    private readonly publicUrl: string,
    readonly signer: UrlSigner,
  ) {}

  private url(method: 'GET' | 'PUT', key: string, ttlS: number): string {
    const { expires, signature } = this.signer.sign(method, key, ttlS);
    return `${this.publicUrl}/uploads/${key}?expires=${expires}&signature=${signature}`;
  }

  signedPutUrl(key: string, ttlS: number): string {
    return this.url('PUT', key, ttlS);
  }

  signedGetUrl(key: string, ttlS: number): string {
    return this.url('GET', key, ttlS);
  }
}

/** Files under DATA_DIR/files/<key>, served by this process at /uploads/<key>. */
export class LocalFileStore extends SignedUploadUrls implements FileStore {
  constructor(
    private readonly root: string,
    publicUrl: string,
    signer: UrlSigner,
  ) {
    super(publicUrl, signer);
  }

  private file(key: string): string {
    if (!parseKey(key)) throw new Error('invalid file key');
    return path.join(this.root, ...key.split('/'));
  }

  async putStream(key: string, body: Readable, { maxBytes }: { maxBytes: number }): Promise<{ size: number }> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomBytes(6).toString('hex')}.part`;
    const counter = { n: 0 };
    // The request is piped, not handed to pipeline(): refusing an oversized body must not destroy the
    // request stream, so the route can still answer 413 (and drain or close the connection).
    const cap = sizeCap(maxBytes, counter);
    const onError = (e: Error) => cap.destroy(e);
    body.once('error', onError);
    body.pipe(cap);
    try {
      await pipeline(cap, createWriteStream(tmp, { mode: 0o600 }));
      await fs.rename(tmp, target);
    } catch (e) {
      body.unpipe(cap);
      await fs.rm(tmp, { force: true });
      throw e;
    } finally {
      body.off('error', onError);
    }
    return { size: counter.n };
  }

  async getStream(key: string): Promise<Readable | null> {
    const file = this.file(key);
    try {
      const handle = await fs.open(file, 'r');
      return handle.createReadStream();
    } catch {
      return null;
    }
  }

  async head(key: string, n: number): Promise<Buffer | null> {
    let handle: fs.FileHandle | undefined;
    try {
      handle = await fs.open(this.file(key), 'r');
      const buf = Buffer.alloc(n);
      const { bytesRead } = await handle.read(buf, 0, n, 0);
      return buf.subarray(0, bytesRead);
    } catch {
      return null;
    } finally {
      await handle?.close();
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  async deleteAccountFiles(accountId: string): Promise<void> {
    if (!isUuid(accountId)) throw new Error('invalid account id');
    await fs.rm(path.join(this.root, accountId), { recursive: true, force: true });
  }
}

