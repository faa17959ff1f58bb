import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@inscriptions/shared/router';
import { theme, ThemeProvider } from '@inscriptions/shared/ui';
import { AnswerMarkdown, type AnswerMarkdownProps } from './AnswerMarkdown';

const renderAnswer = (props: Partial<AnswerMarkdownProps> & { content: string }) =>
  render(
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <AnswerMarkdown inscriptionId="ins-1" entrySources={[]} externalSources={[]} {...props} />
      </ThemeProvider>
    </MemoryRouter>,
  );

describe('AnswerMarkdown', () => {
  it('blocks script, iframe, event handlers and javascript: links', () => {
    const { container } = renderAnswer({
      content: [
        'Hello <script>window.hacked = true</script>',
        '<iframe src="https://evil.example"></iframe>',
        '<img src="x" onerror="window.hacked = true">',
        '<a href="https://example.com" onclick="window.hacked = true">raw</a>',
        '[click me](javascript:alert(1)) and [again](JAVASCRIPT:alert(1))',
      ].join('\n\n'),
    });
    expect(container.querySelector('script, iframe, img, [onerror], [onclick]')).toBeNull();
    for (const a of container.querySelectorAll('a')) expect(a.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('opens links in a new tab and links [n] to the nth source whose URL contains http', () => {
    renderAnswer({
      content: 'See [docs](https://docs.example) and the study [1] and the report [2]; nothing for [3].',
      externalSources: ['ftp://old.example/file', 'https://a.example/study', 'http://b.example/report'],
    });
    const docs = screen.getByRole('link', { name: 'docs' });
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /^\[1\] Source/ })).toHaveAttribute('href', 'https://a.example/study');
    expect(screen.getByRole('link', { name: /^\[2\] Source/ })).toHaveAttribute('href', 'http://b.example/report');
    expect(screen.queryByRole('link', { name: /^\[3\] Source/ })).toBeNull();
    expect(screen.getByText(/nothing for \[3\]/)).toBeInTheDocument();
  });

  it('links [E<n>] to the entry page with its supporting passage as a tooltip, and marks unsupported sentences', () => {
    renderAnswer({
      content: 'The plan was too expensive. [E1] You hired a CFO. [unsupported]',
      entrySources: [{ id: 'entry-9', name: 'Pricing call', passage: 'Customers said the plan was too expensive.' }],
    });
    const link = screen.getByRole('link', { name: '[E1] Entry: Pricing call' });
    expect(link).toHaveAttribute('href', '/inscriptions/ins-1/entries/entry-9/settings');
    expect(link).toHaveAccessibleDescription('“Customers said the plan was too expensive.”');
    expect(screen.getByText('(unsupported: no entry supports this)')).toBeInTheDocument();
  });
});
