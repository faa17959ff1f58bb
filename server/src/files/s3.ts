import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as S3 from '@aws-sdk/client-s3';
import { isUuid } from '@inscriptions/contracts';
import { FileTooLargeError, SignedUploadUrls, parseKey, type FileStore, type UrlSigner } from './store';

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, R2, …). The browser still talks only to this
 * server's signed /uploads URLs: the body is capped and spooled to a temporary file, stored with
 * PutObject (known length), sniffed from a ranged GetObject, and served by streaming GetObject.
 * Caps, type checks and ownership therefore stay where they are for the local store.
 */
export class S3FileStore extends SignedUploadUrls implements FileStore {
  private clientPromise: Promise<{ client: S3.S3Client; s3: typeof S3 }> | undefined;

  constructor(
    private readonly settings: S3Settings,
    publicUrl: string,
    signer: UrlSigner,
  ) {
    super(publicUrl, signer);
  }

  private async s3() {
    this.clientPromise ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: this.settings.region,
        ...(this.settings.endpoint ? { endpoint: this.settings.endpoint, forcePathStyle: true } : {}),
        credentials: { accessKeyId: this.settings.accessKeyId, secretAccessKey: this.settings.secretAccessKey },
        // Plain signed PUTs (no aws-chunked checksum trailers), which every S3-compatible store accepts.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.clientPromise;
  }

  private check(key: string): string {
    if (!parseKey(key)) throw new Error('invalid file key');
    return key;
  }

  async putStream(key: string, body: Readable, { maxBytes }: { maxBytes: number }): Promise<{ size: number }> {
    this.check(key);
    const tmp = path.join(os.tmpdir(), `ins-upload-${randomBytes(8).toString('hex')}`);
    let size = 0;
    try {
      const cap = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          size += chunk.length;
          if (size > maxBytes) cb(new FileTooLargeError(maxBytes));
          else cb(null, chunk);
        },
      });
      const onError = (e: Error) => cap.destroy(e);
      body.once('error', onError);
      body.pipe(cap);
      try {
        await pipeline(cap, createWriteStream(tmp, { mode: 0o600 }));
      } catch (e) {
        body.unpipe(cap);
        throw e;
      } finally {
        body.off('error', onError);
      }
      const { client, s3 } = await this.s3();
      await client.send(
        new s3.PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: createReadStream(tmp), ContentLength: size }),
      );
      return { size };
    } finally {
      await fs.rm(tmp, { force: true });
    }
  }

  private async get(key: string, range?: string): Promise<Readable | null> {
    const { client, s3 } = await this.s3();
    try {
      const res = await client.send(new s3.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.check(key), Range: range }));
      return (res.Body as Readable | undefined) ?? null;
    } catch (e) {
      const name = (e as { name?: string }).name;
      const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (name === 'NoSuchKey' || name === 'NotFound' || status === 404 || status === 416) return null;
      throw e;
    }
  }

  getStream(key: string): Promise<Readable | null> {
    return this.get(key);
  }

  async head(key: string, n: number): Promise<Buffer | null> {
    const body = await this.get(key, `bytes=0-${n - 1}`);
    if (!body) return null;
    const chunks: Buffer[] = [];
    for await (const c of body) chunks.push(Buffer.from(c as Uint8Array));
    return Buffer.concat(chunks).subarray(0, n);
  }

  async delete(key: string): Promise<void> {
    const { client, s3 } = await this.s3();
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.check(key) }));
  }

  /** Lists the account's prefix page by page and deletes each object (one call per key: every S3-compatible store has it). */
  async deleteAccountFiles(accountId: string): Promise<void> {
    if (!isUuid(accountId)) throw new Error('invalid account id');
    const { client, s3 } = await this.s3();
    let token: string | undefined;
    do {
      const page = await client.send(
        new s3.ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: `${accountId}/`, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) await client.send(new s3.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: item.Key }));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
