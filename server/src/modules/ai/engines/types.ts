import type { CitableEntry } from '../citations';
import type { DateRange } from '../dateRange';
import type { QuestionKind } from '../question';
import type { Passage } from '../retrieval';
import type { WebSource } from '../web';

/** A clear, user-facing failure of the language model or the web search (slow, down, malformed). */
export class AiError extends Error {
  readonly code = '502';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiError';
  }
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AnswerRequest {
  question: string;
  /** The asking user's entries, cited as [E<n>] (n = position + 1). */
  entries: CitableEntry[];
  /** The sentences of `entries` that support an answer, in the order to tell them (the offline engine composes from them). */
  passages: Passage[];
  /** What the question asks for (the offline engine composes by it). */
  kind?: QuestionKind;
  /** The user's time zone, for the days an answer tells. */
  timeZone?: string | null;
  /** Web results, cited as [n] (n = position + 1). */
  webSources: WebSource[];
  /** Earlier turns of the session, oldest first. */
  history: ChatTurn[];
  /** The period the question is about, when it names one. */
  range: DateRange | null;
  /** The insight field ("dive deeper") the question is about, with its title. */
  insightField?: { field: string; title: string } | null;
  signal?: AbortSignal;
}

/** A JSON Schema object (draft 2020-12 subset that OpenAI-compatible servers accept). */
export type JsonSchema = Record<string, unknown>;

export interface JsonRequest<T> {
  /** Names the schema for the server (letters, digits, _ and -). */
  name: string;
  system: string;
  prompt: string;
  schema: JsonSchema;
  /** Checks the parsed reply (e.g. zod's schema.parse); a throw is a malformed reply. */
  parse: (value: unknown) => T;
  signal?: AbortSignal;
}

export interface AiEngine {
  readonly kind: 'offline' | 'openai';
  /** The answer as markdown deltas citing entries as [E<n>] and web sources as [n]. Throws AiError. */
  streamAnswer(request: AnswerRequest): AsyncIterable<string>;
  /** One JSON reply that matches `schema` (OpenAI engine only; the offline engine throws AiError). */
  completeJson<T>(request: JsonRequest<T>): Promise<T>;
}
