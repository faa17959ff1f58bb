import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { renderPage } from '../../../test/render';
import { toggleWeekday, withFrequencyType } from '@inscriptions/shared/forms';
import type { Reminder } from '@inscriptions/shared/forms';
import { mockApi, sampleUser, variablesOf } from '../test-utils';
import { OnboardingReminderPage } from './OnboardingReminderPage';

const reminder = (extra: Partial<Reminder> = {}): Reminder => ({
  id: 'r1',
  userId: 'u1',
  reminderType: 'DEFAULT',
  reminderTime: '09:30',
  reminderFrequencyType: 'DAILY',
  reminderFrequency: 1,
  reminderWeekDays: 0,
  isActive: true,
  dateCreated: '2026-01-01T00:00:00.000Z',
  dateUpdated: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const saved = (input: Record<string, unknown>) => ({
  body: {
    updateUserReminder: {
      code: '200',
      success: true,
      message: 'ok',
      userReminder: { ...reminder(), ...(input.input as object) },
    },
  },
});

describe('reminder helpers', () => {
  it('keeps at least one weekday in a weekly reminder', () => {
    expect(toggleWeekday(1, 1, true)).toBe(1);
    expect(toggleWeekday(1 | 64, 64, true)).toBe(1);
    expect(toggleWeekday(1, 1, false)).toBe(0);
  });
  it('switching to weekly clamps the frequency to 4 and selects Monday when none', () => {
    expect(withFrequencyType(reminder({ reminderFrequency: 7 }), 'WEEKLY')).toMatchObject({
      reminderFrequency: 4,
      reminderWeekDays: 1,
    });
  });
});

describe('OnboardingReminderPage', () => {
  let user: UserEvent;
  beforeEach(() => {
    user = userEvent.setup();
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('creates the default reminder when there is none and shows email, timezone and the discovery text', async () => {
    const fetchMock = mockApi({
      UserReminders: { body: { userReminders: [] } },
      CreateUserReminder: {
        body: { createUserReminder: { code: '200', success: true, message: 'ok', userReminder: reminder() } },
      },
      CurrentUser: { body: { user: sampleUser({ timezone: 'Europe/Paris' }) } },
    });
    await renderPage(<OnboardingReminderPage />, { path: '/auth/onboarding/reminder' });
    expect(screen.getByTestId('page-OnboardingReminder')).toBeInTheDocument();
    const card = await screen.findByTestId('reminder-card');
    expect(within(card).getByLabelText('Reminder time')).toHaveValue('09:30');
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
    await waitFor(() => expect(screen.getByTestId('reminder-timezone')).toHaveTextContent('Europe/Paris'));
    expect(screen.getByTestId('reminder-email')).toHaveTextContent('test@example.com');
    expect(screen.getByTestId('discovery-text')).toHaveTextContent(/discover your public Inscriptions and entries/);
  });

  it('saves each change immediately; weekly offers 1–4 weeks and keeps one weekday', async () => {
    const fetchMock = mockApi({
      UserReminders: { body: { userReminders: [reminder()] } },
      UpdateUserReminder: (v) => saved(v),
      CurrentUser: { body: { user: sampleUser() } },
    });
    await renderPage(<OnboardingReminderPage />, { path: '/auth/onboarding/reminder' });
    const card = await screen.findByTestId('reminder-card');
    expect(within(card).getByLabelText('Every').querySelectorAll('option')).toHaveLength(7);
    await user.selectOptions(within(card).getByLabelText('Repeat'), 'Weekly');
    expect(variablesOf(fetchMock, 'UpdateUserReminder').at(-1)).toEqual({
      input: {
        id: 'r1',
        reminderType: 'DEFAULT',
        reminderTime: '09:30',
        reminderFrequencyType: 'WEEKLY',
        reminderFrequency: 1,
        reminderWeekDays: 1,
        isActive: true,
      },
    });
    expect(within(card).getByLabelText('Every').querySelectorAll('option')).toHaveLength(4);
    const monday = within(card).getByRole('button', { name: 'Monday' });
    expect(monday).toHaveAttribute('aria-pressed', 'true');
    const calls = variablesOf(fetchMock, 'UpdateUserReminder').length;
    await user.click(monday);
    expect(monday).toHaveAttribute('aria-pressed', 'true');
    expect(variablesOf(fetchMock, 'UpdateUserReminder')).toHaveLength(calls);
    await user.click(within(card).getByRole('button', { name: 'Sunday' }));
    expect((variablesOf(fetchMock, 'UpdateUserReminder').at(-1)!.input as Reminder).reminderWeekDays).toBe(65);
    // Over the whole time selected, as a user retyping it (clearing first would only restore 09:30).
    await user.type(within(card).getByLabelText('Reminder time'), '07:15', {
      initialSelectionStart: 0,
      initialSelectionEnd: '09:30'.length,
    });
    expect((variablesOf(fetchMock, 'UpdateUserReminder').at(-1)!.input as Reminder).reminderTime).toBe('07:15');
  });

  it('reverts and reports a failed save', async () => {
    mockApi({
      UserReminders: { body: { userReminders: [reminder()] } },
      UpdateUserReminder: {
        body: { updateUserReminder: { code: '500', success: false, message: 'x', userReminder: null } },
      },
    });
    const { errors } = await renderPage(<OnboardingReminderPage />, { path: '/auth/onboarding/reminder' });
    const card = await screen.findByTestId('reminder-card');
    await user.selectOptions(within(card).getByLabelText('Every'), '3 days');
    await waitFor(() => expect(errors()).toContain('Failed to update user reminder, please try again.'));
    expect(within(card).getByLabelText('Every')).toHaveValue('1');
  });

  it('continues to the inscription step and goes back to the bio step', async () => {
    mockApi({ UserReminders: { body: { userReminders: [reminder()] } } });
    const { router } = await renderPage(<OnboardingReminderPage />, { path: '/auth/onboarding/reminder' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/auth/onboarding/inscription');
    await act(async () => {
      router.navigate('/auth/onboarding/reminder');
    });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/auth/onboarding/profile?from=reminder',
    );
  });
});
