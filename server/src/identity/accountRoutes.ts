import type { FastifyPluginAsync } from 'fastify';
import type { AccountStore, CodePurpose } from './accounts';
import { revokeAllForAccount } from './adapter';
import { hashPassword } from './crypto';
import { continuationOf, parseContinuation } from './continuation';
import { confirmationMail, resetMail, type Mail, type Mailer } from './mailer';
import { MESSAGES } from './messages';
import type { RateLimiter } from './rateLimiter';
import { fail, rawStr, str } from './routeHelpers';
import { emailOk, passwordOk } from './rules';
import type { IdentityDb, IdentityLogger } from './types';

interface Deps {
  db: IdentityDb;
  publicUrl: string;
  store: AccountStore;
  limiter: RateLimiter;
  mailer: Mailer;
  codeTtl: Record<CodePurpose, number>;
  log: IdentityLogger | undefined;
}

/** The account JSON API under /account: sign-up, confirmation, resend, forgotten and reset password. */
export const accountRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  const { publicUrl, store, limiter, mailer, codeTtl, log } = deps;

  /** Mail in the background: the answer does not wait for (or reveal) delivery. */
  const sendLater = (mail: Mail) => {
    void mailer.send(mail).catch((err: unknown) => log?.error({ err, to: mail.to }, 'mail failed'));
  };
  const confirmLink = (email: string, code: string) =>
    `${publicUrl}/auth/confirmation?userName=${encodeURIComponent(email)}&confirmationCode=${encodeURIComponent(code)}`;
  const resetLink = (email: string, code: string) =>
    `${publicUrl}/auth/reset-password?email=${encodeURIComponent(email)}&confirmationCode=${encodeURIComponent(code)}`;

  app.post('/account/signup', async (req, reply) => {
    const email = str(req.body, 'email').toLowerCase();
    const password = rawStr(req.body, 'password');
    if (!email) return fail(reply, 400, 'InvalidParameterException', MESSAGES.usernameEmpty);
    if (!emailOk(email)) return fail(reply, 400, 'InvalidParameterException', MESSAGES.invalidEmail);
    if (!password) return fail(reply, 400, 'InvalidParameterException', MESSAGES.passwordEmpty);
    if (!passwordOk(password)) return fail(reply, 400, 'InvalidPasswordException', MESSAGES.password);
    if (!(await limiter.consume('signup', undefined, req.ip))) return fail(reply, 429, 'TooManyRequestsException', MESSAGES.tooMany);
    const acct = await store.create(email, await hashPassword(password));
    if (!acct) return fail(reply, 409, 'UsernameExistsException', MESSAGES.exists);
    const code = await store.issueCode(acct.id, 'confirm');
    await mailer.send(confirmationMail(email, confirmLink(email, code), codeTtl.confirm));
    const continuation = continuationOf(acct.id, await store.issueCode(acct.id, 'continue'));
    return reply
      .code(201)
      .header('cache-control', 'no-store')
      .send({ userConfirmed: false, codeDeliveryDetails: { destination: email, deliveryMedium: 'EMAIL' }, continuation });
  });

  /** The account of a valid (unused, unexpired) continuation, without using it up. */
  const continuationAccount = async (value: string) => {
    const parsed = parseContinuation(value);
    if (!parsed) return undefined;
    const acct = await store.findById(parsed.accountId);
    if (!acct) return undefined;
    const { outcome } = await store.checkCode(acct.id, 'continue', parsed.secret);
    return outcome === 'valid' ? acct : undefined;
  };

  // Polled by the signing-up tab. Unknown, used and expired continuations answer like an
  // unconfirmed account, so the answer tells nothing to anyone but the holder; only those count
  // against the limiter (a genuine poll is bounded by the continuation's own lifetime).
  app.post('/account/signup-status', async (req, reply) => {
    if (await limiter.isBlocked('signup-status', undefined, req.ip)) return fail(reply, 429, 'TooManyRequestsException', MESSAGES.tooMany);
    const acct = await continuationAccount(str(req.body, 'continuation'));
    if (!acct) await limiter.hit('signup-status', undefined, req.ip);
    const confirmed = Boolean(acct?.passwordHash && acct.confirmedAt && !acct.disabledAt);
    return reply.header('cache-control', 'no-store').send({ confirmed });
  });

  app.post('/account/confirm', async (req, reply) => {
    const email = str(req.body, 'userName').toLowerCase();
    const code = str(req.body, 'confirmationCode');
    if (!email || !code) return fail(reply, 400, 'CodeMismatchException', MESSAGES.invalidCode);
    if (await limiter.isBlocked('confirm', email, req.ip)) return fail(reply, 429, 'TooManyRequestsException', MESSAGES.tooMany);
    const acct = await store.findByEmail(email);
    if (!acct || !acct.passwordHash) {
      await limiter.hit('confirm', email, req.ip);
      return fail(reply, 400, 'CodeMismatchException', MESSAGES.invalidCode);
    }
    if (acct.confirmedAt) return fail(reply, 409, 'AlreadyConfirmed', MESSAGES.alreadyConfirmed);
    const outcome = await store.useCode(acct.id, 'confirm', code);
    if (outcome === 'valid') {
      await store.markConfirmed(acct.id);
      return reply.code(200).send({ message: MESSAGES.confirmed });
    }
    await limiter.hit('confirm', email, req.ip);
    if (outcome === 'expired') return fail(reply, 410, 'ExpiredCodeException', MESSAGES.expiredCode);
    return fail(reply, 400, 'CodeMismatchException', MESSAGES.invalidCode);
  });

  app.post('/account/resend', async (req, reply) => {
    const email = str(req.body, 'email').toLowerCase();
    if (!email) return fail(reply, 400, 'InvalidParameterException', MESSAGES.usernameEmpty);
    if (!emailOk(email)) return fail(reply, 400, 'InvalidParameterException', MESSAGES.invalidEmail);
    if (!(await limiter.consume('resend', email, req.ip))) return fail(reply, 429, 'TooManyRequestsException', MESSAGES.tooMany);
    const acct = await store.findByEmail(email);
    if (acct && acct.passwordHash && !acct.confirmedAt && !acct.disabledAt) {
      const code = await store.issueCode(acct.id, 'confirm');
      sendLater(confirmationMail(acct.email, confirmLink(acct.email, code), codeTtl.confirm));
    }
    return reply.code(200).send({ message: MESSAGES.resendSent });
  });

  app.post('/account/forgot', async (req, reply) => {
    const email = str(req.body, 'email').toLowerCase();
    if (!email) return fail(reply, 400, 'InvalidParameterException', MESSAGES.usernameEmpty);
    if (!emailOk(email)) return fail(reply, 400, 'InvalidParameterException', MESSAGES.invalidEmail);
    if (!(await limiter.consume('forgot', email, req.ip))) return fail(reply, 429, 'TooManyRequestsException', MESSAGES.tooMany);
    const acct = await store.findByEmail(email);
    if (acct && !acct.disabledAt) {
      const code = await store.issueCode(acct.id, 'reset');
      sendLater(resetMail(acct.email, resetLink(acct.email, code), codeTtl.reset));
    }
    return reply.code(200).send({ message: MESSAGES.forgotSent });
  });

  app.post('/account/reset', async (req, reply) => {
    const email = str(req.body, 'email').toLowerCase();
    const code = str(req.body, 'confirmationCode');
    const password = rawStr(req.body, 'password');
    if (!email || !code) return fail(reply, 400, 'InvalidParameterException', MESSAGES.invalidLink);
    if (!password) return fail(reply, 400, 'InvalidParameterException', MESSAGES.passwordEmpty);
    if (!passwordOk(password)) return fail(reply, 400, 'InvalidPasswordException', MESSAGES.password);
    if (await limiter.isBlocked('reset', email, req.ip)) return fail(reply, 429, 'TooManyRequestsException', MESSAGES.tooMany);
    const acct = await store.findByEmail(email);
    if (!acct || acct.disabledAt) {
      await limiter.hit('reset', email, req.ip);
      return fail(reply, 400, 'CodeMismatchException', MESSAGES.invalidCode);
    }
    const outcome = await store.useCode(acct.id, 'reset', code);
    if (outcome !== 'valid') {
      await limiter.hit('reset', email, req.ip);
      if (outcome === 'expired') return fail(reply, 410, 'ExpiredCodeException', MESSAGES.expiredCode);
      return fail(reply, 400, 'CodeMismatchException', MESSAGES.invalidCode);
    }
    await store.setPassword(acct.id, await hashPassword(password), acct.confirmedAt);
    await revokeAllForAccount(deps.db, acct.id);
    await limiter.reset('signin', email);
    return reply.code(200).send({ message: MESSAGES.reset });
  });
};
