import type { RegisterRemote } from '@inscriptions/shared/federation';
import { routeModule } from './area';

/** Exposed as `./register`: this remote's routes, each loaded lazily. */
const register: RegisterRemote = () => [
  {
    path: 'tasks',
    handle: { routeName: 'SelectTaskInscription' },
    lazy: () =>
      import('./features/tasks/components/SelectTaskInscriptionPage').then((m) =>
        routeModule(m.SelectTaskInscriptionPage),
      ),
  },
  {
    path: 'tasks/:inscriptionId',
    handle: { routeName: 'Tasks' },
    lazy: () => import('./features/tasks/components/TasksPage').then((m) => routeModule(m.TasksPage)),
  },
  {
    path: 'tasks/:inscriptionId/new',
    handle: { routeName: 'NewTask' },
    lazy: () => import('./features/tasks/components/NewTaskPage').then((m) => routeModule(m.NewTaskPage)),
  },
  {
    path: 'tasks/:inscriptionId/:taskId',
    handle: { routeName: 'TaskDetails' },
    lazy: () => import('./features/tasks/components/TaskDetailsPage').then((m) => routeModule(m.TaskDetailsPage)),
  },
  {
    path: 'resources',
    handle: { routeName: 'SelectResource' },
    lazy: () =>
      import('./features/resources/components/SelectResourcePage').then((m) => routeModule(m.SelectResourcePage)),
  },
  {
    path: 'resources/:inscriptionId',
    handle: { routeName: 'ResourceDetails' },
    lazy: () =>
      import('./features/resources/components/ResourceDetailsPage').then((m) => routeModule(m.ResourceDetailsPage)),
  },
  {
    path: 'resources/:inscriptionId/query-all-entries',
    handle: { routeName: 'AllEntries' },
    lazy: () => import('./features/resources/components/AllEntriesPage').then((m) => routeModule(m.AllEntriesPage)),
  },
];

export default register;
