import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { UPLOAD_FAILED } from '@inscriptions/contracts';
import { newKey } from '.';
import { createTestEnv, gql, login, type TestEnv } from '../test/helpers';
import { mutation } from '../test/operations';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const keyOf = (url: string) => new URL(url).pathname.replace(/^\/uploads\//, '');

/** ListObjectsV2's answer: at most LIST_PAGE keys a page, so a listing of more takes continuation tokens. */
const LIST_PAGE = 2;
function listPage(objects: Map<string, Buffer>, bucket: string, query: URLSearchParams): string {
  const prefix = `/${bucket}/${query.get('prefix') ?? ''}`;
  const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
  // As S3's, the token marks a place in the key order, so deleting listed keys does not skip any.
  const after = query.get('continuation-token');
  const rest = after === null ? keys : keys.filter((k) => k > after);
  const page = rest.slice(0, LIST_PAGE);
  const truncated = rest.length > LIST_PAGE;
  const contents = page.map((k) => `<Contents><Key>${k.slice(bucket.length + 2)}</Key><Size>${objects.get(k)!.length}</Size></Contents>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${page.at(-1)!}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`;
}

/**
 * The S3 REST calls the store uses (path-style PUT/GET with Range/DELETE object, ListObjectsV2), in memory. While
 * `down.now` is set, every connection is dropped unanswered, as an unreachable store's would be.
 */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const requests: string[] = [];
  const down = { now: false };
  const server: Server = createServer((req, res) => {
    if (down.now) return void req.socket.destroy();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const p = decodeURIComponent(url.pathname);
      requests.push(`${req.method} ${p} ${req.headers.authorization ? 'signed' : 'unsigned'}`);
      const notFound = () => {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
      };
      if (req.method === 'PUT') {
        objects.set(p, Buffer.concat(chunks));
        res.writeHead(200, { etag: '"x"' });
        res.end();
      } else if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(listPage(objects, p.replace(/^\/|\/$/g, ''), url.searchParams));
      } else if (req.method === 'GET') {
        const obj = objects.get(p);
        if (!obj) return notFound();
        const m = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
        const body = m ? obj.subarray(Number(m[1]), Number(m[2]) + 1) : obj;
        res.writeHead(m ? 206 : 200, { 'content-length': body.length, 'content-type': 'application/octet-stream' });
        res.end(body);
      } else if (req.method === 'DELETE') {
        objects.delete(p);
        res.writeHead(204);
        res.end();
      } else {
        res.writeHead(405);
        res.end();
      }
    });
  });
  return { server, objects, requests, down };
}

describe('uploads to an S3-compatible store', () => {
  let env: TestEnv;
  const s3 = fakeS3();

  beforeAll(async () => {
    await new Promise<void>((r) => s3.server.listen(0, '127.0.0.1', r));
    const { port } = s3.server.address() as AddressInfo;
    env = await createTestEnv('pglite', {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'inscriptions',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_REGION: 'eu-west-1',
    });
  });
  afterAll(async () => {
    await env.close();
    await new Promise((r) => s3.server.close(r));
  });

  it('stores, sniffs, serves and deletes through the bucket', async () => {
    const s = await login(env.app);
    const res = await gql(env.app, s, mutation('createInscription', 'CreateInscriptionInput', 'inscription', 'id logoImageUploadUrl'), {
      input: { name: 'S3', about: 'x' },
    });
    const { id, logoImageUploadUrl } = res.data.createInscription.inscription as { id: string; logoImageUploadUrl: string };
    const key = keyOf(logoImageUploadUrl);

    const text = await env.app.inject({ method: 'PUT', url: local(logoImageUploadUrl), payload: Buffer.from('plain text') });
    expect(text.statusCode).toBe(415);
    expect(s3.objects.has(`/inscriptions/${key}`)).toBe(false);

    const ok = await env.app.inject({ method: 'PUT', url: local(logoImageUploadUrl), headers: { 'content-type': 'image/png' }, payload: PNG });
    expect(ok.statusCode).toBe(200);
    expect(s3.objects.get(`/inscriptions/${key}`)?.equals(PNG)).toBe(true);
    expect(s3.requests).toContain(`PUT /inscriptions/${key} signed`);

    const got = await env.app.inject({ method: 'GET', url: local((ok.json() as { url: string }).url) });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(PNG)).toBe(true);

    await gql(env.app, s, mutation('deleteInscription', 'DeleteInscriptionInput', 'inscription', 'id'), { input: { id } });
    expect(s3.objects.has(`/inscriptions/${key}`)).toBe(false);
  });

  it("deletes every object of a deleted account, page after page of the listing, and none of another account's", async () => {
    const [gone, kept] = [await login(env.app), await login(env.app)];
    const keys = [newKey.profile(gone.accountId), newKey.logo(gone.accountId, randomUUID()), newKey.audio(gone.accountId, randomUUID())];
    const other = newKey.profile(kept.accountId);
    for (const key of [...keys, other]) await env.app.files.store.putStream(key, Readable.from([PNG]), { maxBytes: 1000 });
    await env.app.files.store.deleteAccountFiles(gone.accountId);
    for (const key of keys) expect(s3.objects.has(`/inscriptions/${key}`)).toBe(false);
    expect(s3.objects.has(`/inscriptions/${other}`)).toBe(true);
  });

  it('an unreachable store: the upload answers 503 with the upload message, nothing is attached, and the same URL works once the store is back', async () => {
    const s = await login(env.app);
    const res = await gql(env.app, s, mutation('createInscription', 'CreateInscriptionInput', 'inscription', 'id logoImageUploadUrl'), {
      input: { name: 'Store away', about: 'x' },
    });
    const { id, logoImageUploadUrl } = res.data.createInscription.inscription as { id: string; logoImageUploadUrl: string };
    const logoQuery = 'query ($id: ID!) { inscription(inscriptionId: $id) { name logoImageUrl } }';
    s3.down.now = true;
    try {
      const failed = await env.app.inject({ method: 'PUT', url: local(logoImageUploadUrl), headers: { 'content-type': 'image/png' }, payload: PNG });
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ message: UPLOAD_FAILED });
      expect((await gql(env.app, s, logoQuery, { id })).data.inscription).toEqual({ name: 'Store away', logoImageUrl: null });
    } finally {
      s3.down.now = false;
    }
    const retried = await env.app.inject({ method: 'PUT', url: local(logoImageUploadUrl), headers: { 'content-type': 'image/png' }, payload: PNG });
    expect(retried.statusCode).toBe(200);
    const { logoImageUrl } = (await gql(env.app, s, logoQuery, { id })).data.inscription as { logoImageUrl: string };
    s3.down.now = true;
    try {
      const unreadable = await env.app.inject({ method: 'GET', url: local(logoImageUrl) });
      expect(unreadable.statusCode).toBe(503);
    } finally {
      s3.down.now = false;
    }
    expect((await env.app.inject({ method: 'GET', url: local(logoImageUrl) })).rawPayload.equals(PNG)).toBe(true);
  });
});
