import { z } from 'zod';
import { INSIGHT_FIELDS, type InsightField } from '@inscriptions/contracts';
import type { InsightFieldsValue } from '../../db/schema';
import { AiError, type AiEngine, type JsonSchema } from '../ai';
import type { InsightEngine } from './engine';
import type { DatedSentence } from './nlp';
import { emptyFields, item } from './rules';

/*
 * Insights from any OpenAI-compatible model: the inscription's sentences go out numbered with their
 * dates ([S<n>]), the model answers the nine fields as JSON (schema below) and names its evidence by
 * sentence number. Evidence is verified against the real entries: a number that is not one of the
 * sentences sent is dropped, and an item left without evidence is dropped. A malformed reply is an
 * AiError and nothing is saved.
 */

/** Most recent sentences sent (a prompt of a few tens of thousands of characters). */
export const MAX_PROMPT_SENTENCES = 600;

const FIELD_GUIDE: Record<InsightField, string> = {
  potentialImprovements: 'things the writer could improve',
  habitsPositivePatterns: 'habits and decision patterns that serve the writer well',
  habitsImprovablePatterns: 'habits and decision patterns that hold the writer back',
  repetitionRecommendations: 'things that went well and are worth repeating',
  reoccurringTrends: 'topics or situations that keep recurring over time',
  concernsSelfDoubt: 'concerns, worries or self-doubt',
  risksStrategies: 'strategies to improve how the writer takes risks',
  risksImprovableTolerance: 'risks the writer avoids or handles poorly',
  risksPositiveTolerance: 'risks the writer takes well',
};

const itemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'reasoning', 'evidence'],
  properties: {
    name: { type: 'string' },
    reasoning: { type: 'string' },
    evidence: { type: 'array', items: { type: 'integer' } },
  },
};
export const INSIGHTS_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...INSIGHT_FIELDS],
  properties: Object.fromEntries(INSIGHT_FIELDS.map((f) => [f, { type: 'array', items: itemSchema }])),
};
const itemParser = z.object({ name: z.string().min(1), reasoning: z.string(), evidence: z.array(z.number().int()) });
const insightsParser = z.object(Object.fromEntries(INSIGHT_FIELDS.map((f) => [f, z.array(itemParser)])) as Record<InsightField, z.ZodArray<typeof itemParser>>);

const SYSTEM = [
  "You find patterns in the user's own journal. Answer only from the numbered sentences given.",
  'For each field give up to 5 items: a short name, one or two sentences of reasoning, and the numbers',
  'of the sentences that show it as evidence (at least one). Give an empty list when the journal does not show a field.',
].join(' ');

export function insightPrompt(sentences: DatedSentence[]): string {
  return [
    'Fields:',
    ...INSIGHT_FIELDS.map((f) => `- ${f}: ${FIELD_GUIDE[f]}`),
    '',
    'Sentences:',
    ...sentences.map((s, i) => `[S${i + 1}] ${s.day} (${s.entryName}): ${s.text}`),
  ].join('\n');
}

export function openAiInsightEngine(engine: AiEngine): InsightEngine {
  return {
    name: 'openai',
    async insights({ sentences, signal }) {
      const sent = sentences.slice(-MAX_PROMPT_SENTENCES);
      if (!sent.length) return emptyFields();
      const reply = await engine.completeJson({
        name: 'inscription_insights',
        system: SYSTEM,
        prompt: insightPrompt(sent),
        schema: INSIGHTS_SCHEMA,
        parse: (value) => insightsParser.parse(value),
        signal,
      });
      const fields: InsightFieldsValue = emptyFields();
      for (const field of INSIGHT_FIELDS) {
        fields[field] = reply[field]
          .map((found) => {
            const quotes = [...new Set(found.evidence)].map((n) => sent[n - 1]).filter((s): s is DatedSentence => s !== undefined);
            return quotes.length ? item(found.name, found.name, found.reasoning, quotes, new Set(quotes.map((q) => q.entryId)).size) : null;
          })
          .filter((i) => i !== null);
      }
      return fields;
    },
    async diveDeeper({ field, items, count }) {
      const reply = await engine.completeJson({
        name: 'dive_deeper_questions',
        system: 'You suggest questions a journal writer could ask about their own entries to understand an insight better.',
        prompt: `Insight field: ${FIELD_GUIDE[field]}.\nItems:\n${items.map((i) => `- ${i.name}: ${i.reasoning}`).join('\n') || '(none yet)'}\nGive exactly ${count} short questions.`,
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['questions'],
          properties: { questions: { type: 'array', items: { type: 'string' } } },
        },
        parse: (value) => z.object({ questions: z.array(z.string().min(1)) }).parse(value),
      });
      if (!reply.questions.length) throw new AiError('The language model gave no questions. Please try again.');
      return reply.questions.slice(0, count);
    },
  };
}
