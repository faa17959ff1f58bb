import { isEmail, isHttpUrl } from '@inscriptions/contracts';
import { InputError } from '../errors';

/*
 * The profile's checks, on the rules of @inscriptions/contracts (the browser checks the same ones;
 * contracts/test holds the parity tests). Each returns the stored value or throws a 400 InputError.
 */

/** A valid email, stored trimmed and lowercased. */
export function checkEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!isEmail(email)) throw new InputError('"email" must be a valid email address.');
  return email;
}

/** An IANA time zone (blank and null are kept as they are). */
export function checkTimezone(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null || value === '') return value;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    throw new InputError('"timezone" must be an IANA time zone (e.g. Europe/Paris).');
  }
  return value;
}

/** A social link: an http(s) URL, stored trimmed. */
export function checkSocialUrl(value: string): string {
  const url = value.trim();
  if (!isHttpUrl(url)) throw new InputError('"platformUserUrl" must be an http(s) URL.');
  return url;
}
