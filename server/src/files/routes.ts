import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_FAILED } from '@inscriptions/contracts';
import { FileTooLargeError, parseKey, type FileKind, type FileStore, type ParsedKey, type UrlSigner } from './store';
import { SNIFF_BYTES, mediaOf, sniff } from './sniff';

export interface UploadLimits {
  maxImageBytes: number;
  maxAudioBytes: number;
}

const MB = 1024 * 1024;
/** 10485760 → "10MB"; limits under 1 MB (tests, small deployments) in KB. */
const size = (bytes: number) => (bytes >= MB ? `${Math.round(bytes / MB)}MB` : `${Math.round(bytes / 1024)}KB`);
export const uploadMessages = (limits: UploadLimits) => ({
  imageTooLarge: `Photo must be less than ${size(limits.maxImageBytes)}, please choose another photo.`,
  audioTooLarge: `Recording must be less than ${size(limits.maxAudioBytes)}.`,
  imageType: 'Photo must be a jpeg, jpg or png image.',
  audioType: 'Recording must be a wav, webm, ogg or mp4 audio file.',
  invalid: 'This file link is invalid.',
  expired: 'This file link has expired.',
  gone: 'The item this file belongs to no longer exists.',
  notFound: 'File not found.',
  storeDown: UPLOAD_FAILED,
  unavailable: 'This file cannot be read right now, please try again.',
});

/** Who an upload belongs to, as its signed key says, and where the route logs. */
export interface UploadOwner {
  accountId: string;
  /** inscription id (logo), entry id (audio), account id (profile) */
  objectId: string;
  log: FastifyBaseLogger;
}

/**
 * Records a stored file on the row it belongs to, one per kind of file: the owning module's service,
 * so storage never writes a table. Answers the key it replaces (whose file the route deletes), or
 * false when the row is not the account's (any more).
 */
export type UploadAttachers = Record<FileKind, (owner: UploadOwner, key: string) => Promise<string | null | false>>;

export interface UploadsOptions {
  store: FileStore;
  signer: UrlSigner;
  limits: UploadLimits;
  getTtlS: number;
  attach: UploadAttachers;
}

/**
 * PUT /uploads/<key>?expires&signature — raw bytes, streamed to the store with a size cap, sniffed,
 * then attached to the row. GET /uploads/<key>?expires&signature — the bytes.
 * Encapsulated: its catch-all content-type parser leaves the body unread, so nothing is buffered, and
 * the rest of the app keeps its parsers.
 */
export const uploads: FastifyPluginAsync<UploadsOptions> = async (scope, opts) => {
  const { store, signer, limits, attach } = opts;
  const msg = uploadMessages(limits);

  const check = (req: FastifyRequest, reply: FastifyReply, method: 'GET' | 'PUT'): ParsedKey | null => {
    const key = (req.params as { '*': string })['*'];
    const q = req.query as Record<string, unknown>;
    const parsed = parseKey(key);
    const verdict = parsed ? signer.verify(method, key, q['expires'], q['signature']) : 'invalid';
    if (verdict !== 'ok' || !parsed) {
      void reply
        .code(403)
        .header('cache-control', 'no-store')
        .send({ message: verdict === 'expired' ? msg.expired : msg.invalid });
      return null;
    }
    return parsed;
  };

  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_req, _payload, done) => done(null));

  scope.put(
    '/uploads/*',
    { bodyLimit: Math.max(limits.maxAudioBytes, limits.maxImageBytes) + MB },
    async (req, reply) => {
      const k = check(req, reply, 'PUT');
      if (!k) return reply;
      const media = mediaOf(k.kind);
      const max = media === 'audio' ? limits.maxAudioBytes : limits.maxImageBytes;
      const tooLarge = media === 'audio' ? msg.audioTooLarge : msg.imageTooLarge;
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > max) {
        req.raw.resume();
        return reply.code(413).header('connection', 'close').send({ message: tooLarge });
      }
      let head: Buffer;
      try {
        await store.putStream(k.key, req.raw, { maxBytes: max });
        head = (await store.head(k.key, SNIFF_BYTES)) ?? Buffer.alloc(0);
      } catch (e) {
        req.raw.resume();
        if (e instanceof FileTooLargeError) return reply.code(413).header('connection', 'close').send({ message: tooLarge });
        // The store (S3) is unreachable: nothing was recorded, and the same signed URL may be retried.
        req.log.error({ err: e }, 'the file store did not take an upload');
        return reply.code(503).header('retry-after', '30').send({ message: msg.storeDown });
      }
      if (!(await sniff(k.kind, head))) {
        await store.delete(k.key);
        return reply.code(415).send({ message: media === 'audio' ? msg.audioType : msg.imageType });
      }
      const replaced = await attach[k.kind]({ accountId: k.accountId, objectId: k.objectId, log: req.log }, k.key);
      if (replaced === false) {
        await store.delete(k.key);
        return reply.code(404).send({ message: msg.gone });
      }
      if (replaced && replaced !== k.key) {
        await store
          .delete(replaced)
          .catch((err: unknown) => req.log.warn({ err }, 'could not delete a replaced file'));
      }
      return reply
        .code(200)
        .header('cache-control', 'no-store')
        .send({ url: store.signedGetUrl(k.key, opts.getTtlS) });
    },
  );

  scope.get('/uploads/*', async (req, reply) => {
    const k = check(req, reply, 'GET');
    if (!k) return reply;
    let type: string | null = null;
    let body: Readable | null = null;
    try {
      const head = await store.head(k.key, SNIFF_BYTES);
      type = head && (await sniff(k.kind, head));
      if (type) body = await store.getStream(k.key);
    } catch (e) {
      req.log.error({ err: e }, 'the file store could not be read');
      return reply.code(503).header('retry-after', '30').send({ message: msg.unavailable });
    }
    if (!type || !body) return reply.code(404).send({ message: msg.notFound });
    return reply
      .header('content-type', type)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(body);
  });
};
