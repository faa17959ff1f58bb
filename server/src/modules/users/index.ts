export { attachProfileImage, followAccountEmail } from './service';
export { userResolvers } from './resolvers';
