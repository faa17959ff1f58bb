import { z } from 'zod';
import type { TimelineSentenceValue } from '../../db/schema';
import { AiError, lexicalSupport, SUPPORT_THRESHOLD, type Ai, type AiEngine } from '../ai';
import type { DatedSentence, EntryText } from '../insights';
import type { Period } from './periods';
import { salience, spreadOf } from './salience';

/** What a summariser gets: one period's entries of one inscription, and their dated sentences. */
export interface SummaryInput {
  period: Period;
  entries: EntryText[];
  sentences: DatedSentence[];
  signal?: AbortSignal;
}

export interface TimelineSummariser {
  name: 'offline' | 'openai';
  /** The summary, sentence by sentence, each citing the entries it draws on. */
  summarise(input: SummaryInput): Promise<TimelineSentenceValue[]>;
}

const LENGTH = { WEEK: 3, MONTH: 5, YEAR: 8 } as const;
/**
 * A busier period gets one more sentence for each entry beyond its length that tells of something (its
 * best sentence scores TELLS_SOMETHING: an event, a first or a figure, not routine alone), up to
 * MORE_AT_MOST more: a month of many events is told entry by entry, and routine does not lengthen it.
 */
const TELLS_SOMETHING = 1;
const MORE_AT_MOST = 3;
/** An entry that tells several things (sentences scoring TELLS_SOMETHING) ranks this much higher for each beyond its first. */
const EACH_MORE_TOLD = 0.25;
const lengthFor = (scale: Period['scale'], eventful: number) => LENGTH[scale] + Math.min(MORE_AT_MOST, Math.max(0, eventful - LENGTH[scale]));

export const cite = (s: Pick<DatedSentence, 'entryId' | 'entryName' | 'dateRecorded'>) => ({
  entryId: s.entryId,
  entryName: s.entryName,
  dateRecorded: s.dateRecorded.toISOString(),
});

/**
 * Extractive, by salience (salience.ts): the sentences that tell what happened — decisions and changes,
 * firsts, figures, people, strong feelings — one per entry at most while others remain, an entry that
 * tells several things first; the best are told in date order, each citing its own entry.
 */
export const offlineSummariser: TimelineSummariser = {
  name: 'offline',
  summarise: async ({ period, sentences }) => {
    const spread = spreadOf(sentences);
    const entries = new Set(sentences.map((s) => s.entryId)).size;
    const scores = new Map(sentences.map((s) => [s, salience(s, spread, entries)]));
    const score = (s: DatedSentence) => scores.get(s)!;
    const told = new Map<string, number>();
    for (const s of sentences) if (score(s) >= TELLS_SOMETHING) told.set(s.entryId, (told.get(s.entryId) ?? 0) + 1);
    const rank = (s: DatedSentence) => score(s) + EACH_MORE_TOLD * Math.max(0, (told.get(s.entryId) ?? 0) - 1);
    const position = new Map(sentences.map((s, i) => [s, i]));
    const at = (s: DatedSentence) => position.get(s)!;
    const ranked = [...sentences].sort((a, b) => rank(b) - rank(a) || at(a) - at(b));
    const picked: DatedSentence[] = [];
    const usedEntries = new Set<string>();
    const want = lengthFor(period.scale, told.size);
    for (const s of ranked) {
      if (picked.length >= want) break;
      if (usedEntries.has(s.entryId)) continue;
      picked.push(s);
      usedEntries.add(s.entryId);
    }
    for (const s of ranked) {
      if (picked.length >= want) break;
      if (!picked.includes(s)) picked.push(s);
    }
    return picked
      .sort((a, b) => a.dateRecorded.getTime() - b.dateRecorded.getTime() || at(a) - at(b))
      .map((s) => ({ text: s.text, entries: [cite(s)] }));
  },
};

const summaryParser = z.object({ sentences: z.array(z.object({ text: z.string().min(1), entries: z.array(z.number().int()) })) });

/**
 * A model's summary: the period's entries go out numbered ([E<n>]); each sentence it writes names the
 * entries it draws on. A citation is kept only when that entry supports the sentence (the shared
 * lexical check of modules/ai); a sentence left without one is dropped, and a summary left empty is
 * an AiError (nothing is saved).
 */
export function openAiSummariser(engine: AiEngine): TimelineSummariser {
  return {
    name: 'openai',
    async summarise({ period, entries, signal }) {
      const reply = await engine.completeJson({
        name: 'timeline_summary',
        system: `You summarise the user's own journal entries of one period in at most ${LENGTH[period.scale]} sentences. After each sentence list the numbers of the entries it draws on. Use only what the entries say.`,
        prompt: `Period: ${period.title}\n\n${entries.map((e, i) => `[E${i + 1}] ${e.dateRecorded.toISOString().slice(0, 10)} — ${e.name}\n${e.transcript}`).join('\n\n')}`,
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['sentences'],
          properties: {
            sentences: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['text', 'entries'],
                properties: { text: { type: 'string' }, entries: { type: 'array', items: { type: 'integer' } } },
              },
            },
          },
        },
        parse: (value) => summaryParser.parse(value),
        signal,
      });
      const sentences = reply.sentences
        .map((s) => {
          const cited = [...new Set(s.entries)]
            .map((n) => entries[n - 1])
            .filter((e): e is NonNullable<typeof e> => e !== undefined && lexicalSupport(s.text, `${e.name}. ${e.transcript}`) >= SUPPORT_THRESHOLD);
          return { text: s.text, entries: cited.map((e) => cite({ entryId: e.id, entryName: e.name, dateRecorded: e.dateRecorded })) };
        })
        .filter((s) => s.entries.length > 0);
      if (!sentences.length) throw new AiError('The language model’s summary cited no entry that supports it. Please try again.');
      return sentences;
    },
  };
}

/** The summariser configuration chose (see insightEngineFor). */
export const summariserFor = (ai: Ai): TimelineSummariser => (ai.engine.kind === 'openai' ? openAiSummariser(ai.engine) : offlineSummariser);
