import type { InsightField } from '@inscriptions/contracts';
import type { Ai } from '../ai';
import type { InsightFieldsValue, InsightItemValue } from '../../db/schema';
import type { DatedSentence, EntryText } from './nlp';
import { openAiInsightEngine } from './openaiEngine';
import { offlineDiveDeeperQuestions } from './diveDeeper';
import { offlineInsights } from './rules';

/** What an engine gets to find insights in: only the one inscription's entries of the asking user. */
export interface InsightInput {
  entries: EntryText[];
  sentences: DatedSentence[];
  timeZone: string;
  signal?: AbortSignal;
}

export interface InsightEngine {
  name: 'offline' | 'openai';
  insights(input: InsightInput): Promise<InsightFieldsValue>;
  diveDeeper(input: { field: InsightField; items: InsightItemValue[]; count: number }): Promise<string[]>;
}

/** The default: transparent rules (rules.ts), no model. */
export const offlineInsightEngine: InsightEngine = {
  name: 'offline',
  insights: async ({ sentences }) => offlineInsights(sentences),
  diveDeeper: async ({ field, items, count }) => offlineDiveDeeperQuestions(field, items, count),
};

/** The engine configuration chose: the OpenAI-compatible model when LLM_BASE_URL is set, else the rules. */
export function insightEngineFor(ai: Ai): InsightEngine {
  return ai.engine.kind === 'openai' ? openAiInsightEngine(ai.engine) : offlineInsightEngine;
}
