import DataLoader from 'dataloader';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { entryQuestionAnswers, type EntryQuestionAnswerRow } from '../db/schema';

/** Per-request batch loaders (no N+1 for nested counts and lists). */
export function createLoaders(db: Db) {
  return {
    answersByEntry: new DataLoader<string, EntryQuestionAnswerRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(entryQuestionAnswers)
        .where(inArray(entryQuestionAnswers.inscriptionEntryId, [...ids]))
        .orderBy(asc(entryQuestionAnswers.dateCreated), asc(entryQuestionAnswers.id));
      const map = new Map<string, EntryQuestionAnswerRow[]>();
      for (const r of rows) {
        const list = map.get(r.inscriptionEntryId) ?? [];
        list.push(r);
        map.set(r.inscriptionEntryId, list);
      }
      return ids.map((id) => map.get(id) ?? []);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
