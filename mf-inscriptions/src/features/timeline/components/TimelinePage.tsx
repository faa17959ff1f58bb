import { PlaceholderPage } from '@inscriptions/shared/ui';

export function TimelinePage() {
  return (
    <PlaceholderPage
      routeName="Timeline"
      title="Timeline"
      description="Summaries of your entries per week, month or year."
    />
  );
}
