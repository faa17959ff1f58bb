import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { isHttpUrl } from '@inscriptions/contracts';
import { chatMessages, chatSessions, inscriptionEntries } from '../../db/schema';
import type { Actor } from '../actor';
import { owned } from '../ownership';
import { httpLinksIn, linkKey } from './links';

/** Where a resource was used: an entry that wrote the link, or a chat whose answer cited it. */
export interface ResourceUsage {
  kind: 'ENTRY' | 'CHAT';
  /** The entry's or the chat session's id. */
  id: string;
  /** The entry's title, or the chat's summary (its first question when it has none). */
  title: string;
  date: Date;
}

export interface InscriptionResource {
  url: string;
  host: string;
  /** Newest first. */
  usages: ResourceUsage[];
}

const CHAT_TITLE_FALLBACK = 'Question';

/**
 * The web resources of one of the actor's inscriptions: the sources its chat answers cited
 * (chat_messages.external_sources) and the http(s) links written in its entries' titles and
 * transcripts, one per link (fragment ignored), most recently used first. Another user's
 * inscription, like a missing one, has none.
 */
export async function listResources(actor: Actor, inscriptionId: unknown): Promise<InscriptionResource[]> {
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription) return [];
  const usages: Array<{ url: string } & ResourceUsage> = [];

  // Only entries that can hold a link are read whole.
  const mayLink = (column: AnyColumn) => sql`${column} ~* 'https?://'`;
  const entries = await actor.db
    .select({
      id: inscriptionEntries.id,
      name: inscriptionEntries.name,
      transcript: inscriptionEntries.transcript,
      dateRecorded: inscriptionEntries.dateRecorded,
    })
    .from(inscriptionEntries)
    .where(
      and(
        eq(inscriptionEntries.inscriptionId, inscription.id),
        or(mayLink(inscriptionEntries.name), mayLink(inscriptionEntries.transcript)),
      ),
    );
  for (const entry of entries) {
    for (const url of httpLinksIn(`${entry.name}\n${entry.transcript}`)) {
      usages.push({ url, kind: 'ENTRY', id: entry.id, title: entry.name, date: entry.dateRecorded });
    }
  }

  const sessions = await actor.db
    .select({ id: chatSessions.id, summary: chatSessions.chatShortSummary })
    .from(chatSessions)
    .where(eq(chatSessions.inscriptionId, inscription.id));
  if (sessions.length > 0) {
    const messages = await actor.db
      .select({
        sessionId: chatMessages.sessionId,
        chatRole: chatMessages.chatRole,
        chatContent: chatMessages.chatContent,
        externalSources: chatMessages.externalSources,
        dateCreated: chatMessages.dateCreated,
      })
      .from(chatMessages)
      .where(
        inArray(
          chatMessages.sessionId,
          sessions.map((s) => s.id),
        ),
      )
      .orderBy(asc(chatMessages.dateCreated), asc(chatMessages.id));
    const titles = new Map(sessions.map((s) => [s.id, s.summary?.trim() || '']));
    for (const m of messages) {
      if (m.chatRole === 'user' && !titles.get(m.sessionId)) titles.set(m.sessionId, m.chatContent.trim());
    }
    for (const m of messages) {
      for (const url of m.externalSources.filter(isHttpUrl)) {
        const title = titles.get(m.sessionId) || CHAT_TITLE_FALLBACK;
        usages.push({ url: url.trim(), kind: 'CHAT', id: m.sessionId, title, date: m.dateCreated });
      }
    }
  }

  const byLink = new Map<string, InscriptionResource>();
  for (const { url, ...usage } of usages.sort((a, b) => b.date.getTime() - a.date.getTime())) {
    const key = linkKey(url);
    const resource = byLink.get(key) ?? { url, host: new URL(key).host, usages: [] };
    // One usage per entry or chat, however often it names the link.
    if (!resource.usages.some((u) => u.kind === usage.kind && u.id === usage.id)) resource.usages.push(usage);
    byLink.set(key, resource);
  }
  return [...byLink.values()];
}
