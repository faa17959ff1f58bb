import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { styled } from '@inscriptions/shared/ui';

const Body = styled.div`
  line-height: 1.6;
  overflow-wrap: anywhere;
  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 8px;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const components: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
};

/**
 * An entry's text as the formatting toolbar wrote it: Markdown rendered by react-markdown with no raw
 * HTML, then rehype-sanitize's GitHub schema (no scripts, no javascript: links); links open in a new tab.
 * Loaded lazily, with the first preview.
 */
export default function EntryMarkdown({ text }: { text: string }) {
  return (
    <Body>
      <Markdown rehypePlugins={[rehypeSanitize]} components={components}>
        {text}
      </Markdown>
    </Body>
  );
}
