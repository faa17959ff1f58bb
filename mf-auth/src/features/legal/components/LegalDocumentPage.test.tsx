import { screen } from '@testing-library/react';
import { mockFetch, renderPage } from '../../../test/render';
import { CookiePolicyPage } from './CookiePolicyPage';
import { TermsOfServicePage } from './TermsOfServicePage';

function serveMarkdown(path: string, text: string, status = 200) {
  const fn = mockFetch({});
  fn.mockImplementation((input: RequestInfo | URL) =>
    new URL(String(input), 'http://localhost').pathname === path
      ? Promise.resolve({ ok: status < 400, status, text: async () => text } as Response)
      : new Promise<Response>(() => undefined),
  );
  return fn;
}

describe('legal pages', () => {
  it('render the Markdown the server serves', async () => {
    serveMarkdown(
      '/legal/cookie-policy.md',
      '# Cookies\n\nWe use **no tracking cookies**.\n\n- Session tokens\n\n[Contact](https://example.com/contact)',
    );
    await renderPage(<CookiePolicyPage />, { path: '/cookie-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Cookies' })).toBeInTheDocument();
    expect(screen.getByText('no tracking cookies').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem')).toHaveTextContent('Session tokens');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', 'https://example.com/contact');
  });

  it('never renders a script, raw HTML or a javascript: link from the Markdown', async () => {
    serveMarkdown(
      '/legal/terms-of-service.md',
      [
        'Terms.',
        '',
        '<script>window.pwned = true</script>',
        '',
        '<img src="x" onerror="window.pwned = true">',
        '',
        '[Click me](javascript:window.pwned=true)',
      ].join('\n'),
    );
    await renderPage(<TermsOfServicePage />, { path: '/terms-of-service' });
    const doc = await screen.findByTestId('legal-document');
    expect(doc).toHaveTextContent('Terms.');
    expect(doc.querySelector('script, img, [onerror]')).toBeNull();
    expect(doc.querySelector('a[href^="javascript"]')).toBeNull();
    expect(doc.innerHTML).not.toContain('javascript:');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('offers a retry when the document cannot be loaded', async () => {
    serveMarkdown('/legal/cookie-policy.md', 'Not found', 404);
    await renderPage(<CookiePolicyPage />, { path: '/cookie-policy' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
