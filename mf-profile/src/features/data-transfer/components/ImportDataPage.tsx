import { PlaceholderPage } from '@inscriptions/shared/ui';

export function ImportDataPage() {
  return <PlaceholderPage routeName="ImportData" title="Import data" description="Import entries from a CSV file." />;
}
