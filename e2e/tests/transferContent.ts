// Everything an account holds, read through the API and compared by content: no ids, a referenced entry
// by its name, a stored file by a digest of its bytes.
import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { graphql } from './support';

const ACCOUNT = `query {
  user { fullName bio quote timezone profileImageUrl }
  userSocials { platform platformUserUrl }
  userReminders { reminderType reminderTime reminderFrequencyType reminderFrequency reminderWeekDays isActive }
  inscriptions { id name about category isPrivate entryCount logoImageUrl }
}`;
const INSCRIPTION = `query ($id: ID!) {
  inscriptionEntries(inscriptionId: $id) { id name transcript isPrivate isImportant isMuted dateRecorded audioUrl wordTimings { word start end } }
  inscriptionQuestions(inscriptionId: $id) { id question questionType min max }
  inscriptionChatSessionCategories(inscriptionId: $id) { id categoryName }
  inscriptionChatSessionsPaged(inscriptionId: $id, first: 100) { edges { node { id inscriptionChatSessionCategoryId chatShortSummary chatLongSummary queryFrom fetchUsing dateCreated } } }
  inscriptionDataInsight(inscriptionId: $id) {
    engine entryCount dateUpdated
    potentialImprovements { name reasoning evidence topic score sources { entryId entryName quote } }
    habitsPositivePatterns { name reasoning evidence topic score sources { entryId entryName quote } }
    concernsSelfDoubt risksStrategies risksImprovableTolerance risksPositiveTolerance
  }
  inscriptionInsightHistory(inscriptionId: $id) { period entryCount items { field name topic score } }
  inscriptionTimelineEntries(inscriptionId: $id) { title summary scale year month week sentences { text entries { entryId entryName } } }
}`;
const ENTRY = `query ($id: ID!) { inscriptionEntryQuestionAnswers(inscriptionEntryId: $id) { answer inscriptionQuestionId } }`;
const MESSAGES = `query ($id: ID!) { inscriptionChatSessionMessages(inscriptionChatSessionId: $id) { chatRole chatContent chatHelpful externalSources inscriptionEntrySources { id name } } }`;

interface Entry {
  id: string;
  name: string;
  audioUrl: string | null;
  [field: string]: unknown;
}
interface InscriptionData {
  inscriptionEntries: Entry[];
  inscriptionQuestions: { id: string; question: string }[];
  inscriptionChatSessionCategories: { id: string; categoryName: string }[];
  inscriptionChatSessionsPaged: {
    edges: { node: { id: string; inscriptionChatSessionCategoryId: string | null; [field: string]: unknown } }[];
  };
  inscriptionDataInsight: Record<string, unknown> | null;
  inscriptionInsightHistory: unknown[];
  inscriptionTimelineEntries: unknown[];
}

const byJson = <T>(items: T[]): T[] => [...items].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** Sha-256 of a stored file's bytes, fetched through its signed URL (null without one). */
async function digest(request: APIRequestContext, url: string | null): Promise<string | null> {
  if (!url) return null;
  const response = await request.get(url);
  if (response.status() !== 200) return `status ${response.status()}`;
  return createHash('sha256')
    .update(await response.body())
    .digest('hex');
}

export async function accountContent(request: APIRequestContext, accessToken: string) {
  const account = await graphql<{
    user: { profileImageUrl: string | null; [field: string]: unknown } | null;
    userSocials: unknown[];
    userReminders: unknown[];
    inscriptions: { id: string; logoImageUrl: string | null; [field: string]: unknown }[];
  }>(request, accessToken, ACCOUNT);
  const inscriptions = [];
  for (const { id, logoImageUrl, ...inscription } of account.inscriptions) {
    const data = await graphql<InscriptionData>(request, accessToken, INSCRIPTION, { id });
    const entryName = new Map(data.inscriptionEntries.map((e) => [e.id, e.name]));
    const questionText = new Map(data.inscriptionQuestions.map((q) => [q.id, q.question]));
    const categoryName = new Map(data.inscriptionChatSessionCategories.map((c) => [c.id, c.categoryName]));
    const named = (value: unknown): unknown =>
      JSON.parse(
        JSON.stringify(value).replace(
          /"(entryId|id)":"([0-9a-f-]{36})"/g,
          (_m, key: string, ref: string) => `"${key}":"${entryName.get(ref) ?? 'unknown'}"`,
        ),
      );
    const entries = [];
    for (const { id: entryId, audioUrl, ...entry } of data.inscriptionEntries) {
      const { inscriptionEntryQuestionAnswers } = await graphql<{
        inscriptionEntryQuestionAnswers: { answer: string; inscriptionQuestionId: string }[];
      }>(request, accessToken, ENTRY, { id: entryId });
      entries.push({
        ...entry,
        audio: await digest(request, audioUrl),
        answers: byJson(
          inscriptionEntryQuestionAnswers.map((a) => ({
            question: questionText.get(a.inscriptionQuestionId),
            answer: a.answer,
          })),
        ),
      });
    }
    const chats = [];
    for (const { node } of data.inscriptionChatSessionsPaged.edges) {
      const { id: sessionId, inscriptionChatSessionCategoryId, ...session } = node;
      const { inscriptionChatSessionMessages } = await graphql<{ inscriptionChatSessionMessages: unknown[] }>(
        request,
        accessToken,
        MESSAGES,
        { id: sessionId },
      );
      chats.push({
        ...session,
        category: inscriptionChatSessionCategoryId ? categoryName.get(inscriptionChatSessionCategoryId) : null,
        messages: named(inscriptionChatSessionMessages),
      });
    }
    inscriptions.push({
      ...inscription,
      logo: await digest(request, logoImageUrl),
      entries: byJson(entries),
      questions: byJson(data.inscriptionQuestions.map(({ id: _id, ...q }) => q)),
      chatCategories: byJson([...categoryName.values()]),
      chats: byJson(chats),
      insight: named(data.inscriptionDataInsight),
      insightHistory: data.inscriptionInsightHistory,
      timeline: byJson(named(data.inscriptionTimelineEntries) as unknown[]),
    });
  }
  const { profileImageUrl, ...profile } = account.user ?? { profileImageUrl: null };
  return {
    profile: account.user ? { ...profile, photo: await digest(request, profileImageUrl) } : null,
    socials: byJson(account.userSocials),
    reminders: byJson(account.userReminders),
    inscriptions: byJson(inscriptions),
  };
}
