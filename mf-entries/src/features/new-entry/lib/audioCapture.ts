import { AUDIO_WORKLET_MISSING, MICROPHONE_ERROR_PREFIX, RECORDING } from '@inscriptions/contracts';

/** A running microphone capture: 100 ms chunks of 16 kHz mono 16-bit samples until stopped. */
export interface AudioCapture {
  suspend(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export interface CaptureEnvironment {
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'>;
  AudioContext?: typeof AudioContext;
  AudioWorkletNode?: typeof AudioWorkletNode;
  workletUrl: string;
}

/** An error whose message is the spec's text, shown as is. */
export class CaptureError extends Error {}

function describe(error: unknown): string {
  if (error instanceof DOMException) {
    if (error.name === 'NotAllowedError' || error.name === 'SecurityError') return 'permission denied';
    if (error.name === 'NotFoundError' || error.name === 'OverconstrainedError') return 'no microphone found';
    if (error.name === 'NotReadableError') return 'the microphone is in use by another application';
  }
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * Opens the microphone through an AudioWorklet in a 16 kHz context (the browser resamples), and
 * calls `onChunk` with every 100 ms of samples. Fails with the spec's messages: 'Missing AudioWorklet
 * support…' (no AudioWorklet, e.g. not a secure context) or 'Error accessing the microphone: …'.
 */
export async function startCapture(
  env: CaptureEnvironment,
  onChunk: (chunk: Int16Array) => void,
): Promise<AudioCapture> {
  const Context = env.AudioContext;
  if (!Context || !env.AudioWorkletNode) throw new CaptureError(AUDIO_WORKLET_MISSING);
  if (!env.mediaDevices) throw new CaptureError(`${MICROPHONE_ERROR_PREFIX}no microphone access in this context`);
  let stream: MediaStream;
  try {
    stream = await env.mediaDevices.getUserMedia({
      audio: { channelCount: 1, sampleRate: RECORDING.sampleRate, echoCancellation: true, noiseSuppression: true },
    });
  } catch (error) {
    throw new CaptureError(`${MICROPHONE_ERROR_PREFIX}${describe(error)}`);
  }
  const context = new Context({ sampleRate: RECORDING.sampleRate });
  try {
    // Browsers expose audioWorklet only in secure contexts.
    if (!(context.audioWorklet as AudioWorklet | undefined)) throw new Error('no audioWorklet');
    await context.audioWorklet.addModule(env.workletUrl);
  } catch (error) {
    stream.getTracks().forEach((t) => t.stop());
    await context.close();
    console.error(error);
    throw new CaptureError(AUDIO_WORKLET_MISSING);
  }
  const source = context.createMediaStreamSource(stream);
  const node = new env.AudioWorkletNode(context, 'pcm-capture', {
    numberOfInputs: 1,
    numberOfOutputs: 1,
    channelCount: 1,
  });
  node.port.onmessage = (event: MessageEvent<Int16Array>) => onChunk(event.data);
  source.connect(node);
  // The node writes silence; connected to the destination so the browser keeps pulling it.
  node.connect(context.destination);
  return {
    suspend: () => context.suspend(),
    resume: () => context.resume(),
    async stop() {
      node.port.onmessage = null;
      source.disconnect();
      node.disconnect();
      stream.getTracks().forEach((t) => t.stop());
      if (context.state !== 'closed') await context.close();
    },
  };
}

/** The browser's own capture environment. */
export const browserCaptureEnvironment = (workletUrl: string): CaptureEnvironment => ({
  mediaDevices: typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined,
  AudioContext: typeof AudioContext !== 'undefined' ? AudioContext : undefined,
  AudioWorkletNode: typeof AudioWorkletNode !== 'undefined' ? AudioWorkletNode : undefined,
  workletUrl,
});
