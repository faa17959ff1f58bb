import { gqlRequest } from '@inscriptions/shared/api';
import { loadAppConfig } from '@inscriptions/shared/auth';
import { speechTokenDocument } from '../api/operations';
import { LiveDictation, listenUrlWithParams, type DictationHandlers } from './liveDictation';

/** Where dictation stands: off (no engine), starting, live, or ended (stopped silently). */
export type LiveStatus = 'unknown' | 'off' | 'connecting' | 'live' | 'ended';

/**
 * Opens a live dictation with the configured listen URL and a token from `serviceToken(DEEPGRAM)` (the
 * server answers with its own engine's token unless it holds a Deepgram key). Null when no engine is
 * configured: recording goes on without live text.
 */
export async function openDictation(handlers: DictationHandlers): Promise<LiveDictation | null> {
  const config = await loadAppConfig();
  const listenUrl = config.speech.listenUrl;
  if (!listenUrl) return null;
  const token = (await gqlRequest(speechTokenDocument, { service: 'DEEPGRAM' })).serviceToken;
  if (!token) return null;
  return new LiveDictation(listenUrlWithParams(listenUrl, window.location.href), token, handlers);
}
