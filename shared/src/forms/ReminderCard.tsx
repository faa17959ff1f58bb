import { useId, useState } from 'react';
import { WEEKDAYS } from '@inscriptions/contracts';
import { queryKeys, useQueryClient } from '@inscriptions/shared/api';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Button, Card, SelectInput, styled } from '@inscriptions/shared/ui';
import {
  FAILED_TO_UPDATE_REMINDER,
  maxFrequency,
  saveReminder,
  sortReminders,
  toggleWeekday,
  withFrequencyType,
} from './reminders';
import type { Reminder } from './reminders';

const Body = styled(Card)`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
  }
`;
const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-weight: 600;
  font-size: 0.95rem;
  input {
    min-height: 44px;
    padding: 0 12px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;
const Days = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;
const Day = styled.button`
  min-width: 48px;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Footer = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
`;
const Active = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
  }
`;

export interface ReminderCardProps {
  reminder: Reminder;
  /** Offers a Delete button when given (SetReminders); the onboarding card has none. */
  onDelete?: (reminder: Reminder) => void;
}

/**
 * One reminder: time, daily (every 1–7 days) or weekly (every 1–4 weeks, on at least one weekday),
 * on or paused. Every change is saved immediately and written to the reminders cache (spec section 4).
 */
export function ReminderCard({ reminder, onDelete }: ReminderCardProps) {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const [value, setValue] = useState(reminder);
  const [saving, setSaving] = useState(false);
  const daysId = useId();
  const weekly = value.reminderFrequencyType === 'WEEKLY';

  const change = async (next: Reminder) => {
    const previous = value;
    setValue(next);
    setSaving(true);
    let saved: Reminder;
    try {
      saved = await saveReminder(next);
    } catch {
      setValue(previous);
      dispatch(showError(FAILED_TO_UPDATE_REMINDER));
      return;
    } finally {
      setSaving(false);
    }
    queryClient.setQueryData<Reminder[]>(queryKeys.user.reminders(), (list) =>
      list ? sortReminders(list.map((r) => (r.id === saved.id ? saved : r))) : list,
    );
  };

  return (
    <Body
      as="section"
      data-testid="reminder-card"
      aria-busy={saving}
      aria-label={`Reminder at ${value.reminderTime}${value.isActive ? '' : ' (paused)'}`}
    >
      <Label>
        Reminder time
        <input
          type="time"
          value={value.reminderTime}
          onChange={(e) => {
            if (/^\d{2}:\d{2}$/.test(e.target.value)) void change({ ...value, reminderTime: e.target.value });
          }}
        />
      </Label>
      <SelectInput
        label="Repeat"
        value={value.reminderFrequencyType}
        onChange={(e) => void change(withFrequencyType(value, e.target.value === 'WEEKLY' ? 'WEEKLY' : 'DAILY'))}
      >
        <option value="DAILY">Daily</option>
        <option value="WEEKLY">Weekly</option>
      </SelectInput>
      <SelectInput
        label="Every"
        value={String(value.reminderFrequency)}
        onChange={(e) => void change({ ...value, reminderFrequency: Number(e.target.value) })}
      >
        {Array.from({ length: maxFrequency(value.reminderFrequencyType) }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n} {weekly ? (n === 1 ? 'week' : 'weeks') : n === 1 ? 'day' : 'days'}
          </option>
        ))}
      </SelectInput>
      {weekly ? (
        <Days role="group" aria-labelledby={daysId}>
          <span id={daysId} className="visually-hidden">
            Weekdays
          </span>
          {WEEKDAYS.map((d) => (
            <Day
              key={d.bit}
              type="button"
              aria-label={d.name}
              aria-pressed={(value.reminderWeekDays & d.bit) !== 0}
              onClick={() => {
                const mask = toggleWeekday(value.reminderWeekDays, d.bit, true);
                if (mask !== value.reminderWeekDays) void change({ ...value, reminderWeekDays: mask });
              }}
            >
              {d.short}
            </Day>
          ))}
        </Days>
      ) : null}
      <Footer>
        <Active>
          <input
            type="checkbox"
            checked={value.isActive}
            onChange={(e) => void change({ ...value, isActive: e.target.checked })}
          />
          Reminder on
        </Active>
        {onDelete ? (
          <Button type="button" $variant="secondary" onClick={() => onDelete(value)}>
            Delete reminder
          </Button>
        ) : null}
      </Footer>
    </Body>
  );
}
