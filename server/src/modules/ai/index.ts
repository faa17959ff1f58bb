import { offlineEngine } from './engines/offline';
import type { AiOptions } from '../../config';
import { openAiCompatibleEngine } from './engines/openaiCompatible';
import type { AiEngine } from './engines/types';
import { searxng, type WebSearch } from './web';

export { AiError, type AiEngine, type AnswerRequest, type ChatTurn, type JsonRequest, type JsonSchema } from './engines/types';
export { parseDateRange, type DateRange } from './dateRange';
export { contentWords, lexicalSupport, namedEntities, sentenceParts, sentiment, splitSentences, type NamedEntity } from './nlp';
export { bestPassages, newestEntries, userTimeZone, type Passage, type RetrievedEntry } from './retrieval';
export { supportingPassage, verifyCitations, SUPPORT_THRESHOLD, type CitableEntry, type VerifiedAnswer, type VerifiedEntrySource } from './citations';
export type { WebSearch, WebSource } from './web';
export type { AiOptions } from '../../config';
export { mayReadPrivate } from './privacy';
export { MIN_COVERAGE } from './coverage';
export { gatherEvidence, prepareEvidence, type Evidence } from './evidence';
export { keyTerms, questionKind, type QuestionKind } from './question';

/** The one AI service: an engine chosen by configuration, and the web search when configured. */
export interface Ai {
  engine: AiEngine;
  /** null: web sources are off (no SEARXNG_URL). */
  web: WebSearch | null;
}

export function createAi(options: AiOptions = {}): Ai {
  return {
    engine: options.openai ? openAiCompatibleEngine(options.openai) : offlineEngine(),
    web: options.searxngUrl ? searxng(options.searxngUrl) : null,
  };
}
