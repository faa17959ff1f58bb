/** Rules about the shape of single values, checked by the browser and again by the server. */

/** A basic email pattern (spec section 5): something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** RFC 5321's limit on the length of a path. */
export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** The special characters of which a password needs at least one (spec section 5). */
export const PASSWORD_SPECIALS = '@$!%*?&';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * Spec section 5: at least 8 characters with a capital, a lowercase letter, a digit and one of
 * @$!%*?&. Any other character is allowed too (a passphrase with spaces or # is a good password).
 */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    [...PASSWORD_SPECIALS].some((c) => password.includes(c))
  );
}

/** Ids are UUIDs; anything else is simply "not found". */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

/** Only http(s) links are stored or rendered (never javascript:, data: or file:). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A reminder time, HH:MM on a 24-hour clock. */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A calendar date as the entry form sends it (spec section 5: yyyy-MM-dd). */
export const DATE_ONLY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A transcript's word that ends a sentence: it ends in . ! or ? (closing quotes and brackets allowed). The
 * server times sentences from the recording by it, and the entry's page makes its sentence buttons by it.
 */
export const SENTENCE_END_PATTERN = /[.!?]["'”’)\]]*$/;
export const endsSentence = (word: string): boolean => SENTENCE_END_PATTERN.test(word);
