import { PlaceholderPage } from '@inscriptions/shared/ui';

export function CookiePolicyPage() {
  return (
    <PlaceholderPage
      routeName="CookiePolicy"
      title="Cookie Policy"
      description="How Inscriptions uses cookies and local storage."
    />
  );
}
