import { PlaceholderPage } from '@inscriptions/shared/ui';

export function TermsOfServicePage() {
  return (
    <PlaceholderPage
      routeName="TermsOfService"
      title="Terms of Service"
      description="The terms that apply when you use Inscriptions."
    />
  );
}
