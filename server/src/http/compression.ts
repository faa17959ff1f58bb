import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (GraphQL, JSON, Markdown) above the threshold with brotli or gzip, whichever
 * the client prefers. Registered before every route (its onRoute hook only sees later routes).
 * Static files are not compressed here: they carry a content-encoding from their precompressed
 * twin, which this hook leaves alone. Server-sent events are never compressed (the default types
 * exclude text/event-stream), so each event still reaches the client at once.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Request bodies stay as sent: nothing of ours posts compressed bodies, and inflating them would
    // let a small upload expand past the body limit.
    globalDecompression: false,
  });
}
