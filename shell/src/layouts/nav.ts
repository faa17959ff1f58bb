import { hrefs } from '@inscriptions/shared/federation';

export interface NavItem {
  to: string;
  label: string;
}

/** Main navigation of the side drawer and the bottom navigation (spec section 2). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: hrefs.selectDataInsights(), label: 'Data & Insights' },
  { to: hrefs.selectInscription(), label: 'Inscriptions' },
  { to: hrefs.profile(), label: 'Profile' },
];

/** Navigation is hidden when the only inscription has zero entries (onboarding). */
export function shouldHideNavigation(inscriptions: readonly { entryCount: number }[] | undefined): boolean {
  return inscriptions?.length === 1 && inscriptions[0]?.entryCount === 0;
}
