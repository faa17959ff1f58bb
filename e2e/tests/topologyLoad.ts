// What the fault tests (faults.spec.ts) put through the topology's proxy: reads and writes from many
// workers at once, and a chat question asked as the app streams it.
import type { APIRequestContext, Page } from '@playwright/test';
import type { SeededAccount } from './support';
import { entryInput } from './topologyAccounts';

export interface LoadTally {
  reads: number;
  writes: number;
  /** Requests that failed: a transport error, a status other than 200, or a GraphQL error. */
  failed: number;
  /** Ids of the entries whose creation was answered as done. */
  acknowledged: string[];
}

const READ = '{ inscriptions { id name entryCount } }';
const WRITE =
  'mutation ($input: CreateInscriptionEntryInput!) { createInscriptionEntry(input: $input) { code inscriptionEntry { id } } }';

/** `workers` loops, each alternating three reads and one entry created, for `seconds`. */
export async function runLoad(
  request: APIRequestContext,
  account: SeededAccount,
  { seconds, workers }: { seconds: number; workers: number },
): Promise<LoadTally> {
  const tally: LoadTally = { reads: 0, writes: 0, failed: 0, acknowledged: [] };
  const until = Date.now() + seconds * 1000;
  const headers = { authorization: `Bearer ${account.accessToken}` };
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let n = 0; Date.now() < until; n++) {
        const write = n % 4 === 3;
        const data = write
          ? {
              query: WRITE,
              variables: {
                input: entryInput(account.inscriptionId, `Load ${worker}-${n}`, 'Written while an instance went away.'),
              },
            }
          : { query: READ };
        if (write) tally.writes++;
        else tally.reads++;
        try {
          const response = await request.post('/graphql', { headers, data, timeout: 30_000 });
          const body = response.status() === 200 ? ((await response.json()) as { data?: Record<string, { code?: string; inscriptionEntry?: { id: string } }>; errors?: unknown[] }) : null;
          if (!body || body.errors) tally.failed++;
          else if (write) {
            const created = body.data?.createInscriptionEntry;
            if (created?.code === '200' && created.inscriptionEntry) tally.acknowledged.push(created.inscriptionEntry.id);
            else tally.failed++;
          }
        } catch {
          tally.failed++;
        }
      }
    }),
  );
  return tally;
}

export interface StreamedAnswer {
  status: number;
  contentType: string | null;
  /** The answer's events, in order: each delta is one. */
  events: Array<{ delta: string | null; error: string | null; answer: { chatContent: string } | null }>;
  /** How many reads of the body it took: more than one when the stream came as it was written. */
  reads: number;
  /** The error event's message, or null. */
  error: string | null;
  /** Whether the answer arrived as saved (its final event). */
  saved: boolean;
}

/** Asks in the chat session over the streamed subscription, from a page of the proxy's origin, reading the stream as it comes. */
export async function askThroughProxy(page: Page, account: SeededAccount, question: string): Promise<StreamedAnswer> {
  const stream = await page.evaluate(
    async ({ token, sessionId, question }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({
          query:
            'subscription Ask($input: AskInscriptionQuestionInput!) { askInscriptionQuestion(input: $input) { delta error answer { chatContent } } }',
          variables: { input: { inscriptionChatSessionId: sessionId, question, insightField: null } },
        }),
      });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      let reads = 0;
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        reads++;
        text += read.value;
      }
      return { status: response.status, contentType: response.headers.get('content-type'), text, reads };
    },
    { token: account.accessToken, sessionId: account.chatSessionId, question },
  );
  const events = stream.text
    .split('\n\n')
    .filter((block) => block.startsWith('event: next'))
    .map((block) => (JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { data: { askInscriptionQuestion: StreamedAnswer['events'][number] } }).data.askInscriptionQuestion);
  return {
    status: stream.status,
    contentType: stream.contentType,
    events,
    reads: stream.reads,
    error: events.find((event) => event.error)?.error ?? null,
    saved: events.some((event) => event.answer),
  };
}
