import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, RouterProvider, createMemoryRouter, useNavigate } from '@inscriptions/shared/router';
import { ThemeProvider, theme } from '@inscriptions/shared/ui';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import type { UnsavedChangesGuardProps } from './UnsavedChangesGuard';

function Form(props: Omit<UnsavedChangesGuardProps, 'bypassRef'>) {
  const bypass = useRef(false);
  const navigate = useNavigate();
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <button
        type="button"
        onClick={() => {
          bypass.current = true;
          void navigate('/elsewhere');
        }}
      >
        Save
      </button>
      <UnsavedChangesGuard {...props} bypassRef={bypass} />
    </>
  );
}

function renderGuard(props: Omit<UnsavedChangesGuardProps, 'bypassRef'>) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form {...props} /> },
      { path: '/elsewhere', element: <p>Left</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

const unloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('UnsavedChangesGuard', () => {
  it('asks on a link navigation with changes: Keep editing stays, Exit without saving runs onProceed and leaves', async () => {
    const user = userEvent.setup();
    const onProceed = jest.fn();
    const router = renderGuard({ when: true, onProceed });
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('dialog', { name: 'Want to Save Your Changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form');
    expect(onProceed).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Exit without saving' }));
    expect(onProceed).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Left')).toBeInTheDocument();
  });

  it('lets a navigation through once the bypass ref is set (after a save), without asking', async () => {
    const user = userEvent.setup();
    renderGuard({ when: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Left')).toBeInTheDocument();
  });

  it('warns on closing the tab with changes', () => {
    renderGuard({ when: true });
    expect(unloadPrevented()).toBe(true);
  });

  it('does not warn on closing the tab when the changes survive a reload (warnOnUnload false)', () => {
    renderGuard({ when: true, warnOnUnload: false });
    expect(unloadPrevented()).toBe(false);
  });

  it('does not ask without changes', async () => {
    const user = userEvent.setup();
    renderGuard({ when: false });
    expect(unloadPrevented()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Left')).toBeInTheDocument();
  });
});
