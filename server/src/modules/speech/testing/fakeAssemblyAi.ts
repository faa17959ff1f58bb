import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/*
 * A local stand-in for AssemblyAI Universal Streaming (v3) for tests (jest and e2e import it): the
 * temporary-token endpoint `GET /v3/token?expires_in_seconds=` (Authorization: the API key) and the
 * websocket `/v3/ws?token=…&sample_rate=…&encoding=…` speaking the real messages: `Begin`; `Turn`
 * while words are heard (`end_of_turn: false`), then at the turn's end once unformatted and once
 * formatted when `format_turns=true`; `Termination` after `Terminate`, then close 1000. `ForceEndpoint`
 * ends the open turn. A bad or reused token is refused with close 1008, as the service does.
 *
 * It "hears" a script: the sentences given, one word per `chunksPerWord` binary audio messages, a
 * sentence per turn. It records what the client sent, so tests check the audio and the operations.
 */

export interface FakeAssemblyAiSession {
  /** The query the client connected with. */
  query: URLSearchParams;
  /** Sizes in bytes of the binary audio messages, in order. */
  audioBytes: number[];
  /** Audio messages with any sample above silence (the microphone's audio, not zeros). */
  audibleChunks: number;
  /** The JSON operations the client sent (`ForceEndpoint`, `Terminate`, …), in order. */
  operations: string[];
  /** Whether the session ended with Terminate → Termination. */
  terminated: boolean;
}

export interface FakeAssemblyAi {
  /** http://127.0.0.1:PORT (ASSEMBLYAI_STREAMING_URL; the websocket is ws://…/v3/ws). */
  url: string;
  apiKey: string;
  /** Temporary tokens handed out, in order. */
  tokens: string[];
  sessions: FakeAssemblyAiSession[];
  close(): Promise<void>;
}

interface Turn {
  order: number;
  /** The words heard so far, lower case as AssemblyAI's unformatted text. */
  words: string[];
  /** The sentence as written, the formatted text once every word was heard. */
  sentence: string;
  complete: boolean;
}

/** The formatted text: the sentence as written, or the words heard capitalised; closed with a period. */
function formatted(turn: Turn): string {
  const text = turn.complete ? turn.sentence.trim() : turn.words.join(' ');
  const capitalised = `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

function turnMessage(turn: Turn, endOfTurn: boolean, isFormatted: boolean) {
  const transcript = isFormatted ? formatted(turn) : turn.words.join(' ');
  return {
    type: 'Turn',
    turn_order: turn.order,
    turn_is_formatted: isFormatted,
    end_of_turn: endOfTurn,
    // Only settled words count in `transcript` before the end: the last word heard is still open.
    transcript: endOfTurn ? transcript : turn.words.slice(0, -1).join(' '),
    end_of_turn_confidence: endOfTurn ? 0.9 : 0.1,
    words: turn.words.map((text, i) => ({
      start: i * 300,
      end: i * 300 + 250,
      confidence: 0.95,
      text,
      word_is_final: endOfTurn || i < turn.words.length - 1,
    })),
  };
}

export async function startFakeAssemblyAi({
  sentences,
  chunksPerWord = 3,
  apiKey = 'fake-assemblyai-key',
}: {
  sentences: string[];
  chunksPerWord?: number;
  apiKey?: string;
}): Promise<FakeAssemblyAi> {
  const tokens: string[] = [];
  const unused = new Set<string>();
  const sessions: FakeAssemblyAiSession[] = [];
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method !== 'GET' || url.pathname !== '/v3/token') return res.writeHead(404).end();
    if (req.headers.authorization !== apiKey) {
      return res
        .writeHead(401, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: 'Invalid API key' }));
    }
    const token = `fake-temp-${randomUUID()}`;
    tokens.push(token);
    unused.add(token);
    const expires = Number(url.searchParams.get('expires_in_seconds'));
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ token, expires_in_seconds: expires }));
  });
  const sockets = new WebSocketServer({ noServer: true });
  http.on('upgrade', (req: IncomingMessage, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/v3/ws') return socket.destroy();
    sockets.handleUpgrade(req, socket, head, (ws) => serve(ws, url.searchParams));
  });

  function serve(ws: WebSocket, query: URLSearchParams) {
    const token = query.get('token') ?? '';
    if (!unused.delete(token)) return ws.close(1008, 'Unauthorized connection: invalid or expired temporary token');
    const session: FakeAssemblyAiSession = {
      query,
      audioBytes: [],
      audibleChunks: 0,
      operations: [],
      terminated: false,
    };
    sessions.push(session);
    ws.send(JSON.stringify({ type: 'Begin', id: randomUUID(), expires_at: Math.floor(Date.now() / 1000) + 3600 }));
    const script = sentences.map((s) => s.toLowerCase().match(/[a-z']+/g) ?? []);
    let sentence = 0;
    let word = 0;
    let chunks = 0;
    let order = 0;
    let turn: Turn | null = null;
    const endTurn = () => {
      if (!turn) return;
      ws.send(JSON.stringify(turnMessage(turn, true, false)));
      if (query.get('format_turns') === 'true') ws.send(JSON.stringify(turnMessage(turn, true, true)));
      turn = null;
      sentence += 1;
      word = 0;
    };
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        const bytes = data as Buffer;
        session.audioBytes.push(bytes.length);
        const samples = new Int16Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 2));
        if (samples.some((s) => Math.abs(s) > 64)) session.audibleChunks += 1;
        if (++chunks % chunksPerWord !== 0 || sentence >= script.length) return;
        const words = script[sentence]!;
        turn ??= { order: order++, words: [], sentence: sentences[sentence]!, complete: false };
        turn.words.push(words[word++]!);
        ws.send(JSON.stringify(turnMessage(turn, false, false)));
        if (word >= words.length) {
          turn.complete = true;
          endTurn();
        }
        return;
      }
      const { type } = JSON.parse(String(data)) as { type: string };
      session.operations.push(type);
      if (type === 'ForceEndpoint') endTurn();
      if (type === 'Terminate') {
        endTurn();
        session.terminated = true;
        const seconds =
          session.audioBytes.reduce((sum, b) => sum + b, 0) / 2 / Number(query.get('sample_rate') ?? 16000);
        ws.send(
          JSON.stringify({ type: 'Termination', audio_duration_seconds: seconds, session_duration_seconds: seconds }),
        );
        ws.close(1000);
      }
    });
  }

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    tokens,
    sessions,
    async close() {
      for (const client of sockets.clients) client.terminate();
      await new Promise((resolve) => sockets.close(resolve));
      await new Promise((resolve) => http.close(resolve));
    },
  };
}
