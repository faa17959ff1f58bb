import { desc, eq } from 'drizzle-orm';
import {
  CHAT_FETCH_USING,
  CHAT_QUERY_FROM,
  CHAT_TITLE_CHARS,
  FIELD_LIMITS,
  INSIGHT_FIELDS,
  INSIGHT_SECTIONS,
  previewOf,
  type ChatFetchUsing,
  type ChatQueryFrom,
  type InsightField,
} from '@inscriptions/contracts';
import { chatMessages, chatSessions, type ChatMessageRow } from '../../db/schema';
import type { Actor } from '../actor';
import {
  AiError,
  bestPassages,
  gatherEvidence,
  mayReadPrivate,
  newestEntries,
  parseDateRange,
  questionKind,
  userTimeZone,
  verifyCitations,
  type Ai,
  type ChatTurn,
  type WebSource,
} from '../ai';
import { InputError } from '../errors';
import { requireOwned } from '../ownership';

/** Earlier turns of a session given to the model with a new question. */
const HISTORY_TURNS = 6;
/** Entries retrieved for one answer. */
const ANSWER_ENTRIES = 8;
/** Sentences of an offline answer. */
const ANSWER_PASSAGES = 4;
const WEB_RESULTS = 5;

export interface AskInput {
  inscriptionChatSessionId: string;
  question: string;
  /** Overrides (and updates) the session's setting. */
  queryFrom?: string | null;
  fetchUsing?: string | null;
  /** The insight field a dive-deeper question is scoped to (NEW_QUESTION_PREFILL.field). */
  insightField?: string | null;
}

function insightFocus(value: string | null | undefined): { field: InsightField; title: string } | null {
  if (value === null || value === undefined || value === '') return null;
  if (!(INSIGHT_FIELDS as readonly string[]).includes(value)) throw new InputError(`"insightField" must be one of ${INSIGHT_FIELDS.join(', ')}.`);
  const title = INSIGHT_SECTIONS.flatMap((s) => s.fields).find((f) => f.field === value)?.title ?? value;
  return { field: value as InsightField, title };
}

/** The newest entries of the question's period (a session set to recency), their best sentences first. */
async function newestEvidence(actor: Actor, inscriptionId: string, question: string, options: { timeZone: string | null; now: Date; withPrivate: boolean }) {
  const range = parseDateRange(question, options.timeZone, options.now);
  const entries = await newestEntries(actor, inscriptionId, { range, limit: ANSWER_ENTRIES, withPrivate: options.withPrivate });
  return { kind: questionKind(question), range, entries, passages: bestPassages(question, entries, ANSWER_PASSAGES) };
}

export type AnswerEvent =
  | { type: 'delta'; text: string }
  /** The question and the verified answer, saved together. */
  | { type: 'done'; question: ChatMessageRow; answer: ChatMessageRow; unsupported: string[] };

function pick<T extends string>(field: string, value: string | null | undefined, allowed: readonly T[], fallback: T): T {
  if (value === null || value === undefined || value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw new InputError(`"${field}" must be one of ${allowed.join(', ')}.`);
  return value as T;
}

/**
 * Answers a question in one of the actor's chat sessions: retrieves the actor's own entries of the
 * session's inscription (only those reach the engine), inside the period the question names (parsed in
 * the profile's time zone), and web results when the session asks for them; streams the engine's answer
 * as deltas; verifies every entry citation; then saves the question and the answer in one transaction.
 * A failing engine or web search throws AiError and nothing is saved.
 */
export async function* answerQuestion(actor: Actor, ai: Ai, input: AskInput, now: Date = new Date()): AsyncGenerator<AnswerEvent> {
  const question = input.question?.trim() ?? '';
  if (!question) throw new InputError('"question" must not be empty.');
  if (question.length > FIELD_LIMITS.question!) throw new InputError(`"question" must be at most ${FIELD_LIMITS.question} characters.`);
  const session = await requireOwned(actor, 'chatSession', input.inscriptionChatSessionId);
  const queryFrom = pick<ChatQueryFrom>('queryFrom', input.queryFrom ?? session.queryFrom, CHAT_QUERY_FROM, 'entries');
  const fetchUsing = pick<ChatFetchUsing>('fetchUsing', input.fetchUsing ?? session.fetchUsing, CHAT_FETCH_USING, 'relevance');

  const insightField = insightFocus(input.insightField);
  const timeZone = await userTimeZone(actor);
  // An external model reads a private entry, or any entry of a private inscription, only where the owner allowed it.
  const withPrivate = mayReadPrivate(ai.engine, await requireOwned(actor, 'inscription', session.inscriptionId));
  const evidence =
    queryFrom === 'internet'
      ? { kind: questionKind(question), range: parseDateRange(question, timeZone, now), entries: [], passages: [] }
      : fetchUsing === 'recency'
        ? await newestEvidence(actor, session.inscriptionId, question, { timeZone, now, withPrivate })
        : // A dive-deeper question also looks for the insight's title (e.g. "Concerns or Self-Doubt").
          await gatherEvidence(actor, session.inscriptionId, question, { timeZone, now, withPrivate, limit: ANSWER_ENTRIES, extraTerms: insightField?.title });
  const { entries, range } = evidence;
  let webSources: WebSource[] = [];
  if (queryFrom !== 'entries') {
    if (!ai.web) throw new AiError('Web sources are off on this server (no SEARXNG_URL): ask from your entries only.');
    webSources = await ai.web.search(question, { limit: WEB_RESULTS });
  }
  const earlier = await actor.db
    .select({ role: chatMessages.chatRole, content: chatMessages.chatContent })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, session.id))
    .orderBy(desc(chatMessages.dateCreated), desc(chatMessages.id))
    .limit(HISTORY_TURNS);
  const history: ChatTurn[] = earlier.reverse();

  let text = '';
  for await (const delta of ai.engine.streamAnswer({
    question,
    entries,
    passages: evidence.passages,
    kind: evidence.kind,
    timeZone,
    webSources,
    history,
    range,
    insightField,
  })) {
    text += delta;
    yield { type: 'delta', text: delta };
  }
  if (!text.trim()) throw new AiError('The language model gave an empty answer. Please try again.');
  const verified = verifyCitations(text, entries);

  const saved = await actor.db.transaction(async (tx) => {
    const [asked] = await tx.insert(chatMessages).values({ sessionId: session.id, chatRole: 'user', chatContent: question }).returning();
    // One millisecond later, so that conversation order (dateCreated, id) puts the answer after the question.
    const [answered] = await tx
      .insert(chatMessages)
      .values({
        sessionId: session.id,
        chatRole: 'assistant',
        chatContent: verified.content,
        externalSources: webSources.map((s) => s.url),
        inscriptionEntrySources: verified.entrySources,
        dateCreated: new Date(asked!.dateCreated.getTime() + 1),
        dateUpdated: new Date(asked!.dateCreated.getTime() + 1),
      })
      .returning();
    await tx
      .update(chatSessions)
      .set({
        queryFrom,
        fetchUsing,
        chatShortSummary: session.chatShortSummary || previewOf(question, CHAT_TITLE_CHARS),
        dateUpdated: new Date(),
      })
      .where(eq(chatSessions.id, session.id));
    return { question: asked!, answer: answered! };
  });
  yield { type: 'done', ...saved, unsupported: verified.unsupported };
}
