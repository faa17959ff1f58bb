import type { Actor } from '../modules/actor';
import type { Ai } from '../modules/ai';
import type { Speech } from '../modules/speech';
import type { Loaders } from './loaders';

/**
 * A GraphQL request's context: the signed-in user's actor (what every service takes) plus the
 * request's batch loaders. Resolvers pass it to services as the actor.
 */
export interface GraphQLContext extends Actor {
  /** Account email of the signed-in user (verified bearer token). */
  email: string;
  loaders: Loaders;
  /** Live transcription (tokens for serviceToken). */
  speech: Speech;
  /** The AI engine and web search (chat answers, insights). */
  ai: Ai;
}
