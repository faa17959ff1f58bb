import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { declareRemotes, rewriteBootData } from './declaredRemotes';
import { expect, seedAccount, test } from './support';

const entriesDist = resolve(__dirname, '../../mf-entries/dist');
const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** Serves mf-entries' build under /mf/mf-entries/, as another host would, on the given port. */
function serveEntriesRemote(port: number): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const relative = path.replace(/^\/mf\/mf-entries\//, '');
    try {
      const body = await readFile(join(entriesDist, relative));
      response.writeHead(200, {
        'content-type': contentTypes[extname(relative)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
    }
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

// The remote moves to another origin in the browser only (its declaration is rewritten), so the server's
// Content-Security-Policy, which lists the origins of its configured REMOTE_*_URL, cannot allow it.
// (A page fulfilled by the test to widen that policy would lose its loopback address space, and
// Chromium would then refuse the fetches to the revived remote.)
test.use({ bypassCSP: true });

test('a dead remote shows a retryable error, the other areas keep working, and retry loads it when back', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await seedAccount(page, request, baseURL);
  const deadPort = await freePort();
  await rewriteBootData(page);
  await declareRemotes(page, { 'mf-entries': `http://127.0.0.1:${deadPort}/mf/mf-entries/remoteEntry.js` });

  await page.goto(`/inscriptions/${account.inscriptionId}/entries`);
  const failure = page.getByTestId('remote-error');
  await expect(failure).toBeVisible();
  await expect(failure).toHaveAttribute('role', 'alert');
  await expect(page.getByTestId('page-SelectEntry')).toHaveCount(0);

  // The rest of the product still works: the drawer's navigation reaches other areas.
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page.getByTestId('page-Profile')).toBeVisible();
  await page.getByRole('link', { name: 'Inscriptions' }).first().click();
  await expect(page.getByTestId('page-SelectInscription')).toBeVisible();

  await page.goBack();
  await page.goBack();
  await expect(page.getByTestId('remote-error')).toBeVisible();

  const revived = await serveEntriesRemote(deadPort);
  try {
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('page-SelectEntry')).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
  } finally {
    // The browser keeps its connections to the remote open: close them, or close() waits for them.
    revived.closeAllConnections();
    await new Promise((done) => revived.close(done));
  }
});
