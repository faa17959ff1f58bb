import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { MarkdownBody } from '@inscriptions/shared/ui';

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
    <MarkdownBody>
      <Markdown rehypePlugins={[rehypeSanitize]} components={components}>
        {text}
      </Markdown>
    </MarkdownBody>
  );
}
