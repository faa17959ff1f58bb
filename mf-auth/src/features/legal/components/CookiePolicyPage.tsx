import { LegalDocumentPage } from './LegalDocumentPage';

export function CookiePolicyPage() {
  return <LegalDocumentPage routeName="CookiePolicy" title="Cookie Policy" document="cookie-policy" />;
}
