/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { AssemblyAiDictation, assemblyAiUrlWithParams } from './assemblyAiDictation';
import { appendTranscript, type SocketLike } from './liveDictation';

type Sent = { kind: 'audio'; bytes: number } | { kind: 'operation'; type: string };

/**
 * A fake server speaking AssemblyAI's Universal Streaming v3: Begin on connect; each binary chunk is
 * answered from a script of Turn messages; ForceEndpoint and Terminate as the service answers them.
 */
function fakeStreamingServer(
  script: (chunkIndex: number) => object[],
  onOperation: (type: string) => object[] = () => [],
) {
  const server = new WebSocketServer({ port: 0 });
  const sent: Sent[] = [];
  const connections: Array<{ url: string; protocol: string | undefined }> = [];
  server.on('connection', (socket, request) => {
    connections.push({ url: request.url ?? '', protocol: request.headers['sec-websocket-protocol'] });
    socket.send(JSON.stringify({ type: 'Begin', id: 'session-1', expires_at: 1_900_000_000 }));
    let chunks = 0;
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        sent.push({ kind: 'audio', bytes: (data as Buffer).length });
        for (const message of script(chunks++)) socket.send(JSON.stringify(message));
        return;
      }
      const { type } = JSON.parse(String(data)) as { type: string };
      sent.push({ kind: 'operation', type });
      for (const message of onOperation(type)) socket.send(JSON.stringify(message));
      if (type === 'Terminate') {
        socket.send(JSON.stringify({ type: 'Termination', audio_duration_seconds: 1, session_duration_seconds: 1 }));
        socket.close(1000);
      }
    });
  });
  const url = new Promise<string>((resolve) =>
    server.on('listening', () => resolve(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/v3/ws`)),
  );
  return { server, sent, connections, url };
}

function turn(order: number, words: string[], endOfTurn: boolean, formatted: boolean, transcript = words.join(' ')) {
  return {
    type: 'Turn',
    turn_order: order,
    turn_is_formatted: formatted,
    end_of_turn: endOfTurn,
    transcript,
    end_of_turn_confidence: endOfTurn ? 0.9 : 0.1,
    words: words.map((text, i) => ({ start: i, end: i + 1, confidence: 0.9, text, word_is_final: endOfTurn })),
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

function collector() {
  const state = { interim: [] as string[], text: '', ended: false };
  return {
    state,
    handlers: {
      onInterim: (t: string) => state.interim.push(t),
      onFinal: (piece: string) => (state.text = appendTranscript(state.text, piece)),
      onEnd: () => (state.ended = true),
    },
  };
}

describe('AssemblyAiDictation against a server speaking Universal Streaming v3', () => {
  const servers: WebSocketServer[] = [];
  afterEach(async () => {
    for (const s of servers) s.clients.forEach((c) => c.terminate());
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  });

  it('streams PCM16 chunks with the token in the query, shows the words heard and appends each formatted turn once; ForceEndpoint on pause, Terminate on stop', async () => {
    const fake = fakeStreamingServer(
      (i) =>
        i === 0
          ? [turn(0, ['today', 'i'], false, false, 'today')]
          : i === 1
            ? [turn(0, ['today', 'i', 'walked'], true, false), turn(0, ['Today', 'I', 'walked.'], true, true)]
            : i === 2
              ? [turn(1, ['my', 'sister'], false, false, 'my')]
              : [],
      (type) =>
        type === 'ForceEndpoint'
          ? [turn(1, ['my', 'sister'], true, false), turn(1, ['My', 'sister.'], true, true)]
          : [],
    );
    servers.push(fake.server);
    const { state, handlers } = collector();
    const dictation = new AssemblyAiDictation(await fake.url, 'temp-token-1', handlers, wsFactory);
    // Sent before the socket opened: queued, then flushed.
    dictation.sendAudio(new Int16Array(1600));
    await until(() => fake.sent.length === 1);
    const query = new URL(fake.connections[0]!.url, 'ws://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      token: 'temp-token-1',
      sample_rate: '16000',
      encoding: 'pcm_s16le',
      format_turns: 'true',
      speech_model: 'universal-streaming-english',
    });
    // No subprotocol: AssemblyAI takes the temporary token in the query.
    expect(fake.connections[0]!.protocol).toBeUndefined();
    expect(fake.sent[0]).toEqual({ kind: 'audio', bytes: 3200 });
    // The interim text is every word heard, the open one too.
    await until(() => state.interim.includes('today i'));

    dictation.sendAudio(new Int16Array(1600));
    await until(() => state.text === 'Today I walked.');
    dictation.sendAudio(new Int16Array(1600));
    await until(() => state.interim.includes('my sister'));

    dictation.pause();
    await until(() => state.text === 'Today I walked. My sister.');
    dictation.resume();
    dictation.finish();
    await until(() => state.ended);
    expect(fake.sent.filter((m) => m.kind === 'operation')).toEqual([
      { kind: 'operation', type: 'ForceEndpoint' },
      { kind: 'operation', type: 'Terminate' },
    ]);
    // Neither the unformatted end of a turn nor its formatted repeat was appended twice.
    expect(state.text).toBe('Today I walked. My sister.');
    expect(state.interim.at(-1)).toBe('');
  });

  it('keeps an ended turn whose formatted text never came, made a sentence, when the stream ends', async () => {
    const fake = fakeStreamingServer((i) => (i === 0 ? [turn(0, ['coffee', 'was', 'good'], true, false)] : []));
    servers.push(fake.server);
    const { state, handlers } = collector();
    const dictation = new AssemblyAiDictation(await fake.url, 't', handlers, wsFactory);
    dictation.sendAudio(new Int16Array(1600));
    await until(() => state.interim.includes('coffee was good'));
    dictation.finish();
    await until(() => state.ended);
    expect(state.text).toBe('Coffee was good.');
  });

  it('ends silently on an error message, or when the service refuses the token (close 1008); the text stays', async () => {
    const server = new WebSocketServer({ port: 0 });
    servers.push(server);
    server.on('connection', (socket, request) => {
      if (request.url?.includes('token=bad')) return socket.close(1008, 'Unauthorized connection');
      socket.send(JSON.stringify({ error: 'Audio transmission rate exceeded' }));
    });
    await new Promise((r) => server.on('listening', r));
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/v3/ws`;
    for (const token of ['bad', 'good']) {
      const { state, handlers } = collector();
      state.text = 'typed text';
      const dictation = new AssemblyAiDictation(url, token, handlers, wsFactory);
      await until(() => state.ended);
      expect(dictation.active).toBe(false);
      dictation.sendAudio(new Int16Array(1600));
      dictation.pause();
      expect(state.text).toBe('typed text');
    }
  });
});

describe('assemblyAiUrlWithParams', () => {
  it("adds the token and the stream's format to the provider's URL", () => {
    expect(assemblyAiUrlWithParams('wss://streaming.assemblyai.com/v3/ws', 'a b')).toBe(
      'wss://streaming.assemblyai.com/v3/ws?token=a+b&sample_rate=16000&encoding=pcm_s16le&format_turns=true&speech_model=universal-streaming-english',
    );
  });
});
