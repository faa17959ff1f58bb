import type { DictationEngine } from '@inscriptions/contracts';
import { gqlRequest } from '@inscriptions/shared/api';
import { loadAppConfig } from '@inscriptions/shared/auth';
import { speechTokenDocument } from '../api/operations';
import { AssemblyAiDictation } from './assemblyAiDictation';
import { BrowserDictation, browserRecognition, recognitionPlace } from './browserDictation';
import { LiveDictation, listenUrlWithParams, type DictationHandlers } from './liveDictation';

/** Where dictation stands: off (no engine), starting, live, or ended (stopped silently). */
export type LiveStatus = 'unknown' | 'off' | 'connecting' | 'live' | 'ended';

/** A running dictation, whichever engine hears it. */
export interface Dictation {
  readonly active: boolean;
  /** 100 ms of 16 kHz linear16 audio from the app's capture (the browser engine hears the microphone itself). */
  sendAudio(chunk: Int16Array): void;
  pause(): void;
  resume(): void;
  finish(): void;
  abort(): void;
}

/**
 * Opens a live dictation with the chosen engine. 'browser': the Web Speech API, on the device where the
 * browser says it can be. 'stream': the provider the server names, with its temporary token from
 * `serviceToken` (AssemblyAI's protocol for 'assemblyai'; Deepgram's for Deepgram and for this server's
 * /speech/listen, whose token the server answers unless it holds a Deepgram key). Null when the engine
 * is missing (no browser recognition, or no stream configured): recording goes on without live text.
 */
export async function openDictation(engine: DictationEngine, handlers: DictationHandlers): Promise<Dictation | null> {
  if (engine === 'browser') {
    const Recognition = browserRecognition();
    return Recognition ? new BrowserDictation(Recognition, await recognitionPlace(Recognition), handlers) : null;
  }
  const { listenUrl, provider } = (await loadAppConfig()).speech;
  if (!listenUrl) return null;
  const service = provider === 'assemblyai' ? 'ASSEMBLY_AI' : 'DEEPGRAM';
  const token = (await gqlRequest(speechTokenDocument, { service })).serviceToken;
  if (!token) return null;
  if (provider === 'assemblyai') return new AssemblyAiDictation(listenUrl, token, handlers);
  return new LiveDictation(listenUrlWithParams(listenUrl, window.location.href), token, handlers);
}
