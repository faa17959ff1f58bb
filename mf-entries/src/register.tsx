import React from 'react';
import { useQueryClient } from '@inscriptions/shared/api';
import { useTheme } from '@inscriptions/shared/ui';
import { createAreaRoot } from '@inscriptions/shared/federation';
import { useAppStore } from '@inscriptions/shared/store';

/** The shell contract this build was made against (bundled here, checked by the shell before it renders a page). */
export { FEDERATION_CONTRACT_VERSION as contract } from '@inscriptions/contracts';

// This package's own React and hooks: the singleton probe records what THIS remote resolves them to.
const area = createAreaRoot('mf-entries', {
  React,
  useQueryClient,
  useStore: useAppStore,
  useTheme,
  release: __INSCRIPTIONS_RELEASE__,
});

/** Exposed as `./register`: one lazily loaded page per catalogue route of this area. */
export default area.register({
  SelectEntry: () => import('./features/select-entry/components/SelectEntryPage').then((m) => m.SelectEntryPage),
  NewEntry: () => import('./features/new-entry/components/NewEntryPage').then((m) => m.NewEntryPage),
  EntrySettings: () =>
    import('./features/entry-settings/components/EntrySettingsPage').then((m) => m.EntrySettingsPage),
});
