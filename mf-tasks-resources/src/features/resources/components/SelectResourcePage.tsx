import { hrefs } from '@inscriptions/shared/federation';
import { InscriptionPicker } from '../../common/components/InscriptionPicker';

export function SelectResourcePage() {
  return (
    <InscriptionPicker
      routeName="SelectResource"
      title="Resources"
      help="Select an Inscription to see the links and sources collected from its entries and chats."
      hrefOf={hrefs.resourceDetails}
    />
  );
}
