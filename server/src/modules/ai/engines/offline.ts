import { setImmediate as nextTick } from 'node:timers/promises';
import { splitSentences } from '../nlp';
import { AiError, type AiEngine, type AnswerRequest } from './types';

/** Sentences of the web snippets used in an offline answer, at most. */
const WEB_SENTENCES = 3;

/** The offline answer, whole: the best sentences of the entries, each citing its entry, then web snippets. */
export function offlineAnswer(request: AnswerRequest): string {
  const numberOf = new Map(request.entries.map((e, i) => [e.id, i + 1]));
  const period = request.range ? ` (${request.range.phrase})` : '';
  const lines: string[] = [];
  const passages = request.passages.filter((p) => numberOf.has(p.entryId));
  if (passages.length > 0) {
    lines.push(`From your entries${period}:`, '');
    for (const p of passages) lines.push(`- ${p.sentence.replace(/\s+/g, ' ')} [E${numberOf.get(p.entryId)}]`);
  } else if (request.entries.length === 0 && request.webSources.length === 0) {
    lines.push(`I found no entries about that${period}.`);
  }
  const web = request.webSources
    .flatMap((source, i) => splitSentences(source.snippet).slice(0, 1).map((s) => `- ${s} [${i + 1}]`))
    .slice(0, WEB_SENTENCES);
  if (web.length > 0) lines.push(...(lines.length ? [''] : []), 'From the web:', '', ...web);
  return lines.join('\n');
}

/**
 * The embedded default: extractive answers built from the retrieved sentences (no model, no network).
 * It streams word by word so the page renders it as it comes, like a model's answer.
 */
export function offlineEngine(): AiEngine {
  return {
    kind: 'offline',
    async *streamAnswer(request) {
      const answer = offlineAnswer(request);
      for (const piece of answer.match(/\S+\s*|\s+/g) ?? []) {
        if (request.signal?.aborted) throw new AiError('The answer was cancelled.');
        yield piece;
        await nextTick();
      }
    },
    completeJson() {
      return Promise.reject(new AiError('The offline engine writes no free-form JSON: set LLM_BASE_URL for a language model.'));
    },
  };
}
