// Package root: light, dependency-free contracts. Import areas by subpath
// (@inscriptions/shared/ui, /api, /forms, /auth, /store, /federation, /constants, /validation).
export { APP_VERSION } from '@inscriptions/shared/constants';
export type { RemoteRoute, RegisterRemote, RemoteDir } from '@inscriptions/shared/federation';
