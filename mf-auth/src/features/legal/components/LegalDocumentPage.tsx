import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { queryKeys, useQuery } from '@inscriptions/shared/api';
import { Button, Card, PageContainer, PageHeading, Skeleton, styled } from '@inscriptions/shared/ui';

/** The documents the server serves at /legal/<name>.md (its LEGAL_DIR; an operator may replace them). */
export type LegalDocument = 'cookie-policy' | 'personal-information-processing-agreement' | 'terms-of-service';

export const legalDocumentPath = (name: LegalDocument) => `/legal/${name}.md`;

async function fetchLegalDocument(name: LegalDocument): Promise<string> {
  const res = await fetch(legalDocumentPath(name), { headers: { accept: 'text/markdown' } });
  if (!res.ok) throw new Error(`GET ${legalDocumentPath(name)}: ${res.status}`);
  return res.text();
}

const Document = styled(Card)`
  line-height: 1.6;
  overflow-wrap: anywhere;
  > :first-child {
    margin-top: 0;
  }
  h2 {
    font-size: 1.2rem;
    margin: 1.4em 0 0.4em;
  }
  h3 {
    font-size: 1.05rem;
  }
`;

export interface LegalDocumentPageProps {
  routeName: string;
  title: string;
  document: LegalDocument;
}

/**
 * A static page read from the server's Markdown. Raw HTML in the Markdown is never rendered, link
 * targets other than http(s), mailto and relative ones are dropped (react-markdown's urlTransform),
 * and rehype-sanitize's GitHub schema removes anything else unsafe. No inline script or style is
 * produced, so the page fits the CSP. The page title is the heading: the document's own level-1
 * headings render one level down.
 */
export function LegalDocumentPage({ routeName, title, document }: LegalDocumentPageProps) {
  const text = useQuery({ queryKey: queryKeys.legal.document(document), queryFn: () => fetchLegalDocument(document) });
  return (
    <PageContainer data-testid={`page-${routeName}`} aria-labelledby={`heading-${routeName}`}>
      <PageHeading id={`heading-${routeName}`}>{title}</PageHeading>
      {text.isPending ? (
        <div role="status" aria-busy="true">
          <span className="visually-hidden">Loading</span>
          <Skeleton $height="240px" />
        </div>
      ) : text.isError ? (
        <Card role="alert">
          <p style={{ marginTop: 0 }}>This page could not be loaded, please try again.</p>
          <Button type="button" $variant="secondary" onClick={() => void text.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <Document as="article" data-testid="legal-document">
          <Markdown rehypePlugins={[rehypeSanitize]} components={{ h1: 'h2' }}>
            {text.data}
          </Markdown>
        </Document>
      )}
    </PageContainer>
  );
}
