import { LIVE_SPEECH } from '@inscriptions/contracts';
import { asSentence, type DictationHandlers } from './liveDictation';

/** The parts of the Web Speech API's SpeechRecognition the app uses (`processLocally` only where the browser has it). */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  processLocally?: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0?: { transcript: string } } & ArrayLike<{ transcript: string }>>;
}

export interface SpeechRecognitionConstructor {
  new (): SpeechRecognitionLike;
  /** Chrome's on-device recognition: whether `langs` can be recognised on this device (`processLocally: true`). */
  available?(options: { langs: string[]; processLocally: boolean }): Promise<string>;
}

/** Where the browser's recognition hears the audio: on this device, or at its maker's service. */
export type RecognitionPlace = 'device' | 'service';

/** The browser's SpeechRecognition (or Chrome's prefixed one), or null where it has none. */
export function browserRecognition(
  scope: object | undefined = typeof window === 'undefined' ? undefined : window,
): SpeechRecognitionConstructor | null {
  const w = scope as
    | { SpeechRecognition?: SpeechRecognitionConstructor; webkitSpeechRecognition?: SpeechRecognitionConstructor }
    | undefined;
  return w?.SpeechRecognition ?? w?.webkitSpeechRecognition ?? null;
}

/**
 * 'device' only when the browser says US English is recognised on this device (`available` answers
 * 'available' for `processLocally: true`); otherwise its recognition may send the audio to its maker.
 */
export async function recognitionPlace(Recognition: SpeechRecognitionConstructor): Promise<RecognitionPlace> {
  if (typeof Recognition.available !== 'function') return 'service';
  try {
    const status = await Recognition.available({ langs: [LIVE_SPEECH.language], processLocally: true });
    return status === 'available' ? 'device' : 'service';
  } catch {
    // Blocked by the on-device-speech-recognition permissions policy, or not implemented after all.
    return 'service';
  }
}

/** Errors after which listening again cannot help (refused, unsupported, offline): dictation ends. */
const FATAL_ERRORS = new Set([
  'not-allowed',
  'service-not-allowed',
  'language-not-supported',
  'network',
  'audio-capture',
  'bad-grammar',
]);
/** Sessions in a row that ended at once, without a result or silence, before dictation gives up. */
const MAX_EMPTY_RESTARTS = 3;

/**
 * Dictation by the browser's own speech recognition (Web Speech API): the browser listens to the
 * microphone itself, so the app's audio chunks are not sent anywhere (the app records them as always).
 * Continuous, with interim results; each final result is a sentence. The browser ends a session after
 * a while of silence: it is started again while recording, and stopped on pause (its last words still
 * arrive). A refusal or an unsupported language ends dictation silently; the recording goes on.
 */
export class BrowserDictation {
  private readonly recognition: SpeechRecognitionLike;
  private ended = false;
  private running = false;
  private paused = false;
  private finishing = false;
  private fatal = false;
  private emptyRestarts = 0;
  private lastError: string | null = null;

  constructor(
    Recognition: SpeechRecognitionConstructor,
    place: RecognitionPlace,
    private readonly handlers: DictationHandlers,
  ) {
    const recognition = new Recognition();
    recognition.lang = LIVE_SPEECH.language;
    recognition.continuous = true;
    recognition.interimResults = LIVE_SPEECH.interimResults;
    // Where the browser said it can, the audio must stay on the device (the consent said so).
    if (place === 'device') recognition.processLocally = true;
    recognition.onresult = (event) => this.receive(event);
    recognition.onerror = (event) => {
      this.lastError = event.error;
      if (FATAL_ERRORS.has(event.error)) this.fatal = true;
    };
    recognition.onend = () => this.sessionEnded();
    this.recognition = recognition;
    this.listen();
  }

  get active(): boolean {
    return !this.ended;
  }

  /** The browser hears the microphone itself: the app's chunks only go into its recording. */
  sendAudio(): void {}

  pause(): void {
    if (this.ended) return;
    this.paused = true;
    if (this.running) this.recognition.stop();
  }

  resume(): void {
    if (this.ended) return;
    this.paused = false;
    // Still stopping after a pause: it starts again when that session ends.
    if (!this.running) this.listen();
  }

  /** Stops listening: the last words arrive, then dictation ends. */
  finish(): void {
    if (this.ended) return;
    this.finishing = true;
    if (this.running) this.recognition.stop();
    else this.end();
  }

  abort(): void {
    if (this.ended) return;
    if (this.running) this.recognition.abort();
    this.end();
  }

  private listen(): void {
    try {
      this.recognition.start();
      this.running = true;
    } catch (error) {
      console.warn('Speech recognition could not start', error);
      this.end();
    }
  }

  private receive(event: RecognitionResultEvent): void {
    if (this.ended) return;
    this.emptyRestarts = 0;
    let interim = '';
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i]!;
      const transcript = result[0]?.transcript ?? '';
      if (!result.isFinal) {
        interim += transcript;
        continue;
      }
      const piece = asSentence(transcript);
      if (piece) this.handlers.onFinal(piece);
    }
    this.handlers.onInterim(interim.trim());
  }

  private sessionEnded(): void {
    this.running = false;
    if (this.ended) return;
    if (this.fatal || this.finishing) return this.end();
    if (this.paused) return this.handlers.onInterim('');
    // Silence ends a session ('no-speech'): listening again is right however long the user thinks.
    const silence = this.lastError === 'no-speech';
    this.lastError = null;
    if (!silence && ++this.emptyRestarts > MAX_EMPTY_RESTARTS) return this.end();
    this.listen();
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    this.recognition.onresult = this.recognition.onerror = null;
    this.recognition.onend = null;
    this.handlers.onInterim('');
    this.handlers.onEnd();
  }
}
