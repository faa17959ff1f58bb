import {
  CHALLENGE_RESPONSE_EMPTY,
  CONFIRMATION_CODE_EMPTY,
  IMAGE_TOO_LARGE,
  IMAGE_TYPES,
  INVALID_EMAIL,
  MAX_IMAGE_BYTES,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_EMPTY,
  PASSWORD_RULE,
  USERNAME_EMPTY,
  isEmail,
  isStrongPassword,
} from '@inscriptions/contracts';

/** The form checks of spec section 5; the rules and their messages are the contracts' (the server checks the same). */
export {
  CHALLENGE_RESPONSE_EMPTY,
  CONFIRMATION_CODE_EMPTY,
  IMAGE_TOO_LARGE,
  INVALID_EMAIL,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_EMPTY,
  PASSWORD_RULE,
  USERNAME_EMPTY,
};

export function validateEmail(email: string): string | null {
  return isEmail(email) ? null : INVALID_EMAIL;
}

export function validatePassword(password: string): string | null {
  return isStrongPassword(password) ? null : PASSWORD_RULE;
}

export function validateImage(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TOO_LARGE;
  return file.size > MAX_IMAGE_BYTES ? IMAGE_TOO_LARGE : null;
}

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

/** A sign-in challenge's answer (code, recovery code, new password) must not be empty. */
export function validateChallengeResponse(answer: string): string | null {
  return answer.trim() === '' ? CHALLENGE_RESPONSE_EMPTY : null;
}
