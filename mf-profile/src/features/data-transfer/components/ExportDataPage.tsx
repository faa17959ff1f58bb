import { PlaceholderPage } from '@inscriptions/shared/ui';

export function ExportDataPage() {
  return <PlaceholderPage routeName="ExportData" title="Export data" description="Export your data as CSV." />;
}
