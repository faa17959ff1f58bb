import type { TaskStatus } from '@inscriptions/contracts';

/**
 * Task status transitions (the spec leaves them open; README design decisions): a Suggested task is
 * accepted (In Progress) or deleted; In Progress is completed; a Completed task can be reopened.
 */
export const TASK_STATUS_TRANSITIONS: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  Suggested: ['In Progress'],
  'In Progress': ['Completed'],
  Completed: ['In Progress'],
};

export const canTransition = (from: TaskStatus, to: TaskStatus): boolean =>
  from === to || TASK_STATUS_TRANSITIONS[from].includes(to);

/** The button label that moves a task from one status to another. */
export function transitionLabel(from: TaskStatus, to: TaskStatus): string {
  if (to === 'Completed') return 'Mark completed';
  if (from === 'Completed') return 'Reopen';
  return from === 'Suggested' ? 'Accept task' : `Move to ${to}`;
}
