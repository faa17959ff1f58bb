import type { RegisterRemote } from '@inscriptions/shared/federation';
import { routeModule } from './area';

/** Exposed as `./register`: this remote's routes, each loaded lazily. */
const register: RegisterRemote = () => [
  {
    path: 'cookie-policy',
    handle: { routeName: 'CookiePolicy' },
    lazy: () => import('./features/legal/components/CookiePolicyPage').then((m) => routeModule(m.CookiePolicyPage)),
  },
  {
    path: 'personal-information-processing-agreement',
    handle: { routeName: 'PersonalInformationProcessingAgreement' },
    lazy: () =>
      import('./features/legal/components/PersonalInformationProcessingAgreementPage').then((m) =>
        routeModule(m.PersonalInformationProcessingAgreementPage),
      ),
  },
  {
    path: 'terms-of-service',
    handle: { routeName: 'TermsOfService' },
    lazy: () => import('./features/legal/components/TermsOfServicePage').then((m) => routeModule(m.TermsOfServicePage)),
  },
  {
    path: 'auth/signin',
    handle: { routeName: 'SignIn' },
    lazy: () => import('./features/signin/components/SignInPage').then((m) => routeModule(m.SignInPage)),
  },
  {
    path: 'auth/callback',
    handle: { routeName: 'AuthCallback' },
    lazy: () => import('./features/callback/components/AuthCallbackPage').then((m) => routeModule(m.AuthCallbackPage)),
  },
  {
    path: 'auth/signup',
    handle: { routeName: 'SignUp' },
    lazy: () => import('./features/signup/components/SignUpPage').then((m) => routeModule(m.SignUpPage)),
  },
  {
    path: 'auth/confirmation',
    handle: { routeName: 'Confirmation' },
    lazy: () =>
      import('./features/confirmation/components/ConfirmationPage').then((m) => routeModule(m.ConfirmationPage)),
  },
  {
    path: 'auth/request-reset',
    handle: { routeName: 'RequestReset' },
    lazy: () => import('./features/reset/components/RequestResetPage').then((m) => routeModule(m.RequestResetPage)),
  },
  {
    path: 'auth/reset-password',
    handle: { routeName: 'ResetPassword' },
    lazy: () => import('./features/reset/components/ResetPasswordPage').then((m) => routeModule(m.ResetPasswordPage)),
  },
  {
    path: 'auth/signout',
    handle: { routeName: 'SignOut' },
    lazy: () => import('./features/signout/components/SignOutPage').then((m) => routeModule(m.SignOutPage)),
  },
  {
    path: 'auth/onboarding/welcome',
    handle: { routeName: 'OnboardingWelcome' },
    lazy: () =>
      import('./features/onboarding/components/OnboardingWelcomePage').then((m) =>
        routeModule(m.OnboardingWelcomePage),
      ),
  },
  {
    path: 'auth/onboarding/profile',
    handle: { routeName: 'OnboardingProfile' },
    lazy: () =>
      import('./features/onboarding/components/OnboardingProfilePage').then((m) =>
        routeModule(m.OnboardingProfilePage),
      ),
  },
  {
    path: 'auth/onboarding/reminder',
    handle: { routeName: 'OnboardingReminder' },
    lazy: () =>
      import('./features/onboarding/components/OnboardingReminderPage').then((m) =>
        routeModule(m.OnboardingReminderPage),
      ),
  },
  {
    path: 'auth/onboarding/inscription',
    handle: { routeName: 'OnboardingInscription' },
    lazy: () =>
      import('./features/onboarding/components/OnboardingInscriptionPage').then((m) =>
        routeModule(m.OnboardingInscriptionPage),
      ),
  },
];

export default register;
