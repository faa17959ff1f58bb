import { PlaceholderPage } from '@inscriptions/shared/ui';

export function SelectResourcePage() {
  return (
    <PlaceholderPage
      routeName="SelectResource"
      title="Resources"
      description="Select an Inscription to see its resources."
    />
  );
}
