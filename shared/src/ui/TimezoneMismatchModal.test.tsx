import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@inscriptions/shared/api';
import { makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { STORAGE_KEYS } from '@inscriptions/shared/constants';
import { createAppStore } from '@inscriptions/shared/store';
import { AppProviders } from './Providers';
import { TIMEZONE_MISMATCH_TITLE, TimezoneMismatchModal } from './TimezoneMismatchModal';

const DEVICE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const ELSEWHERE = DEVICE === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo';

const userWith = (timezone: string | null) => ({
  __typename: 'User',
  id: 'u1',
  fullName: 'Ada',
  email: 'ada@example.com',
  bio: null,
  quote: null,
  timezone,
  profileImageUrl: null,
  dateCreated: '2026-01-01T00:00:00.000Z',
  dateUpdated: '2026-01-01T00:00:00.000Z',
});

function answer(body: unknown) {
  return Promise.resolve({
    ok: true,
    status: 200,
    headers: { get: () => 'application/json' },
    json: async () => ({ data: body }),
    text: async () => JSON.stringify({ data: body }),
  } as unknown as Response);
}

/** Serves CurrentUser with the given timezone and UpdateUserTimezone with the input applied. */
function mockServer(timezone: string | null) {
  const fn = jest.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables: { input: { timezone: string } };
    };
    if (body.operationName === 'CurrentUser') return answer({ user: userWith(timezone) });
    return answer({
      updateUser: { code: '200', success: true, message: 'ok', user: userWith(body.variables.input.timezone) },
    });
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

async function show() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <AppProviders store={createAppStore()} queryClient={queryClient}>
        <TimezoneMismatchModal />
      </AppProviders>,
    );
  });
}

describe('TimezoneMismatchModal', () => {
  beforeEach(() => {
    window.localStorage.clear();
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
  });

  it('stays hidden when the profile has the device timezone or none', async () => {
    mockServer(DEVICE);
    await show();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("offers to update the profile to the device's timezone", async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer(ELSEWHERE);
    await show();
    const dialog = await screen.findByRole('dialog', { name: TIMEZONE_MISMATCH_TITLE });
    expect(dialog).toHaveTextContent(`This device is set to ${DEVICE}, your profile to ${ELSEWHERE}.`);
    await user.click(screen.getByRole('button', { name: `Use ${DEVICE}` }));
    const update = fetchMock.mock.calls
      .map(([, init]) => JSON.parse(String(init?.body)) as { operationName: string; variables: unknown })
      .find((b) => b.operationName === 'UpdateUserTimezone');
    expect(update?.variables).toEqual({ input: { timezone: DEVICE } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('remembers "keep" on this device for this pair of timezones', async () => {
    const user = userEvent.setup();
    mockServer(ELSEWHERE);
    await show();
    await screen.findByRole('dialog', { name: TIMEZONE_MISMATCH_TITLE });
    await user.click(screen.getByRole('button', { name: `Keep ${ELSEWHERE}` }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.timezoneKept)).toBe(`${DEVICE}|${ELSEWHERE}`);
  });

  it('does not ask again once kept', async () => {
    window.localStorage.setItem(STORAGE_KEYS.timezoneKept, `${DEVICE}|${ELSEWHERE}`);
    mockServer(ELSEWHERE);
    await show();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
