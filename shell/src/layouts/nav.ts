import { hrefs } from '@inscriptions/shared/federation';
import type { RouteName } from '@inscriptions/shared/federation';

export interface NavItem {
  to: string;
  label: string;
  /** The catalogue route behind `to`, prefetched on hover, focus and idle time. */
  routeName: RouteName;
}

/** Main navigation of the side drawer and the bottom navigation (spec section 2). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: hrefs.selectDataInsights(), label: 'Data & Insights', routeName: 'SelectDataInsights' },
  { to: hrefs.selectInscription(), label: 'Inscriptions', routeName: 'SelectInscription' },
  { to: hrefs.profile(), label: 'Profile', routeName: 'Profile' },
];

/** Navigation is hidden when the only inscription has zero entries (onboarding). */
export function shouldHideNavigation(inscriptions: readonly { entryCount: number }[] | undefined): boolean {
  return inscriptions?.length === 1 && inscriptions[0]?.entryCount === 0;
}
