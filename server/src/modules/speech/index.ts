import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { chooseProtocol, listenHandler } from './listen';
import type { SpeechOptions } from './options';
import { LISTEN_PATH } from './protocol';
import { createSpeech, type Speech } from './speech';

export { alignTranscript, createAligner, type AlignedWord } from './alignment';
export { ALIGN_ENTRY_JOB, alignEntryHandler, enqueueAlignment } from './alignJob';
export { queueTranscription, TRANSCRIBE_ENTRY_JOB, transcribeEntryHandler } from './transcribeJob';
export { recentEntryTexts } from './adaptation';
export type { SpeechOptions } from './options';
export { serviceToken, type SpeechActor } from './service';
export type { Speech, SpeechClientConfig, SpeechService } from './speech';
export { speechClientConfig } from './clientConfig';
export { speechResolvers } from './resolvers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live transcription: engine, tokens (see modules/speech/README.md). */
    speech: Speech;
  }
}

/**
 * Mounts GET /speech/listen (websocket) and decorates `app.speech`; the engine stops with the app. Not
 * encapsulated (fastify-plugin): the app reads `app.speech` (its client configuration, its engine for jobs).
 */
export const speechPlugin = fp<SpeechOptions>(
  async (app, options) => {
    const speech = createSpeech(options);
    app.decorate('speech', speech);
    app.addHook('onClose', () => speech.close());
    // 100 ms of 16 kHz linear16 is 3.2 kB: 1 MB frames are plenty and bound what one message can make us buffer.
    await app.register(websocket, { options: { maxPayload: 1 << 20, handleProtocols: chooseProtocol } });
    app.get(LISTEN_PATH, { websocket: true }, listenHandler(speech));
  },
  { name: 'speech' },
);
