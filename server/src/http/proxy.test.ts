import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES } from '@inscriptions/contracts';
import { loadConfig } from '../config';
import { createTestEnv, type TestEnv } from '../test/helpers';
import { EXAMPLE_PUBLIC_URL, NGINX_TEMPLATE, nginxAnswer, nginxServer, nginxSize, readNginxServers } from '../test/nginxConfig';

/*
 * deploy/nginx.conf.template lists no server path: everything but the build's files goes to the app.
 * These tests hold it to the server's own route table, so a route added to the server, or a location
 * added to the proxy, cannot leave a server path unanswered behind nginx.
 */

/** A web root laid out as the Dockerfile's stages lay it out, with one file of each kind. */
function staticDir(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'proxy-static-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(path.join(root, 'shell/dist/main.0123abcd.js'), 'void 0;');
  for (const remote of REMOTES) {
    mkdirSync(path.join(root, remote, 'dist'), { recursive: true });
    writeFileSync(path.join(root, remote, 'dist/remoteEntry.js'), 'void 0;');
  }
  return root;
}

/** A request path for a route path: parameters and wildcards filled in. */
const samplePath = (routePath: string) => routePath.replace(/:\w+/g, 'x1').replace(/\*$/, 'some-file.js');

describe('the shipped nginx configuration and the server', () => {
  let env: TestEnv;
  const https = nginxServer(443);

  beforeAll(async () => {
    env = await createTestEnv('pglite', { STATIC_DIR: staticDir() });
  });
  afterAll(() => env.close());

  it("sends every server route to the app's replicas; only the remotes' build files are nginx's own", () => {
    const routePaths = [...new Set(env.app.routePaths)];
    expect(routePaths).toEqual(expect.arrayContaining(['/graphql', '/oidc/*', '/transfer/import', '/speech/listen']));
    const answered = routePaths.map((routePath) => {
      const sample = samplePath(routePath);
      // The remotes' folders are served by nginx from the same build output the server would serve.
      const expected = routePath.startsWith('/mf/') ? 'file' : 'app';
      return [routePath, sample, expected === nginxAnswer(https, sample).by ? 'as expected' : `not by the ${expected}`];
    });
    expect(answered.filter(([, , verdict]) => verdict !== 'as expected')).toEqual([]);
  });

  it("sends the app's pages, the HTML fallback and the shell's other files to the server, which writes their headers", () => {
    for (const sample of ['/', '/inscriptions', '/auth/signin?interaction=abc', '/sw.js', '/manifest.webmanifest', '/no/such/page']) {
      expect([sample, nginxAnswer(https, sample).by]).toEqual([sample, 'app']);
    }
    // A hashed script is served from the web root, and by the server when the web root lacks it.
    const hashed = nginxAnswer(https, '/main.0123abcd.js');
    expect(hashed.by).toBe('app');
    expect(hashed.location?.directives.get('try_files')).toBe('$uri @app');
    expect(nginxAnswer(https, '/mf/mf-entries/remoteEntry.js').by).toBe('file');
  });

  it('would fail for a location that keeps a server path from the app', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'proxy-conf-')), 'nginx.conf');
    writeFileSync(
      file,
      'server { listen 443 ssl; location /transfer/ { root /srv; } location / { proxy_pass http://app; } }',
    );
    const [server] = readNginxServers(file);
    expect(nginxAnswer(server!, '/transfer/export.zip').by).toBe('file');
    expect(nginxAnswer(server!, '/graphql').by).toBe('app');
  });

  it('passes the host with its port and the scheme on, and keeps streams unbuffered', () => {
    const app = https.named.get('@app')!;
    expect(app.directives.get('proxy_pass')).toBe('http://inscriptions_app');
    expect(app.directives.get('proxy_buffering')).toBe('off');
    // Without its port (`$host`), the Host sent sign-in to port 80 when the app was on :8080.
    const text = readFileSync(NGINX_TEMPLATE, 'utf8');
    expect(text).toMatch(/proxy_set_header Host \$http_host;/);
    expect(text).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
  });

  it('answers plain HTTP with a redirect to PUBLIC_URL, but for the health check', () => {
    const http = nginxServer(80);
    expect(nginxAnswer(http, '/healthz').by).toBe('app');
    const redirect = nginxAnswer(http, '/inscriptions').location;
    expect(redirect?.directives.get('return')).toBe(`301 ${EXAMPLE_PUBLIC_URL}$request_uri`);
  });

  it("accepts every body the server accepts (a zip import is the largest), so the server's own message is the one people see", () => {
    const config = loadConfig({ DATABASE_URL: 'memory://' });
    const largest = Math.max(
      config.transfer.maxZipBytes,
      config.transfer.maxCsvBytes,
      config.uploads.maxAudioBytes,
      config.uploads.maxImageBytes,
    );
    const allowed = nginxSize(https.directives.get('client_max_body_size')?.[0] ?? '1m');
    expect(allowed).toBeGreaterThanOrEqual(largest);
  });
});
