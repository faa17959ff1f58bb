import { PlaceholderPage } from '@inscriptions/shared/ui';

export function SelectTaskInscriptionPage() {
  return (
    <PlaceholderPage
      routeName="SelectTaskInscription"
      title="Tasks"
      description="Select an Inscription to see its tasks."
    />
  );
}
