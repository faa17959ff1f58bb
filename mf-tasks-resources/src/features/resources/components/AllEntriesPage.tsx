import { PlaceholderPage } from '@inscriptions/shared/ui';

export function AllEntriesPage() {
  return (
    <PlaceholderPage routeName="AllEntries" title="All entries" description="Query all entries of this Inscription." />
  );
}
