import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@inscriptions/shared/router';
import { theme, ThemeProvider } from '@inscriptions/shared/ui';
import { SideDrawer } from './SideDrawer';
import type { SideDrawerProps } from './SideDrawer';

function renderDrawer(props: SideDrawerProps = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/inscriptions']}>
        <SideDrawer {...props} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('SideDrawer', () => {
  it('links the logo to /inscriptions and New Inscription to /inscriptions/new', () => {
    renderDrawer();
    expect(screen.getByRole('link', { name: 'Inscriptions home' })).toHaveAttribute('href', '/inscriptions');
    expect(screen.getByRole('link', { name: 'New Inscription' })).toHaveAttribute('href', '/inscriptions/new');
  });

  it('has the main navigation in order', () => {
    renderDrawer();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Data & Insights', '/data-insights'],
      ['Inscriptions', '/inscriptions'],
      ['Profile', '/profile'],
    ]);
  });

  it('shows the current year, the version and a feedback link with the version prefilled', () => {
    renderDrawer({ now: new Date('2031-06-01T12:00:00Z') });
    expect(screen.getByText(/©\s*2031/)).toBeInTheDocument();
    expect(screen.getByText('Version 0.2.0')).toBeInTheDocument();
    const feedback = screen.getByRole('link', { name: 'Submit feedback' });
    expect(new URL(feedback.getAttribute('href')!).searchParams.get('version')).toBe('0.2.0');
    expect(feedback).toHaveAttribute('target', '_blank');
    expect(feedback).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('uses the current year by default', () => {
    renderDrawer();
    expect(screen.getByText(new RegExp(`©\\s*${new Date().getFullYear()}`))).toBeInTheDocument();
  });

  it('hides logo and navigation in the loading layout', () => {
    renderDrawer({ loading: true });
    expect(screen.queryByRole('link', { name: 'Inscriptions home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByText('Version 0.2.0')).toBeInTheDocument();
  });

  it('hides navigation during onboarding (only inscription, no entries)', () => {
    renderDrawer({ hideNavigation: true });
    expect(screen.getByRole('link', { name: 'Inscriptions home' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
