export { firstRun, rescheduleUserReminders, timezoneOf } from './schedule';
export { startReminderDelivery } from './delivery';
export { reminderResolvers } from './resolvers';
