// The stack's floor with the brief's libraries on a first route (react-router's data router, react-query,
// Redux Toolkit, styled-components, graphql-request), without federation or the app's own code.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { InscriptionList } from './list.jsx';

const ui = createSlice({ name: 'ui', initialState: { drawerOpen: false }, reducers: {} });
const store = configureStore({ reducer: { ui: ui.reducer } });
const queryClient = new QueryClient();

const router = createBrowserRouter([
  { path: '/floor/stack/inscriptions', Component: InscriptionList },
  { path: '/profile', element: <p>Profile</p> },
]);

createRoot(document.getElementById('root')).render(
  <Provider store={store}>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </Provider>,
);
