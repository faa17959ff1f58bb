import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local OpenAI-compatible server for tests (import it from any test): POST /v1/chat/completions
 * (JSON, SSE streaming, response_format json_schema) and POST /v1/embeddings, speaking the real wire
 * format so the official client is tested as it runs. Each chat request is recorded; what it answers
 * is set per test with `reply`.
 */

export type FakeReply =
  /** Streamed (stream: true) as one chunk per piece, or one JSON completion otherwise. */
  | { kind: 'text'; text: string }
  /** A completion whose content is this JSON value (for response_format json_schema). */
  | { kind: 'json'; value: unknown }
  /** A completion whose content is not JSON at all; streamed: a chunk that is not JSON. */
  | { kind: 'malformed' }
  /** Streams these pieces, then closes the connection without a finish reason or [DONE]. */
  | { kind: 'drop'; text: string }
  | { kind: 'status'; status: number }
  /** Never answers (the client's timeout fires). */
  | { kind: 'hang' };

export interface ChatRequestBody {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
}

export interface FakeOpenAi {
  /** e.g. http://127.0.0.1:PORT/v1 (LLM_BASE_URL). */
  baseURL: string;
  /** Every chat request received, oldest first. */
  requests: ChatRequestBody[];
  /** What the next chat requests answer (until set again). */
  reply(reply: FakeReply | ((request: ChatRequestBody) => FakeReply)): void;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const completion = (model: string, content: string) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

const chunk = (model: string, content: string | null, finish: string | null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish, logprobs: null }],
  })}\n\n`;

/** A deterministic vector per text (hashed bag of words), so similar texts get similar vectors. */
export function fakeEmbedding(text: string, dimensions = 64): number[] {
  const v = new Array<number>(dimensions).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    let h = 0;
    for (const c of word) h = (h * 31 + c.charCodeAt(0)) >>> 0;
    v[h % dimensions]! += 1;
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

/** `port` 0: any free port. */
export async function startFakeOpenAi(initial: FakeReply = { kind: 'text', text: 'OK.' }, port = 0): Promise<FakeOpenAi> {
  let replyFor: (request: ChatRequestBody) => FakeReply = () => initial;
  const requests: ChatRequestBody[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST') return void res.writeHead(404).end();
      const body = (await readJson(req)) as Record<string, unknown>;
      if (req.url === '/v1/embeddings') {
        const input = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(
          JSON.stringify({
            object: 'list',
            model: body.model,
            data: input.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text) })),
            usage: { prompt_tokens: 1, total_tokens: 1 },
          }),
        );
      }
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      const request = body as unknown as ChatRequestBody;
      requests.push(request);
      const reply = replyFor(request);
      const model = request.model;
      if (reply.kind === 'hang') return void hanging.add(res);
      if (reply.kind === 'status') {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ error: { message: 'model not loaded', type: 'server_error' } }));
      }
      if (!request.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        if (reply.kind === 'malformed') return void res.end(JSON.stringify(completion(model, 'Sure! Here is {not json')));
        const content = reply.kind === 'json' ? JSON.stringify(reply.value) : reply.text;
        return void res.end(JSON.stringify(completion(model, content)));
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      if (reply.kind === 'malformed') {
        res.write(chunk(model, 'Partial ', null));
        return void res.end('data: {"id": "chatcmpl-fake", "choices": [ {oops\n\n');
      }
      const text = reply.kind === 'json' ? JSON.stringify(reply.value) : reply.text;
      for (const piece of text.match(/\S+\s*|\s+/g) ?? []) {
        res.write(chunk(model, piece, null));
        await new Promise((r) => setTimeout(r, 2));
      }
      // A dropped stream: the connection ends with neither a finish reason nor [DONE].
      if (reply.kind === 'drop') return void res.socket?.destroy();
      res.write(chunk(model, null, 'stop'));
      res.end('data: [DONE]\n\n');
    })().catch(() => {
      if (!res.headersSent) res.writeHead(400).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    baseURL: `http://127.0.0.1:${bound}/v1`,
    requests,
    reply(reply) {
      replyFor = typeof reply === 'function' ? reply : () => reply;
    },
    async close() {
      for (const res of hanging) res.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
