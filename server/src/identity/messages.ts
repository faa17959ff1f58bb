import {
  CONFIRMATION_CODE_EMPTY,
  INVALID_EMAIL,
  INVALID_LINK,
  PASSWORD_EMPTY,
  PASSWORD_RULE,
  USERNAME_EMPTY,
  USER_NOT_CONFIRMED,
} from '@inscriptions/contracts';
import { TOO_MANY_ATTEMPTS } from './rateLimiter';

export const MESSAGES = {
  invalidEmail: INVALID_EMAIL,
  usernameEmpty: USERNAME_EMPTY,
  passwordEmpty: PASSWORD_EMPTY,
  codeEmpty: CONFIRMATION_CODE_EMPTY,
  password: PASSWORD_RULE,
  exists: 'An account with the given email already exists.',
  badCredentials: 'Incorrect username or password.',
  notConfirmed: USER_NOT_CONFIRMED,
  disabled: 'User is disabled.',
  invalidCode: 'Invalid verification code provided, please try again.',
  expiredCode: 'Invalid code provided, please request a code again.',
  alreadyConfirmed: 'User cannot be confirmed. Current status is CONFIRMED',
  invalidLink: INVALID_LINK,
  tooMany: TOO_MANY_ATTEMPTS,
  interactionGone: 'Your sign-in session has expired, please try again.',
  resendSent: 'If this email belongs to an account that is not confirmed yet, a new confirmation link is on its way.',
  forgotSent: 'If this email belongs to an account, a link to reset the password is on its way.',
  confirmed: 'Your account has been confirmed.',
  reset: 'Your password has been reset.',
  continuationRefused: 'Please sign in with your email and password.',
} as const;
