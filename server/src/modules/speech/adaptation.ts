import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { inscriptionEntries, inscriptions } from '../../db/schema';

/**
 * The texts the embedded engine adapts its language model to: the user's most recent entries (title and
 * transcript), newest first. Scoped to the user through the inscription's owner.
 */
export async function recentEntryTexts(db: Db, userId: string, limit = 200): Promise<string[]> {
  const rows = await db
    .select({ name: inscriptionEntries.name, transcript: inscriptionEntries.transcript })
    .from(inscriptionEntries)
    .innerJoin(inscriptions, eq(inscriptions.id, inscriptionEntries.inscriptionId))
    .where(eq(inscriptions.userId, userId))
    .orderBy(desc(inscriptionEntries.dateRecorded))
    .limit(limit);
  return rows.flatMap((r) => [r.name, r.transcript]).filter((t) => t.trim().length > 0);
}
