/** What /speech/listen needs from a recognition engine; the live session does the protocol around it. */

export interface RecognizedWord {
  word: string;
  /** Seconds from the utterance's first sample. */
  start: number;
  end: number;
  confidence: number;
}

export interface Recognizer {
  /** Appends 16 kHz mono audio to the current utterance, opening one when none is open. */
  write(samples: Int16Array): Promise<void>;
  /** Closes the current utterance and resolves to its words. */
  end(): Promise<RecognizedWord[]>;
  /** Frees the recognizer; an open utterance is dropped. */
  close(): void;
}

export interface RecognizerContext {
  userId: string;
  /** BCP 47 tag from the query (en-US). */
  language: string;
  /** The current utterance's text so far; may be called between write() and end(), or never. */
  onPartial(text: string): void;
  /** A live session: start decoding at once with what the engine has ready, rather than wait for its best model. */
  live?: boolean;
}

export interface ModelInfo {
  name: string;
  version: string;
  arch: string;
}

export interface Engine {
  readonly modelInfo: ModelInfo;
  /** Why the engine cannot serve this language or this machine, or null when it can. */
  unavailableReason(language: string): string | null;
  open(context: RecognizerContext): Promise<Recognizer>;
  /** Gets ready for the first session (the server calls it, without waiting, once it listens). */
  prepare?(): Promise<void>;
  close(): Promise<void>;
}
