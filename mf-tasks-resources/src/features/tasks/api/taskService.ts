import {
  FAILED_TO_CREATE_TASK,
  FAILED_TO_DELETE_TASK,
  FAILED_TO_FETCH_TASK,
  FAILED_TO_UPDATE_TASK,
  MOCK_TASK_DELAY_MS,
  TASK_FREQUENCY_TYPES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TEXT_LIMITS,
} from '@inscriptions/contracts';
import type { TaskFrequencyType, TaskPriority, TaskStatus } from '@inscriptions/contracts';
import { canTransition } from '../lib/status';
import { weekDaysToBitmask } from '../lib/weekdays';
import { sampleTasks } from './sampleTasks';

/** A task (spec section 3). Tasks exist only in this in-memory mock, never on the server. */
export interface Task {
  id: string;
  inscriptionId: string;
  title: string;
  priority: TaskPriority;
  status: TaskStatus;
  /** The day it is due (YYYY-MM-DD), or null. */
  dueDate: { date: string } | null;
  isRecurring: boolean;
  frequencyType: TaskFrequencyType;
  /** Every how many days or weeks it recurs (1 when not recurring). */
  frequencyValue: number;
  /** 0 Sunday … 6 Saturday, for weekly tasks. */
  weekDays: number[];
  /** weekDays as bits (see lib/weekdays). */
  weekDaysBitmask: number;
}

/** What a form sends; the service derives the id, the bitmask and (for a new task) the status. */
export type TaskInput = Pick<
  Task,
  'title' | 'priority' | 'dueDate' | 'isRecurring' | 'frequencyType' | 'frequencyValue' | 'weekDays'
>;
export type TaskChanges = Partial<TaskInput> & { status?: TaskStatus };

export type TaskOperation = 'fetch' | 'create' | 'update' | 'delete';
export const TASK_OPERATIONS: readonly TaskOperation[] = ['fetch', 'create', 'update', 'delete'];

/** The spec's mock answers with an error message instead of data; only delete throws. */
export type TaskResult<T> = { data: T; error: null } | { data: null; error: string };

/**
 * The query parameter that makes the mock fail, for tests and demos: `?simulateFailure=create`
 * (or a comma list of fetch, create, update, delete) on the page's URL. Nothing in the app links to it.
 */
export const SIMULATE_FAILURE_PARAM = 'simulateFailure';

export function failuresFromSearch(search: string): ReadonlySet<TaskOperation> {
  const value = new URLSearchParams(search).get(SIMULATE_FAILURE_PARAM) ?? '';
  return new Set(TASK_OPERATIONS.filter((op) => value.split(',').includes(op)));
}

export interface TaskServiceOptions {
  delayMs?: number;
  /** Where the session's tasks are kept between page loads (sessionStorage in the browser), or null. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The operations that fail right now. */
  simulatedFailures?: () => ReadonlySet<TaskOperation>;
  newId?: () => string;
  today?: () => Date;
}

const STORAGE_PREFIX = 'inscriptions.tasks.';
const ok = <T>(data: T): TaskResult<T> => ({ data, error: null });
const failed = <T>(error: string): TaskResult<T> => ({ data: null, error });

/** A form's values made consistent: a task recurs exactly when it has a frequency; weekdays only when weekly. */
function normalized(input: TaskInput): TaskInput | null {
  const title = input.title.trim();
  if (!title || title.length > TEXT_LIMITS.short) return null;
  if (!TASK_PRIORITIES.includes(input.priority) || !TASK_FREQUENCY_TYPES.includes(input.frequencyType)) return null;
  const frequencyType = input.isRecurring ? input.frequencyType : 'none';
  const weekly = frequencyType === 'weekly';
  const weekDays = weekly ? [...new Set(input.weekDays)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b) : [];
  if (weekly && weekDays.length === 0) return null;
  const date = input.dueDate?.date ?? '';
  if (date && !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return {
    title,
    priority: input.priority,
    dueDate: date ? { date } : null,
    isRecurring: frequencyType !== 'none',
    frequencyType,
    frequencyValue: frequencyType === 'none' ? 1 : Math.max(1, Math.floor(input.frequencyValue) || 1),
    weekDays,
  };
}

/** The task mock (spec sections 1, 7, 8): sample data per inscription, every call after `delayMs`. */
export function createTaskService({
  delayMs = MOCK_TASK_DELAY_MS,
  storage = null,
  simulatedFailures = () => new Set(),
  newId = () => `task-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
  today = () => new Date(),
}: TaskServiceOptions = {}) {
  const byInscription = new Map<string, Task[]>();
  const wait = () => new Promise<void>((resolve) => setTimeout(resolve, delayMs));
  const fails = (op: TaskOperation) => simulatedFailures().has(op);

  function tasksOf(inscriptionId: string): Task[] {
    let tasks = byInscription.get(inscriptionId);
    if (!tasks) {
      const stored = storage?.getItem(STORAGE_PREFIX + inscriptionId);
      tasks = stored ? (JSON.parse(stored) as Task[]) : sampleTasks(inscriptionId, today());
      byInscription.set(inscriptionId, tasks);
    }
    return tasks;
  }
  function save(inscriptionId: string, tasks: Task[]) {
    byInscription.set(inscriptionId, tasks);
    storage?.setItem(STORAGE_PREFIX + inscriptionId, JSON.stringify(tasks));
  }

  return {
    async fetchTasks(inscriptionId: string): Promise<TaskResult<Task[]>> {
      await wait();
      return fails('fetch') ? failed(FAILED_TO_FETCH_TASK) : ok(tasksOf(inscriptionId));
    },
    /** The task, or null data when the inscription has no task with this id. */
    async fetchTask(inscriptionId: string, taskId: string): Promise<TaskResult<Task | null>> {
      await wait();
      if (fails('fetch')) return failed(FAILED_TO_FETCH_TASK);
      return ok(tasksOf(inscriptionId).find((t) => t.id === taskId) ?? null);
    },
    /** A new task is In Progress: the user chose to do it (Suggested is for the sample suggestions). */
    async createTask(inscriptionId: string, input: TaskInput): Promise<TaskResult<Task>> {
      await wait();
      const values = normalized(input);
      if (fails('create') || !values) return failed(FAILED_TO_CREATE_TASK);
      const task: Task = {
        ...values,
        id: newId(),
        inscriptionId,
        status: 'In Progress',
        weekDaysBitmask: weekDaysToBitmask(values.weekDays),
      };
      save(inscriptionId, [task, ...tasksOf(inscriptionId)]);
      return ok(task);
    },
    async updateTask(inscriptionId: string, taskId: string, changes: TaskChanges): Promise<TaskResult<Task>> {
      await wait();
      const tasks = tasksOf(inscriptionId);
      const current = tasks.find((t) => t.id === taskId);
      if (fails('update') || !current) return failed(FAILED_TO_UPDATE_TASK);
      const values = normalized({ ...current, ...changes });
      const status = changes.status ?? current.status;
      if (!values || !TASK_STATUSES.includes(status) || !canTransition(current.status, status)) {
        return failed(FAILED_TO_UPDATE_TASK);
      }
      const task: Task = { ...current, ...values, status, weekDaysBitmask: weekDaysToBitmask(values.weekDays) };
      save(
        inscriptionId,
        tasks.map((t) => (t.id === taskId ? task : t)),
      );
      return ok(task);
    },
    /** Throws FAILED_TO_DELETE_TASK (spec: delete also throws); deleting a missing task is done already. */
    async deleteTask(inscriptionId: string, taskId: string): Promise<void> {
      await wait();
      if (fails('delete')) throw new Error(FAILED_TO_DELETE_TASK);
      save(
        inscriptionId,
        tasksOf(inscriptionId).filter((t) => t.id !== taskId),
      );
    },
  };
}

export type TaskService = ReturnType<typeof createTaskService>;

/** The app's mock: kept for the browser session, failing on `?simulateFailure=` of the current URL. */
export const taskService: TaskService = createTaskService({
  storage: typeof sessionStorage === 'undefined' ? null : sessionStorage,
  simulatedFailures: () => failuresFromSearch(typeof window === 'undefined' ? '' : window.location.search),
});
