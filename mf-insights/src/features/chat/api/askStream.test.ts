/**
 * @jest-environment node
 */
// Node's own fetch and streams against a local server speaking GraphQL over SSE, as the server's
// askInscriptionQuestion subscription does: jsdom has neither streams nor a network.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authEvents, getAuthSnapshot, makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { chatMessage as message } from '../../../test/chat';
import { askQuestion, type AnswerEvent } from './askStream';

interface Received {
  headers: IncomingMessage['headers'];
  body: { query: string; operationName: string; variables: unknown };
}

let server: Server;
let received: Received[];
let respond: (request: IncomingMessage, response: ServerResponse) => void;
/** Set once the server saw a request's connection close before the answer ended. */
let closedEarly: Promise<void>;

beforeEach(async () => {
  received = [];
  let closed: () => void;
  closedEarly = new Promise((resolve) => (closed = resolve));
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text) as Received['body'] });
      response.on('close', () => {
        if (!response.writableEnded) closed();
      });
      respond(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (globalThis as { location?: { origin: string } }).location = { origin: `http://127.0.0.1:${port}` };
});

afterEach(async () => {
  setAuthSession(null);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  delete (globalThis as { location?: unknown }).location;
});

const event = (payload: Partial<AnswerEvent>) =>
  `event: next\ndata: ${JSON.stringify({ data: { askInscriptionQuestion: { delta: null, error: null, unsupported: false, question: null, answer: null, ...payload } } })}\n\n`;

const INPUT = { inscriptionChatSessionId: 'chat-1', question: 'What did I sell?', insightField: null };

describe('askQuestion (the streamed answer)', () => {
  it('posts the subscription through the shared transport and reads each event until the saved answer', async () => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    respond = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      // Split mid-event: the reader joins chunks until a blank line ends each event.
      const all =
        event({ delta: 'Coffee ' }) +
        event({ delta: 'and pastries.' }) +
        event({
          question: message('q1', 'user', INPUT.question),
          answer: message('a1', 'assistant', 'Coffee and pastries.'),
        }) +
        'event: complete\ndata:\n\n';
      response.write(all.slice(0, 40));
      setTimeout(() => response.end(all.slice(40)), 20);
    };
    const seen: AnswerEvent[] = [];
    const last = await askQuestion(INPUT, (e) => seen.push(e));
    expect(seen.map((e) => e.delta)).toEqual(['Coffee ', 'and pastries.', null]);
    expect(last.answer?.chatContent).toBe('Coffee and pastries.');
    const [{ headers, body }] = received as [Received];
    expect(headers.authorization).toBe('Bearer tok');
    expect(headers.accept).toBe('text/event-stream');
    expect(headers['x-device-platform']).toBe('web');
    expect(headers['x-request-timestamp']).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(headers['x-timezone']).toBeTruthy();
    expect(body).toMatchObject({ operationName: 'AskQuestion', variables: { input: INPUT } });
  });

  it('ends the session when the server answers 401, and says the answer failed', async () => {
    setAuthSession(makeSessionUser({ accessToken: 'revoked' }));
    respond = (_request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ errors: [{ message: 'Unauthorized' }] }));
    };
    const expired = jest.fn();
    const off = authEvents.on('session-expired', expired);
    await expect(askQuestion(INPUT, () => undefined)).rejects.toThrow('The answer failed (401).');
    off();
    expect(received[0]!.headers.authorization).toBe('Bearer revoked');
    expect(expired).toHaveBeenCalledWith({ reason: 'unauthorized' });
    expect(getAuthSnapshot().status).toBe('signed-out');
  });

  it('sends nothing without a session', async () => {
    respond = () => undefined;
    await expect(askQuestion(INPUT, () => undefined)).rejects.toThrow('Not signed in');
    expect(received).toEqual([]);
  });

  it('stops the request when its signal aborts (the person left the page)', async () => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    respond = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(event({ delta: 'Coffee ' }));
    };
    const controller = new AbortController();
    const answer = askQuestion(INPUT, () => controller.abort(), controller.signal);
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await closedEarly;
  });

  it('rejects with the error an event carries', async () => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    respond = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(event({ error: 'The model is unavailable.' }));
    };
    await expect(askQuestion(INPUT, () => undefined)).rejects.toThrow('The model is unavailable.');
  });
});
