// The floor pages' start: the Redux store, react-query's client, styled-components' theme and react-router's data
// router around a page (the federated host shares styled-components only because it imports it, as the app's shell does).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';

const ui = createSlice({ name: 'ui', initialState: { drawerOpen: false }, reducers: {} });
const store = configureStore({ reducer: { ui: ui.reducer } });
export const queryClient = new QueryClient();
const theme = { focus: '#1d63d8' };

/** Renders `Page` at `path` (and a second route, as a real router has more than one). */
export function renderPage(path, Page) {
  const router = createBrowserRouter([
    { path, Component: Page },
    { path: '/profile', element: <p>Profile</p> },
  ]);
  createRoot(document.getElementById('root')).render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </Provider>,
  );
}
