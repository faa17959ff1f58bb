import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a fake provider saw it (tests check paths, headers and bodies). */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * A local stand-in for a provider's HTTP API on 127.0.0.1 (tests only): `answer` gets each request with its
 * body and returns status + JSON.
 */
export async function fakeProvider(
  answer: (request: SeenRequest) => { status: number; json: unknown } | Promise<{ status: number; json: unknown }>,
): Promise<{ url: string; requests: SeenRequest[]; close(): Promise<void> }> {
  const requests: SeenRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(seen);
      const { status, json } = await answer(seen);
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The multipart form of a recorded request, parsed by the platform's own Request. */
export function formOf(request: SeenRequest): Promise<FormData> {
  return new Request('http://local/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type']) },
    body: new Uint8Array(request.body),
  }).formData();
}
