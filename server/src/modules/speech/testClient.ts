import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { speechPlugin } from './index';
import type { SpeechOptions } from './options';
import { LIVE_QUERY, type ServerMessage } from './protocol';

/** A Fastify app with only the speech module, listening on 127.0.0.1 port 0; `url` has the browser's query. */
export async function listenApp(options: SpeechOptions): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  await app.register(speechPlugin, options);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `${address.replace('http', 'ws')}/speech/listen?${new URLSearchParams(LIVE_QUERY)}` };
}

/** A `ws` client of /speech/listen as the browser uses it (tests). */
export interface Client {
  ws: WebSocket;
  messages: ServerMessage[];
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the first message (already received or coming) that matches. */
  next(match: (m: ServerMessage) => boolean): Promise<ServerMessage>;
}

export function connect(
  url: string,
  options: { token?: string; origin?: string; scheme?: string } = {},
): Promise<Client> {
  const ws = new WebSocket(url, options.token ? [options.scheme ?? 'token', options.token] : [], {
    ...(options.origin ? { origin: options.origin } : {}),
  });
  const messages: ServerMessage[] = [];
  const waiters: { match: (m: ServerMessage) => boolean; resolve(m: ServerMessage): void; reject(e: Error): void }[] =
    [];
  let closedWith: string | null = null;
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    messages.push(message);
    for (const w of waiters.filter((w) => w.match(message))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(message);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      closedWith = `${code} ${String(reason)}`;
      // A message that did not come before the close never will: fail fast, with the reason.
      for (const w of waiters.splice(0))
        w.reject(new Error(`socket closed (${closedWith}) before the awaited message`));
      resolve({ code, reason: String(reason) });
    }),
  );
  const next = (match: (m: ServerMessage) => boolean) =>
    new Promise<ServerMessage>((resolve, reject) => {
      const seen = messages.find(match);
      if (seen) resolve(seen);
      else if (closedWith) reject(new Error(`socket closed (${closedWith}) before the awaited message`));
      else waiters.push({ match, resolve, reject });
    });
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve({ ws, messages, closed, next }));
    ws.on('error', reject);
  });
}

/** 100 ms chunks of linear16, as the browser sends them. */
export function stream(ws: WebSocket, samples: Int16Array): void {
  for (let offset = 0; offset < samples.length; offset += 1600) {
    const chunk = samples.subarray(offset, offset + 1600);
    ws.send(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
}
