import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { BOOT_DATA_ELEMENT_ID } from '@inscriptions/contracts';
import { REMOTES, type Config } from '../config';
import { jsonDataBlock } from './dataBlock';
import { withRenderedPage, type PageRenderer, type RenderedLanding } from './serverRender';

/** Content-hashed file names (e.g. main.3f2a9c1b.js) can be cached for a year. */
const HASHED = /[.-][0-9a-f]{8,}\.(js|mjs|css|map|woff2?|png|jpe?g|svg|gif|webp|ico|wasm|json)$/i;
/** The twins scripts/precompress.mjs writes at build time, sent in place of the file they compress. */
const PRECOMPRESSED = /\.(br|gz)$/;
/** Files that may have a precompressed twin, so that caches keep one copy per encoding. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest|wasm)$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

function setStaticHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  const base = path.basename(filePath).replace(PRECOMPRESSED, '');
  const fixedName = base === 'mf-manifest.json' || base === 'index.html' || base === 'remoteEntry.js';
  res.setHeader('cache-control', !fixedName && HASHED.test(base) ? IMMUTABLE : 'no-cache');
  if (COMPRESSIBLE.test(base)) res.setHeader('vary', 'accept-encoding');
}

/**
 * The first segments of the server's own routes (`/graphql`, `/oidc`, `/transfer`, `/mf`…): paths under
 * them never fall back to the shell's index.html. Wildcards (the shell's files at `/*`) name no segment.
 */
export function serverSegments(routePaths: readonly string[]): Set<string> {
  const segments = new Set<string>();
  for (const routePath of routePaths) {
    const first = routePath.split('/')[1] ?? '';
    if (first && !/[*:]/.test(first)) segments.add(first);
  }
  return segments;
}

/**
 * The answers of /app-config.json and /remotes.json as a JSON data block for the shell's HTML
 * (dataBlock.ts): the first page needs neither request before it can sign in and load its remote.
 */
export function bootDataBlock(data: { appConfig: unknown; remotes: unknown }): string {
  return jsonDataBlock(BOOT_DATA_ELEMENT_ID, data);
}

/** The shell's HTML with the boot data block at the end of its head (a function, so `$&` in a value stays literal). */
export function withBootData(html: string, block: string): string {
  return html.includes('</head>') ? html.replace('</head>', () => `${block}</head>`) : `${html}${block}`;
}

/**
 * The 'sha256-…' sources of an HTML page's inline scripts: the <script> elements without attributes
 * (the build writes the shell's last view that way; the boot data block is data, never run).
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`,
  );
}

/**
 * One origin: / → <STATIC_DIR>/shell/dist (index.html, with the boot data, for client routes),
 * /mf/<remote>/ → <STATIC_DIR>/<remote>/dist (CORS *, CORP cross-origin), /remotes.json → the
 * remotes' entry URLs, /app-config.json → the front end's runtime configuration.
 * Missing dist folders are skipped (404), never fatal. A client that accepts brotli or gzip gets the
 * build's precompressed twin (scripts/precompress.mjs); hashed names are immutable for a year, the
 * HTML, manifests, remoteEntry.js and remotes.json are revalidated every time (no-cache).
 * Not encapsulated (fastify-plugin): its not-found handler answers for the whole app, and its hook
 * for /mf/ covers the 404s there too. The HTML's policy is the security headers' one, extended.
 */
export const staticFiles = fp<{ config: Config; appConfig: unknown; renderPage?: PageRenderer | null }>(
  async (app, { config, appConfig, renderPage = null }) => {
    app.get('/remotes.json', async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return config.remotes;
    });
    app.get('/app-config.json', async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return appConfig;
    });

    for (const remote of REMOTES) {
      const root = path.join(config.staticDir, remote, 'dist');
      const prefix = `/mf/${remote}/`;
      if (!existsSync(root)) {
        app.log.debug({ remote, root }, 'remote dist folder missing; not served');
        continue;
      }
      await app.register(fastifyStatic, {
        root,
        prefix,
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        index: false,
        setHeaders(res, filePath) {
          res.setHeader('access-control-allow-origin', '*');
          setStaticHeaders(res, filePath);
        },
      });
    }
    // Remotes may be loaded by a host on another origin (by <script>, which CORP would block).
    app.addHook('onSend', async (req, reply) => {
      if (!req.url.startsWith('/mf/')) return;
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    });

    const shellRoot = path.join(config.staticDir, 'shell', 'dist');
    const shellIndex = path.join(shellRoot, 'index.html');
    if (existsSync(shellRoot)) {
      // No index: / is answered below, as every client route is, with the boot data written in.
      await app.register(fastifyStatic, {
        root: shellRoot,
        prefix: '/',
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        index: false,
        setHeaders: setStaticHeaders,
      });
    } else {
      app.log.debug({ shellRoot }, 'shell dist folder missing; only the API is served');
    }

    // The configuration is fixed for the process: its block is built once. The HTML is read on every
    // request, so that a redeployed shell is served at once; its policy (which allows the HTML's inline
    // scripts by hash) is worked out again only when the HTML has changed.
    const bootBlock = bootDataBlock({ appConfig, remotes: config.remotes });
    // A rendered page starts its scripts from an inline script of its own (serverRender.ts): its
    // policy allows that one too. Its page markup, React's, holds no inline script.
    const policyOf = (html: string) => app.contentSecurityPolicy(inlineScriptHashes(html));
    let policy = { html: '', header: '', rendered: '' };
    const shellPage = (reply: FastifyReply, page: RenderedLanding | null = null) => {
      const html = withBootData(readFileSync(shellIndex, 'utf8'), bootBlock);
      if (policy.html !== html) {
        policy = { html, header: policyOf(html), rendered: policyOf(withRenderedPage(html, { html: '', styleTags: '', state: null })) };
      }
      // A rendered page holds the user's data: kept by no shared cache, and told apart by its cookie.
      reply.header('cache-control', page ? 'private, no-cache' : 'no-cache');
      reply.header('vary', 'cookie');
      reply.header('content-security-policy', page ? policy.rendered : policy.header);
      reply.type('text/html; charset=utf-8');
      return page ? withRenderedPage(html, page) : html;
    };
    if (existsSync(shellIndex)) app.get('/', async (_req, reply) => shellPage(reply));

    let segments: Set<string> | null = null;
    app.setNotFoundHandler(async (req, reply) => {
      const url = req.url.split('?')[0] ?? '/';
      const wantsHtml = (req.headers.accept ?? '').includes('text/html');
      // Read once every route is registered: the first request comes after the app is ready.
      segments ??= serverSegments(app.routePaths);
      const isApi = segments.has(url.split('/')[1] ?? '');
      if ((req.method === 'GET' || req.method === 'HEAD') && wantsHtml && !isApi && existsSync(shellIndex)) {
        if (req.method !== 'GET' || !renderPage) return shellPage(reply);
        const started = performance.now();
        const page = await renderPage(req);
        // The render's share of the answer, for the browser's devtools and navigation timing.
        reply.header('server-timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
        return shellPage(reply, page);
      }
      reply.code(404);
      return { error: 'Not Found', message: `Route ${req.method} ${url} not found` };
    });
  },
  { name: 'static-files', dependencies: ['security-headers'] },
);
