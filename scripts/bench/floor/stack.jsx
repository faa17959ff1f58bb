// The stack's floor with the brief's libraries on a first route (react-router's data router, react-query,
// Redux Toolkit, styled-components, graphql-request), without federation or the app's own code.
import { renderPage } from './app.jsx';
import { InscriptionList } from './list.jsx';

renderPage('/floor/stack/inscriptions', InscriptionList);
