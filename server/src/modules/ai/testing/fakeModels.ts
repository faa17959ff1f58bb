import { INSIGHT_FIELDS } from '@inscriptions/contracts';
import { contentWords, splitSentences } from '../nlp';
import type { ChatRequestBody, FakeReply } from './fakeOpenAi';

/*
 * What a fake model reads back from the prompts the server sends (openaiCompatible.ts answerPrompt, the
 * timeline summariser's, the insight engine's), and a naive stand-in model built on it, so the whole
 * path to a model can be run without one (serveFakeOpenAi.ts, pnpm bench ai).
 */

/** An entry as a prompt numbers it: "[E<n>] yyyy-mm-dd — name\ntranscript". */
export interface PromptEntry {
  n: number;
  date: string;
  name: string;
  text: string;
}

const ENTRY = /^\[E(\d+)\] (\d{4}-\d{2}-\d{2}) — (.*)\n([\s\S]*?)(?=\n\n\[E\d+\] |\n\n[A-Z][\w ]*:|(?![\s\S]))/gm;

export const lastUserMessage = (request: ChatRequestBody): string => request.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';

/** The numbered entries of a chat or summary prompt, in order. */
export function promptEntries(prompt: string): PromptEntry[] {
  return [...prompt.matchAll(ENTRY)].map((m) => ({ n: Number(m[1]), date: m[2]!, name: m[3]!, text: m[4]!.trim() }));
}

/** The question a chat prompt ends with. */
export const askedQuestion = (prompt: string): string => /\nQuestion: (.*)$/.exec(prompt)?.[1] ?? prompt;

/** The numbered sentences of an insight prompt: "[S<n>] day (entry name): text". */
export const promptSentences = (prompt: string): { n: number; text: string }[] =>
  [...prompt.matchAll(/^\[S(\d+)\] \S+ \(.*?\): (.*)$/gm)].map((m) => ({ n: Number(m[1]), text: m[2]! }));

export const NOTHING_FOUND = 'I found nothing about that in this inscription.';

/**
 * A naive model: answers with the sentence sharing most content words with the question, citing its
 * entry (nothing shared: "nothing found"); summarises a period with the opening sentence of each of its
 * first five entries; finds no insight.
 */
export function naiveModel(request: ChatRequestBody): FakeReply {
  const prompt = lastUserMessage(request);
  const schema = request.response_format?.json_schema?.name;
  if (schema === 'timeline_summary') {
    const sentences = promptEntries(prompt)
      .slice(0, 5)
      .map((e) => ({ text: splitSentences(e.text)[0] ?? e.name, entries: [e.n] }));
    return { kind: 'json', value: { sentences } };
  }
  if (schema === 'inscription_insights') return { kind: 'json', value: Object.fromEntries(INSIGHT_FIELDS.map((f) => [f, []])) };
  if (schema === 'dive_deeper_questions') return { kind: 'json', value: { questions: ['What changed most this month?'] } };
  const asked = new Set(contentWords(askedQuestion(prompt)));
  let best = { shared: 0, text: NOTHING_FOUND };
  for (const entry of promptEntries(prompt)) {
    for (const sentence of splitSentences(entry.text)) {
      const shared = new Set(contentWords(sentence).filter((w) => asked.has(w))).size;
      if (shared > best.shared) best = { shared, text: `${sentence.replace(/[.!?]$/, '')} [E${entry.n}].` };
    }
  }
  return { kind: 'text', text: best.text };
}
