import { PlaceholderPage } from '@inscriptions/shared/ui';

export function NewTaskPage() {
  return <PlaceholderPage routeName="NewTask" title="New task" description="Add a task." />;
}
