// The stack's floor with federation: the stack page as a Module Federation host whose list page comes from a
// remote (list.jsx exposed), the libraries shared as singletons, as the app's shell and areas are built.
// Like the app's landing route, the page's query and the remote's module are requested before the first
// render, which then renders the page in one pass.
import { queryClient, renderPage } from './app.jsx';
import { inscriptionsQuery } from './query.js';

void queryClient.prefetchQuery(inscriptionsQuery);
import('floorRemote/list').then(({ InscriptionList }) => renderPage('/floor/federated/inscriptions', InscriptionList));
