import { asc, eq } from 'drizzle-orm';
import { userReminders, userSocials, users } from '../../db/schema';
import type { ReminderFrequencyType, Resolvers, SocialPlatform } from '../../generated/resolvers';
import type { GraphQLContext } from '../context';
import { ownedReminder, ownedSocial } from '../ownership';
import {
  ConflictError,
  InputError,
  dateFields,
  defined,
  intInRange,
  notFound,
  underMutation,
  optionalRequiredText,
  optionalText,
  requireBool,
  requireText,
  respond,
} from '../util';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!EMAIL_RE.test(email)) throw new InputError('"email" must be a valid email address.');
  return email;
}

function checkTimezone(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null || value === '') return value;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    throw new InputError('"timezone" must be an IANA time zone (e.g. Europe/Paris).');
  }
  return value;
}

/** Guesses the social platform from the URL text; WEBSITE when nothing matches. */
export function guessPlatform(url: string): SocialPlatform {
  const u = url.toLowerCase();
  if (/(^|[./])(facebook\.com|fb\.com)/.test(u)) return 'FACEBOOK';
  if (/(^|[./])github\.com/.test(u)) return 'GITHUB';
  if (/(^|[./])instagram\.com/.test(u)) return 'INSTAGRAM';
  if (/(^|[./])linkedin\.com/.test(u)) return 'LINKEDIN';
  if (/(^|[./])(twitter\.com|x\.com)/.test(u)) return 'TWITTER';
  if (/(^|[./])(youtube\.com|youtu\.be)/.test(u)) return 'YOUTUBE';
  return 'WEBSITE';
}

function checkUrl(value: string): string {
  const v = value.trim();
  let ok = false;
  try {
    const u = new URL(v);
    ok = u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    ok = false;
  }
  if (!ok) throw new InputError('"platformUserUrl" must be an http(s) URL.');
  return v;
}

function checkOwnId(ctx: GraphQLContext, field: string, value: string | null | undefined): void {
  if (value !== undefined && value !== null && value !== ctx.userId) {
    throw new InputError(`"${field}" must be the signed-in user's id.`);
  }
}

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

function checkReminder(r: {
  reminderTime: string;
  reminderFrequencyType: ReminderFrequencyType;
  reminderFrequency: number;
  reminderWeekDays: number;
}): void {
  if (!TIME_RE.test(r.reminderTime)) throw new InputError('"reminderTime" must be HH:MM (00:00 to 23:59).');
  if (r.reminderFrequencyType === 'DAILY') intInRange('reminderFrequency', r.reminderFrequency, 1, 7);
  else intInRange('reminderFrequency', r.reminderFrequency, 1, 4);
  intInRange('reminderWeekDays', r.reminderWeekDays, 0, 127);
  if (r.reminderFrequencyType === 'WEEKLY' && r.reminderWeekDays === 0) {
    throw new InputError('"reminderWeekDays" must select at least one weekday for a WEEKLY reminder.');
  }
}

function notNull<T>(field: string, v: T | null | undefined): T | undefined {
  if (v === null) throw new InputError(`"${field}" must not be null.`);
  return v;
}

async function profile(ctx: GraphQLContext) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, ctx.userId)).limit(1);
  return row ?? null;
}

export const userResolvers: Resolvers = {
  Query: {
    user: (_p, _a, ctx) => profile(ctx),
    userReminders: (_p, _a, ctx) =>
      ctx.db
        .select()
        .from(userReminders)
        .where(eq(userReminders.userId, ctx.userId))
        .orderBy(asc(userReminders.reminderTime), asc(userReminders.dateCreated), asc(userReminders.id)),
    userSocials: (_p, _a, ctx) =>
      ctx.db
        .select()
        .from(userSocials)
        .where(eq(userSocials.userId, ctx.userId))
        .orderBy(asc(userSocials.dateCreated), asc(userSocials.id)),
    // Speech providers come in a later issue: no token yet (null, no error).
    serviceToken: () => null,
  },
  Mutation: {
    createUser: (_p, { input }, ctx) =>
      respond(ctx, 'user', 'Profile created.', input, async () => {
        const fullName = requireText('fullName', input.fullName);
        const email = input.email ? checkEmail(input.email) : ctx.email;
        const timezone = checkTimezone(input.timezone);
        if (await profile(ctx)) throw new ConflictError('A profile already exists for this account (duplicate).');
        const rows = await ctx.db
          .insert(users)
          .values({ id: ctx.userId, fullName, email, bio: input.bio ?? null, quote: input.quote ?? null, timezone: timezone ?? null })
          .onConflictDoNothing()
          .returning();
        if (!rows[0]) throw new ConflictError('A profile already exists for this account (duplicate).');
        return rows[0];
      }),
    updateUser: (_p, { input }, ctx) =>
      respond(ctx, 'user', 'Profile updated.', input, async () => {
        if (input.id !== undefined && input.id !== null && input.id !== ctx.userId) throw notFound('User');
        const existing = await profile(ctx);
        if (!existing) throw notFound('User');
        const [row] = await ctx.db
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
        return row!;
      }),
    deleteUser: (_p, { input }, ctx) =>
      respond(ctx, 'user', 'Profile deleted.', input, async () => {
        if (input.id !== ctx.userId) throw notFound('User');
        const existing = await profile(ctx);
        if (!existing) throw notFound('User');
        await ctx.db.delete(users).where(eq(users.id, existing.id));
        await ctx.files.deleteQuietly([existing.profileImageKey], ctx.log);
        return existing;
      }),

    createUserReminder: (_p, { input }, ctx) =>
      respond(ctx, 'userReminder', 'Reminder created.', input, async () => {
        checkOwnId(ctx, 'userId', input.userId);
        const values = {
          reminderType: input.reminderType ?? 'DEFAULT',
          reminderTime: input.reminderTime ?? '09:30',
          reminderFrequencyType: input.reminderFrequencyType ?? 'DAILY',
          reminderFrequency: input.reminderFrequency ?? 1,
          reminderWeekDays: input.reminderWeekDays ?? 0,
          isActive: input.isActive ?? true,
        } as const;
        checkReminder(values);
        const [row] = await ctx.db
          .insert(userReminders)
          .values({ userId: ctx.userId, ...values })
          .returning();
        return row!;
      }),
    updateUserReminder: (_p, { input }, ctx) =>
      respond(ctx, 'userReminder', 'Reminder updated.', input, async () => {
        checkOwnId(ctx, 'userId', input.userId);
        const existing = await ownedReminder(ctx, input.id);
        if (!existing) throw notFound('Reminder');
        const changes = defined({
          reminderType: notNull('reminderType', input.reminderType),
          reminderTime: notNull('reminderTime', input.reminderTime),
          reminderFrequencyType: notNull('reminderFrequencyType', input.reminderFrequencyType),
          reminderFrequency: notNull('reminderFrequency', input.reminderFrequency),
          reminderWeekDays: notNull('reminderWeekDays', input.reminderWeekDays),
          isActive: requireBool('isActive', input.isActive),
        });
        checkReminder({ ...existing, ...changes });
        const [row] = await ctx.db
          .update(userReminders)
          .set({ ...changes, dateUpdated: new Date() })
          .where(eq(userReminders.id, existing.id))
          .returning();
        return row!;
      }),
    deleteUserReminder: (_p, { input }, ctx) =>
      respond(ctx, 'userReminder', 'Reminder deleted.', input, async () => {
        const existing = await ownedReminder(ctx, input.id);
        if (!existing) throw notFound('Reminder');
        await ctx.db.delete(userReminders).where(eq(userReminders.id, existing.id));
        return existing;
      }),

    createUserSocial: (_p, { input }, ctx) =>
      respond(ctx, 'userSocial', 'Social link created.', input, async () => {
        checkOwnId(ctx, 'userId', input.userId);
        const url = checkUrl(requireText('platformUserUrl', input.platformUserUrl));
        const [row] = await ctx.db
          .insert(userSocials)
          .values({ userId: ctx.userId, platformUserUrl: url, platform: input.platform ?? guessPlatform(url) })
          .returning();
        return row!;
      }),
    updateUserSocial: (_p, { input }, ctx) =>
      respond(ctx, 'userSocial', 'Social link updated.', input, async () => {
        checkOwnId(ctx, 'userId', input.userId);
        const existing = await ownedSocial(ctx, input.id);
        if (!existing) throw notFound('Social link');
        const url = input.platformUserUrl === undefined ? undefined : checkUrl(requireText('platformUserUrl', input.platformUserUrl));
        const platform =
          input.platform === undefined || input.platform === null ? (url ? guessPlatform(url) : undefined) : input.platform;
        const [row] = await ctx.db
          .update(userSocials)
          .set({ ...defined({ platformUserUrl: url, platform }), dateUpdated: new Date() })
          .where(eq(userSocials.id, existing.id))
          .returning();
        return row!;
      }),
    deleteUserSocial: (_p, { input }, ctx) =>
      respond(ctx, 'userSocial', 'Social link deleted.', input, async () => {
        const existing = await ownedSocial(ctx, input.id);
        if (!existing) throw notFound('Social link');
        await ctx.db.delete(userSocials).where(eq(userSocials.id, existing.id));
        return existing;
      }),
  },
  User: {
    ...dateFields,
    profileImageUrl: (p, _a, ctx) => (p.id === ctx.userId ? ctx.files.url(p.profileImageKey) : null),
    profileImageUploadUrl: (p, _a, ctx, info) =>
      p.id === ctx.userId && underMutation(info, ['createUser', 'updateUser']) ? ctx.files.uploadUrl.profile(p.id) : null,
  },
  UserReminder: { ...dateFields },
  UserSocial: { ...dateFields },
};
