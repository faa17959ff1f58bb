// The stack's floor with federation: the stack page as a Module Federation host whose list page comes from a
// remote (list.jsx exposed), the libraries shared as singletons, as the app's shell and areas are built.
// Like the app's landing route, the page's query and the remote's module are requested before the first
// render, which then renders the page in one pass.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { inscriptionsQuery } from './query.js';

const ui = createSlice({ name: 'ui', initialState: { drawerOpen: false }, reducers: {} });
const store = configureStore({ reducer: { ui: ui.reducer } });
const queryClient = new QueryClient();

void queryClient.prefetchQuery(inscriptionsQuery);
import('floorRemote/list').then(({ InscriptionList }) => {
  const router = createBrowserRouter([
    { path: '/floor/federated/inscriptions', Component: InscriptionList },
    { path: '/profile', element: <p>Profile</p> },
  ]);
  createRoot(document.getElementById('root')).render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
});
