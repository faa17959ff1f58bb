// The stack's floor with the brief's libraries on a first route (react-router's data router, react-query,
// Redux Toolkit, styled-components, graphql-request), without federation or the app's own code.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { request } from 'graphql-request';
import { createRoot } from 'react-dom/client';
import { Provider, useSelector } from 'react-redux';
import { Link, RouterProvider, createBrowserRouter } from 'react-router';
import styled from 'styled-components';

const ui = createSlice({ name: 'ui', initialState: { drawerOpen: false }, reducers: {} });
const store = configureStore({ reducer: { ui: ui.reducer } });
const queryClient = new QueryClient();

const Page = styled.main`
  max-width: 60rem;
  margin: 0 auto;
  padding: 16px;
  display: grid;
  gap: 16px;
`;
const Card = styled.li`
  list-style: none;
  border: 1px solid #d8dee4;
  border-radius: 10px;
  padding: 16px;
  &:focus-within {
    outline: 2px solid #1d63d8;
  }
`;
const Title = styled.h2`
  margin: 0;
  font-size: 1.2rem;
`;

function InscriptionList() {
  const drawerOpen = useSelector((state) => state.ui.drawerOpen);
  const { data } = useQuery({
    queryKey: ['inscriptions'],
    queryFn: () => request('/floor/graphql', 'query Inscriptions { inscriptions { id name about entryCount } }'),
  });
  return (
    <Page data-testid="page-SelectInscription" data-drawer={drawerOpen}>
      <nav>
        <Link to="/profile">Profile</Link>
      </nav>
      <h1>My Inscriptions</h1>
      {data ? (
        <ul>
          {data.inscriptions.map((item) => (
            <Card key={item.id}>
              <Title>{item.name}</Title>
              <p>{item.about}</p>
              <span>{item.entryCount} entries</span>
            </Card>
          ))}
        </ul>
      ) : (
        <p>Loading…</p>
      )}
    </Page>
  );
}

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
