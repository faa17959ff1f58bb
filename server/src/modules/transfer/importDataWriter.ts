import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { userReminders, userSocials, users } from '../../db/schema';
import type { Actor } from '../actor';
import { firstRun, rescheduleUserReminders } from '../reminders';
import { chunks } from './importIds';
import type { DataPlan } from './importDataPlan';
import { writeInscriptionData } from './importInscriptionDataWriter';
import { count, excluded, fromExcluded, updateIfChanged, wasInserted, type Tally } from './upsert';

/**
 * Upserts the archive's JSON kinds inside the caller's transaction, counting each kind: the profile,
 * social links and reminders here, the inscriptions' chats, insights and timeline in their writer.
 */
export async function writeData(
  tx: Db,
  actor: Actor,
  plan: DataPlan,
  photoKey: string | null,
  tally: Tally,
  now: Date,
): Promise<string[]> {
  const { userId } = actor;
  const { data, keys } = plan;
  const replaced: string[] = [];

  const [existing] = await tx.select().from(users).where(eq(users.id, userId));
  const timezone = data.profile ? data.profile.timezone : (existing?.timezone ?? null);
  if (data.profile) {
    if (photoKey && existing?.profileImageKey) replaced.push(existing.profileImageKey);
    const p = data.profile;
    const rows = await tx
      .insert(users)
      .values({
        id: userId,
        email: existing?.email ?? actor.email ?? '',
        fullName: p.fullName,
        bio: p.bio,
        quote: p.quote,
        timezone: p.timezone,
        profileImageKey: photoKey,
      })
      .onConflictDoUpdate({
        target: users.id,
        ...updateIfChanged(
          {
            ...fromExcluded({ fullName: users.fullName, bio: users.bio, quote: users.quote, timezone: users.timezone }),
            profileImageKey: [
              users.profileImageKey,
              sql`coalesce(${excluded(users.profileImageKey)}, ${users.profileImageKey})`,
            ],
          },
          eq(users.id, userId),
          { dateUpdated: now },
        ),
      })
      .returning({ inserted: wasInserted });
    count(tally, 'profile', rows, 1);
  }

  for (const part of chunks(data.socials)) {
    const values = part.map((s) => ({
      id: keys.social.resolve(s.id)!,
      userId,
      platform: s.platform,
      platformUserUrl: s.platformUserUrl,
      dateCreated: s.dateCreated,
      dateUpdated: now,
    }));
    const rows = await tx
      .insert(userSocials)
      .values(values)
      .onConflictDoUpdate({
        target: userSocials.id,
        ...updateIfChanged(
          fromExcluded({ platform: userSocials.platform, platformUserUrl: userSocials.platformUserUrl }),
          eq(userSocials.userId, userId),
          { dateUpdated: now },
        ),
      })
      .returning({ inserted: wasInserted });
    count(tally, 'socials', rows, values.length);
  }

  for (const part of chunks(data.reminders)) {
    const values = part.map(({ id, dateCreated, ...r }) => ({
      id: keys.reminder.resolve(id)!,
      userId,
      ...r,
      nextRunAt: firstRun(r, timezone, now),
      dateCreated,
      dateUpdated: now,
    }));
    const rows = await tx
      .insert(userReminders)
      .values(values)
      .onConflictDoUpdate({
        target: userReminders.id,
        ...updateIfChanged(
          fromExcluded({
            reminderType: userReminders.reminderType,
            reminderTime: userReminders.reminderTime,
            reminderFrequencyType: userReminders.reminderFrequencyType,
            reminderFrequency: userReminders.reminderFrequency,
            reminderWeekDays: userReminders.reminderWeekDays,
            isActive: userReminders.isActive,
          }),
          eq(userReminders.userId, userId),
          // A changed reminder starts its schedule afresh, as an edit does.
          { nextRunAt: excluded(userReminders.nextRunAt), sendingRunAt: null, dateUpdated: now },
        ),
      })
      .returning({ inserted: wasInserted });
    count(tally, 'reminders', rows, values.length);
  }
  if (tally.profile.created + tally.profile.updated > 0) await rescheduleUserReminders(tx, userId, timezone);

  await writeInscriptionData(tx, actor, plan, tally, now);
  return replaced;
}
