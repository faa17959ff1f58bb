import DataLoader from 'dataloader';
import type { Db } from '../db';
import type { EntryQuestionAnswerRow } from '../db/schema';
import { answersOfEntries } from '../modules/entries';

/** Per-request batch loaders (no N+1 for nested counts and lists). */
export function createLoaders(db: Db) {
  return {
    answersByEntry: new DataLoader<string, EntryQuestionAnswerRow[]>((ids) => answersOfEntries(db, ids)),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
