import type { Resolvers } from '../../generated/resolvers';
import { respond } from '../respond';
import { createReminder, deleteReminder, listReminders, updateReminder } from './service';

/* The reminders' fields; their types stay in users/schema.graphql, beside the profile they belong to. */
export const reminderResolvers: Resolvers = {
  Query: {
    userReminders: (_p, _a, ctx) => listReminders(ctx),
  },
  Mutation: {
    createUserReminder: (_p, { input }, ctx) =>
      respond(ctx.log, 'userReminder', 'Reminder created.', () => createReminder(ctx, input)),
    updateUserReminder: (_p, { input }, ctx) =>
      respond(ctx.log, 'userReminder', 'Reminder updated.', () => updateReminder(ctx, input)),
    deleteUserReminder: (_p, { input }, ctx) =>
      respond(ctx.log, 'userReminder', 'Reminder deleted.', () => deleteReminder(ctx, input.id)),
  },
};
