/*
 * The browser and the server must give the same verdict on the same input: each case runs through the
 * client validators (@inscriptions/shared/validation) and the server's (identity rules, profile checks).
 */
import { validateEmail, validatePassword } from '../../shared/src/validation';
import { emailOk, passwordOk } from '../../server/src/identity/rules';
import { checkEmail } from '../../server/src/modules/users/validation';

const serverAcceptsProfileEmail = (email: string): boolean => {
  try {
    checkEmail(email);
    return true;
  } catch {
    return false;
  }
};

const PASSWORDS: [string, boolean][] = [
  ['Abcdefg1!', true],
  // Refused by the browser and accepted by the server before the rules had one home.
  ['Abcdefg1!#', true],
  ['Tr0ub4dor&3', true],
  ['correct Horse battery 9!', true],
  ['Ünïcödé1!', false],
  ['Ünïcödé1!A', true],
  ['Abcdef1!', true],
  ['Abcde1!', false],
  ['abcdefg1!', false],
  ['ABCDEFG1!', false],
  ['Abcdefgh!', false],
  ['Abcdefgh1', false],
  ['Abcdefgh1#', false],
  ['', false],
  [`Aa1!${'x'.repeat(252)}`, true],
  [`Aa1!${'x'.repeat(253)}`, false],
];

const EMAILS: [string, boolean][] = [
  ['someone@example.com', true],
  ['Some.One+tag@Example.co.uk', true],
  ['  padded@example.com  ', true],
  ['someone@example', false],
  ['some one@example.com', false],
  ['@example.com', false],
  ['someone@', false],
  ['someone@@example.com', false],
  ['', false],
  [`${'a'.repeat(242)}@example.com`, true],
  [`${'a'.repeat(243)}@example.com`, false],
];

describe('client and server validators agree', () => {
  it.each(PASSWORDS)('password %j → %s', (password, expected) => {
    expect(validatePassword(password) === null).toBe(expected);
    expect(passwordOk(password)).toBe(expected);
  });

  it.each(EMAILS)('email %j → %s', (email, expected) => {
    expect(validateEmail(email) === null).toBe(expected);
    expect(emailOk(email)).toBe(expected);
    expect(serverAcceptsProfileEmail(email)).toBe(expected);
  });
});
