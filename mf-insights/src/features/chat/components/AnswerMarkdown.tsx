import { useId, type ReactNode } from 'react';
import { Link } from '@inscriptions/shared/router';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { MarkdownBody, styled } from '@inscriptions/shared/ui';
import { hrefs } from '@inscriptions/shared/federation';
import { citableSources, ENTRY_HREF, linkMarkers, SOURCE_HREF, UNSUPPORTED_HREF } from '../lib/markers';

export interface EntrySource {
  id: string;
  name: string;
  passage?: string | null;
}

export interface AnswerMarkdownProps {
  content: string;
  inscriptionId: string;
  entrySources: readonly EntrySource[];
  externalSources: readonly string[];
}

const Citation = styled.span`
  position: relative;
  display: inline-block;
  font-size: 0.85em;
  vertical-align: super;
  & > [role='tooltip'] {
    display: none;
    position: absolute;
    z-index: 10;
    left: 0;
    top: 1.6em;
    width: min(320px, 70vw);
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.card};
    font-size: 0.9rem;
    line-height: 1.4;
  }
  &:hover > [role='tooltip'],
  &:focus-within > [role='tooltip'] {
    display: block;
  }
`;
const Unsupported = styled.em`
  font-size: 0.85em;
  color: ${({ theme }) => theme.colors.danger};
`;

function EntryCitation({ source, inscriptionId, children }: { source: EntrySource; inscriptionId: string; children: ReactNode }) {
  const tipId = useId();
  return (
    <Citation>
      <Link
        to={hrefs.entrySettings({ inscriptionId, entryId: source.id })}
        aria-describedby={source.passage ? tipId : undefined}
        data-testid="entry-citation"
      >
        {/* The visible marker stays part of the accessible name (WCAG 2.5.3, label in name). */}
        [{children}]<span className="visually-hidden"> Entry: {source.name}</span>
      </Link>
      {source.passage ? (
        <span role="tooltip" id={tipId}>
          “{source.passage}”
        </span>
      ) : null}
    </Citation>
  );
}

/**
 * An answer as sanitized markdown (react-markdown, no raw HTML, then rehype-sanitize's GitHub schema):
 * links open in a new tab; [n] links to the nth external source, [E<n>] to the nth entry source's page
 * with its supporting passage shown on hover and focus, [unsupported] is marked.
 */
export function AnswerMarkdown({ content, inscriptionId, entrySources, externalSources }: AnswerMarkdownProps) {
  const sources = citableSources(externalSources);
  const components: Components = {
    a({ href, children }) {
      if (href?.startsWith(ENTRY_HREF)) {
        const source = entrySources[Number(href.slice(ENTRY_HREF.length)) - 1];
        if (source) {
          return (
            <EntryCitation source={source} inscriptionId={inscriptionId}>
              {children}
            </EntryCitation>
          );
        }
      }
      if (href?.startsWith(SOURCE_HREF)) {
        const url = sources[Number(href.slice(SOURCE_HREF.length)) - 1];
        if (url) {
          return (
            <a href={url} target="_blank" rel="noopener noreferrer">
              [{children}]<span className="visually-hidden"> Source: {url}</span>
            </a>
          );
        }
      }
      if (href === UNSUPPORTED_HREF) return <Unsupported>(unsupported: no entry supports this)</Unsupported>;
      return (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    },
  };
  return (
    <MarkdownBody>
      <Markdown rehypePlugins={[rehypeSanitize]} components={components}>
        {linkMarkers(content, entrySources.length, sources.length)}
      </Markdown>
    </MarkdownBody>
  );
}
