import type { Resolvers } from '../../generated/resolvers';
import { dateFields } from '../common';
import { underMutation } from '../uploadUrls';
import { respond } from '../respond';
import {
  createProfile,
  createSocial,
  deleteProfile,
  deleteSocial,
  getProfile,
  listSocials,
  updateProfile,
  updateSocial,
} from './service';

export const userResolvers: Resolvers = {
  Query: {
    user: (_p, _a, ctx) => getProfile(ctx),
    userSocials: (_p, _a, ctx) => listSocials(ctx),
  },
  Mutation: {
    createUser: (_p, { input }, ctx) => respond(ctx.log, 'user', 'Profile created.', () => createProfile(ctx, input)),
    updateUser: (_p, { input }, ctx) => respond(ctx.log, 'user', 'Profile updated.', () => updateProfile(ctx, input)),
    deleteUser: (_p, { input }, ctx) => respond(ctx.log, 'user', 'Profile deleted.', () => deleteProfile(ctx, input.id)),

    createUserSocial: (_p, { input }, ctx) =>
      respond(ctx.log, 'userSocial', 'Social link created.', () => createSocial(ctx, input)),
    updateUserSocial: (_p, { input }, ctx) =>
      respond(ctx.log, 'userSocial', 'Social link updated.', () => updateSocial(ctx, input)),
    deleteUserSocial: (_p, { input }, ctx) =>
      respond(ctx.log, 'userSocial', 'Social link deleted.', () => deleteSocial(ctx, input.id)),
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
