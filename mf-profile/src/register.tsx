import React from 'react';
import { useQueryClient } from '@inscriptions/shared/api';
import { useTheme } from '@inscriptions/shared/ui';
import { createAreaRoot } from '@inscriptions/shared/federation';
import { useAppStore } from '@inscriptions/shared/store';

/** The shell contract this build was made against (bundled here, checked by the shell before it renders a page). */
export { FEDERATION_CONTRACT_VERSION as contract } from '@inscriptions/contracts';

// This package's own React and hooks: the singleton probe records what THIS remote resolves them to.
const area = createAreaRoot('mf-profile', {
  React,
  useQueryClient,
  useStore: useAppStore,
  useTheme,
  release: __INSCRIPTIONS_RELEASE__,
});

/** Exposed as `./register`: one lazily loaded page per catalogue route of this area. */
export default area.register({
  Profile: () => import('./features/profile/components/ProfilePage').then((m) => m.ProfilePage),
  EditProfile: () => import('./features/edit-profile/components/EditProfilePage').then((m) => m.EditProfilePage),
  SetReminders: () => import('./features/reminders/components/SetRemindersPage').then((m) => m.SetRemindersPage),
  ImportData: () => import('./features/data-transfer/components/ImportDataPage').then((m) => m.ImportDataPage),
  ExportData: () => import('./features/data-transfer/components/ExportDataPage').then((m) => m.ExportDataPage),
  AccountSecurity: () =>
    import('./features/security/components/AccountSecurityPage').then((m) => m.AccountSecurityPage),
});
