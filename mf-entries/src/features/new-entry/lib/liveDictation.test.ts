/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { LiveDictation, appendTranscript, listenUrlWithParams, type SocketLike } from './liveDictation';

/**
 * A fake server speaking Deepgram's live protocol: it records what the client sends and answers each
 * binary chunk from a script of Results / UtteranceEnd messages; CloseStream → Metadata, then close 1000.
 */
function fakeListenServer(script: (chunkIndex: number) => object[]) {
  const server = new WebSocketServer({
    port: 0,
    handleProtocols: (protocols) => (protocols.has('bearer') ? 'bearer' : false),
  });
  const received: Array<{ kind: 'audio'; bytes: number } | { kind: 'control'; type: string }> = [];
  const connections: Array<{ url: string; protocol: string }> = [];
  server.on('connection', (socket, request) => {
    connections.push({ url: request.url ?? '', protocol: request.headers['sec-websocket-protocol'] ?? '' });
    let chunks = 0;
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        received.push({ kind: 'audio', bytes: (data as Buffer).length });
        for (const message of script(chunks++)) socket.send(JSON.stringify(message));
        return;
      }
      const { type } = JSON.parse(String(data)) as { type: string };
      received.push({ kind: 'control', type });
      if (type === 'CloseStream') {
        socket.send(JSON.stringify({ type: 'Metadata', request_id: 'r', duration: 1 }));
        socket.close(1000);
      }
      if (type === 'Finalize') socket.send(JSON.stringify(results('and then', true, false)));
    });
  });
  const url = new Promise<string>((resolve) =>
    server.on('listening', () => resolve(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/speech/listen`)),
  );
  return { server, received, connections, url };
}

function results(transcript: string, isFinal: boolean, speechFinal: boolean) {
  return {
    type: 'Results',
    channel_index: [0, 1],
    is_final: isFinal,
    speech_final: speechFinal,
    channel: { alternatives: [{ transcript, confidence: 0.9, words: [] }] },
  };
}

const wsFactory = (url: string, protocols: string[]) => new WebSocket(url, protocols) as unknown as SocketLike;
const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('LiveDictation against a server speaking the protocol', () => {
  const servers: WebSocketServer[] = [];
  afterEach(async () => {
    jest.useRealTimers();
    for (const s of servers) s.clients.forEach((c) => c.terminate());
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  });

  it('streams 100 ms linear16 chunks with the token, shows interim text and appends final sentences; Finalize, KeepAlive and CloseStream', async () => {
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'setImmediate', 'nextTick', 'Date', 'queueMicrotask'] });
    const fake = fakeListenServer((i) =>
      i === 0
        ? [results('today i', false, false)]
        : i === 1
          ? [results('today i walked', true, true)]
          : i === 2
            ? [results('my sister', true, false), { type: 'UtteranceEnd', channel: [0, 1], last_word_end: 1 }]
            : [],
    );
    servers.push(fake.server);
    const interim: string[] = [];
    let text = '';
    let ended = false;
    const dictation = new LiveDictation(
      listenUrlWithParams(await fake.url, 'http://127.0.0.1/'),
      'tok-123',
      {
        onInterim: (t) => interim.push(t),
        onFinal: (piece) => (text = appendTranscript(text, piece)),
        onEnd: () => (ended = true),
      },
      wsFactory,
    );
    // Sent before the socket opened: queued, then flushed in order.
    dictation.sendAudio(new Int16Array(1600));
    await until(() => fake.received.length === 1);
    expect(fake.connections[0]!.protocol.split(/,\s*/)).toEqual(['bearer', 'tok-123']);
    expect(fake.connections[0]!.url).toContain('encoding=linear16');
    expect(fake.connections[0]!.url).toContain('sample_rate=16000');
    expect(fake.connections[0]!.url).toContain('interim_results=true');
    expect(fake.connections[0]!.url).toContain('utterance_end_ms=1000');
    expect(fake.connections[0]!.url).toContain('endpointing=300');
    expect(fake.received[0]).toEqual({ kind: 'audio', bytes: 3200 });
    await until(() => interim.includes('today i'));
    dictation.sendAudio(new Int16Array(1600));
    await until(() => text === 'Today i walked.');
    dictation.sendAudio(new Int16Array(1600));
    await until(() => text === 'Today i walked. My sister.');

    dictation.pause();
    await until(() => fake.received.some((m) => m.kind === 'control' && m.type === 'Finalize'));
    await until(() => text === 'Today i walked. My sister. And then');
    jest.advanceTimersByTime(5000);
    await until(() => fake.received.some((m) => m.kind === 'control' && m.type === 'KeepAlive'));
    dictation.resume();
    dictation.finish();
    await until(() => ended);
    expect(fake.received.filter((m) => m.kind === 'control').map((m) => (m as { type: string }).type)).toEqual([
      'Finalize',
      'KeepAlive',
      'CloseStream',
    ]);
    expect(text).toBe('Today i walked. My sister. And then');
    jest.useRealTimers();
  });

  it('ends silently when the server refuses the stream (bad token): no throw, the text stays', async () => {
    const server = new WebSocketServer({ port: 0, handleProtocols: () => 'bearer' });
    servers.push(server);
    server.on('connection', (socket) => socket.close(4401, 'invalid token'));
    await new Promise((r) => server.on('listening', r));
    let ended = false;
    let text = 'typed text';
    const dictation = new LiveDictation(
      `ws://127.0.0.1:${(server.address() as AddressInfo).port}/`,
      'bad',
      {
        onInterim: () => {},
        onFinal: (p) => (text = appendTranscript(text, p)),
        onEnd: () => (ended = true),
      },
      wsFactory,
    );
    dictation.sendAudio(new Int16Array(1600));
    await until(() => ended);
    expect(dictation.active).toBe(false);
    dictation.sendAudio(new Int16Array(1600)); // ignored
    // Pausing the recorder afterwards starts no KeepAlive timer for the dead stream.
    const setIntervalSpy = jest.spyOn(globalThis, 'setInterval');
    dictation.pause();
    expect(setIntervalSpy).not.toHaveBeenCalled();
    setIntervalSpy.mockRestore();
    expect(text).toBe('typed text');
  });

  it('ends silently when nothing listens (connection error)', async () => {
    let ended = false;
    new LiveDictation(
      'ws://127.0.0.1:1/speech/listen',
      't',
      { onInterim: () => {}, onFinal: () => {}, onEnd: () => (ended = true) },
      wsFactory,
    );
    await until(() => ended);
  });
});

describe('listenUrlWithParams and appendTranscript', () => {
  it('turns the configured path or URL into a websocket URL with the spec parameters', () => {
    expect(listenUrlWithParams('/speech/listen', 'https://app.example/x')).toMatch(
      /^wss:\/\/app\.example\/speech\/listen\?encoding=linear16&sample_rate=16000&channels=1&interim_results=true&utterance_end_ms=1000&endpointing=300&language=en-US$/,
    );
    expect(listenUrlWithParams('wss://api.deepgram.com/v1/listen', 'http://localhost/')).toMatch(
      /^wss:\/\/api\.deepgram\.com\/v1\/listen\?/,
    );
  });
  it('joins pieces with single spaces and closes sentences', () => {
    expect(appendTranscript('', 'Hello')).toBe('Hello');
    expect(appendTranscript('Hello', 'world')).toBe('Hello world');
    expect(appendTranscript('Hello world', '.')).toBe('Hello world.');
    expect(appendTranscript('Done.', '.')).toBe('Done.');
    expect(appendTranscript('Line\n', 'next')).toBe('Line\nnext');
  });
});
