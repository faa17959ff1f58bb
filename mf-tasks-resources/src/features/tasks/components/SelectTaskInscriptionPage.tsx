import { hrefs } from '@inscriptions/shared/federation';
import { InscriptionPicker } from '../../common/components/InscriptionPicker';

export function SelectTaskInscriptionPage() {
  return (
    <InscriptionPicker
      routeName="SelectTaskInscription"
      title="Tasks"
      help="Select an Inscription to see and plan its tasks."
      hrefOf={hrefs.tasks}
    />
  );
}
