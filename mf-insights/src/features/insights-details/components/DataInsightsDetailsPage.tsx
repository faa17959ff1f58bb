import { PlaceholderPage } from '@inscriptions/shared/ui';

export function DataInsightsDetailsPage() {
  return (
    <PlaceholderPage
      routeName="DataInsightsDetails"
      title="Data insights"
      description="Patterns, risks and trends found in your entries."
    />
  );
}
