import { AUDIO_WORKLET_MISSING, MICROPHONE_ERROR_PREFIX } from '@inscriptions/contracts';
import { CaptureError, startCapture, type CaptureEnvironment } from './audioCapture';

class FakePort {
  onmessage: ((e: MessageEvent<Int16Array>) => void) | null = null;
}
class FakeNode {
  static last: FakeNode | null = null;
  port = new FakePort();
  connect = jest.fn();
  disconnect = jest.fn();
  constructor(
    readonly context: unknown,
    readonly name: string,
  ) {
    FakeNode.last = this;
  }
}
class FakeContext {
  static last: FakeContext | null = null;
  state = 'running';
  destination = {};
  audioWorklet = { addModule: jest.fn(async (_url: string) => undefined) };
  source = { connect: jest.fn(), disconnect: jest.fn() };
  constructor(readonly options: { sampleRate: number }) {
    FakeContext.last = this;
  }
  createMediaStreamSource = jest.fn(() => this.source);
  suspend = jest.fn(async () => undefined);
  resume = jest.fn(async () => undefined);
  close = jest.fn(async () => {
    this.state = 'closed';
  });
}

const track = { stop: jest.fn() };
const env = (over: Partial<CaptureEnvironment> = {}): CaptureEnvironment => ({
  mediaDevices: { getUserMedia: jest.fn(async () => ({ getTracks: () => [track] }) as unknown as MediaStream) },
  AudioContext: FakeContext as unknown as typeof AudioContext,
  AudioWorkletNode: FakeNode as unknown as typeof AudioWorkletNode,
  workletUrl: '/mf/mf-entries/pcm-capture.worklet.js',
  ...over,
});

describe('startCapture', () => {
  it('opens the microphone through the capture worklet in a 16 kHz context and hands over its chunks', async () => {
    const chunks: Int16Array[] = [];
    const capture = await startCapture(env(), (c) => chunks.push(c));
    expect(FakeContext.last?.options.sampleRate).toBe(16_000);
    expect(FakeContext.last?.audioWorklet.addModule).toHaveBeenCalledWith('/mf/mf-entries/pcm-capture.worklet.js');
    expect(FakeNode.last?.name).toBe('pcm-capture');
    FakeNode.last?.port.onmessage?.({ data: new Int16Array(1600) } as MessageEvent<Int16Array>);
    expect(chunks).toHaveLength(1);
    await capture.stop();
    expect(track.stop).toHaveBeenCalled();
    expect(FakeContext.last?.close).toHaveBeenCalled();
  });

  it("says 'Missing AudioWorklet support…' without AudioWorklet (not a secure context)", async () => {
    await expect(startCapture(env({ AudioWorkletNode: undefined }), () => {})).rejects.toThrow(AUDIO_WORKLET_MISSING);
  });

  it("says 'Error accessing the microphone: …' when permission is denied or there is no device", async () => {
    const denied = env({
      mediaDevices: {
        getUserMedia: jest.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))),
      },
    });
    await expect(startCapture(denied, () => {})).rejects.toThrow(
      new CaptureError(`${MICROPHONE_ERROR_PREFIX}permission denied`),
    );
    const none = env({
      mediaDevices: { getUserMedia: jest.fn(async () => Promise.reject(new DOMException('none', 'NotFoundError'))) },
    });
    await expect(startCapture(none, () => {})).rejects.toThrow(`${MICROPHONE_ERROR_PREFIX}no microphone found`);
  });
});
