import { afterSignInPath } from './afterSignIn';

describe('afterSignInPath', () => {
  it('sends a user without a profile to onboarding', () => {
    expect(afterSignInPath(null, { from: '/profile' })).toBe('/auth/onboarding/welcome');
  });
  it('returns to the page asked for before sign-in', () => {
    expect(afterSignInPath({ id: 'u1' }, { from: '/inscriptions/abc/entries?x=1' })).toBe(
      '/inscriptions/abc/entries?x=1',
    );
  });
  it('defaults to /inscriptions and ignores auth pages and foreign URLs', () => {
    expect(afterSignInPath({ id: 'u1' }, null)).toBe('/inscriptions');
    expect(afterSignInPath({ id: 'u1' }, { from: '/auth/signout' })).toBe('/inscriptions');
    expect(afterSignInPath({ id: 'u1' }, { from: '//evil.example' })).toBe('/inscriptions');
  });
});
