import { randomBytes } from 'node:crypto';
import { EmbeddedEngine } from './embedded/engine';
import { OpenAiCompatibleEngine } from './engines/openaiCompatible';
import type { Engine } from './engines/types';
import { SPEECH_DEFAULTS, type SpeechOptions } from './options';
import { speechClientConfig, type SpeechClientConfig } from './clientConfig';
import { assemblyAiToken, deepgramToken, signListenToken, verifyListenToken, type ListenTokenCheck } from './tokens';

/** The services GraphQL's `serviceToken(service: ExternalService!)` names. */
export type SpeechService = 'ASSEMBLY_AI' | 'DEEPGRAM';

export type { SpeechClientConfig };

/** The configured speech module: engine, token issuing and checking. One per app (app.speech). */
export interface Speech {
  readonly options: SpeechOptions;
  /** The engine behind /speech/listen, or null when it is off. */
  readonly engine: Engine | null;
  /** A temporary token for `service`, or null when neither that provider nor a local engine is configured. */
  serviceToken(userId: string, service: SpeechService): Promise<string | null>;
  verifyListenToken(token: string): Promise<ListenTokenCheck>;
  clientConfig(): SpeechClientConfig;
  /** Readies the engine for the first session; resolves when it is (the server starts it once it listens). */
  prepare(): Promise<void>;
  close(): Promise<void>;
}

export function createSpeech(options: SpeechOptions): Speech {
  const secret = options.tokenSecret ? Buffer.from(options.tokenSecret, 'utf8') : randomBytes(32);
  const ttlS = options.tokenTtlS ?? SPEECH_DEFAULTS.tokenTtlS;
  const engine: Engine | null =
    options.engine === 'embedded'
      ? new EmbeddedEngine({
          generalVocabulary: options.embedded?.generalVocabulary,
          generalBigrams: options.embedded?.generalBigrams,
          adaptationTexts: options.adaptationTexts,
        })
      : options.engine === 'openai' && options.openai
        ? new OpenAiCompatibleEngine(options.openai)
        : null;
  const ownToken = (userId: string) => (engine ? signListenToken(secret, userId, ttlS) : Promise.resolve(null));

  return {
    options,
    engine,
    serviceToken(userId, service) {
      if (service === 'DEEPGRAM' && options.deepgram) return deepgramToken(options.deepgram, ttlS);
      if (service === 'ASSEMBLY_AI' && options.assemblyAi) return assemblyAiToken(options.assemblyAi, ttlS);
      return ownToken(userId);
    },
    verifyListenToken: (token) => verifyListenToken(secret, token),
    clientConfig: () => speechClientConfig(options, engine !== null),
    prepare: async () => engine?.prepare?.(),
    close: async () => engine?.close(),
  };
}
