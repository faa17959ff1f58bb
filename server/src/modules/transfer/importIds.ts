// The stored ids of an import's rows: keys of the file, or ids of the actor's existing rows.
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  chatCategories,
  chatMessages,
  chatSessions,
  inscriptionEntries,
  inscriptionQuestions,
  inscriptions,
  timelineEntries,
  userReminders,
  userSocials,
} from '../../db/schema';
import type { Actor } from '../actor';

const CHUNK = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The stored id of a row's key: the key itself when it is the id of the actor's own row of that kind (an
 * export imported back into its account), else an id derived from the account, the kind and the key.
 * Either way the same file imported twice lands on the same rows (no duplicates), and another account's
 * import of it gets rows of its own.
 */
export function derivedId(userId: string, kind: string, key: string): string {
  const h = createHash('sha256').update(`inscriptions-import\0${userId}\0${kind}\0${key}`).digest('hex');
  // RFC 9562 version 8 (custom) layout.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const chunks = <T>(items: T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export type Kind =
  'inscription' | 'question' | 'entry' | 'social' | 'reminder' | 'chatCategory' | 'chat' | 'chatMessage' | 'timeline';

/** The ids of the actor's own rows of a kind among these ids. */
function ownRows(actor: Actor, kind: Kind, ids: string[]): Promise<{ id: string }[]> {
  const db = actor.db;
  const viaInscription = (
    table:
      | typeof inscriptionQuestions
      | typeof inscriptionEntries
      | typeof chatCategories
      | typeof chatSessions
      | typeof timelineEntries,
  ) =>
    db
      .select({ id: table.id })
      .from(table)
      .innerJoin(inscriptions, eq(inscriptions.id, table.inscriptionId))
      .where(and(eq(inscriptions.userId, actor.userId), inArray(table.id, ids)));
  switch (kind) {
    case 'inscription':
      return db
        .select({ id: inscriptions.id })
        .from(inscriptions)
        .where(and(eq(inscriptions.userId, actor.userId), inArray(inscriptions.id, ids)));
    case 'question':
      return viaInscription(inscriptionQuestions);
    case 'entry':
      return viaInscription(inscriptionEntries);
    case 'chatCategory':
      return viaInscription(chatCategories);
    case 'chat':
      return viaInscription(chatSessions);
    case 'timeline':
      return viaInscription(timelineEntries);
    case 'social':
      return db
        .select({ id: userSocials.id })
        .from(userSocials)
        .where(and(eq(userSocials.userId, actor.userId), inArray(userSocials.id, ids)));
    case 'reminder':
      return db
        .select({ id: userReminders.id })
        .from(userReminders)
        .where(and(eq(userReminders.userId, actor.userId), inArray(userReminders.id, ids)));
    case 'chatMessage':
      return db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
        .innerJoin(inscriptions, eq(inscriptions.id, chatSessions.inscriptionId))
        .where(and(eq(inscriptions.userId, actor.userId), inArray(chatMessages.id, ids)));
  }
}

/** Which of these uuids are ids of the actor's own rows of that kind. */
export async function ownedIds(actor: Actor, kind: Kind, candidates: string[]): Promise<Set<string>> {
  const owned = new Set<string>();
  for (const ids of chunks([...new Set(candidates.filter((c) => UUID.test(c)))], 1000)) {
    for (const r of await ownRows(actor, kind, ids)) owned.add(r.id);
  }
  return owned;
}

/** key → stored id for the rows defined in the file; refs to the actor's existing rows resolve too. */
export class Keys {
  private readonly defined = new Map<string, string>();
  constructor(
    private readonly actor: Actor,
    private readonly kind: Kind,
    private readonly owned: Set<string>,
  ) {}
  define(key: string): string {
    const id = this.owned.has(key) ? key : derivedId(this.actor.userId, this.kind, key);
    this.defined.set(key, id);
    return id;
  }
  has(key: string): boolean {
    return this.defined.has(key);
  }
  resolve(key: string): string | undefined {
    return this.defined.get(key) ?? (this.owned.has(key) ? key : undefined);
  }
}
