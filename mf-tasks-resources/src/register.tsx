import React from 'react';
import { useQueryClient } from '@inscriptions/shared/api';
import { useTheme } from '@inscriptions/shared/ui';
import { createAreaRoot } from '@inscriptions/shared/federation';
import { useAppStore } from '@inscriptions/shared/store';

/** The shell contract this build was made against (bundled here, checked by the shell before it renders a page). */
export { FEDERATION_CONTRACT_VERSION as contract } from '@inscriptions/contracts';

// This package's own React and hooks: the singleton probe records what THIS remote resolves them to.
const area = createAreaRoot('mf-tasks-resources', {
  React,
  useQueryClient,
  useStore: useAppStore,
  useTheme,
  release: __INSCRIPTIONS_RELEASE__,
});

/** Exposed as `./register`: one lazily loaded page per catalogue route of this area. */
export default area.register({
  SelectTaskInscription: () =>
    import('./features/tasks/components/SelectTaskInscriptionPage').then((m) => m.SelectTaskInscriptionPage),
  Tasks: () => import('./features/tasks/components/TasksPage').then((m) => m.TasksPage),
  NewTask: () => import('./features/tasks/components/NewTaskPage').then((m) => m.NewTaskPage),
  TaskDetails: () => import('./features/tasks/components/TaskDetailsPage').then((m) => m.TaskDetailsPage),
  SelectResource: () => import('./features/resources/components/SelectResourcePage').then((m) => m.SelectResourcePage),
  ResourceDetails: () =>
    import('./features/resources/components/ResourceDetailsPage').then((m) => m.ResourceDetailsPage),
  AllEntries: () => import('./features/resources/components/AllEntriesPage').then((m) => m.AllEntriesPage),
});
