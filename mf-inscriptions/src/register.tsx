import type { RegisterRemote } from '@inscriptions/shared/federation';
import { routeModule } from './area';

/** Exposed as `./register`: this remote's routes, each loaded lazily. */
const register: RegisterRemote = () => [
  {
    path: 'inscriptions',
    handle: { routeName: 'SelectInscription' },
    lazy: () =>
      import('./features/select-inscription/components/SelectInscriptionPage').then((m) =>
        routeModule(m.SelectInscriptionPage),
      ),
  },
  {
    path: 'inscriptions/new',
    handle: { routeName: 'NewInscription' },
    lazy: () =>
      import('./features/new-inscription/components/NewInscriptionPage').then((m) => routeModule(m.NewInscriptionPage)),
  },
  {
    path: 'inscriptions/:inscriptionId/settings',
    handle: { routeName: 'InscriptionDetails' },
    lazy: () =>
      import('./features/inscription-details/components/InscriptionDetailsPage').then((m) =>
        routeModule(m.InscriptionDetailsPage),
      ),
  },
  {
    path: 'inscriptions/:inscriptionId/timeline',
    handle: { routeName: 'Timeline' },
    lazy: () => import('./features/timeline/components/TimelinePage').then((m) => routeModule(m.TimelinePage)),
  },
];

export default register;
