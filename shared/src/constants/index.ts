/** Version shown in the app (spec section 1). */
export const APP_VERSION = '0.2.0';
/** Transient error messages are cleared after this many milliseconds (spec section 9). */
export const ERROR_DISPLAY_MS = 5000;
/**
 * External feedback form. The version is prefilled through the `version` query parameter.
 * Configurable at build time through `process.env.INSCRIPTIONS_FEEDBACK_URL` is deliberately not
 * done: one constant, one place to change.
 */
export const FEEDBACK_FORM_URL = 'https://forms.inscriptions.app/feedback';
export function feedbackUrl(version: string = APP_VERSION): string {
  const url = new URL(FEEDBACK_FORM_URL);
  url.searchParams.set('version', version);
  return url.toString();
}

/** Page sizes and preview lengths are the contracts' (one definition for both sides). */
export { ENTRIES_PAGE_SIZE, PREVIEW_CHARS_DESKTOP, PREVIEW_CHARS_MOBILE } from '@inscriptions/contracts';
/** After confirming an account, go to sign-in after this many milliseconds (spec section 9). */
export const CONFIRMATION_REDIRECT_MS = 5000;
/** An already-confirmed account is sent to sign-in after this many milliseconds (spec section 4). */
export const ALREADY_CONFIRMED_REDIRECT_MS = 1000;
/** After sign-up the tab asks whether the account is confirmed this often (spec section 9)… */
export const SIGNUP_POLL_INTERVAL_MS = 5000;
/** …and gives up after this long (spec section 9); then the user signs in with the password. */
export const SIGNUP_POLL_MAX_MS = 3 * 60 * 1000;

/**
 * localStorage keys used by the front end. The session itself is kept by oidc-client-ts under
 * `oidc.user:<authority>:<client_id>` (see @inscriptions/shared/auth userStorageKey).
 */
export const STORAGE_KEYS = {
  deviceId: 'inscriptions.deviceId',
  activeInscription: 'inscriptions.activeInscriptionId',
  aboutOpen: 'inscriptions.aboutOpen',
  /** `<device timezone>|<profile timezone>` the user chose to keep on this device (no more asking). */
  timezoneKept: 'inscriptions.timezoneKept',
  /** The device's time zone as last looked up (start-up reads it instead of loading ICU's data). */
  deviceTimezone: 'inscriptions.deviceTimezone',
  /** The dictation engine the user chose on this device ('stream' or 'browser'; see contracts' DICTATION_ENGINES). */
  dictationEngine: 'inscriptions.dictationEngine',
} as const;

/** Card title truncation: at most 5 words, each at most 14 characters (spec section 2). */
export function truncateTitle(title: string, maxWords = 5, maxWordChars = 14): string {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const cut = words.slice(0, maxWords).map((w) => (w.length > maxWordChars ? `${w.slice(0, maxWordChars)}\u2026` : w));
  const text = cut.join(' ');
  return words.length > maxWords ? `${text}\u2026` : text;
}

/** An entry count in words: '1 entry', '2 entries', '0 entries'. */
export function entryCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'entry' : 'entries'}`;
}

/** Title-cases an enumeration value: CONSUMER_SERVICES -> Consumer Services. */
export function titleCaseEnum(value: string): string {
  return value
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Insights and timeline (mf-insights, mf-inscriptions): the contracts' fields, sections, job kinds and messages. */
export {
  INSIGHT_FIELDS,
  INSIGHT_SECTIONS,
  INSIGHT_REFRESH_JOB,
  TIMELINE_GENERATE_JOB,
  NEW_QUESTION_PREFILL,
  FAILED_TO_FETCH_STATS,
  FAILED_TO_FETCH_DIVE_DEEPER,
  TIMELINE_NOT_GENERATED,
  TIMELINE_PAGE_SIZE,
  TIMELINE_YEAR_CHOICES,
} from '@inscriptions/contracts';
export type { InsightField } from '@inscriptions/contracts';
