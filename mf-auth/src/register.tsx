import React from 'react';
import { useQueryClient } from '@inscriptions/shared/api';
import { useTheme } from '@inscriptions/shared/ui';
import { createAreaRoot } from '@inscriptions/shared/federation';
import { useAppStore } from '@inscriptions/shared/store';

/** The shell contract this build was made against (bundled here, checked by the shell before it renders a page). */
export { FEDERATION_CONTRACT_VERSION as contract } from '@inscriptions/contracts';

// This package's own React and hooks: the singleton probe records what THIS remote resolves them to.
const area = createAreaRoot('mf-auth', {
  React,
  useQueryClient,
  useStore: useAppStore,
  useTheme,
  release: __INSCRIPTIONS_RELEASE__,
});

/** Exposed as `./register`: one lazily loaded page per catalogue route of this area. */
export default area.register({
  CookiePolicy: () => import('./features/legal/components/CookiePolicyPage').then((m) => m.CookiePolicyPage),
  PersonalInformationProcessingAgreement: () =>
    import('./features/legal/components/PersonalInformationProcessingAgreementPage').then(
      (m) => m.PersonalInformationProcessingAgreementPage,
    ),
  TermsOfService: () => import('./features/legal/components/TermsOfServicePage').then((m) => m.TermsOfServicePage),
  SignIn: () => import('./features/signin/components/SignInPage').then((m) => m.SignInPage),
  SignUp: () => import('./features/signup/components/SignUpPage').then((m) => m.SignUpPage),
  Confirmation: () => import('./features/confirmation/components/ConfirmationPage').then((m) => m.ConfirmationPage),
  ConfirmEmail: () => import('./features/confirmation/components/ConfirmEmailPage').then((m) => m.ConfirmEmailPage),
  RequestReset: () => import('./features/reset/components/RequestResetPage').then((m) => m.RequestResetPage),
  ResetPassword: () => import('./features/reset/components/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  SignOut: () => import('./features/signout/components/SignOutPage').then((m) => m.SignOutPage),
  OnboardingWelcome: () =>
    import('./features/onboarding/components/OnboardingWelcomePage').then((m) => m.OnboardingWelcomePage),
  OnboardingProfile: () =>
    import('./features/onboarding/components/OnboardingProfilePage').then((m) => m.OnboardingProfilePage),
  OnboardingReminder: () =>
    import('./features/onboarding/components/OnboardingReminderPage').then((m) => m.OnboardingReminderPage),
  OnboardingInscription: () =>
    import('./features/onboarding/components/OnboardingInscriptionPage').then((m) => m.OnboardingInscriptionPage),
});
