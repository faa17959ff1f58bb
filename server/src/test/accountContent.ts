// Test helper of the transfer module: everything an account holds, by content (no ids).
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import {
  chatCategories,
  chatMessages,
  chatSessions,
  entryQuestionAnswers,
  inscriptionEntries,
  inscriptionInsights,
  inscriptionQuestions,
  inscriptions,
  insightRefreshes,
  timelineEntries,
  userReminders,
  userSocials,
  users,
} from '../db/schema';
import type { Files } from '../files';

/** Everything an account holds, by content: no ids, an entry referred to by its name, files by their bytes. */
export async function accountContent(db: Db, files: Files, userId: string) {
  const bytes = async (key: string | null) => {
    const body = key ? await files.store.getStream(key) : null;
    if (!body) return null;
    const parts: Buffer[] = [];
    for await (const c of body) parts.push(c as Buffer);
    return Buffer.concat(parts).toString('base64');
  };
  const [profile] = await db.select().from(users).where(eq(users.id, userId));
  const ins = await db
    .select()
    .from(inscriptions)
    .where(eq(inscriptions.userId, userId))
    .orderBy(asc(inscriptions.name));
  const insIds = ins.map((i) => i.id);
  const any = insIds.length ? insIds : ['00000000-0000-0000-0000-000000000000'];
  const entries = await db
    .select()
    .from(inscriptionEntries)
    .where(inArray(inscriptionEntries.inscriptionId, any))
    .orderBy(asc(inscriptionEntries.name));
  const entryName = new Map(entries.map((e) => [e.id, e.name]));
  const questions = await db
    .select()
    .from(inscriptionQuestions)
    .where(inArray(inscriptionQuestions.inscriptionId, any));
  const questionText = new Map(questions.map((q) => [q.id, q.question]));
  const sessions = await db.select().from(chatSessions).where(inArray(chatSessions.inscriptionId, any));
  const categories = await db.select().from(chatCategories).where(inArray(chatCategories.inscriptionId, any));
  const messages = sessions.length
    ? await db
        .select()
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.sessionId,
            sessions.map((s) => s.id),
          ),
        )
        .orderBy(asc(chatMessages.dateCreated))
    : [];
  const insightRows = await db
    .select()
    .from(inscriptionInsights)
    .where(inArray(inscriptionInsights.inscriptionId, any));
  const history = await db.select().from(insightRefreshes).where(inArray(insightRefreshes.inscriptionId, any));
  const timeline = await db.select().from(timelineEntries).where(inArray(timelineEntries.inscriptionId, any));
  const answers = entries.length
    ? await db
        .select()
        .from(entryQuestionAnswers)
        .where(
          inArray(
            entryQuestionAnswers.inscriptionEntryId,
            entries.map((e) => e.id),
          ),
        )
    : [];
  const named = <T>(value: T): T =>
    JSON.parse(
      JSON.stringify(value).replace(
        /"(entryId|id)":"([0-9a-f-]{36})"/g,
        (_m, k: string, id: string) => `"${k}":"${entryName.get(id) ?? 'unknown'}"`,
      ),
    ) as T;
  return {
    profile: profile && {
      fullName: profile.fullName,
      bio: profile.bio,
      quote: profile.quote,
      timezone: profile.timezone,
      photo: await bytes(profile.profileImageKey),
    },
    socials: (await db.select().from(userSocials).where(eq(userSocials.userId, userId))).map((s) => ({
      platform: s.platform,
      url: s.platformUserUrl,
    })),
    reminders: (await db.select().from(userReminders).where(eq(userReminders.userId, userId))).map(
      ({
        id: _i,
        userId: _u,
        nextRunAt,
        sendingRunAt: _s,
        lastSentAt: _l,
        dateCreated: _c,
        dateUpdated: _d,
        ...r
      }) => ({ ...r, scheduled: nextRunAt !== null }),
    ),
    inscriptions: await Promise.all(
      ins.map(async (i) => ({
        name: i.name,
        about: i.about,
        category: i.category,
        isPrivate: i.isPrivate,
        allowExternalAi: i.allowExternalAi,
        entryCount: i.entryCount,
        logo: await bytes(i.logoImageKey),
      })),
    ),
    questions: questions
      .map((q) => ({
        question: q.question,
        questionType: q.questionType,
        min: q.min,
        max: q.max,
        position: q.position,
        dateDeleted: q.dateDeleted?.toISOString() ?? null,
      }))
      .sort((a, b) => a.position - b.position),
    entries: await Promise.all(
      entries.map(async (e) => ({
        name: e.name,
        transcript: e.transcript,
        isPrivate: e.isPrivate,
        isImportant: e.isImportant,
        isMuted: e.isMuted,
        dateRecorded: e.dateRecorded.toISOString(),
        wordTimings: e.wordTimings,
        audio: await bytes(e.audioKey),
      })),
    ),
    answers: answers.map((a) => ({
      entry: entryName.get(a.inscriptionEntryId),
      question: questionText.get(a.inscriptionQuestionId),
      answer: a.answer,
    })),
    chatCategories: categories.map((c) => c.categoryName),
    chats: sessions.map((s) => ({
      category: categories.find((c) => c.id === s.categoryId)?.categoryName ?? null,
      chatShortSummary: s.chatShortSummary,
      chatLongSummary: s.chatLongSummary,
      dateCreated: s.dateCreated.toISOString(),
      messages: named(
        messages
          .filter((m) => m.sessionId === s.id)
          .map((m) => ({
            chatRole: m.chatRole,
            chatContent: m.chatContent,
            chatHelpful: m.chatHelpful,
            externalSources: m.externalSources,
            inscriptionEntrySources: m.inscriptionEntrySources,
          })),
      ),
    })),
    insights: named(insightRows.map(({ inscriptionId: _i, ...rest }) => rest)),
    insightHistory: named(
      history.map((h) => ({ period: h.period, engine: h.engine, entryCount: h.entryCount, fields: h.fields })),
    ),
    timeline: named(
      timeline.map((t) => ({
        title: t.title,
        summary: t.summary,
        scale: t.scale,
        year: t.year,
        month: t.month,
        week: t.week,
        sentences: t.sentences,
        periodKey: t.periodKey,
      })),
    ),
  };
}
