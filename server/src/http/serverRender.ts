import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse as parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  REMOTES,
  SERVER_RENDER_ELEMENT_ID,
  SESSION_COOKIE,
  TIMEZONE_COOKIE,
  remoteEntryPath,
  type RemoteName,
} from '@inscriptions/contracts';
import type { AccessTokenVerifier } from '../auth/verifyAccessToken';
import { jsonDataBlock } from './dataBlock';

/** What the shell's renderer (shell/src/server/renderLanding.tsx) answers. */
export interface RenderedLanding {
  html: string;
  styleTags: string;
  state: unknown;
}

interface ShellRenderer {
  renderLanding(options: {
    url: string;
    session: { accessToken: string; expiresAt: number; sub: string; timezone: string | null };
    fetch: typeof fetch;
    loadRegister: (remote: string) => unknown;
  }): Promise<RenderedLanding | null>;
}

/** The modules the front end's server builds ask of the server (shared/build/webpack.server.cjs). */
const SHARED_SUBPATH = /^@inscriptions\/shared\/([a-z]+)$/;
/** This server's own modules (its react and react-dom), and the files of the builds. */
const load = createRequire(__filename);
const REACT = /^react(-dom)?(\/[a-z/.-]+)?$/;

/**
 * Lends the front end's server builds their shared modules: this server's react and react-dom, and
 * shared's own server build under `staticDir`. One copy of each for every bundle (Node's module cache).
 */
function lendServerModules(staticDir: string): void {
  (globalThis as { __inscriptionsServerModules?: unknown }).__inscriptionsServerModules = {
    require(name: string): unknown {
      const shared = SHARED_SUBPATH.exec(name);
      if (shared) return load(path.join(staticDir, 'shared', 'dist-server', `${shared[1]}.cjs`)) as unknown;
      if (REACT.test(name)) return load(name) as unknown;
      throw new Error(`${name} is not lent to the front end's server builds`);
    },
  };
}

/** Renders the signed-in page a document request asks for, or null when the browser renders it itself. */
export type PageRenderer = (req: FastifyRequest) => Promise<RenderedLanding | null>;

/** How long a render's session is taken to last: the render's few reads, not the token's life. */
const RENDER_SESSION_S = 60;
/** Renders waiting beyond this many are not waited for: that visit's browser renders its page. */
const MAX_WAITING = 8;

/** An IANA zone this server's ICU knows, or null. */
function knownZone(zone: string | undefined): string | null {
  if (!zone) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export interface PageRendererOptions {
  /** Where the areas' folders are (STATIC_DIR). */
  staticDir: string;
  /** The remotes' entries as /remotes.json declares them: an area served from elsewhere is not rendered here. */
  remotes: Record<RemoteName, string>;
  verifyAccessToken: AccessTokenVerifier;
}

/**
 * The renderer of signed-in landing pages, from the shell's and the remotes' server builds under
 * `staticDir` (<area>/dist-server, written by `pnpm build`), or null when the shell has none.
 *
 * A document request carries the session in its cookie (SESSION_COOKIE): the token is verified as
 * the API's bearer token is, and the page's reads are answered by this app's own /graphql, in process
 * (`inject`), with that token: the same checks and ownership as any call. The session and the calls'
 * destination are module state of the front end's shared code, so renders run one at a time.
 */
export function createPageRenderer(
  app: FastifyInstance,
  { staticDir, remotes, verifyAccessToken }: PageRendererOptions,
): PageRenderer | null {
  const shellFile = path.join(staticDir, 'shell', 'dist-server', 'renderLanding.cjs');
  if (!existsSync(shellFile) || !existsSync(path.join(staticDir, 'shared', 'dist-server'))) return null;
  lendServerModules(staticDir);
  // Loaded now rather than by the first visit, which would wait for them. A build that cannot be
  // loaded leaves its pages to the browser.
  const loadBuild = (file: string): unknown => {
    try {
      return load(file) as unknown;
    } catch (error) {
      app.log.warn({ err: error, file }, 'a server build could not be loaded; the browser renders its pages');
      return null;
    }
  };
  const shell = loadBuild(shellFile) as ShellRenderer | null;
  if (!shell) return null;
  // An area whose browser build is served from elsewhere may be another release than its server build here.
  const registers = new Map<string, unknown>();
  for (const remote of REMOTES) {
    const file = path.join(staticDir, remote, 'dist-server', 'register.cjs');
    if (remotes[remote] === remoteEntryPath(remote) && existsSync(file)) registers.set(remote, loadBuild(file));
  }
  const loadRegister = (remote: string) => registers.get(remote) ?? null;

  const inProcessFetch: typeof fetch = async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(answer.payload, {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)] as [string, string]],
      ),
    });
  };

  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return async (req) => {
    const cookies = parseCookie(req.headers.cookie ?? '');
    const token = cookies[SESSION_COOKIE];
    if (!token) return null;
    const identity = await verifyAccessToken(token);
    if (!identity || waiting >= MAX_WAITING) return null;
    waiting += 1;
    const render = queue.then(() =>
      shell.renderLanding({
        url: req.url,
        session: {
          accessToken: token,
          expiresAt: Math.floor(Date.now() / 1000) + RENDER_SESSION_S,
          sub: identity.accountId,
          timezone: knownZone(cookies[TIMEZONE_COOKIE]),
        },
        fetch: inProcessFetch,
        loadRegister,
      }),
    );
    queue = render.catch(() => undefined).finally(() => (waiting -= 1));
    try {
      return await render;
    } catch (error) {
      req.log.warn({ err: error }, 'the page could not be rendered on the server; the browser renders it');
      return null;
    }
  };
}

/** The shell's start-up scripts, which the browser runs once the HTML is parsed (`defer`). */
const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/**
 * Starts the app's scripts, fetched already (preloaded), once the page has been painted: the frame's
 * callback runs before its paint, a task queued from it after. A deferred script would run as soon as
 * the HTML is parsed, and the first paint would wait for it (the whole start of the app, about half a
 * second at 4× CPU). Inserted scripts run in order (`async = false`). Allowed by its hash, as every
 * inline script of the HTML is (static.ts).
 */
const START_AFTER_PAINT =
  '<script>requestAnimationFrame(function(){setTimeout(function(){' +
  'document.querySelectorAll(\'link[rel="preload"][data-app-script]\').forEach(function(link){' +
  'var script=document.createElement("script");script.src=link.href;script.async=false;document.head.appendChild(script)})})})</script>';

/**
 * The shell's HTML with a rendered page in its #root, its styles in the head and its reads beside it;
 * its scripts start once that page is painted (START_AFTER_PAINT).
 */
export function withRenderedPage(html: string, page: RenderedLanding): string {
  const block = jsonDataBlock(SERVER_RENDER_ELEMENT_ID, page.state);
  return html
    .replace(
      DEFERRED_SCRIPT,
      (_script, src: string) => `<link rel="preload" as="script" href="${src}" data-app-script>`,
    )
    .replace('</head>', () => `${page.styleTags}</head>`)
    .replace(
      /<div id="root">[\s\S]*?<\/div>(?=\s*(<script|<\/body>))/,
      () => `<div id="root">${page.html}</div>${block}`,
    )
    .replace('</body>', () => `${START_AFTER_PAINT}</body>`);
}
