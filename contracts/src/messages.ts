/** Messages the spec quotes (verbatim), shared by every screen and the server. */
import { RECORDING_MAX_SECONDS } from './limits';

// Validation (spec section 5)
export const INVALID_EMAIL = 'Invalid email';
export const PASSWORD_RULE =
  'Password must contain at least 8 characters, 1 capital letter, 1 special character, and 1 number.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const INVALID_LINK = 'Invalid link';
export const IMAGE_TOO_LARGE = 'Photo must be less than 10MB, please choose another photo.';
// Uploads (spec section 8): the file could not be stored (the store is unreachable); the upload may be retried.
export const UPLOAD_FAILED = 'Something went wrong while uploading, please try again.';
export const USERNAME_EMPTY = 'Username cannot be empty';
export const PASSWORD_EMPTY = 'Password cannot be empty';
export const CONFIRMATION_CODE_EMPTY = 'Confirmation code cannot be empty';
export const CHALLENGE_RESPONSE_EMPTY = 'Challenge response cannot be empty';

// Identity (spec sections 4 and 8)
export const USER_NOT_CONFIRMED = 'User is not confirmed.';
export const ALREADY_CONFIRMED = 'Your account has already been confirmed, you will be redirected to sign in.';

// Account security (sign-in challenges, second factors, devices)
export const MFA_CODE_INVALID = 'Invalid code received for user';
export const RECOVERY_CODE_INVALID = 'That recovery code is not valid or was already used.';
export const MFA_ALREADY_ENABLED = 'An authenticator app is already set up for this account.';
export const MFA_SETUP_MISSING = 'Start the authenticator setup again.';
export const CHALLENGE_EXPIRED = 'Your sign-in session has expired, please try again.';
export const PASSKEY_INVALID = 'That passkey could not be verified, please try again.';
export const PASSKEY_UNKNOWN = 'This passkey is not registered with any account.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not right.';
export const PASSWORD_CHANGED = 'Your password has been changed. Your other devices are signed out.';
export const EMAIL_UNCHANGED = 'That is already your email address.';
export const EMAIL_CHANGE_SENT = (email: string): string =>
  `We sent a link to ${email}. Open it to finish changing your email address.`;
export const EMAIL_CHANGED = 'Your email address has been changed. Sign in with it from now on.';
export const DELETE_ACCOUNT_UNCONFIRMED = 'Enter your password or use a passkey to delete your account.';
export const ACCOUNT_DELETED = 'Your account and everything in it have been deleted.';

// Forms (spec section 4)
export const UNSAVED_CHANGES_TITLE = 'Want to Save Your Changes?';
export const UNSAVED_CHANGES_ENTRY_TITLE = 'You have unsaved changes';
export const UNSAVED_CHANGES_TEXT = 'Are you sure you want to exit without saving your changes?';

// Microphone (spec section 8)
export const MICROPHONE_ERROR_PREFIX = 'Error accessing the microphone: ';
export const AUDIO_WORKLET_MISSING = 'Missing AudioWorklet support. Maybe this is not running in a secure context.';

/**
 * 'Failed to {verb} {thing}, please try again.', the pattern of spec section 8 for every data call
 * ('Failed to get inscription entries, please try again.').
 */
export const failedTo = (verb: 'get' | 'create' | 'update' | 'delete' | 'upload', thing: string): string =>
  `Failed to ${verb} ${thing}, please try again.`;

// Chat (spec section 8)
export const CHAT_SESSION_CREATE_FAILED = 'Failed to create a chat session. Please try again.';
export const CHAT_SESSION_GET_FAILED = 'Failed to get a chat session. Please try again.';
export const CHAT_CATEGORIES_GET_FAILED = 'Failed to get categories for this Inscription. Please try again.';
export const CHAT_CATEGORY_CREATE_FAILED = 'Failed to create a chat category. Please try again.';
export const CHAT_CATEGORY_UPDATE_FAILED = 'Failed to update question category. Please try again.';
export const CHAT_CATEGORY_DELETE_FAILED = 'Failed to delete question category. Please try again.';
export const CHAT_SESSION_DELETE_FAILED = 'Failed to delete question. Please try again.';

// Task mock (spec section 8); deleting also throws.
export const FAILED_TO_FETCH_TASK = 'Failed to fetch task';
export const FAILED_TO_CREATE_TASK = 'Failed to create task';
export const FAILED_TO_UPDATE_TASK = 'Failed to update task';
export const FAILED_TO_DELETE_TASK = 'Failed to delete task, please try again.';

// Insights and timeline (spec section 8).
export const FAILED_TO_FETCH_STATS = 'Failed to fetch stats, please try again.';
export const FAILED_TO_FETCH_DIVE_DEEPER = 'Failed to fetch dive deeper questions, please try again.';
export const TIMELINE_NOT_GENERATED = 'The timeline for this period has not been generated yet.';
// Live dictation is a convenience: when no engine is configured, recording still works and says so.
export const LIVE_TRANSCRIPTION_OFF =
  'Live transcription is off: your recording is kept, and you can type the entry. To turn it on, the server needs SPEECH_ENGINE=embedded (the default) or openai, or a DEEPGRAM_API_KEY or ASSEMBLYAI_API_KEY.';
// Long recordings: warned before the upload limit, stopped and kept at it.
const recordingLimit = `${Math.floor(RECORDING_MAX_SECONDS / 60)}:${String(Math.floor(RECORDING_MAX_SECONDS % 60)).padStart(2, '0')}`;
export const RECORDING_NEAR_LIMIT = `Recordings can be up to ${recordingLimit} long: this one stops by itself at ${recordingLimit}, and everything recorded is kept.`;
export const RECORDING_LIMIT_REACHED = `Recordings can be up to ${recordingLimit} long: this one stopped there and is kept with this entry. To say more, start another entry.`;
// A recording whose upload failed: kept on the device and sent again, never only logged.
export const RECORDING_UPLOAD_WAITING =
  'A recording was not uploaded yet: it is kept on this device and sent again automatically.';
export const RECORDING_UPLOAD_SENDING = 'Uploading a recording kept on this device…';
export const RECORDING_UPLOADED = 'The recording kept on this device was uploaded.';
// Chat: the embedded engine's answer when no entry of the inscription supports one.
export const NOTHING_FOUND_IN_INSCRIPTION = 'I found nothing about that in this inscription.';
