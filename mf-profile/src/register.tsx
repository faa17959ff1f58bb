import type { RegisterRemote } from '@inscriptions/shared/federation';
import { routeModule } from './area';

/** Exposed as `./register`: this remote's routes, each loaded lazily. */
const register: RegisterRemote = () => [
  {
    path: 'profile',
    handle: { routeName: 'Profile' },
    lazy: () => import('./features/profile/components/ProfilePage').then((m) => routeModule(m.ProfilePage)),
  },
  {
    path: 'edit-profile',
    handle: { routeName: 'EditProfile' },
    lazy: () =>
      import('./features/edit-profile/components/EditProfilePage').then((m) => routeModule(m.EditProfilePage)),
  },
  {
    path: 'set-reminders',
    handle: { routeName: 'SetReminders' },
    lazy: () => import('./features/reminders/components/SetRemindersPage').then((m) => routeModule(m.SetRemindersPage)),
  },
  {
    path: 'import-data',
    handle: { routeName: 'ImportData' },
    lazy: () => import('./features/data-transfer/components/ImportDataPage').then((m) => routeModule(m.ImportDataPage)),
  },
  {
    path: 'export-data',
    handle: { routeName: 'ExportData' },
    lazy: () => import('./features/data-transfer/components/ExportDataPage').then((m) => routeModule(m.ExportDataPage)),
  },
];

export default register;
