import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@inscriptions/shared/constants';
import { MemoryRouter } from '@inscriptions/shared/router';
import { makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { createAppStore } from '@inscriptions/shared/store';
import { AppProviders } from '@inscriptions/shared/ui';
import { QueryClient } from '@inscriptions/shared/api';
import { SelectInscriptionPage } from './SelectInscriptionPage';

function respondWith(result: { data?: unknown; status?: number } | 'never') {
  globalThis.fetch = jest.fn(() =>
    result === 'never'
      ? new Promise(() => undefined)
      : Promise.resolve({
          ok: (result.status ?? 200) < 400,
          status: result.status ?? 200,
          headers: { get: () => 'application/json' },
          text: async () => JSON.stringify(result.data ? { data: result.data } : { errors: [{ message: 'boom' }] }),
        }),
  ) as unknown as typeof fetch;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders store={createAppStore()} queryClient={client}>
      <MemoryRouter>
        <SelectInscriptionPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

const inscription = (id: string, name: string, entryCount: number, isPrivate = false) => ({
  id,
  name,
  about: '',
  category: 'OTHER',
  isPrivate,
  logoImageUrl: null,
  entryCount,
  dateCreated: '2026-01-01T00:00:00.000Z',
  dateUpdated: '2026-01-01T00:00:00.000Z',
});

describe('SelectInscriptionPage', () => {
  beforeEach(() => setAuthSession(makeSessionUser({ accessToken: 'tok' })));
  afterEach(() => localStorage.clear());

  it('has its heading and test id, and shows a loading state', async () => {
    respondWith('never');
    renderPage();
    expect(screen.getByTestId('page-SelectInscription')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Inscriptions' })).toBeInTheDocument();
    expect(screen.getByTestId('inscriptions-loading')).toHaveAttribute('aria-busy', 'true');
  });

  it('lists inscriptions with name and entry count', async () => {
    respondWith({
      data: { inscriptions: [inscription('a', 'Coffee roastery', 3), inscription('b', 'Diary', 1, true)] },
    });
    renderPage();
    await screen.findByTestId('inscriptions-list');
    const cards = screen.getAllByTestId('inscription-card');
    expect(cards).toHaveLength(2);
    const items = cards.map((c) => within(c).getAllByRole('link')[0]!);
    expect(items[0]).toHaveAttribute('href', '/inscriptions/a/entries');
    expect(items[0]).toHaveAccessibleName('Coffee roastery, 3 entries');
    expect(items[1]).toHaveAccessibleName('Diary, 1 entry, private');
    expect(within(items[0]!).getByTestId('entry-count')).toHaveTextContent('3');
    expect(screen.getByText(/Select an Inscription to submit a new entry/)).toBeInTheDocument();
  });

  it('congratulates during onboarding (one inscription, no entries)', async () => {
    respondWith({ data: { inscriptions: [inscription('a', 'First', 0)] } });
    renderPage();
    expect(await screen.findByText(/Congratulations on completing your profile/)).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    respondWith({ data: { inscriptions: [] } });
    renderPage();
    expect(await screen.findByTestId('inscriptions-empty')).toHaveTextContent('You have no Inscriptions yet.');
  });

  it('shows an error state with a retry', async () => {
    respondWith({ status: 500 });
    renderPage();
    const error = await screen.findByTestId('inscriptions-error');
    expect(error).toHaveAttribute('role', 'alert');
    expect(within(error).getByRole('button', { name: 'Reload Inscriptions' })).toBeInTheDocument();
  });

  it('shows initials, a labelled lock, About, Timeline and new-entry buttons, and truncates long names', async () => {
    respondWith({
      data: {
        inscriptions: [
          {
            ...inscription('a', 'Supercalifragilisticexpialidocious idea one two three four', 3, true),
            about: 'Beans',
          },
        ],
      },
    });
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByTestId('inscription-card');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Supercalifragi\u2026 idea one two three\u2026',
    );
    expect(within(card).getByRole('img', { name: 'Private' })).toBeInTheDocument();
    expect(within(card).getByText('SI')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Timeline' })).toHaveAttribute('href', '/inscriptions/a/timeline');
    expect(within(card).getByRole('link', { name: /^New entry in/ })).toHaveAttribute(
      'href',
      '/inscriptions/a/entries/new',
    );
    const about = within(card).getByRole('button', { name: 'About' });
    expect(about).toHaveAttribute('aria-expanded', 'false');
    await user.click(about);
    expect(within(card).getByTestId('inscription-about')).toHaveTextContent('3 entries');
    expect(within(card).getByTestId('inscription-about')).toHaveTextContent('Beans');
    expect(localStorage.getItem(STORAGE_KEYS.aboutOpen)).toBe('true');
    await user.click(within(card).getByRole('button', { name: 'Close' }));
    expect(within(card).queryByTestId('inscription-about')).not.toBeInTheDocument();
  });

  it('clears the stored active inscription and about flag on arrival, stores it on select', async () => {
    localStorage.setItem(STORAGE_KEYS.activeInscription, 'old');
    localStorage.setItem(STORAGE_KEYS.aboutOpen, 'true');
    respondWith({ data: { inscriptions: [inscription('a', 'Diary', 1)] } });
    const user = userEvent.setup();
    renderPage();
    expect(localStorage.getItem(STORAGE_KEYS.activeInscription)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.aboutOpen)).toBeNull();
    await user.click(within(await screen.findByTestId('inscription-card')).getAllByRole('link')[0]!);
    expect(localStorage.getItem(STORAGE_KEYS.activeInscription)).toBe('a');
  });

  it('offers a profile link and New Inscription on mobile', async () => {
    respondWith({ data: { inscriptions: [] } });
    renderPage();
    const mobile = screen.getByTestId('mobile-actions');
    expect(within(mobile).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(mobile).getByRole('link', { name: 'New Inscription' })).toHaveAttribute('href', '/inscriptions/new');
  });

  it('leaves the phone actions out on a screen wider than 600 px, where the drawer or the menu has them', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(min-width: 601px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      respondWith({ data: { inscriptions: [] } });
      renderPage();
      expect(screen.getByTestId('page-SelectInscription')).toBeInTheDocument();
      expect(screen.queryByTestId('mobile-actions')).not.toBeInTheDocument();
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });
});
