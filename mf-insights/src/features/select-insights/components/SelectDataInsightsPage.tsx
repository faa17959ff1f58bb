import { PlaceholderPage } from '@inscriptions/shared/ui';

export function SelectDataInsightsPage() {
  return (
    <PlaceholderPage
      routeName="SelectDataInsights"
      title="Data & Insights"
      description="Select an Inscription to see its insights."
    />
  );
}
