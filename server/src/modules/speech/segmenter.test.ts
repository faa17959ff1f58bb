import { Segmenter, type SegmentEvent } from './segmenter';
import { CLOSE, offeredToken, parseClientControl, parseListenParams } from './protocol';

const tone = (ms: number) => Int16Array.from({ length: ms * 16 }, (_, i) => Math.round(8000 * Math.sin(i / 3)));
const quiet = (ms: number) => Int16Array.from({ length: ms * 16 }, (_, i) => (i % 7) - 3);

function run(segmenter: Segmenter, parts: Int16Array[]): SegmentEvent[] {
  // 100 ms chunks, as the socket delivers them.
  const all = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    all.set(p, offset);
    offset += p.length;
  }
  const events: SegmentEvent[] = [];
  for (let o = 0; o < all.length; o += 1600) events.push(...segmenter.push(all.subarray(o, o + 1600)));
  return events;
}

describe('the utterance segmenter', () => {
  test('opens at the onset with up to 200 ms before it, ends after the endpointing silence', () => {
    const segmenter = new Segmenter({ sampleRate: 16_000, endpointingMs: 300 });
    const events = run(segmenter, [quiet(500), tone(800), quiet(500)]);
    expect(events.filter((e) => e.type !== 'audio')).toEqual([
      { type: 'start', at: (500 + 30 - 200) * 16 },
      { type: 'end', reason: 'endpoint' },
    ]);
    const audio = events.filter((e) => e.type === 'audio').reduce((n, e) => n + e.samples.length, 0);
    expect(audio).toBe((200 - 30 + 800 + 300) * 16);
    expect(segmenter.inUtterance).toBe(false);
  });

  test.each([100, 300, 500])('the endpoint fires in the 10 ms frame that completes %i ms of silence', (endpointingMs) => {
    const segmenter = new Segmenter({ sampleRate: 16_000, endpointingMs });
    const stream = [quiet(300), tone(600), quiet(endpointingMs + 200)];
    const all = Int16Array.from(stream.flatMap((p) => [...p]));
    let endedAtMs: number | null = null;
    for (let ms = 0; ms < all.length / 16 && endedAtMs === null; ms += 10) {
      if (segmenter.push(all.subarray(ms * 16, (ms + 10) * 16)).some((e) => e.type === 'end')) endedAtMs = ms + 10;
    }
    expect(endedAtMs).toBe(300 + 600 + endpointingMs);
  });

  test('a pause shorter than the endpointing stays inside the utterance; flush ends it on demand', () => {
    const segmenter = new Segmenter({ sampleRate: 16_000, endpointingMs: 300 });
    const events = run(segmenter, [quiet(300), tone(300), quiet(200), tone(300)]);
    expect(events.filter((e) => e.type === 'start')).toHaveLength(1);
    expect(events.some((e) => e.type === 'end')).toBe(false);
    expect(segmenter.flush().at(-1)).toEqual({ type: 'end', reason: 'flush' });
    expect(segmenter.flush()).toEqual([]);
  });

  test('an utterance longer than the maximum is cut and goes on in a new one', () => {
    const segmenter = new Segmenter({ sampleRate: 16_000, endpointingMs: 300, maxUtteranceMs: 1000 });
    const kinds = run(segmenter, [quiet(200), tone(1500)]).filter((e) => e.type !== 'audio');
    expect(kinds.map((e) => (e.type === 'end' ? e.reason : e.type))).toEqual(['start', 'maxLength', 'start']);
  });
});

describe('the live protocol', () => {
  test("the browser's query is accepted; other audio formats are named in the refusal", () => {
    expect(
      parseListenParams({
        encoding: 'linear16',
        sample_rate: '16000',
        channels: '1',
        interim_results: 'true',
        utterance_end_ms: '1000',
        endpointing: '300',
        language: 'en-US',
      }),
    ).toEqual({ interimResults: true, endpointingMs: 300, utteranceEndMs: 1000, language: 'en-US' });
    expect(parseListenParams({ endpointing: '10' })).toMatchObject({
      endpointingMs: 100,
      utteranceEndMs: null,
      interimResults: false,
    });
    expect(parseListenParams({ encoding: 'opus' })).toEqual({ error: 'encoding opus is not supported: send linear16' });
    expect(parseListenParams({ channels: '2' })).toEqual({ error: 'channels must be 1' });
  });

  test('the token comes from Sec-WebSocket-Protocol ("token"/"bearer", <token>) or from Authorization', () => {
    expect(offeredToken(['token', 'abc'], undefined)).toEqual({ scheme: 'token', token: 'abc' });
    expect(offeredToken(['Bearer', 'a.b.c'], undefined)).toEqual({ scheme: 'bearer', token: 'a.b.c' });
    expect(offeredToken([], 'Token xyz')).toEqual({ scheme: 'token', token: 'xyz' });
    expect(offeredToken(['token'], undefined)).toBeNull();
  });

  test('control messages: KeepAlive, Finalize, CloseStream; anything else is ignored', () => {
    expect(parseClientControl('{"type":"KeepAlive"}')).toEqual({ type: 'KeepAlive' });
    expect(parseClientControl('{"type":"Finalize","channel":0}')).toEqual({ type: 'Finalize' });
    expect(parseClientControl('{"type":"CloseStream"}')).toEqual({ type: 'CloseStream' });
    expect(parseClientControl('{"type":"Other"}')).toBeNull();
    expect(parseClientControl('not json')).toBeNull();
    expect(CLOSE.unauthorized).toBe(4401);
  });
});
