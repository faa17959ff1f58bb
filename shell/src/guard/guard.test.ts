import { decideGuard } from './guard';
import type { GuardInput } from './guard';

const ok = <T>(data: T) => ({ status: 'success' as const, data });
const pending = { status: 'pending' as const, data: undefined };
const failed = { status: 'error' as const, data: undefined };

function input(over: Partial<GuardInput>): GuardInput {
  return {
    access: 'onboarded',
    auth: 'signed-in',
    profile: ok({ id: 'u1' }),
    inscriptions: ok([{ id: 'i1' }]),
    location: '/inscriptions/i1/entries?x=1',
    ...over,
  };
}

describe('route guard', () => {
  it('lets anyone see public pages', () => {
    expect(decideGuard(input({ access: 'public', auth: 'signed-out' }))).toEqual({ kind: 'allow' });
  });

  it('sends unauthenticated users to SignIn, remembering the page', () => {
    expect(decideGuard(input({ auth: 'signed-out' }))).toEqual({
      kind: 'redirect',
      to: '/auth/signin',
      state: { from: '/inscriptions/i1/entries?x=1' },
    });
    expect(decideGuard(input({ access: 'auth', auth: 'signed-out' }))).toMatchObject({ to: '/auth/signin' });
  });

  it('sends a signed-in user without a profile to OnboardingWelcome', () => {
    expect(decideGuard(input({ profile: ok(null) }))).toEqual({ kind: 'redirect', to: '/auth/onboarding/welcome' });
  });

  it('sends a signed-in user without inscriptions to OnboardingReminder', () => {
    expect(decideGuard(input({ inscriptions: ok([]) }))).toEqual({ kind: 'redirect', to: '/auth/onboarding/reminder' });
  });

  it('checks the profile before the inscriptions', () => {
    expect(decideGuard(input({ profile: ok(null), inscriptions: ok([]) }))).toMatchObject({
      to: '/auth/onboarding/welcome',
    });
  });

  it('waits while the profile or list loads', () => {
    expect(decideGuard(input({ profile: pending }))).toEqual({ kind: 'loading' });
    expect(decideGuard(input({ inscriptions: pending }))).toEqual({ kind: 'loading' });
  });

  it('does not redirect on a failed read (the error banner reports it)', () => {
    expect(decideGuard(input({ profile: failed }))).toEqual({ kind: 'allow' });
    expect(decideGuard(input({ inscriptions: failed }))).toEqual({ kind: 'allow' });
  });

  it('waits until the stored session has been read', () => {
    expect(decideGuard(input({ auth: 'unknown' }))).toEqual({ kind: 'loading' });
    expect(decideGuard(input({ access: 'auth', auth: 'unknown' }))).toEqual({ kind: 'loading' });
    expect(decideGuard(input({ access: 'public', auth: 'unknown' }))).toEqual({ kind: 'allow' });
  });

  it('keeps the sign-out page on screen while the session ends', () => {
    expect(decideGuard(input({ access: 'auth', auth: 'signing-out' }))).toEqual({ kind: 'allow' });
    expect(decideGuard(input({ auth: 'signing-out' }))).toEqual({ kind: 'loading' });
  });

  it('only needs sign-in for auth-only pages (onboarding, sign-out)', () => {
    expect(decideGuard(input({ access: 'auth', profile: ok(null), inscriptions: ok([]) }))).toEqual({ kind: 'allow' });
  });
});
