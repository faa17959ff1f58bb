import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { mockApi, ok, renderPage, sampleReminder, sampleUser, variablesOf } from '../../../test/render';
import { SetRemindersPage } from './SetRemindersPage';

const PATH = '/set-reminders';

describe('SetRemindersPage', () => {
  beforeEach(() => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  function api(extra: Parameters<typeof mockApi>[0] = {}) {
    return mockApi({
      CurrentUser: { body: { user: sampleUser() } },
      UserReminders: {
        body: {
          userReminders: [
            sampleReminder({ id: 'late', reminderTime: '21:00' }),
            sampleReminder({ id: 'early', reminderTime: '07:15' }),
          ],
        },
      },
      UpdateUserReminder: (v) =>
        ok('updateUserReminder', 'userReminder', { ...sampleReminder(), ...(v.input as object) }),
      ...extra,
    });
  }

  it('lists the reminders sorted by time with the email and timezone', async () => {
    api();
    await renderPage(<SetRemindersPage />, { path: PATH });
    const cards = await screen.findAllByTestId('reminder-card');
    expect(cards.map((c) => within(c).getByLabelText('Reminder time'))).toEqual([
      expect.objectContaining({ value: '07:15' }),
      expect.objectContaining({ value: '21:00' }),
    ]);
    await waitFor(() => expect(screen.getByTestId('reminder-timezone')).toHaveTextContent('Europe/London'));
    expect(screen.getByTestId('reminder-email')).toHaveTextContent('ada@example.com');
  });

  it('pauses a reminder at once', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    await renderPage(<SetRemindersPage />, { path: PATH });
    const [first] = await screen.findAllByTestId('reminder-card');
    await user.click(within(first!).getByLabelText('Reminder on'));
    expect(variablesOf(fetchMock, 'UpdateUserReminder')[0]).toMatchObject({ input: { id: 'early', isActive: false } });
    expect(within(first!).getByLabelText('Reminder on')).not.toBeChecked();
  });

  it('changes a reminder to weekly, keeping one weekday selected', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    await renderPage(<SetRemindersPage />, { path: PATH });
    const [first] = await screen.findAllByTestId('reminder-card');
    await user.selectOptions(within(first!).getByLabelText('Repeat'), 'WEEKLY');
    expect(variablesOf(fetchMock, 'UpdateUserReminder')[0]).toMatchObject({
      input: { reminderFrequencyType: 'WEEKLY', reminderWeekDays: 1 },
    });
    const monday = within(first!).getByRole('button', { name: 'Monday' });
    expect(monday).toHaveAttribute('aria-pressed', 'true');
    await user.click(monday);
    expect(monday).toHaveAttribute('aria-pressed', 'true');
    expect(variablesOf(fetchMock, 'UpdateUserReminder')).toHaveLength(1);
  });

  it('adds the default reminder (09:30, daily, every day)', async () => {
    const user = userEvent.setup();
    const fetchMock = api({
      CreateUserReminder: ok('createUserReminder', 'userReminder', sampleReminder({ id: 'new' })),
    });
    await renderPage(<SetRemindersPage />, { path: PATH });
    await screen.findAllByTestId('reminder-card');
    await user.click(screen.getByRole('button', { name: 'Add Reminder' }));
    expect(variablesOf(fetchMock, 'CreateUserReminder')[0]).toEqual({
      input: {
        reminderType: 'DEFAULT',
        reminderTime: '09:30',
        reminderFrequencyType: 'DAILY',
        reminderFrequency: 1,
        reminderWeekDays: 0,
        isActive: true,
      },
    });
    const times = () => screen.getAllByLabelText('Reminder time').map((i) => (i as HTMLInputElement).value);
    await waitFor(() => expect(times()).toEqual(['07:15', '09:30', '21:00']));
  });

  it('deletes a reminder after confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = api({
      DeleteUserReminder: { body: { deleteUserReminder: { code: '200', success: true, message: 'ok' } } },
    });
    await renderPage(<SetRemindersPage />, { path: PATH });
    const [first] = await screen.findAllByTestId('reminder-card');
    await user.click(within(first!).getByRole('button', { name: 'Delete reminder' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this reminder?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(variablesOf(fetchMock, 'DeleteUserReminder')[0]).toEqual({ input: { id: 'early' } });
    await waitFor(() => expect(screen.getAllByTestId('reminder-card')).toHaveLength(1));
  });
});
