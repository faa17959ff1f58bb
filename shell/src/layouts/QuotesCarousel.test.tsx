import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUOTES } from './quotes';
import { theme, ThemeProvider } from '@inscriptions/shared/ui';
import { QuotesCarousel } from './QuotesCarousel';

describe('QuotesCarousel', () => {
  it('shows one quote with its author and moves through all 20', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <QuotesCarousel autoplay={false} />
      </ThemeProvider>,
    );
    const region = screen.getByRole('region', { name: 'Entrepreneurial quotes' });
    expect(region).toHaveTextContent(QUOTES[0]!.content);
    expect(region).toHaveTextContent(QUOTES[0]!.author);
    await user.click(screen.getByRole('button', { name: 'Next quote' }));
    expect(region).toHaveTextContent(QUOTES[1]!.content);
    await user.click(screen.getByRole('button', { name: 'Previous quote' }));
    await user.click(screen.getByRole('button', { name: 'Previous quote' }));
    expect(region).toHaveTextContent(QUOTES[19]!.content);
    expect(region).toHaveTextContent('20 / 20');
  });
});
