import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_RENDER_ELEMENT_ID, SESSION_COOKIE, TIMEZONE_COOKIE } from '@inscriptions/contracts';
import { createTestEnv, gql, login, type Session, type TestEnv } from '../test/helpers';
import { withRenderedPage } from './serverRender';
import { inlineScriptHashes } from './static';

/**
 * A stand-in for the shell's server build (shell/src/server/renderLanding.tsx, built by `pnpm build`
 * and tested in shell): it reads the inscriptions through the fetch it is given, as the real one's
 * react-query reads do, and borrows React from the server (the modules the builds ask for).
 */
const STAND_IN_RENDERER = `
const React = globalThis.__inscriptionsServerModules.require('react');
exports.renderLanding = async ({ url, session, fetch }) => {
  if (!url.startsWith('/inscriptions')) return null;
  const answer = await fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer ' + session.accessToken },
    body: JSON.stringify({ query: '{ inscriptions { name } }' }),
  });
  const { data } = await answer.json();
  const names = data.inscriptions.map((i) => i.name).join(', ');
  return {
    html: '<main data-testid="page-SelectInscription">' + names + ' [' + session.timezone + '] React ' + React.version + '</main>',
    styleTags: '<style data-styled="true">main{color:red}</style>',
    state: { queries: [{ queryKey: ['inscriptions', 'list'], note: '</script><script>alert(1)</script>' }] },
  };
};
`;

const SHELL_HTML =
  '<!doctype html><html><head><title>shell</title><script defer="defer" src="/vendors-1.0123abcd.js"></script><script defer="defer" src="/main.0123abcd.js"></script></head>' +
  '<body><div id="root"><div class="startup"><i></i></div></div>\n    <script>1</script></body></html>';

/** A STATIC_DIR holding the shell's HTML and `renderer` as the shell's server build. */
function staticDirWith(renderer: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ins-render-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), SHELL_HTML);
  mkdirSync(path.join(root, 'shell', 'dist-server'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist-server', 'renderLanding.cjs'), renderer);
  mkdirSync(path.join(root, 'shared', 'dist-server'), { recursive: true });
  return root;
}

describe('signed-in pages rendered by the server', () => {
  let env: TestEnv;
  let ada: Session;
  let bob: Session;
  beforeAll(async () => {
    env = await createTestEnv('pglite', { STATIC_DIR: staticDirWith(STAND_IN_RENDERER) });
    ada = await login(env.app);
    bob = await login(env.app);
    for (const [session, name] of [
      [ada, 'Bakery'],
      [bob, 'Kiln'],
    ] as const) {
      await gql(
        env.app,
        session,
        `mutation { createInscription(input: { name: "${name}", about: "x" }) { inscription { id } } }`,
      );
    }
  });
  afterAll(async () => {
    await env.close();
  });

  const page = (cookie?: string, url = '/inscriptions') =>
    env.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it("renders each user's page with their own data only, as their calls would see it", async () => {
    const adas = await page(`${SESSION_COOKIE}=${ada.token}; ${TIMEZONE_COOKIE}=Asia%2FTokyo`);
    expect(adas.statusCode).toBe(200);
    expect(adas.body).toContain(
      '<div id="root"><main data-testid="page-SelectInscription">Bakery [Asia/Tokyo] React 19.',
    );
    expect(adas.body).not.toContain('Kiln');
    expect(adas.body).toContain('<style data-styled="true">main{color:red}</style></head>');
    // Its inline scripts (the shell's, and the one that starts the app once the page is painted) are
    // allowed by their hashes.
    const policy = String(adas.headers['content-security-policy']);
    expect(inlineScriptHashes(adas.body)).toHaveLength(2);
    for (const hash of inlineScriptHashes(adas.body)) expect(policy).toContain(hash);
    // Private to the user and told apart by the cookie in any cache.
    expect(adas.headers['cache-control']).toBe('private, no-cache');
    expect(adas.headers.vary).toContain('cookie');
    // The render's share of the answer, for the browser's devtools.
    expect(adas.headers['server-timing']).toMatch(/^render;dur=\d+\.\d$/);
    const bobs = await page(`${SESSION_COOKIE}=${bob.token}; ${TIMEZONE_COOKIE}=Not/AZone`);
    expect(bobs.body).toContain('Kiln [null]');
    expect(bobs.body).not.toContain('Bakery');
  });

  it('leaves the page to the browser without a session, with an unknown token, or for a page it does not render', async () => {
    for (const response of [
      await page(),
      await page(`${SESSION_COOKIE}=not-a-token`),
      await page(`${SESSION_COOKIE}=${ada.token}`, '/profile'),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"><div class="startup">');
      expect(response.body).not.toContain(SERVER_RENDER_ELEMENT_ID);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a burst of documents for two users, each with their own page', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => page(`${SESSION_COOKIE}=${(i % 2 ? bob : ada).token}`)),
    );
    answers.forEach((answer, i) => {
      expect(answer.body).toContain(i % 2 ? 'Kiln' : 'Bakery');
      expect(answer.body).not.toContain(i % 2 ? 'Bakery' : 'Kiln');
    });
  });
});

describe('a server build that cannot be loaded', () => {
  it('leaves the pages to the browser and the app serves on', async () => {
    const env = await createTestEnv('pglite', { STATIC_DIR: staticDirWith("throw new Error('a broken build');") });
    try {
      const ada = await login(env.app);
      const response = await env.app.inject({
        method: 'GET',
        url: '/inscriptions',
        headers: { accept: 'text/html', cookie: `${SESSION_COOKIE}=${ada.token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"><div class="startup">');
      expect(response.headers['server-timing']).toBeUndefined();
    } finally {
      await env.close();
    }
  });
});

describe('withRenderedPage', () => {
  it('puts the page in #root, its styles in the head and its reads beside it, escaped so that none can close the block', () => {
    const html = withRenderedPage(SHELL_HTML, {
      html: '<main>page</main>',
      styleTags: '<style>main{}</style>',
      state: { text: '</script><script>alert(1)</script>' },
    });
    expect(html).toContain('<style>main{}</style></head>');
    expect(html).toContain(
      `<div id="root"><main>page</main></div><script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">`,
    );
    expect(html).not.toContain('class="startup"');
    // The start-up scripts are fetched at once and run once the page is painted, in their order.
    expect(html).not.toContain('<script defer');
    expect(html).toContain(
      '<link rel="preload" as="script" href="/vendors-1.0123abcd.js" data-app-script><link rel="preload" as="script" href="/main.0123abcd.js" data-app-script>',
    );
    expect(html).toMatch(/<script>requestAnimationFrame\(.*data-app-script.*<\/script><\/body>/);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    const block = new RegExp(`id="${SERVER_RENDER_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1] ?? '';
    expect(JSON.parse(block)).toEqual({ text: '</script><script>alert(1)</script>' });
  });
});
