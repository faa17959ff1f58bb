// The floor pages' start: the Redux store, react-query's client and react-router's data router around a page.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router';

const ui = createSlice({ name: 'ui', initialState: { drawerOpen: false }, reducers: {} });
const store = configureStore({ reducer: { ui: ui.reducer } });
export const queryClient = new QueryClient();

/** Renders `Page` at `path` (and a second route, as a real router has more than one). */
export function renderPage(path, Page) {
  const router = createBrowserRouter([
    { path, Component: Page },
    { path: '/profile', element: <p>Profile</p> },
  ]);
  createRoot(document.getElementById('root')).render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
}
