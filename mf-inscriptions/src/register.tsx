import React from 'react';
import { useQueryClient } from '@inscriptions/shared/api';
import { useTheme } from '@inscriptions/shared/ui';
import { createAreaRoot } from '@inscriptions/shared/federation';
import { useAppStore } from '@inscriptions/shared/store';

/** The shell contract this build was made against (bundled here, checked by the shell before it renders a page). */
export { FEDERATION_CONTRACT_VERSION as contract } from '@inscriptions/contracts';

// This package's own React and hooks: the singleton probe records what THIS remote resolves them to.
const area = createAreaRoot('mf-inscriptions', {
  React,
  useQueryClient,
  useStore: useAppStore,
  useTheme,
  release: __INSCRIPTIONS_RELEASE__,
});

/** Exposed as `./register`: one lazily loaded page per catalogue route of this area. */
export default area.register({
  SelectInscription: () =>
    import('./features/select-inscription/components/SelectInscriptionPage').then((m) => m.SelectInscriptionPage),
  NewInscription: () =>
    import('./features/new-inscription/components/NewInscriptionPage').then((m) => m.NewInscriptionPage),
  InscriptionDetails: () =>
    import('./features/inscription-details/components/InscriptionDetailsPage').then((m) => m.InscriptionDetailsPage),
  Timeline: () => import('./features/timeline/components/TimelinePage').then((m) => m.TimelinePage),
});
