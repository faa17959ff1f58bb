import { queryKeys, useMutation, useQuery, useQueryClient } from '@inscriptions/shared/api';
import { taskService } from './taskService';
import type { Task, TaskChanges, TaskInput, TaskResult } from './taskService';

/** The mock's error answer as a thrown error, so react-query reports it. */
function dataOf<T>(result: TaskResult<T>): T {
  if (result.error !== null) throw new Error(result.error);
  return result.data;
}

// The mock fails only on purpose (?simulateFailure=), so a retry would only hide the failure.
export function useTasks(inscriptionId: string) {
  return useQuery({
    queryKey: queryKeys.tasks.list(inscriptionId),
    queryFn: async () => dataOf(await taskService.fetchTasks(inscriptionId)),
    retry: false,
  });
}

export function useTask(inscriptionId: string, taskId: string) {
  return useQuery({
    queryKey: queryKeys.tasks.detail(inscriptionId, taskId),
    queryFn: async () => dataOf(await taskService.fetchTask(inscriptionId, taskId)),
    retry: false,
  });
}

/** Writes a saved task into the cached list and detail. */
function useTaskCache(inscriptionId: string) {
  const queryClient = useQueryClient();
  return {
    put: (task: Task) => {
      queryClient.setQueryData(queryKeys.tasks.detail(inscriptionId, task.id), task);
      queryClient.setQueryData<Task[]>(queryKeys.tasks.list(inscriptionId), (list) =>
        list ? [task, ...list.filter((t) => t.id !== task.id)] : list,
      );
    },
    remove: (taskId: string) => {
      queryClient.removeQueries({ queryKey: queryKeys.tasks.detail(inscriptionId, taskId) });
      queryClient.setQueryData<Task[]>(queryKeys.tasks.list(inscriptionId), (list) =>
        list?.filter((t) => t.id !== taskId),
      );
    },
  };
}

export function useCreateTask(inscriptionId: string) {
  const cache = useTaskCache(inscriptionId);
  return useMutation({
    mutationFn: async (input: TaskInput) => dataOf(await taskService.createTask(inscriptionId, input)),
    onSuccess: cache.put,
  });
}

export function useUpdateTask(inscriptionId: string, taskId: string) {
  const cache = useTaskCache(inscriptionId);
  return useMutation({
    mutationFn: async (changes: TaskChanges) => dataOf(await taskService.updateTask(inscriptionId, taskId, changes)),
    onSuccess: cache.put,
  });
}

export function useDeleteTask(inscriptionId: string, taskId: string) {
  const cache = useTaskCache(inscriptionId);
  return useMutation({
    mutationFn: () => taskService.deleteTask(inscriptionId, taskId),
    onSuccess: () => cache.remove(taskId),
  });
}
