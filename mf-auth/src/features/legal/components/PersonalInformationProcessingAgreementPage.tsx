import { PlaceholderPage } from '@inscriptions/shared/ui';

export function PersonalInformationProcessingAgreementPage() {
  return (
    <PlaceholderPage
      routeName="PersonalInformationProcessingAgreement"
      title="Personal Information Processing Agreement"
      description="How your personal information is processed."
    />
  );
}
