import { REMOTES, remoteEntryPath, type RemoteName } from '@inscriptions/contracts';

export { REMOTES, remoteEntryPath, type RemoteName };

/** REMOTE_MF_AUTH_URL etc. */
export function remoteEnvName(remote: RemoteName): string {
  return `REMOTE_${remote.replace(/-/g, '_').toUpperCase()}_URL`;
}
