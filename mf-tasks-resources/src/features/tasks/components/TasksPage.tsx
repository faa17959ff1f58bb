import { PlaceholderPage } from '@inscriptions/shared/ui';

export function TasksPage() {
  return <PlaceholderPage routeName="Tasks" title="Tasks" description="Tasks of this Inscription." />;
}
