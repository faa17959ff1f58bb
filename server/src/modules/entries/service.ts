import { and, desc, eq, inArray } from 'drizzle-orm';
import { inscriptionEntries, inscriptions, type InscriptionEntryRow } from '../../db/schema';
import type { CreateInscriptionEntryInput, UpdateInscriptionEntryInput } from '../../generated/resolvers';
import type { Actor } from '../actor';
import { InputError } from '../errors';
import { checkStringLimits, defined, optionalRequiredText, parseDate, requireBool, requireText } from '../input';
import { scheduleInsightRefresh } from '../insights';
import { owned, requireOwned } from '../ownership';
import { enqueueAlignment } from '../speech';
import { writeAnswers } from './answers';
import { emptyConnection, keysetPage, scopedList, type Connection, type PageArgs, type ScopedList } from '../paging';

/*
 * Entries of an inscription; the inscription's questions (questions.ts) and the entries' answers
 * (answers.ts) are part of this service too.
 */
export * from './questions';
export * from './answers';

export const getEntry = (actor: Actor, id: unknown): Promise<InscriptionEntryRow | null> => owned(actor, 'entry', id);

/** The entries of one of the actor's inscriptions, newest recorded first ([] for another user's). */
export async function listEntries(actor: Actor, inscriptionId: unknown): Promise<InscriptionEntryRow[]> {
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription) return [];
  return actor.db
    .select()
    .from(inscriptionEntries)
    .where(eq(inscriptionEntries.inscriptionId, inscription.id))
    .orderBy(desc(inscriptionEntries.dateRecorded), desc(inscriptionEntries.id));
}

/** An inscription's entries, newest recorded first. */
const NEWEST_ENTRIES: ScopedList = {
  name: 'first_entries_page',
  table: inscriptionEntries,
  key: inscriptionEntries.dateRecorded,
  id: inscriptionEntries.id,
  scope: inscriptionEntries.inscriptionId,
};

/** One page of an inscription's entries; the total is the inscription's stored entryCount. */
export async function pageEntries(
  actor: Actor,
  inscriptionId: unknown,
  args: PageArgs,
): Promise<Connection<InscriptionEntryRow>> {
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription) return emptyConnection<InscriptionEntryRow>();
  return keysetPage<InscriptionEntryRow>(
    actor.db,
    { ...scopedList(actor.db, NEWEST_ENTRIES, inscription.id), knownTotal: inscription.entryCount },
    args,
  );
}

/**
 * Creates an entry with its answers (input.questionAnswers) in one transaction: an answer refused by
 * writeAnswers' rules rolls the entry back, so no entry is left without the answers it was sent with.
 */
export async function createEntry(actor: Actor, input: CreateInscriptionEntryInput): Promise<InscriptionEntryRow> {
  checkStringLimits(input);
  const name = requireText('name', input.name);
  const transcript = input.transcript ?? '';
  const dateRecorded = input.dateRecorded ? parseDate('dateRecorded', input.dateRecorded) : new Date();
  const inscription = await requireOwned(actor, 'inscription', input.inscriptionId);
  return actor.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inscriptionEntries)
      .values({
        inscriptionId: inscription.id,
        name,
        transcript,
        isPrivate: input.isPrivate ?? false,
        isImportant: input.isImportant ?? false,
        isMuted: input.isMuted ?? false,
        dateRecorded,
      })
      .returning();
    await writeAnswers({ ...actor, db: tx }, row!, input.questionAnswers ?? []);
    await scheduleInsightRefresh(tx, { userId: actor.userId, inscriptionId: inscription.id });
    return row!;
  });
}

/** Updates an entry; a given inscriptionId moves it to another of the actor's inscriptions. */
export async function updateEntry(actor: Actor, input: UpdateInscriptionEntryInput): Promise<InscriptionEntryRow> {
  checkStringLimits(input);
  const name = optionalRequiredText('name', input.name);
  const transcript = input.transcript;
  if (transcript === null) throw new InputError('"transcript" must not be null.');
  if (input.dateRecorded === null) throw new InputError('"dateRecorded" must not be null.');
  const dateRecorded = input.dateRecorded === undefined ? undefined : parseDate('dateRecorded', input.dateRecorded);
  const existing = await requireOwned(actor, 'entry', input.id);
  let inscriptionId: string | undefined;
  if (
    input.inscriptionId !== undefined &&
    input.inscriptionId !== null &&
    input.inscriptionId !== existing.inscriptionId
  ) {
    inscriptionId = (await requireOwned(actor, 'inscription', input.inscriptionId)).id;
  }
  const removeAudio = requireBool('removeAudio', input.removeAudio) === true && existing.audioKey !== null;
  const textChanged = transcript !== undefined && transcript !== existing.transcript;
  const row = await actor.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(inscriptionEntries)
      .set({
        ...(removeAudio ? { audioKey: null, wordTimings: null } : textChanged ? { wordTimings: null } : {}),
        ...defined({
          inscriptionId,
          name,
          transcript,
          isPrivate: requireBool('isPrivate', input.isPrivate),
          isImportant: requireBool('isImportant', input.isImportant),
          isMuted: requireBool('isMuted', input.isMuted),
          dateRecorded,
        }),
        dateUpdated: new Date(),
      })
      .where(eq(inscriptionEntries.id, existing.id))
      .returning();
    // Both inscriptions' insights change when an entry moves.
    for (const id of new Set([existing.inscriptionId, updated!.inscriptionId])) {
      await scheduleInsightRefresh(tx, { userId: actor.userId, inscriptionId: id });
    }
    // Edited text of an entry with a recording is aligned again (a debounced job).
    if (textChanged && !removeAudio && updated!.audioKey) {
      await enqueueAlignment(tx, { id: updated!.id, userId: actor.userId, inscriptionId: updated!.inscriptionId });
    }
    return updated!;
  });
  if (removeAudio) await actor.files.deleteQuietly([existing.audioKey], actor.log);
  return row;
}

/**
 * Records an uploaded recording on the actor's entry (the row locked): its word timings are cleared
 * and computed again by a job after the commit. Answers the key it replaces, whose file the caller
 * deletes, or false when the entry is not the actor's (any more).
 */
export async function attachAudio(actor: Actor, entryId: string, key: string): Promise<string | null | false> {
  return actor.db.transaction(async (tx) => {
    const owned = tx.select({ id: inscriptions.id }).from(inscriptions).where(eq(inscriptions.userId, actor.userId));
    const [old] = await tx
      .select({ key: inscriptionEntries.audioKey, inscriptionId: inscriptionEntries.inscriptionId })
      .from(inscriptionEntries)
      .where(and(eq(inscriptionEntries.id, entryId), inArray(inscriptionEntries.inscriptionId, owned)))
      .for('update');
    if (!old) return false;
    await tx
      .update(inscriptionEntries)
      .set({ audioKey: key, wordTimings: null, dateUpdated: new Date() })
      .where(eq(inscriptionEntries.id, entryId));
    await enqueueAlignment(tx, { id: entryId, userId: actor.userId, inscriptionId: old.inscriptionId });
    return old.key;
  });
}

/** Deletes the entry (its answers cascade), then its recording. */
export async function deleteEntry(actor: Actor, id: string): Promise<InscriptionEntryRow> {
  checkStringLimits({ id });
  const existing = await requireOwned(actor, 'entry', id);
  await actor.db.transaction(async (tx) => {
    await tx.delete(inscriptionEntries).where(eq(inscriptionEntries.id, existing.id));
    await scheduleInsightRefresh(tx, { userId: actor.userId, inscriptionId: existing.inscriptionId });
  });
  await actor.files.deleteQuietly([existing.audioKey], actor.log);
  return existing;
}
