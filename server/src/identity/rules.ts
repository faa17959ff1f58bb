import { isEmail, isStrongPassword } from '@inscriptions/contracts';

/*
 * The account rules of spec section 5, as the contracts define them (the browser checks the same ones;
 * contracts/test holds the parity tests).
 */

/** ≥ 8 characters with a capital, a lowercase letter, a digit and one of @$!%*?&. */
export const passwordOk = (password: string): boolean => isStrongPassword(password);

/** something@something.tld, at most 254 characters. */
export const emailOk = (email: string): boolean => isEmail(email);
