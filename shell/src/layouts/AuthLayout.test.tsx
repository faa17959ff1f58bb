import { act, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@inscriptions/shared/router';
import { QueryClient } from '@inscriptions/shared/api';
import { createAppStore } from '@inscriptions/shared/store';
import { AppProviders } from '@inscriptions/shared/ui';
import { AuthLayout } from './AuthLayout';

describe('AuthLayout', () => {
  it('shows the product name above the page, in a banner, beside the quotes', async () => {
    const router = createMemoryRouter(
      [{ Component: AuthLayout, children: [{ path: '/auth/signin', element: <h1>Sign in</h1> }] }],
      { initialEntries: ['/auth/signin'] },
    );
    await act(async () => {
      render(
        <AppProviders store={createAppStore()} queryClient={new QueryClient()}>
          <RouterProvider router={router} />
        </AppProviders>,
      );
    });
    expect(within(screen.getByRole('banner')).getByText('Inscriptions')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Sign in' }));
    expect(screen.getByTestId('quotes-carousel')).toBeInTheDocument();
  });
});
