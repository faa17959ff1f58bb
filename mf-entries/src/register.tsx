import type { RegisterRemote } from '@inscriptions/shared/federation';
import { routeModule } from './area';

/** Exposed as `./register`: this remote's routes, each loaded lazily. */
const register: RegisterRemote = () => [
  {
    path: 'inscriptions/:inscriptionId/entries',
    handle: { routeName: 'SelectEntry' },
    lazy: () =>
      import('./features/select-entry/components/SelectEntryPage').then((m) => routeModule(m.SelectEntryPage)),
  },
  {
    path: 'inscriptions/:inscriptionId/entries/new',
    handle: { routeName: 'NewEntry' },
    lazy: () => import('./features/new-entry/components/NewEntryPage').then((m) => routeModule(m.NewEntryPage)),
  },
  {
    path: 'inscriptions/:inscriptionId/entries/:entryId/settings',
    handle: { routeName: 'EntrySettings' },
    lazy: () =>
      import('./features/entry-settings/components/EntrySettingsPage').then((m) => routeModule(m.EntrySettingsPage)),
  },
];

export default register;
