export { attachProfileImage, followAccountEmail } from './service';
export type { ReminderSchedule } from './validation';
export { userResolvers } from './resolvers';
