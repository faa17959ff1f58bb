export { ACCOUNT_DELETED_REASON, authEvents } from './events';
export type { Account, AuthEventMap, AuthEventName, SignedOutReason } from './events';
export { APP_CONFIG_PATH, loadAppConfig, peekAppConfig, resetAppConfig, useAppConfig } from './config';
export type { AppConfig } from './config';
export {
  getAccessToken,
  getAccount,
  getAuthSnapshot,
  isAuthenticated,
  makeSessionUser,
  setAuthSession,
  subscribeAuth,
  useAccessToken,
  useAuthStatus,
  useAuthUser,
} from './session';
export type { AuthSnapshot, AuthStatus } from './session';
export {
  browser,
  peekAuthNotice,
  rememberReturnTo,
  rememberedReturnTo,
  safeReturnTo,
  setAuthNotice,
  takeAuthNotice,
} from './browser';
export type { AuthNotice } from './browser';
export {
  AUTH_ERROR_SIGNING_IN,
  AUTH_ERROR_SIGNING_OUT,
  CALLBACK_PATH,
  INVALID_OAUTH_STATE,
  OIDC_STORAGE_PREFIX,
  SessionEndedError,
  buildUserManagerSettings,
  isInvalidSessionError,
  loadOidc,
  userStorageKey,
} from './oidc';
export type { InscriptionsUserManager } from './oidc';
export { expireSession, getAuthConfig, getUserManager, initAuth, peekUserManager } from './manager';
export {
  completeSignIn,
  followInteractionResult,
  getFreshAccessToken,
  resetAuthForTests,
  restartSignIn,
  signOut,
  startSignIn,
} from './signInFlow';
export type { CompletedSignIn } from './signInFlow';
export { SessionUser } from './user';
