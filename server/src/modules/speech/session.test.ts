import type { Engine, Recognizer } from './engines/types';
import { CLOSE, type ServerMessage } from './protocol';
import { LiveSession } from './session';

const params = { interimResults: true, endpointingMs: 300, utteranceEndMs: 1000, language: 'en-US' };
const tone = Buffer.from(Int16Array.from({ length: 16_000 }, (_, i) => Math.round(8000 * Math.sin(i / 3))).buffer);
const quiet = Buffer.alloc(16_000);

function session(engine: Engine) {
  const sent: ServerMessage[] = [];
  let resolveClosed!: (value: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((r) => (resolveClosed = r));
  const live = new LiveSession({
    engine,
    userId: 'u',
    params,
    idleTimeoutMs: 5000,
    maxBacklogSeconds: 30,
    send: (m) => sent.push(m),
    close: (code, reason) => resolveClosed({ code, reason }),
    log: { warn: () => undefined },
  });
  return { live, sent, closed };
}

const engine = (open: Engine['open']): Engine => ({
  modelInfo: { name: 'fake', version: '1', arch: 'test' },
  unavailableReason: () => null,
  open,
  close: async () => undefined,
});

describe('LiveSession', () => {
  test('an engine that cannot start closes the socket 4503 with its reason', async () => {
    const { closed } = session(engine(() => Promise.reject(new Error('the model files are missing'))));
    expect(await closed).toEqual({
      code: CLOSE.engineUnavailable,
      reason: 'live transcription is unavailable: the model files are missing',
    });
  });

  test('a recognizer that fails mid-stream closes the socket 1011 and stops', async () => {
    const closes: string[] = [];
    const recognizer: Recognizer = {
      write: async () => undefined,
      end: () => Promise.reject(new Error('decoder crashed')),
      close: () => closes.push('closed'),
    };
    const { live, sent, closed } = session(engine(async () => recognizer));
    live.audio(tone);
    live.audio(quiet);
    expect(await closed).toEqual({ code: CLOSE.serverError, reason: 'transcription failed: decoder crashed' });
    expect(sent).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(closes).toEqual(['closed']);
  });

  test('odd-length frames are joined: no sample is lost or shifted', async () => {
    const written: number[] = [];
    const recognizer: Recognizer = {
      write: async (samples) => void written.push(...samples),
      end: async () => [],
      close: () => undefined,
    };
    const { live, closed } = session(engine(async () => recognizer));
    const audio = Buffer.concat([quiet.subarray(0, 4800), tone]);
    live.audio(audio.subarray(0, 3201));
    live.audio(audio.subarray(3201));
    live.text(JSON.stringify({ type: 'CloseStream' }));
    expect((await closed).code).toBe(CLOSE.normal);
    const expected = new Int16Array(audio.buffer, audio.byteOffset, audio.length / 2);
    // The utterance starts at most 200 ms before the onset, so the recognizer saw a suffix of the stream.
    expect(Array.from(expected.subarray(expected.length - written.length))).toEqual(written);
  });
});
