import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { TRANSFER_MESSAGES } from '@inscriptions/contracts';
import type { Db } from '../../db';
import type { Files } from '../../files';
import type { Actor } from '../actor';
import { exportCsv, exportZip, importFile } from './service';

export interface TransferRouteOptions {
  db: Db;
  files: Files;
  /** The signed-in account of a request (Bearer access token), or null. */
  authenticate(req: FastifyRequest): Promise<{ accountId: string; email: string } | null>;
  limits: { maxCsvBytes: number; maxZipBytes: number };
}

class TooLarge extends Error {}

/** Writes the request body to `file`, refusing past `max` bytes while streaming. */
async function spool(req: FastifyRequest, file: string, max: number): Promise<void> {
  let seen = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      done(seen > max ? new TooLarge() : null, chunk);
    },
  });
  await pipeline(req.raw, cap, createWriteStream(file));
}

const stamp = () => new Date().toISOString().slice(0, 10);

/**
 * POST /transfer/import (body: the raw .csv or .zip), GET /transfer/export.csv and /transfer/export.zip.
 * Bearer-authenticated like /graphql; everything acts for the token's account only.
 */
export const transferRoutes: FastifyPluginAsync<TransferRouteOptions> = async (app, opts) => {
  const actorOf = async (req: FastifyRequest, reply: FastifyReply): Promise<Actor | null> => {
    const identity = await opts.authenticate(req);
    if (!identity) {
      void reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
      return null;
    }
    return { db: opts.db, userId: identity.accountId, email: identity.email, files: opts.files, log: req.log };
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));

    scope.post('/transfer/import', { bodyLimit: opts.limits.maxZipBytes + 1024 * 1024 }, async (req, reply) => {
      const actor = await actorOf(req, reply);
      if (!actor) {
        req.raw.resume();
        return reply;
      }
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const format = type === 'application/zip' || type === 'application/x-zip-compressed' ? 'zip' : type === 'text/csv' ? 'csv' : null;
      if (!format) {
        req.raw.resume();
        return reply.code(415).send({ message: TRANSFER_MESSAGES.notCsvOrZip });
      }
      const max = format === 'zip' ? opts.limits.maxZipBytes : opts.limits.maxCsvBytes;
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > max) {
        req.raw.resume();
        return reply.code(413).header('connection', 'close').send({ message: TRANSFER_MESSAGES.tooLarge(max) });
      }
      const dir = await mkdtemp(path.join(os.tmpdir(), 'ins-import-'));
      try {
        const file = path.join(dir, `upload.${format}`);
        try {
          await spool(req, file, max);
        } catch (err) {
          if (!(err instanceof TooLarge)) throw err;
          req.raw.resume();
          return reply.code(413).header('connection', 'close').send({ message: TRANSFER_MESSAGES.tooLarge(max) });
        }
        const report = await importFile(actor, file, format);
        return reply.code(report.ok ? 200 : 422).header('cache-control', 'no-store').send(report);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    scope.get('/transfer/export.csv', async (req, reply) => {
      const actor = await actorOf(req, reply);
      if (!actor) return reply;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="inscriptions-${stamp()}.csv"`)
        .header('cache-control', 'no-store')
        .send(exportCsv(actor));
    });

    scope.get('/transfer/export.zip', async (req, reply) => {
      const actor = await actorOf(req, reply);
      if (!actor) return reply;
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="inscriptions-${stamp()}.zip"`)
        .header('cache-control', 'no-store')
        .send(await exportZip(actor));
    });
  });
};
