import {
  FAILED_TO_CREATE_TASK,
  FAILED_TO_DELETE_TASK,
  FAILED_TO_FETCH_TASK,
  FAILED_TO_UPDATE_TASK,
  MOCK_TASK_DELAY_MS,
} from '@inscriptions/contracts';
import { bitmaskToWeekDays, weekDaysToBitmask } from '../lib/weekdays';
import { createTaskService, failuresFromSearch } from './taskService';
import type { TaskInput, TaskOperation } from './taskService';

const input: TaskInput = {
  title: '  Plan the launch ',
  priority: 'high',
  dueDate: { date: '2026-03-01' },
  isRecurring: true,
  frequencyType: 'weekly',
  frequencyValue: 2,
  weekDays: [5, 1, 1],
};

function service(failures: TaskOperation[] = [], storage: Storage | null = null) {
  let n = 0;
  return createTaskService({
    delayMs: 0,
    storage,
    simulatedFailures: () => new Set(failures),
    newId: () => `new-${++n}`,
    today: () => new Date('2026-01-10T12:00:00Z'),
  });
}

describe('task mock service', () => {
  it('answers after the 500 ms simulated delay', async () => {
    jest.useFakeTimers();
    try {
      const tasks = createTaskService();
      let answered = false;
      const call = tasks.fetchTasks('ins-1').then(() => (answered = true));
      await jest.advanceTimersByTimeAsync(MOCK_TASK_DELAY_MS - 1);
      expect(answered).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await call;
      expect(answered).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts each inscription with its own sample tasks', async () => {
    const tasks = service();
    const a = await tasks.fetchTasks('ins-a');
    expect(a.error).toBeNull();
    expect(a.data!.map((t) => t.status)).toEqual(['In Progress', 'Suggested', 'Suggested', 'Completed']);
    expect(a.data!.every((t) => t.inscriptionId === 'ins-a')).toBe(true);
    await tasks.createTask('ins-a', input);
    expect((await tasks.fetchTasks('ins-b')).data).toHaveLength(4);
    expect((await tasks.fetchTasks('ins-a')).data).toHaveLength(5);
  });

  it('creates an In Progress task with a cleaned title, sorted weekdays and their bitmask', async () => {
    const tasks = service();
    const created = await tasks.createTask('ins-1', input);
    expect(created.data).toEqual({
      id: 'new-1',
      inscriptionId: 'ins-1',
      title: 'Plan the launch',
      priority: 'high',
      status: 'In Progress',
      dueDate: { date: '2026-03-01' },
      isRecurring: true,
      frequencyType: 'weekly',
      frequencyValue: 2,
      weekDays: [1, 5],
      weekDaysBitmask: 1 | 16,
    });
    expect((await tasks.fetchTask('ins-1', 'new-1')).data).toEqual(created.data);
    expect((await tasks.fetchTask('ins-1', 'missing')).data).toBeNull();
  });

  it('keeps weekdays only for weekly tasks and a frequency only for recurring ones', async () => {
    const tasks = service();
    const daily = await tasks.createTask('ins-1', { ...input, frequencyType: 'daily' });
    expect(daily.data).toMatchObject({ weekDays: [], weekDaysBitmask: 0, frequencyType: 'daily' });
    const once = await tasks.createTask('ins-1', { ...input, isRecurring: false });
    expect(once.data).toMatchObject({ isRecurring: false, frequencyType: 'none', frequencyValue: 1, weekDays: [] });
  });

  it('maps weekdays (0 Sunday … 6 Saturday) to the reminder bits (Monday 1 … Sunday 64) and back', () => {
    expect(weekDaysToBitmask([0])).toBe(64);
    expect(weekDaysToBitmask([1, 2, 3, 4, 5, 6, 0])).toBe(127);
    expect(weekDaysToBitmask([6, 7, -1])).toBe(32);
    expect(bitmaskToWeekDays(1 | 4 | 64)).toEqual([0, 1, 3]);
  });

  it('follows the status transitions and refuses the others', async () => {
    const tasks = service();
    const suggested = (await tasks.fetchTasks('ins-1')).data!.find((t) => t.status === 'Suggested')!;
    expect((await tasks.updateTask('ins-1', suggested.id, { status: 'Completed' })).error).toBe(FAILED_TO_UPDATE_TASK);
    expect((await tasks.updateTask('ins-1', suggested.id, { status: 'In Progress' })).data?.status).toBe('In Progress');
    expect((await tasks.updateTask('ins-1', suggested.id, { status: 'Completed' })).data?.status).toBe('Completed');
    const reopened = await tasks.updateTask('ins-1', suggested.id, { status: 'In Progress', title: 'Again' });
    expect(reopened.data).toMatchObject({ status: 'In Progress', title: 'Again' });
  });

  it.each([
    ['fetch', (s: ReturnType<typeof service>) => s.fetchTasks('ins-1'), FAILED_TO_FETCH_TASK],
    ['fetch', (s: ReturnType<typeof service>) => s.fetchTask('ins-1', '1'), FAILED_TO_FETCH_TASK],
    ['create', (s: ReturnType<typeof service>) => s.createTask('ins-1', input), FAILED_TO_CREATE_TASK],
    ['update', (s: ReturnType<typeof service>) => s.updateTask('ins-1', '1', { title: 'x' }), FAILED_TO_UPDATE_TASK],
  ] as const)('answers the spec message when %s is made to fail', async (op, call, message) => {
    expect(await call(service([op]))).toEqual({ data: null, error: message });
  });

  it('throws the spec message when delete is made to fail, and deletes otherwise', async () => {
    await expect(service(['delete']).deleteTask('ins-1', '1')).rejects.toThrow(FAILED_TO_DELETE_TASK);
    const tasks = service();
    await tasks.deleteTask('ins-1', '1');
    expect((await tasks.fetchTask('ins-1', '1')).data).toBeNull();
  });

  it('refuses an empty title or a weekly task without days as a failed create', async () => {
    const tasks = service();
    expect((await tasks.createTask('ins-1', { ...input, title: '  ' })).error).toBe(FAILED_TO_CREATE_TASK);
    expect((await tasks.createTask('ins-1', { ...input, weekDays: [] })).error).toBe(FAILED_TO_CREATE_TASK);
  });

  it('keeps the session’s tasks in the given storage', async () => {
    await service([], sessionStorage).createTask('ins-s', input);
    expect((await service([], sessionStorage).fetchTasks('ins-s')).data).toHaveLength(5);
  });

  it('reads the simulated failures from ?simulateFailure=', () => {
    expect([...failuresFromSearch('?simulateFailure=create,delete')]).toEqual(['create', 'delete']);
    expect(failuresFromSearch('?simulateFailure=everything').size).toBe(0);
    expect(failuresFromSearch('').size).toBe(0);
  });
});
