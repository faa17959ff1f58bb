import type { Task } from './taskService';
import { weekDaysToBitmask } from '../lib/weekdays';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const inDays = (today: Date, days: number) => ({ date: isoDay(new Date(today.getTime() + days * 86_400_000)) });

/** The sample tasks every inscription starts a session with (spec: tasks are sample data only). */
export function sampleTasks(inscriptionId: string, today: Date): Task[] {
  const task = (n: number, values: Omit<Task, 'id' | 'inscriptionId' | 'weekDaysBitmask'>): Task => ({
    ...values,
    id: String(n),
    inscriptionId,
    weekDaysBitmask: weekDaysToBitmask(values.weekDays),
  });
  return [
    task(1, {
      title: 'Review last week’s entries',
      priority: 'high',
      status: 'In Progress',
      dueDate: inDays(today, 2),
      isRecurring: true,
      frequencyType: 'weekly',
      frequencyValue: 1,
      weekDays: [1],
    }),
    task(2, {
      title: 'Record a short entry every evening',
      priority: 'medium',
      status: 'Suggested',
      dueDate: null,
      isRecurring: true,
      frequencyType: 'daily',
      frequencyValue: 1,
      weekDays: [],
    }),
    task(3, {
      title: 'Follow up on the ideas marked important',
      priority: 'low',
      status: 'Suggested',
      dueDate: inDays(today, 7),
      isRecurring: false,
      frequencyType: 'none',
      frequencyValue: 1,
      weekDays: [],
    }),
    task(4, {
      title: 'Write down this month’s goals',
      priority: 'medium',
      status: 'Completed',
      dueDate: inDays(today, -3),
      isRecurring: false,
      frequencyType: 'none',
      frequencyValue: 1,
      weekDays: [],
    }),
  ];
}
