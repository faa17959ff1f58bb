import { screen, within } from '@testing-library/react';
import { makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { mockApi, renderPage, sampleSocial, sampleUser } from '../../../test/render';
import { ProfilePage } from './ProfilePage';

describe('ProfilePage', () => {
  beforeEach(() => setAuthSession(makeSessionUser({ accessToken: 'tok' })));

  it('shows the photo, name, quote, bio, social links with their platform and the settings links', async () => {
    mockApi({
      CurrentUser: { body: { user: sampleUser({ profileImageUrl: '/files/u1.png' }) } },
      UserSocials: {
        body: {
          userSocials: [
            sampleSocial(),
            sampleSocial({ id: 's2', platform: 'WEBSITE', platformUserUrl: 'https://ada.dev' }),
            sampleSocial({ id: 's3', platform: 'WEBSITE', platformUserUrl: 'javascript:alert(1)' }),
          ],
        },
      },
    });
    await renderPage(<ProfilePage />, { path: '/profile' });
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Ada Lovelace');
    expect(screen.getByRole('img', { name: 'Profile photo' })).toHaveAttribute('src', '/files/u1.png');
    expect(screen.getByTestId('profile-quote')).toHaveTextContent('Imagination is the discovery faculty.');
    expect(screen.getByTestId('profile-bio')).toHaveTextContent('Analyst');
    expect(await screen.findByRole('link', { name: 'GitHub: https://github.com/ada' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: 'Website: https://ada.dev' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /javascript:/ })).not.toBeInTheDocument();
    const settings = within(screen.getByRole('navigation', { name: 'Settings' }));
    for (const name of ['Edit Profile Information', 'Set Reminders', 'Import Data', 'Export Data', 'Sign Out']) {
      expect(settings.getByRole('link', { name })).toBeInTheDocument();
    }
  });
});
