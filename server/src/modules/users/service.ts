import { and, asc, eq } from 'drizzle-orm';
import { guessPlatform } from '@inscriptions/contracts';
import { userSocials, users, type UserRow, type UserSocialRow } from '../../db/schema';
import type {
  CreateUserInput,
  CreateUserSocialInput,
  UpdateUserInput,
  UpdateUserSocialInput,
} from '../../generated/resolvers';
import type { Actor } from '../actor';
import { ConflictError, InputError, notFound } from '../errors';
import { checkOwnId, checkStringLimits, defined, optionalRequiredText, optionalText, requireText } from '../input';
import { requireOwned } from '../ownership';
import { rescheduleUserReminders } from '../reminders';
import { checkEmail, checkSocialUrl, checkTimezone } from './validation';

/*
 * The actor's profile (users.id = the account id) and social links; reminders are the reminders module's.
 */

/** The actor's profile, or null before it is created. */
export async function getProfile(actor: Actor): Promise<UserRow | null> {
  const [row] = await actor.db.select().from(users).where(eq(users.id, actor.userId)).limit(1);
  return row ?? null;
}

/** Creates the actor's profile; the email defaults to the account's. A second profile is a ConflictError. */
export async function createProfile(actor: Actor, input: CreateUserInput): Promise<UserRow> {
  checkStringLimits(input);
  const fullName = requireText('fullName', input.fullName);
  const email = input.email ? checkEmail(input.email) : actor.email;
  if (!email) throw new InputError('"email" is required.');
  const timezone = checkTimezone(input.timezone);
  if (await getProfile(actor)) throw new ConflictError('A profile already exists for this account (duplicate).');
  const [row] = await actor.db
    .insert(users)
    .values({ id: actor.userId, fullName, email, bio: input.bio ?? null, quote: input.quote ?? null, timezone: timezone ?? null })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ConflictError('A profile already exists for this account (duplicate).');
  if (row.timezone) await rescheduleUserReminders(actor.db, actor.userId, row.timezone);
  return row;
}

export async function updateProfile(actor: Actor, input: UpdateUserInput): Promise<UserRow> {
  checkStringLimits(input);
  if (input.id !== undefined && input.id !== null && input.id !== actor.userId) throw notFound('User');
  const existing = await getProfile(actor);
  if (!existing) throw notFound('User');
  const [row] = await actor.db
    .update(users)
    .set({
      ...defined({
        fullName: optionalRequiredText('fullName', input.fullName),
        email: input.email === undefined ? undefined : checkEmail(requireText('email', input.email)),
        bio: optionalText(input.bio),
        quote: optionalText(input.quote),
        timezone: checkTimezone(optionalText(input.timezone)),
      }),
      dateUpdated: new Date(),
    })
    .where(eq(users.id, existing.id))
    .returning();
  if (row!.timezone !== existing.timezone) await rescheduleUserReminders(actor.db, actor.userId, row!.timezone);
  return row!;
}

/** The sign-in address changed: a profile that showed the old address shows the new one; one set apart stays. */
export async function followAccountEmail(actor: Actor, from: string, to: string): Promise<void> {
  await actor.db
    .update(users)
    .set({ email: to, dateUpdated: new Date() })
    .where(and(eq(users.id, actor.userId), eq(users.email, from)));
}

/**
 * Records an uploaded photo on the actor's profile (the row locked). Answers the key it replaces, whose
 * file the caller deletes, or false when there is no profile (any more).
 */
export async function attachProfileImage(actor: Actor, key: string): Promise<string | null | false> {
  return actor.db.transaction(async (tx) => {
    const [old] = await tx.select({ key: users.profileImageKey }).from(users).where(eq(users.id, actor.userId)).for('update');
    if (!old) return false;
    await tx.update(users).set({ profileImageKey: key, dateUpdated: new Date() }).where(eq(users.id, actor.userId));
    return old.key;
  });
}

/** Deletes the profile (the account and its data stay), then its photo. `id` must be the actor's. */
export async function deleteProfile(actor: Actor, id: string): Promise<UserRow> {
  checkStringLimits({ id });
  if (id !== actor.userId) throw notFound('User');
  const existing = await getProfile(actor);
  if (!existing) throw notFound('User');
  await actor.db.delete(users).where(eq(users.id, existing.id));
  await actor.files.deleteQuietly([existing.profileImageKey], actor.log);
  return existing;
}

/* ---------- social links ---------- */

/** The actor's social links, oldest first. */
export const listSocials = (actor: Actor): Promise<UserSocialRow[]> =>
  actor.db
    .select()
    .from(userSocials)
    .where(eq(userSocials.userId, actor.userId))
    .orderBy(asc(userSocials.dateCreated), asc(userSocials.id));

/** Creates a social link; the platform is guessed from the URL when omitted. */
export async function createSocial(actor: Actor, input: CreateUserSocialInput): Promise<UserSocialRow> {
  checkStringLimits(input);
  checkOwnId(actor.userId, 'userId', input.userId);
  const url = checkSocialUrl(requireText('platformUserUrl', input.platformUserUrl));
  const [row] = await actor.db
    .insert(userSocials)
    .values({ userId: actor.userId, platformUserUrl: url, platform: input.platform ?? guessPlatform(url) })
    .returning();
  return row!;
}

/** Updates a social link; a new URL without a platform re-guesses the platform. */
export async function updateSocial(actor: Actor, input: UpdateUserSocialInput): Promise<UserSocialRow> {
  checkStringLimits(input);
  checkOwnId(actor.userId, 'userId', input.userId);
  const existing = await requireOwned(actor, 'social', input.id);
  const url = input.platformUserUrl === undefined ? undefined : checkSocialUrl(requireText('platformUserUrl', input.platformUserUrl));
  const platform = input.platform ?? (url ? guessPlatform(url) : undefined);
  const [row] = await actor.db
    .update(userSocials)
    .set({ ...defined({ platformUserUrl: url, platform }), dateUpdated: new Date() })
    .where(eq(userSocials.id, existing.id))
    .returning();
  return row!;
}

export async function deleteSocial(actor: Actor, id: string): Promise<UserSocialRow> {
  checkStringLimits({ id });
  const existing = await requireOwned(actor, 'social', id);
  await actor.db.delete(userSocials).where(eq(userSocials.id, existing.id));
  return existing;
}
