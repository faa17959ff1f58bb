import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { OpenAiCompatibleOptions } from '../../../config';
import { AiError, type AiEngine, type AnswerRequest } from './types';

const SYSTEM = [
  "You answer questions about the user's own journal (an Inscription) from the sources given.",
  'Write short markdown. After every sentence that uses an entry, cite it as [E<n>] (its number in the list);',
  'after every sentence that uses a web source, cite it as [<n>]. Cite only what the source says.',
  'If the sources do not answer the question, say so plainly. Never invent entries, dates or URLs.',
].join(' ');

/** The prompt: the numbered entries (only those given: the asking user's), web sources, the question. */
export function answerPrompt(request: AnswerRequest): string {
  const parts: string[] = [];
  if (request.range) parts.push(`The question is about ${request.range.phrase}.`);
  if (request.insightField) parts.push(`The question dives deeper into the insight "${request.insightField.title}": focus the answer on it.`);
  parts.push(
    request.entries.length
      ? `Entries:\n${request.entries
          .map((e, i) => `[E${i + 1}] ${e.dateRecorded.toISOString().slice(0, 10)} — ${e.name}\n${e.transcript}`)
          .join('\n\n')}`
      : 'Entries: none found.',
  );
  if (request.webSources.length) {
    parts.push(`Web sources:\n${request.webSources.map((s, i) => `[${i + 1}] ${s.title} (${s.url})\n${s.snippet}`).join('\n\n')}`);
  }
  parts.push(`Question: ${request.question}`);
  return parts.join('\n\n');
}

function clearError(err: unknown, timedOut: boolean): AiError {
  if (err instanceof AiError) return err;
  if (timedOut || err instanceof APIConnectionTimeoutError) return new AiError('The language model took too long to answer. Please try again.', { cause: err });
  if (err instanceof APIError && err.status) {
    return new AiError(`The language model answered with an error (${err.status}). Please try again.`, { cause: err });
  }
  if (err instanceof APIError) return new AiError('The language model could not be reached. Please try again.', { cause: err });
  if (err instanceof SyntaxError) return new AiError('The language model gave a malformed answer. Please try again.', { cause: err });
  // A connection cut mid-answer (undici's "terminated"): the stream was dropped.
  return new AiError('The language model stopped before finishing its answer. Please try again.', { cause: err });
}

/**
 * Any OpenAI-compatible Chat Completions server (OpenAI, Ollama, vLLM, llama.cpp server) through the
 * official client: streamed answers (a stream that ends without a finish reason is a dropped one) and
 * JSON-schema replies (response_format json_schema, checked by the caller's parser).
 */
export function openAiCompatibleEngine(options: OpenAiCompatibleOptions): AiEngine {
  // Local servers take any key; the client insists on one. No retries: the user sees the failure.
  const timeoutMs = options.timeoutMs ?? 60_000;
  const client = new OpenAI({ baseURL: options.baseURL, apiKey: options.apiKey || 'none', maxRetries: 0, timeout: timeoutMs });
  // The client's own timeout covers the request only, not a stream that goes quiet: one deadline for both.
  const deadline = (signal: AbortSignal | undefined) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    return { timeout, signal: signal ? AbortSignal.any([timeout, signal]) : timeout };
  };
  return {
    kind: 'openai',
    async *streamAnswer(request) {
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: SYSTEM },
        ...request.history.map((t) => ({ role: t.role, content: t.content })),
        { role: 'user', content: answerPrompt(request) },
      ];
      let finished = false;
      const { timeout, signal } = deadline(request.signal);
      try {
        const stream = await client.chat.completions.create({ model: options.model, messages, stream: true }, { signal });
        for await (const chunk of stream) {
          const choice = chunk.choices?.[0];
          if (!chunk || !Array.isArray(chunk.choices)) throw new AiError('The language model gave a malformed answer. Please try again.');
          const text = choice?.delta?.content;
          if (text) yield text;
          if (choice?.finish_reason) finished = true;
        }
      } catch (err) {
        throw clearError(err, timeout.aborted);
      }
      if (!finished) throw new AiError('The language model stopped before finishing its answer. Please try again.');
    },
    async completeJson(request) {
      let content: string | null | undefined;
      const { timeout, signal } = deadline(request.signal);
      try {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            messages: [
              { role: 'system', content: request.system },
              { role: 'user', content: request.prompt },
            ],
            response_format: { type: 'json_schema', json_schema: { name: request.name, schema: request.schema, strict: true } },
          },
          { signal },
        );
        content = completion.choices?.[0]?.message?.content;
      } catch (err) {
        throw clearError(err, timeout.aborted);
      }
      if (!content) throw new AiError('The language model gave an empty answer. Please try again.');
      try {
        return request.parse(JSON.parse(content));
      } catch (err) {
        throw new AiError('The language model gave a malformed answer. Please try again.', { cause: err });
      }
    },
  };
}
