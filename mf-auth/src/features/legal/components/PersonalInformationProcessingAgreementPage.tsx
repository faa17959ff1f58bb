import { LegalDocumentPage } from './LegalDocumentPage';

export function PersonalInformationProcessingAgreementPage() {
  return (
    <LegalDocumentPage
      routeName="PersonalInformationProcessingAgreement"
      title="Personal Information Processing Agreement"
      document="personal-information-processing-agreement"
    />
  );
}
