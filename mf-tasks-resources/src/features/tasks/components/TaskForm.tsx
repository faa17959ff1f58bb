import { useState } from 'react';
import type { FormEvent } from 'react';
import { TASK_PRIORITIES, TEXT_LIMITS } from '@inscriptions/contracts';
import type { TaskFrequencyType, TaskPriority } from '@inscriptions/contracts';
import { Button, Card, SelectInput, TextInput, styled } from '@inscriptions/shared/ui';
import type { TaskInput } from '../api/taskService';
import { TASK_WEEKDAYS, weekDayName } from '../lib/weekdays';

export const TITLE_REQUIRED = 'Title cannot be empty';
export const WEEKDAY_REQUIRED = 'Choose at least one day';

const Form = styled(Card).attrs({ as: 'form' })`
  display: grid;
  gap: 16px;
`;
const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
  }
`;
const Days = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  display: flex;
  flex-wrap: wrap;
  gap: 0 16px;
  legend {
    font-weight: 600;
  }
`;
const Error = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  width: 100%;
`;

export const EMPTY_TASK: TaskInput = {
  title: '',
  priority: 'medium',
  dueDate: null,
  isRecurring: false,
  frequencyType: 'none',
  frequencyValue: 1,
  weekDays: [],
};

/** The fields of a task (title, priority, due date, recurrence); status is changed by its own buttons. */
export function TaskForm({
  initial,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
}: {
  initial: TaskInput;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (input: TaskInput) => void;
}) {
  const [values, setValues] = useState<TaskInput>(initial);
  const [submitted, setSubmitted] = useState(false);
  const set = (changes: Partial<TaskInput>) => setValues((v) => ({ ...v, ...changes }));
  const titleError = submitted && !values.title.trim() ? TITLE_REQUIRED : null;
  const weekly = values.isRecurring && values.frequencyType === 'weekly';
  const daysError = submitted && weekly && values.weekDays.length === 0 ? WEEKDAY_REQUIRED : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!values.title.trim() || (weekly && values.weekDays.length === 0)) return;
    onSubmit(values);
  };
  const toggleDay = (day: number, on: boolean) =>
    set({ weekDays: on ? [...values.weekDays, day].sort((a, b) => a - b) : values.weekDays.filter((d) => d !== day) });

  return (
    <Form onSubmit={submit} noValidate aria-label="Task">
      <TextInput
        label="Title"
        value={values.title}
        maxLength={TEXT_LIMITS.short}
        error={titleError}
        onChange={(e) => set({ title: e.target.value })}
      />
      <SelectInput
        label="Priority"
        value={values.priority}
        onChange={(e) => set({ priority: e.target.value as TaskPriority })}
      >
        {TASK_PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {p[0]!.toUpperCase() + p.slice(1)}
          </option>
        ))}
      </SelectInput>
      <TextInput
        label="Due date"
        type="date"
        value={values.dueDate?.date ?? ''}
        onChange={(e) => set({ dueDate: e.target.value ? { date: e.target.value } : null })}
      />
      <Check>
        <input
          type="checkbox"
          checked={values.isRecurring}
          onChange={(e) =>
            set({
              isRecurring: e.target.checked,
              frequencyType: e.target.checked
                ? values.frequencyType === 'none'
                  ? 'daily'
                  : values.frequencyType
                : 'none',
            })
          }
        />
        Recurring task
      </Check>
      {values.isRecurring ? (
        <>
          <SelectInput
            label="Repeats"
            value={values.frequencyType}
            onChange={(e) => set({ frequencyType: e.target.value as TaskFrequencyType })}
          >
            <option value="daily">Daily</option>
            <option value="weekly">Weekly</option>
          </SelectInput>
          <TextInput
            label={values.frequencyType === 'weekly' ? 'Every how many weeks' : 'Every how many days'}
            type="number"
            min={1}
            max={30}
            value={values.frequencyValue}
            onChange={(e) => set({ frequencyValue: Number(e.target.value) })}
          />
          {weekly ? (
            <Days aria-describedby={daysError ? 'task-days-error' : undefined}>
              <legend>On these days</legend>
              {TASK_WEEKDAYS.map((day) => (
                <Check key={day}>
                  <input
                    type="checkbox"
                    checked={values.weekDays.includes(day)}
                    onChange={(e) => toggleDay(day, e.target.checked)}
                  />
                  {weekDayName(day)}
                </Check>
              ))}
              {daysError ? <Error id="task-days-error">{daysError}</Error> : null}
            </Days>
          ) : null}
        </>
      ) : null}
      <div>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
