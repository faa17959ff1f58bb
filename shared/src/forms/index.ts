// What only the pages that edit things use (creating and editing inscriptions, entries, the profile,
// reminders, tasks): their form controls, the guard on unsaved changes, uploads and the reminders API.
// Kept apart from /ui and /api so the shell's first script leaves them out: the shell shares this
// subpath lazily (shared/build/webpack.cjs, LAZY_IN_HOST), loaded with the first page that imports it.
// The list pages and the profile page never import it.
export {
  CategorySelect,
  INSCRIPTION_CATEGORIES,
  DEFAULT_INSCRIPTION_CATEGORY,
  isInscriptionCategory,
} from './CategorySelect';
export type { CategorySelectProps, InscriptionCategoryValue } from './CategorySelect';
export { PrivacyToggle } from './PrivacyToggle';
export type { PrivacyToggleProps } from './PrivacyToggle';
export { ImageInput } from './ImageInput';
export type { ImageInputProps } from './ImageInput';
export { UnsavedChangesGuard } from './UnsavedChangesGuard';
export type { UnsavedChangesGuardProps } from './UnsavedChangesGuard';
export { DangerZone } from './DangerZone';
export type { DangerZoneProps } from './DangerZone';
export { ReminderCard } from './ReminderCard';
export type { ReminderCardProps } from './ReminderCard';
export {
  useCreateInscription,
  uploadLogo,
  createInscriptionDocument,
  FAILED_TO_CREATE_INSCRIPTION,
  FAILED_TO_UPLOAD_LOGO,
} from './inscriptions';
export {
  userRemindersDocument,
  createUserReminderDocument,
  updateUserReminderDocument,
  deleteUserReminderDocument,
  maxFrequency,
  toggleWeekday,
  withFrequencyType,
  sortReminders,
  loadReminders,
  loadOrCreateReminders,
  createDefaultReminder,
  saveReminder,
  deleteReminder,
  FAILED_TO_GET_REMINDERS,
  FAILED_TO_CREATE_REMINDER,
  FAILED_TO_UPDATE_REMINDER,
  FAILED_TO_DELETE_REMINDER,
} from './reminders';
export type { Reminder } from './reminders';
export { uploadFile, UploadError } from './upload';
