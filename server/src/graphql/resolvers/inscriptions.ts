import { desc, eq, isNotNull, and } from 'drizzle-orm';
import { inscriptionEntries, inscriptions, type InscriptionRow } from '../../db/schema';
import type { Resolvers } from '../../generated/resolvers';
import { ownedInscription } from '../ownership';
import { InputError, dateFields, defined, keysetPage, notFound, optionalRequiredText, requireBool, requireText, respond, underMutation } from '../util';

export const inscriptionResolvers: Resolvers = {
  Query: {
    inscriptionsPaged: (_p, args, ctx) =>
      keysetPage<InscriptionRow>(ctx, inscriptions, inscriptions.dateCreated, inscriptions.id, eq(inscriptions.userId, ctx.userId), args),
    inscriptions: (_p, _a, ctx) =>
      ctx.db
        .select()
        .from(inscriptions)
        .where(eq(inscriptions.userId, ctx.userId))
        .orderBy(desc(inscriptions.dateCreated), desc(inscriptions.id)),
    inscription: (_p, { inscriptionId }, ctx) => ownedInscription(ctx, inscriptionId),
  },
  Mutation: {
    createInscription: (_p, { input }, ctx) =>
      respond(ctx, 'inscription', 'Inscription created.', input, async () => {
        const name = requireText('name', input.name);
        const about = requireText('about', input.about);
        const [row] = await ctx.db
          .insert(inscriptions)
          .values({
            userId: ctx.userId,
            name,
            about,
            category: input.category ?? 'CONSUMER_SERVICES',
            isPrivate: input.isPrivate ?? false,
          })
          .returning();
        return row!;
      }),
    updateInscription: (_p, { input }, ctx) =>
      respond(ctx, 'inscription', 'Inscription updated.', input, async () => {
        const existing = await ownedInscription(ctx, input.id);
        if (!existing) throw notFound('Inscription');
        if (input.category === null) throw new InputError('"category" must not be null.');
        const [row] = await ctx.db
          .update(inscriptions)
          .set({
            ...defined({
              name: optionalRequiredText('name', input.name),
              about: optionalRequiredText('about', input.about),
              category: input.category ?? undefined,
              isPrivate: requireBool('isPrivate', input.isPrivate),
            }),
            dateUpdated: new Date(),
          })
          .where(eq(inscriptions.id, existing.id))
          .returning();
        return row!;
      }),
    deleteInscription: (_p, { input }, ctx) =>
      respond(ctx, 'inscription', 'Inscription deleted.', input, async () => {
        const existing = await ownedInscription(ctx, input.id);
        if (!existing) throw notFound('Inscription');
        const audio = await ctx.db
          .select({ key: inscriptionEntries.audioKey })
          .from(inscriptionEntries)
          .where(and(eq(inscriptionEntries.inscriptionId, existing.id), isNotNull(inscriptionEntries.audioKey)));
        await ctx.db.delete(inscriptions).where(eq(inscriptions.id, existing.id));
        // Files go after the delete committed (a failed delete keeps them).
        await ctx.files.deleteQuietly([existing.logoImageKey, ...audio.map((a) => a.key)], ctx.log);
        return existing;
      }),
  },
  Inscription: {
    ...dateFields,
    logoImageUrl: (p, _a, ctx) => (p.userId === ctx.userId ? ctx.files.url(p.logoImageKey) : null),
    logoImageUploadUrl: (p, _a, ctx, info) =>
      p.userId === ctx.userId && underMutation(info, ['createInscription', 'updateInscription'])
        ? ctx.files.uploadUrl.logo(p.userId, p.id)
        : null,
    entryCount: (p) => p.entryCount,
  },
};
