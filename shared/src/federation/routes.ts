import { generatePath, matchPath } from '@inscriptions/shared/router';
import type { PathParam } from '@inscriptions/shared/router';
import { NEW_ENTRY_PATH, SELECT_INSCRIPTION_PATH } from '@inscriptions/contracts';
import type { RemoteDir } from './index';

/** Who may see a route: anyone, signed-in users, or signed-in users who finished onboarding. */
export type RouteAccess = 'public' | 'auth' | 'onboarded';
/** Which shell layout wraps the route. */
export type RouteLayout = 'auth' | 'app' | 'plain';
/**
 * Who renders a route: a remote, or the shell itself. The shell renders only the sign-in callback,
 * so that signing in loads no remote before the page the user asked for.
 */
export type RouteOwner = RemoteDir | 'shell';

export interface RouteDefinition {
  /** Relative to the root route, no leading slash. */
  path: string;
  routeName: string;
  remote: RouteOwner;
  access: RouteAccess;
  layout: RouteLayout;
  /** Document title (also the page heading of placeholder pages). */
  title: string;
}

/** A catalogue route rendered by a remote. */
export type RemoteRouteDefinition = RouteDefinition & { remote: RemoteDir };
export const isRemoteRoute = <D extends RouteDefinition>(def: D): def is D & { remote: RemoteDir } => def.remote !== 'shell';

/** A catalogue entry; path, route name and remote keep their literal types (see RouteName, hrefs). */
const r = <const P extends string, const N extends string, const R extends RouteOwner>(
  path: P,
  routeName: N,
  remote: R,
  access: RouteAccess,
  layout: RouteLayout,
  title: string,
): RouteDefinition & { path: P; routeName: N; remote: R } => ({ path, routeName, remote, access, layout, title });

/**
 * Every route of spec section 2 (except the redirects `/` and `/auth`), plus the confirmation of a new email
 * address (README: account self-service), with its route name and
 * the remote that renders it (or the shell). The shell builds its router from this table; each remote's
 * `./register` must provide a route for every entry that names it.
 */
export const ROUTE_CATALOGUE = [
  // Static pages (mf-auth, plain layout, public)
  r('cookie-policy', 'CookiePolicy', 'mf-auth', 'public', 'plain', 'Cookie Policy'),
  r(
    'personal-information-processing-agreement',
    'PersonalInformationProcessingAgreement',
    'mf-auth',
    'public',
    'plain',
    'Personal Information Processing Agreement',
  ),
  r('terms-of-service', 'TermsOfService', 'mf-auth', 'public', 'plain', 'Terms of Service'),
  // Auth
  r('auth/signin', 'SignIn', 'mf-auth', 'public', 'auth', 'Sign in'),
  r('auth/callback', 'AuthCallback', 'shell', 'public', 'auth', 'Signing in'),
  r('auth/signup', 'SignUp', 'mf-auth', 'public', 'auth', 'Sign up'),
  r('auth/confirmation', 'Confirmation', 'mf-auth', 'public', 'auth', 'Confirm your account'),
  r('auth/confirm-email', 'ConfirmEmail', 'mf-auth', 'public', 'auth', 'Confirm your new email address'),
  r('auth/request-reset', 'RequestReset', 'mf-auth', 'public', 'auth', 'Reset your password'),
  r('auth/reset-password', 'ResetPassword', 'mf-auth', 'public', 'auth', 'Choose a new password'),
  r('auth/signout', 'SignOut', 'mf-auth', 'auth', 'auth', 'Signing out'),
  r('auth/onboarding/welcome', 'OnboardingWelcome', 'mf-auth', 'auth', 'auth', 'Welcome to Inscriptions'),
  r('auth/onboarding/profile', 'OnboardingProfile', 'mf-auth', 'auth', 'auth', 'Your profile'),
  r('auth/onboarding/reminder', 'OnboardingReminder', 'mf-auth', 'auth', 'auth', 'Your first reminder'),
  r('auth/onboarding/inscription', 'OnboardingInscription', 'mf-auth', 'auth', 'auth', 'Your first Inscription'),
  // Inscriptions
  r(SELECT_INSCRIPTION_PATH, 'SelectInscription', 'mf-inscriptions', 'onboarded', 'app', 'My Inscriptions'),
  r('inscriptions/new', 'NewInscription', 'mf-inscriptions', 'auth', 'app', 'New Inscription'),
  r(
    'inscriptions/:inscriptionId/settings',
    'InscriptionDetails',
    'mf-inscriptions',
    'onboarded',
    'app',
    'Inscription details',
  ),
  r('inscriptions/:inscriptionId/timeline', 'Timeline', 'mf-inscriptions', 'onboarded', 'app', 'Timeline'),
  // Entries
  r('inscriptions/:inscriptionId/entries', 'SelectEntry', 'mf-entries', 'onboarded', 'app', 'Entries'),
  r(NEW_ENTRY_PATH, 'NewEntry', 'mf-entries', 'onboarded', 'app', 'New entry'),
  r(
    'inscriptions/:inscriptionId/entries/:entryId/settings',
    'EntrySettings',
    'mf-entries',
    'onboarded',
    'app',
    'Edit entry',
  ),
  // Profile
  r('profile', 'Profile', 'mf-profile', 'onboarded', 'app', 'Profile'),
  r('edit-profile', 'EditProfile', 'mf-profile', 'onboarded', 'app', 'Edit profile'),
  r('set-reminders', 'SetReminders', 'mf-profile', 'onboarded', 'app', 'Set reminders'),
  r('import-data', 'ImportData', 'mf-profile', 'onboarded', 'app', 'Import data'),
  r('export-data', 'ExportData', 'mf-profile', 'onboarded', 'app', 'Export data'),
  r('security', 'AccountSecurity', 'mf-profile', 'onboarded', 'app', 'Account security'),
  // Tasks and resources
  r('tasks', 'SelectTaskInscription', 'mf-tasks-resources', 'onboarded', 'app', 'Tasks'),
  r('tasks/:inscriptionId', 'Tasks', 'mf-tasks-resources', 'onboarded', 'app', 'Tasks'),
  r('tasks/:inscriptionId/new', 'NewTask', 'mf-tasks-resources', 'onboarded', 'app', 'New task'),
  r('tasks/:inscriptionId/:taskId', 'TaskDetails', 'mf-tasks-resources', 'onboarded', 'app', 'Task details'),
  r('resources', 'SelectResource', 'mf-tasks-resources', 'onboarded', 'app', 'Resources'),
  r('resources/:inscriptionId', 'ResourceDetails', 'mf-tasks-resources', 'onboarded', 'app', 'Resources'),
  r(
    'resources/:inscriptionId/query-all-entries',
    'AllEntries',
    'mf-tasks-resources',
    'onboarded',
    'app',
    'All entries',
  ),
  // Data & insights
  r('data-insights', 'SelectDataInsights', 'mf-insights', 'onboarded', 'app', 'Data & Insights'),
  r('data-insights/:inscriptionId', 'DataInsightsDetails', 'mf-insights', 'onboarded', 'app', 'Data insights'),
  r(
    'data-insights/:inscriptionId/prior-questions',
    'PriorQuestions',
    'mf-insights',
    'onboarded',
    'app',
    'Prior questions',
  ),
  r('data-insights/:inscriptionId/new-question', 'NewQuestion', 'mf-insights', 'onboarded', 'app', 'Ask a question'),
  r('data-insights/:inscriptionId/questions/:chatId', 'QuestionResults', 'mf-insights', 'onboarded', 'app', 'Answer'),
] as const;

/** The catalogue route a pathname opens, with its params, or null. */
export function routeAt(
  pathname: string,
): { def: (typeof ROUTE_CATALOGUE)[number]; params: Readonly<Record<string, string | undefined>> } | null {
  for (const def of ROUTE_CATALOGUE) {
    const match = matchPath({ path: `/${def.path}`, end: true }, pathname);
    if (match) return { def, params: match.params };
  }
  return null;
}

type CatalogueEntry = (typeof ROUTE_CATALOGUE)[number];
/** Every route name of the catalogue. */
export type RouteName = CatalogueEntry['routeName'];
/** The route names a remote must register. */
export type RouteNameOf<R extends RemoteDir> = Extract<CatalogueEntry, { remote: R }>['routeName'];
type PathOf<N extends RouteName> = Extract<CatalogueEntry, { routeName: N }>['path'];

export function routesOf(remote: RemoteDir): RemoteRouteDefinition[] {
  return ROUTE_CATALOGUE.filter(isRemoteRoute).filter((d) => d.remote === remote);
}

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type IsUnion<T> = [T] extends [UnionToIntersection<T>] ? false : true;
/**
 * The link to a route: no argument without parameters, the value of its only parameter, or an
 * object of its parameters (typed by their names in the catalogue path).
 */
type HrefBuilder<P extends string> = [PathParam<P>] extends [never]
  ? () => string
  : IsUnion<PathParam<P>> extends true
    ? (params: { [K in PathParam<P>]: string }) => string
    : (param: string) => string;
/** hrefs.entrySettings({ inscriptionId, entryId }), hrefs.selectEntry(inscriptionId), hrefs.signIn()… */
export type Hrefs = { [N in RouteName as Uncapitalize<N>]: HrefBuilder<PathOf<N>> };

function hrefBuilder(path: string): (params?: string | Record<string, string>) => string {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return (params) => {
    const values = typeof params === 'string' ? { [names[0]!]: params } : (params ?? {});
    return `/${generatePath(path, values)}`;
  };
}

/** Absolute links to every catalogue route, built from its path: no code writes a route URL by hand. */
export const hrefs = Object.fromEntries(
  ROUTE_CATALOGUE.map((d) => [d.routeName.charAt(0).toLowerCase() + d.routeName.slice(1), hrefBuilder(d.path)]),
) as unknown as Hrefs;

/**
 * The pages the app server renders for a signed-in document request (server/src/http/serverRender.ts):
 * the two lists a visit lands on, whose first paint would otherwise wait for the app's scripts.
 */
export const SERVER_RENDERED_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['SelectInscription', 'SelectEntry']);
