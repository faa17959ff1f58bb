import { authorizedFetch, GRAPHQL_PATH, operationNameOf, serverUrl } from '@inscriptions/shared/api';
import type { AskInscriptionQuestionInput, AskQuestionSubscription } from '../../../generated/graphql';
import { askQuestionDocument } from './operations';

export type AnswerEvent = AskQuestionSubscription['askInscriptionQuestion'];

/**
 * Asks a question and reads the answer as it streams: the askInscriptionQuestion subscription over
 * GraphQL SSE (POST /graphql, Accept: text/event-stream; one `next` event per delta, then the saved
 * messages, then `complete`). Resolves with the last event; an error event or a broken stream rejects.
 * Sent through the shared transport, as every call is: token renewal, device headers, and a 401
 * ends the session.
 */
export async function askQuestion(
  input: AskInscriptionQuestionInput,
  onEvent: (event: AnswerEvent) => void,
  signal?: AbortSignal,
): Promise<AnswerEvent> {
  const response = await authorizedFetch(serverUrl(GRAPHQL_PATH), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({
      query: askQuestionDocument.valueOf(),
      operationName: operationNameOf(askQuestionDocument),
      variables: { input },
    }),
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`The answer failed (${response.status}).`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let last: AnswerEvent | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    // SSE: events are separated by a blank line; each has `event:` and `data:` lines.
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n');
      const type = lines.find((l) => l.startsWith('event:'))?.slice(6).trim();
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n');
      if (type !== 'next' || !data) continue;
      const payload = JSON.parse(data) as { data?: AskQuestionSubscription; errors?: { message: string }[] };
      if (payload.errors?.length || !payload.data) throw new Error(payload.errors?.[0]?.message ?? 'The answer failed.');
      const event = payload.data.askInscriptionQuestion;
      if (event.error) throw new Error(event.error);
      last = event;
      onEvent(event);
    }
    if (done) break;
  }
  if (!last?.answer) throw new Error('The answer stopped before it was complete. Please try again.');
  return last;
}
