// What the fault tests (faults.spec.ts) put through the topology's proxy: reads and writes from many
// workers at once, and a chat question asked as the app streams it.
import type { APIRequestContext, Page } from '@playwright/test';
import type { SeededAccount } from './support';

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
                input: {
                  inscriptionId: account.inscriptionId,
                  name: `Load ${worker}-${n}`,
                  transcript: 'Written while an instance went away.',
                  isPrivate: false,
                  isImportant: false,
                  isMuted: false,
                  dateRecorded: new Date().toISOString(),
                },
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
  /** The error event's message, or null. */
  error: string | null;
  /** Whether the answer arrived as saved (its final event). */
  saved: boolean;
}

/** Asks in the chat session over the streamed subscription, from a page of the proxy's origin. */
export function askThroughProxy(page: Page, account: SeededAccount, question: string): Promise<StreamedAnswer> {
  return page.evaluate(
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
      const events = (await response.text())
        .split('\n\n')
        .filter((block) => block.startsWith('event: next'))
        .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { data: { askInscriptionQuestion: { error: string | null; answer: unknown } } });
      const payloads = events.map((event) => event.data.askInscriptionQuestion);
      return { error: payloads.find((p) => p.error)?.error ?? null, saved: payloads.some((p) => p.answer) };
    },
    { token: account.accessToken, sessionId: account.chatSessionId, question },
  );
}
