import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { DEFAULT_CATEGORY } from '@inscriptions/contracts';
import { inscriptionEntries, inscriptions, type InscriptionRow } from '../../db/schema';
import type { CreateInscriptionInput, UpdateInscriptionInput } from '../../generated/resolvers';
import type { Actor } from '../actor';
import { InputError } from '../errors';
import { checkStringLimits, defined, optionalRequiredText, requireBool, requireText } from '../input';
import { owned, requireOwned } from '../ownership';
import { keysetPage, type Connection, type PageArgs } from '../paging';

/** The actor's inscription, or null (missing, malformed or another user's). */
export const getInscription = (actor: Actor, id: unknown): Promise<InscriptionRow | null> => owned(actor, 'inscription', id);

/** All the actor's inscriptions, newest first. */
export const listInscriptions = (actor: Actor): Promise<InscriptionRow[]> =>
  actor.db
    .select()
    .from(inscriptions)
    .where(eq(inscriptions.userId, actor.userId))
    .orderBy(desc(inscriptions.dateCreated), desc(inscriptions.id));

export const pageInscriptions = (actor: Actor, args: PageArgs): Promise<Connection<InscriptionRow>> =>
  keysetPage<InscriptionRow>(
    actor.db,
    { table: inscriptions, key: inscriptions.dateCreated, id: inscriptions.id, where: eq(inscriptions.userId, actor.userId) },
    args,
  );

export async function createInscription(actor: Actor, input: CreateInscriptionInput): Promise<InscriptionRow> {
  checkStringLimits(input);
  const name = requireText('name', input.name);
  const about = requireText('about', input.about);
  const [row] = await actor.db
    .insert(inscriptions)
    .values({
      userId: actor.userId,
      name,
      about,
      category: input.category ?? DEFAULT_CATEGORY,
      isPrivate: input.isPrivate ?? false,
    })
    .returning();
  return row!;
}

export async function updateInscription(actor: Actor, input: UpdateInscriptionInput): Promise<InscriptionRow> {
  checkStringLimits(input);
  const existing = await requireOwned(actor, 'inscription', input.id);
  if (input.category === null) throw new InputError('"category" must not be null.');
  const [row] = await actor.db
    .update(inscriptions)
    .set({
      ...defined({
        name: optionalRequiredText('name', input.name),
        about: optionalRequiredText('about', input.about),
        category: input.category ?? undefined,
        isPrivate: requireBool('isPrivate', input.isPrivate),
        allowExternalAi: requireBool('allowExternalAi', input.allowExternalAi),
      }),
      dateUpdated: new Date(),
    })
    .where(eq(inscriptions.id, existing.id))
    .returning();
  return row!;
}

/**
 * Records an uploaded logo on the actor's inscription (the row locked, so two uploads cannot both keep
 * theirs). Answers the key it replaces, whose file the caller deletes, or false when the inscription
 * is not the actor's (any more).
 */
export async function attachLogo(actor: Actor, inscriptionId: string, key: string): Promise<string | null | false> {
  return actor.db.transaction(async (tx) => {
    const [old] = await tx
      .select({ key: inscriptions.logoImageKey })
      .from(inscriptions)
      .where(and(eq(inscriptions.id, inscriptionId), eq(inscriptions.userId, actor.userId)))
      .for('update');
    if (!old) return false;
    await tx.update(inscriptions).set({ logoImageKey: key, dateUpdated: new Date() }).where(eq(inscriptions.id, inscriptionId));
    return old.key;
  });
}

/** Deletes the inscription with everything in it (cascade), then its logo and recordings. */
export async function deleteInscription(actor: Actor, id: string): Promise<InscriptionRow> {
  checkStringLimits({ id });
  const existing = await requireOwned(actor, 'inscription', id);
  const audio = await actor.db
    .select({ key: inscriptionEntries.audioKey })
    .from(inscriptionEntries)
    .where(and(eq(inscriptionEntries.inscriptionId, existing.id), isNotNull(inscriptionEntries.audioKey)));
  await actor.db.delete(inscriptions).where(eq(inscriptions.id, existing.id));
  // Files go after the delete committed (a failed delete keeps them).
  await actor.files.deleteQuietly([existing.logoImageKey, ...audio.map((a) => a.key)], actor.log);
  return existing;
}
