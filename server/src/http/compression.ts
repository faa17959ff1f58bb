import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (GraphQL, JSON, Markdown) above the threshold with brotli or gzip, whichever
 * the client prefers. Registered before every route (its onRoute hook only sees later routes), and not
 * encapsulated (fastify-plugin): it reaches every route of the app.
 * Static files are not compressed here: they carry a content-encoding from their precompressed
 * twin, which this hook leaves alone. Server-sent events are never compressed (the default types
 * exclude text/event-stream), so each event still reaches the client at once.
 */
export const compression = fp(
  async (app) => {
    await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Request bodies stay as sent: nothing of ours posts compressed bodies, and inflating them would
    // let a small upload expand past the body limit.
    globalDecompression: false,
    });
  },
  { name: 'compression' },
);
