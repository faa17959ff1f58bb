/** The six front-end remotes served under /mf/<remote>/. */
export const REMOTES = [
  'mf-auth',
  'mf-inscriptions',
  'mf-entries',
  'mf-insights',
  'mf-profile',
  'mf-tasks-resources',
] as const;
export type RemoteName = (typeof REMOTES)[number];

/** REMOTE_MF_AUTH_URL etc. */
export function remoteEnvName(remote: RemoteName): string {
  return `REMOTE_${remote.replace(/-/g, '_').toUpperCase()}_URL`;
}
