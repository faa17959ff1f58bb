import { PlaceholderPage } from '@inscriptions/shared/ui';

export function TaskDetailsPage() {
  return <PlaceholderPage routeName="TaskDetails" title="Task details" description="Details of this task." />;
}
