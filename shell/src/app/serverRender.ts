import { SERVER_RENDER_ELEMENT_ID } from '@inscriptions/contracts';
import { hydrate, type DehydratedState, type QueryClient } from '@inscriptions/shared/api';

/**
 * The reads of the page the server rendered into #root (server/src/http/serverRender.ts), put in the
 * query cache so that the first render is the server's page; false when the page was not rendered
 * on the server (or its reads cannot be read: the browser then renders the page itself).
 */
export function takeServerRender(queryClient: QueryClient, doc: Document = document): boolean {
  const block = doc.getElementById(SERVER_RENDER_ELEMENT_ID);
  if (!block?.textContent) return false;
  try {
    hydrate(queryClient, JSON.parse(block.textContent) as DehydratedState);
    return true;
  } catch (error) {
    console.warn('The server-rendered page carries malformed reads', error);
    return false;
  } finally {
    block.remove();
  }
}
