import type { Speech, SpeechService } from './speech';

export interface SpeechActor {
  userId: string;
  /** app.speech, as the actor carries app.files. */
  speech: Speech;
}

/**
 * GraphQL `serviceToken(service)`: a short-lived token for live transcription — Deepgram's (POST /v1/auth/grant)
 * or AssemblyAI's (GET /v3/token) when that provider's key is configured, else one for this server's
 * /speech/listen bound to the user (60 s), else null (live transcription is off).
 * A provider's refusal is thrown as ProviderTokenError with the provider's message.
 */
export function serviceToken(actor: SpeechActor, service: SpeechService): Promise<string | null> {
  return actor.speech.serviceToken(actor.userId, service);
}
