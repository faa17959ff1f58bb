import { PlaceholderPage } from '@inscriptions/shared/ui';

export function ResourceDetailsPage() {
  return <PlaceholderPage routeName="ResourceDetails" title="Resources" description="Resources of this Inscription." />;
}
