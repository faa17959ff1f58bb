import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';

/** The static pages' documents (spec section 2), one Markdown file each in LEGAL_DIR. */
export const LEGAL_DOCUMENTS = ['cookie-policy', 'personal-information-processing-agreement', 'terms-of-service'] as const;

/**
 * GET /legal/<name>.md → <LEGAL_DIR>/<name>.md as text/markdown, read on every request so an
 * operator's edit shows at once. Only the known names are served (no path from the request
 * reaches the file system); a missing file is a 404.
 */
export const legalPages: FastifyPluginAsync<{ legalDir: string }> = async (app, { legalDir }) => {
  for (const name of LEGAL_DOCUMENTS) {
    const file = path.join(legalDir, `${name}.md`);
    app.get(`/legal/${name}.md`, async (_req, reply) => {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        app.log.warn({ err: error, file }, 'legal document missing');
        return reply.code(404).type('application/json').send({ message: 'Not found' });
      }
      return reply.header('cache-control', 'no-cache').type('text/markdown; charset=utf-8').send(text);
    });
  }
};
