import { LegalDocumentPage } from './LegalDocumentPage';

export function TermsOfServicePage() {
  return <LegalDocumentPage routeName="TermsOfService" title="Terms of Service" document="terms-of-service" />;
}
