import { PlaceholderPage } from '@inscriptions/shared/ui';

export function SetRemindersPage() {
  return (
    <PlaceholderPage
      routeName="SetReminders"
      title="Set reminders"
      description="When we remind you to write an entry."
    />
  );
}
