import type { Task } from '../api/taskService';
import { weekDayShortName } from './weekdays';

/** "Every day", "Every 2 weeks on Mon, Thu", "One-off". */
export function recurrenceText(task: Pick<Task, 'isRecurring' | 'frequencyType' | 'frequencyValue' | 'weekDays'>) {
  if (!task.isRecurring || task.frequencyType === 'none') return 'One-off';
  const unit = task.frequencyType === 'daily' ? 'day' : 'week';
  const every = task.frequencyValue > 1 ? `Every ${task.frequencyValue} ${unit}s` : `Every ${unit}`;
  return task.frequencyType === 'weekly' && task.weekDays.length > 0
    ? `${every} on ${task.weekDays.map(weekDayShortName).join(', ')}`
    : every;
}

/** A due date (YYYY-MM-DD) for display, e.g. "Nov 22, 2026", read as that calendar day. */
export function dueDateText(dueDate: Task['dueDate']): string {
  if (!dueDate) return 'No due date';
  const [y, m, d] = dueDate.date.split('-').map(Number);
  return new Date(y!, m! - 1, d!).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export const priorityText = (priority: Task['priority']) =>
  `${priority[0]!.toUpperCase()}${priority.slice(1)} priority`;
