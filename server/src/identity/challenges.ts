import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CHALLENGE_EXPIRED,
  CHALLENGE_RESPONSE_EMPTY,
  MFA_CODE_INVALID,
  PASSKEY_INVALID,
  PASSWORD_RULE,
  RECOVERY_CODE_INVALID,
} from '@inscriptions/contracts';
import type { AccountRecord, AccountStore } from './accounts';
import { hashPassword } from './crypto';
import type { PasskeyStore } from './passkeys';
import type { RateLimiter } from './rateLimiter';
import { TOO_MANY_ATTEMPTS } from './rateLimiter';
import { passwordOk } from './rules';
import type { SecurityStore } from './security';

/**
 * Names as in spec section 4 ("new password required, TOTP MFA, MFA selection"). RECOVERY_CODE
 * answers a SOFTWARE_TOKEN_MFA challenge with one of the account's recovery codes instead. WEB_AUTHN
 * (a passkey) is answered with the JSON of the browser's assertion.
 */
export type ChallengeName = 'NEW_PASSWORD_REQUIRED' | 'SELECT_MFA_TYPE' | FactorName;
export type FactorName = 'SOFTWARE_TOKEN_MFA' | 'WEB_AUTHN';

export interface ChallengeAnswer {
  challenge: ChallengeName;
  /** `<account id>.<secret>`: proof that the password step passed, 5 minutes, for this tab only. */
  session: string;
  /** SELECT_MFA_TYPE: the factors to choose from. */
  options?: FactorName[];
  /** WEB_AUTHN: the assertion request (PublicKeyCredentialRequestOptionsJSON) for the browser. */
  publicKey?: unknown;
}

type Finish = (req: FastifyRequest, reply: FastifyReply, accountId: string) => Promise<unknown>;

const parseSession = (value: string): { accountId: string; secret: string } | undefined => {
  const m = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/i.exec(value);
  return m ? { accountId: m[1]!, secret: m[2]! } : undefined;
};

const fail = (reply: FastifyReply, status: number, code: string, message: string) => reply.code(status).send({ code, message });

/**
 * The steps between a correct password and the end of the login interaction. What is still due is
 * computed from the account each time (flag, confirmed factors), so no step can be skipped by
 * answering a later one first. Wrong codes count against the 'mfa' limiter per account and per IP.
 */
export class SignInChallenges {
  constructor(
    private readonly store: AccountStore,
    private readonly security: SecurityStore,
    private readonly passkeys: PasskeyStore,
    private readonly limiter: RateLimiter,
  ) {}

  /** The first challenge due after the password, or undefined when the sign-in may finish. */
  async firstChallenge(acct: AccountRecord & { newPasswordRequired?: boolean }): Promise<ChallengeAnswer | undefined> {
    const next = await this.nextChallenge(acct.id);
    if (!next) return undefined;
    const session = `${acct.id}.${await this.store.issueCode(acct.id, 'challenge')}`;
    return { ...(await this.withRequest(acct.id, next)), session };
  }

  /** A WEB_AUTHN challenge carries a fresh assertion request (single-use challenge) for the account's passkeys. */
  private async withRequest(accountId: string, next: Omit<ChallengeAnswer, 'session'>): Promise<Omit<ChallengeAnswer, 'session'>> {
    if (next.challenge !== 'WEB_AUTHN') return next;
    return { ...next, publicKey: await this.passkeys.authenticationOptions('mfa', accountId) };
  }

  private async nextChallenge(accountId: string): Promise<Omit<ChallengeAnswer, 'session'> | undefined> {
    if (await this.store.newPasswordRequired(accountId)) return { challenge: 'NEW_PASSWORD_REQUIRED' };
    const factors: FactorName[] = [...(await this.security.factorsOf(accountId)), ...((await this.passkeys.has(accountId)) ? (['WEB_AUTHN'] as const) : [])];
    if (factors.length > 1) return { challenge: 'SELECT_MFA_TYPE', options: factors };
    if (factors.length === 1) return { challenge: factors[0]! };
    return undefined;
  }

  /** POST /oidc/interaction/:uid/challenge {session, name, answer}. */
  async respond(req: FastifyRequest, reply: FastifyReply, body: { session: string; name: string; answer: string }, finish: Finish) {
    const parsed = parseSession(body.session);
    const acct = parsed ? await this.store.findActiveById(parsed.accountId) : undefined;
    if (!parsed || !acct) return fail(reply, 400, 'SessionNotFound', CHALLENGE_EXPIRED);
    if (await this.limiter.isBlocked('mfa', acct.email, req.ip)) return fail(reply, 429, 'TooManyRequestsException', TOO_MANY_ATTEMPTS);
    const { outcome } = await this.store.checkCode(acct.id, 'challenge', parsed.secret);
    if (outcome !== 'valid') return fail(reply, 400, 'SessionNotFound', CHALLENGE_EXPIRED);
    if (!body.answer) return fail(reply, 400, 'InvalidParameterException', CHALLENGE_RESPONSE_EMPTY);

    const due = await this.nextChallenge(acct.id);
    const answersDue =
      due?.challenge === body.name ||
      (due?.challenge === 'SELECT_MFA_TYPE' && due.options?.includes(body.name as FactorName)) ||
      (body.name === 'RECOVERY_CODE' && (due?.challenge === 'SOFTWARE_TOKEN_MFA' || due?.options?.includes('SOFTWARE_TOKEN_MFA')));
    if (!due || !answersDue) {
      // Out of order (or nothing due any more): tell the client what is due now.
      return this.continueOrFinish(req, reply, acct.id, body.session, parsed.secret, finish);
    }

    switch (body.name) {
      case 'NEW_PASSWORD_REQUIRED': {
        if (!passwordOk(body.answer)) return fail(reply, 400, 'InvalidPasswordException', PASSWORD_RULE);
        await this.store.setPassword(acct.id, await hashPassword(body.answer), acct.confirmedAt);
        await this.store.setNewPasswordRequired(acct.id, false);
        return this.continueOrFinish(req, reply, acct.id, body.session, parsed.secret, finish);
      }
      case 'SELECT_MFA_TYPE': {
        if (!due.options?.includes(body.answer as FactorName)) return fail(reply, 400, 'InvalidParameterException', CHALLENGE_RESPONSE_EMPTY);
        const chosen = await this.withRequest(acct.id, { challenge: body.answer as FactorName });
        return reply.header('cache-control', 'no-store').send({ ...chosen, session: body.session });
      }
      case 'WEB_AUTHN': {
        let assertion: unknown;
        try {
          assertion = JSON.parse(body.answer);
        } catch {
          assertion = undefined;
        }
        const accountId = assertion ? await this.passkeys.authenticate('mfa', acct.id, assertion as Parameters<PasskeyStore['authenticate']>[2]) : undefined;
        if (accountId !== acct.id) {
          await this.limiter.hit('mfa', acct.email, req.ip);
          // A fresh request, so the browser can try again (each request is single use).
          return reply
            .code(400)
            .send({ code: 'CodeMismatchException', message: PASSKEY_INVALID, publicKey: await this.passkeys.authenticationOptions('mfa', acct.id) });
        }
        await this.limiter.reset('mfa', acct.email);
        return this.finishWith(req, reply, acct.id, parsed.secret, finish);
      }
      case 'SOFTWARE_TOKEN_MFA':
      case 'RECOVERY_CODE': {
        const ok =
          body.name === 'SOFTWARE_TOKEN_MFA'
            ? await this.security.verifyTotp(acct.id, body.answer)
            : await this.security.useRecoveryCode(acct.id, body.answer);
        if (!ok) {
          await this.limiter.hit('mfa', acct.email, req.ip);
          return fail(reply, 400, 'CodeMismatchException', body.name === 'RECOVERY_CODE' ? RECOVERY_CODE_INVALID : MFA_CODE_INVALID);
        }
        await this.limiter.reset('mfa', acct.email);
        return this.finishWith(req, reply, acct.id, parsed.secret, finish);
      }
      default:
        return fail(reply, 400, 'InvalidParameterException', CHALLENGE_RESPONSE_EMPTY);
    }
  }

  private async continueOrFinish(req: FastifyRequest, reply: FastifyReply, accountId: string, session: string, secret: string, finish: Finish) {
    const next = await this.nextChallenge(accountId);
    if (next) return reply.header('cache-control', 'no-store').send({ ...(await this.withRequest(accountId, next)), session });
    return this.finishWith(req, reply, accountId, secret, finish);
  }

  /** Uses the challenge session up (once) and ends the interaction. */
  private async finishWith(req: FastifyRequest, reply: FastifyReply, accountId: string, secret: string, finish: Finish) {
    if ((await this.store.useCode(accountId, 'challenge', secret)) !== 'valid') return fail(reply, 400, 'SessionNotFound', CHALLENGE_EXPIRED);
    return finish(req, reply, accountId);
  }
}
