import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { INVALID_LINK, UNSAVED_CHANGES_ENTRY_TITLE } from '@inscriptions/contracts';
import { makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { mockApi, ok, renderPage, sampleSocial, sampleUser, variablesOf } from '../../../test/render';
import { EditProfilePage } from './EditProfilePage';

const PATH = '/edit-profile';

function api(extra: Parameters<typeof mockApi>[0] = {}, other: Parameters<typeof mockApi>[1] = {}) {
  return mockApi(
    {
      CurrentUser: { body: { user: sampleUser() } },
      UserSocials: { body: { userSocials: [sampleSocial()] } },
      UpdateProfile: (v) =>
        ok('updateUser', 'user', {
          ...sampleUser(),
          ...(v.input as object),
          profileImageUploadUrl: '/uploads/put/u1',
        }),
      ...extra,
    },
    other,
  );
}

async function openAddLink(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add link' }));
  return screen.getByRole('dialog', { name: 'Add a link' });
}

describe('EditProfilePage', () => {
  beforeEach(() => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows Save only once a field is edited, then saves the fields and the photo and goes to the profile', async () => {
    const user = userEvent.setup();
    const fetchMock = api({}, { 'PUT /uploads/put/u1': { body: { url: '/uploads/u1.png' } } });
    const { router } = await renderPage(<EditProfilePage />, { path: PATH });
    const name = await screen.findByLabelText('Full Name');
    expect(name).toHaveValue('Ada Lovelace');
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Ada King');
    const bio = screen.getByLabelText('Short Bio');
    await user.clear(bio);
    await user.type(bio, 'Countess');
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo'), photo);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(variablesOf(fetchMock, 'UpdateProfile')[0]).toEqual({
      input: { fullName: 'Ada King', quote: 'Imagination is the discovery faculty.', bio: 'Countess' },
    });
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(put?.[1]).toMatchObject({ method: 'PUT', body: photo });
  });

  it('refuses a photo over 10 MB with the spec message', async () => {
    const user = userEvent.setup();
    api();
    await renderPage(<EditProfilePage />, { path: PATH });
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(await screen.findByLabelText('Photo'), big);
    expect(screen.getByRole('alert')).toHaveTextContent('Photo must be less than 10MB, please choose another photo.');
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('requires the full name: said when the field is left empty, and again on Save, which sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    await renderPage(<EditProfilePage />, { path: PATH });
    const name = await screen.findByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, '  ');
    await user.tab();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(name).toHaveFocus();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(variablesOf(fetchMock, 'UpdateProfile')).toHaveLength(0);
  });

  it("asks 'You have unsaved changes' when leaving with an edit", async () => {
    const user = userEvent.setup();
    api();
    const { router } = await renderPage(<EditProfilePage />, { path: PATH });
    const quote = await screen.findByLabelText('Favorite Quote');
    await user.clear(quote);
    await user.type(quote, 'New quote');
    // The user leaves the field (as a click on the app's menu would), then navigates from outside the
    // page: this test renders no menu, so the router is driven directly and its navigation awaited in act.
    await user.tab();
    await act(() => router.navigate('/profile'));
    const dialog = screen.getByRole('dialog', { name: UNSAVED_CHANGES_ENTRY_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe(PATH);
    await act(() => router.navigate('/profile'));
    await user.click(screen.getByRole('button', { name: 'Exit without saving' }));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('adds a link by URL with the platform guessed from it; Confirm is disabled while empty', async () => {
    const user = userEvent.setup();
    const fetchMock = api({
      CreateUserSocial: (v) => ok('createUserSocial', 'userSocial', sampleSocial({ id: 's2', ...(v.input as object) })),
    });
    await renderPage(<EditProfilePage />, { path: PATH });
    const dialog = await openAddLink(user);
    const input = within(dialog).getByLabelText('Link URL');
    expect(input).toHaveAttribute('type', 'url');
    expect(input).toBeRequired();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.type(input, 'https://www.linkedin.com/in/ada');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(variablesOf(fetchMock, 'CreateUserSocial')[0]).toEqual({
      input: { platformUserUrl: 'https://www.linkedin.com/in/ada', platform: 'LINKEDIN' },
    });
    expect(await screen.findByRole('link', { name: 'LinkedIn: https://www.linkedin.com/in/ada' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/ada',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a javascript: link before any request', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    await renderPage(<EditProfilePage />, { path: PATH });
    const dialog = await openAddLink(user);
    await user.type(within(dialog).getByLabelText('Link URL'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText(INVALID_LINK)).toBeInTheDocument();
    expect(variablesOf(fetchMock, 'CreateUserSocial')).toHaveLength(0);
  });

  it("shows the server's refusal of a link", async () => {
    const user = userEvent.setup();
    const fetchMock = api({
      CreateUserSocial: {
        body: {
          createUserSocial: {
            code: '400',
            success: false,
            message: '"platformUserUrl" must be an http(s) URL.',
            userSocial: null,
          },
        },
      },
    });
    await renderPage(<EditProfilePage />, { path: PATH });
    const dialog = await openAddLink(user);
    await user.type(within(dialog).getByLabelText('Link URL'), 'https://example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(variablesOf(fetchMock, 'CreateUserSocial')).toHaveLength(1);
    expect(await within(dialog).findByText(INVALID_LINK)).toBeInTheDocument();
  });

  it('deletes a link after the spec question', async () => {
    const user = userEvent.setup();
    const fetchMock = api({
      DeleteUserSocial: { body: { deleteUserSocial: { code: '200', success: true, message: 'ok' } } },
    });
    await renderPage(<EditProfilePage />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Delete https://github.com/ada' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this social link?' });
    expect(dialog).toHaveTextContent('You can always add this link back if you change your mind.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(variablesOf(fetchMock, 'DeleteUserSocial')[0]).toEqual({ input: { id: 's1' } });
    await waitFor(() => expect(screen.queryByTestId('social-link')).not.toBeInTheDocument());
  });

  it('never renders a stored non-http link as a link', async () => {
    api({
      UserSocials: {
        body: { userSocials: [sampleSocial({ platform: 'WEBSITE', platformUserUrl: 'javascript:alert(1)' })] },
      },
    });
    await renderPage(<EditProfilePage />, { path: PATH });
    const item = await screen.findByTestId('social-link');
    expect(item).toHaveTextContent('javascript:alert(1)');
    expect(within(item).queryByRole('link')).not.toBeInTheDocument();
  });
});
