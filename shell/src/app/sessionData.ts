import { currentUserQuery, inscriptionsQuery, type QueryClient } from '@inscriptions/shared/api';
import { initAuth, isAuthenticated } from '@inscriptions/shared/auth';

/**
 * A signed-in visit needs the profile (the guard decides on it) and the inscription list (every
 * signed-in layout shows it): both are asked for as soon as the stored session is read, while the
 * landing remote's code loads, rather than once it has loaded and the guard renders.
 */
export async function prefetchSessionData(queryClient: QueryClient, sessionRead: Promise<void> = initAuth()): Promise<void> {
  await sessionRead;
  if (!isAuthenticated()) return;
  void queryClient.prefetchQuery(currentUserQuery());
  void queryClient.prefetchQuery(inscriptionsQuery());
}
