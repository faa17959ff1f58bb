import {
  BrowserDictation,
  browserRecognition,
  recognitionPlace,
  type RecognitionResultEvent,
  type SpeechRecognitionConstructor,
  type SpeechRecognitionLike,
} from './browserDictation';
import { appendTranscript } from './liveDictation';

/** A scripted SpeechRecognition: the test plays results, errors and the browser's end of a session. */
class FakeRecognition implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  processLocally?: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  calls: string[] = [];
  running = false;
  private results: Array<{ transcript: string; isFinal: boolean }> = [];

  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    if (this.running) throw new DOMException('already started', 'InvalidStateError');
    this.running = true;
    this.results = [];
    this.calls.push('start');
  }
  stop() {
    this.calls.push('stop');
  }
  abort() {
    this.calls.push('abort');
  }
  /** Plays a result list as the browser reports it: the changed results from `resultIndex` on. */
  hear(results: Array<[string, boolean]>) {
    const resultIndex = this.results.findIndex((r) => !r.isFinal);
    const from = resultIndex === -1 ? this.results.length : resultIndex;
    this.results = [
      ...this.results.slice(0, from),
      ...results.map(([transcript, isFinal]) => ({ transcript, isFinal })),
    ];
    const list = this.results.map((r) => Object.assign([{ transcript: r.transcript }], { isFinal: r.isFinal }));
    this.onresult?.({ resultIndex: from, results: list });
  }
  /** The browser ends the session (after stop(), silence, or an error). */
  end(error?: string) {
    if (error) this.onerror?.({ error });
    this.running = false;
    this.onend?.();
  }
}

function collector() {
  const state = { interim: '', text: '', ended: false };
  return {
    state,
    handlers: {
      onInterim: (t: string) => (state.interim = t),
      onFinal: (piece: string) => (state.text = appendTranscript(state.text, piece)),
      onEnd: () => (state.ended = true),
    },
  };
}

beforeEach(() => {
  FakeRecognition.instances = [];
});

describe('BrowserDictation (Web Speech API)', () => {
  it('listens continuously in US English with interim results; each final result is a sentence; listens again when the browser ends a session', () => {
    const { state, handlers } = collector();
    const dictation = new BrowserDictation(FakeRecognition, 'service', handlers);
    const recognition = FakeRecognition.instances[0]!;
    expect(recognition).toMatchObject({ lang: 'en-US', continuous: true, interimResults: true });
    // Not asked to stay on the device where the browser did not say it can.
    expect(recognition.processLocally).toBeUndefined();

    recognition.hear([['today i', false]]);
    expect(state.interim).toBe('today i');
    recognition.hear([['today I walked', true]]);
    expect(state.text).toBe('Today I walked.');
    expect(state.interim).toBe('');
    recognition.hear([['with my', false]]);
    expect(state.interim).toBe('with my');

    // Silence ends Chrome's session: it listens again, as often as the user pauses to think.
    for (let i = 0; i < 5; i++) recognition.end('no-speech');
    expect(recognition.calls.filter((c) => c === 'start')).toHaveLength(6);
    recognition.hear([['with my sister', true]]);
    expect(state.text).toBe('Today I walked. With my sister.');

    // The app's audio chunks are not sent anywhere by this engine.
    dictation.sendAudio();
    dictation.finish();
    expect(recognition.calls.at(-1)).toBe('stop');
    recognition.hear([['the end', true]]);
    recognition.end();
    expect(state.ended).toBe(true);
    expect(state.text).toBe('Today I walked. With my sister. The end.');
  });

  it('stops on pause (the last words still arrive) and starts again on resume, also while the stop is under way', () => {
    const { state, handlers } = collector();
    const dictation = new BrowserDictation(FakeRecognition, 'device', handlers);
    const recognition = FakeRecognition.instances[0]!;
    expect(recognition.processLocally).toBe(true);
    dictation.pause();
    dictation.resume();
    // Still running until the browser ends the stopped session: no second start() (it would throw).
    expect(recognition.calls).toEqual(['start', 'stop']);
    recognition.end();
    expect(recognition.calls).toEqual(['start', 'stop', 'start']);
    dictation.pause();
    recognition.hear([['paused here', true]]);
    recognition.end();
    expect(recognition.calls).toEqual(['start', 'stop', 'start', 'stop']);
    expect(state.text).toBe('Paused here.');
    expect(state.ended).toBe(false);
    dictation.resume();
    expect(recognition.calls.at(-1)).toBe('start');
    dictation.abort();
    expect(recognition.calls.at(-1)).toBe('abort');
    expect(state.ended).toBe(true);
  });

  it('ends silently when the browser refuses (not-allowed) or keeps ending at once; the text stays', () => {
    const refused = collector();
    refused.state.text = 'typed';
    new BrowserDictation(FakeRecognition, 'service', refused.handlers);
    FakeRecognition.instances[0]!.end('not-allowed');
    expect(refused.state).toMatchObject({ ended: true, text: 'typed' });
    expect(FakeRecognition.instances[0]!.calls).toEqual(['start']);

    const failing = collector();
    new BrowserDictation(FakeRecognition, 'service', failing.handlers);
    const recognition = FakeRecognition.instances[1]!;
    for (let i = 0; i < 10 && !failing.state.ended; i++) recognition.end();
    expect(failing.state.ended).toBe(true);
    expect(recognition.calls.filter((c) => c === 'start')).toHaveLength(4);
  });
});

describe('where the browser hears', () => {
  it('finds the standard or the prefixed constructor, or none', () => {
    expect(browserRecognition({ SpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(browserRecognition({ webkitSpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(browserRecognition({})).toBeNull();
  });

  it("is on the device only when available() says US English is 'available' locally", async () => {
    const asked: unknown[] = [];
    const withStatus = (status: string | Error): SpeechRecognitionConstructor =>
      Object.assign(class extends FakeRecognition {}, {
        available: async (options: unknown) => {
          asked.push(options);
          if (status instanceof Error) throw status;
          return status;
        },
      });
    expect(await recognitionPlace(withStatus('available'))).toBe('device');
    expect(asked[0]).toEqual({ langs: ['en-US'], processLocally: true });
    expect(await recognitionPlace(withStatus('downloadable'))).toBe('service');
    expect(await recognitionPlace(withStatus('unavailable'))).toBe('service');
    expect(await recognitionPlace(withStatus(new DOMException('blocked', 'NotAllowedError')))).toBe('service');
    expect(await recognitionPlace(FakeRecognition)).toBe('service');
  });
});
