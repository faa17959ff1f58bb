import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@inscriptions/shared/constants';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

export const INVALID_EMAIL = 'Invalid email';
export const PASSWORD_RULE =
  'Password must contain at least 8 characters, 1 capital letter, 1 special character, and 1 number.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const IMAGE_TOO_LARGE = 'Photo must be less than 10MB, please choose another photo.';

export function validateEmail(email: string): string | null {
  return EMAIL_RE.test(email.trim()) ? null : INVALID_EMAIL;
}

export function validatePassword(password: string): string | null {
  return PASSWORD_RE.test(password) ? null : PASSWORD_RULE;
}

export function validateImage(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TOO_LARGE;
  return file.size > MAX_IMAGE_BYTES ? IMAGE_TOO_LARGE : null;
}

/** Client auth errors (spec section 5). */
export const USERNAME_EMPTY = 'Username cannot be empty';
export const PASSWORD_EMPTY = 'Password cannot be empty';
export const CONFIRMATION_CODE_EMPTY = 'Confirmation code cannot be empty';

/** Sign-in form: empty fields first, then the email pattern. */
export function validateSignIn({ email, password }: { email: string; password: string }): {
  email: string | null;
  password: string | null;
} {
  const trimmed = email.trim();
  return {
    email: trimmed === '' ? USERNAME_EMPTY : validateEmail(trimmed),
    password: password === '' ? PASSWORD_EMPTY : null,
  };
}

export function passwordsMatch(password: string, confirm: string): string | null {
  return password === confirm ? null : PASSWORDS_DO_NOT_MATCH;
}
