import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAILED_TO_CREATE_TASK, FAILED_TO_UPDATE_TASK } from '@inscriptions/contracts';
import { INSCRIPTION_NOT_FOUND } from '@inscriptions/shared/ui';
import { clientWithInscriptions, renderRoute } from '../../../test/render';
import { NewTaskPage } from './NewTaskPage';
import { TaskDetailsPage } from './TaskDetailsPage';
import { TasksPage } from './TasksPage';

// The pages use the app's mock (500 ms per call); failures come from the URL, as in the browser.
jest.setTimeout(15_000);
const inscriptions = [{ id: 'ins-1', name: 'Coffee cart' }];
const wait = { timeout: 3000 };

afterEach(() => window.history.replaceState({}, '', '/'));

describe('task pages', () => {
  it('lists the sample tasks by status after a visible loading state', async () => {
    renderRoute(<TasksPage />, {
      path: '/tasks/:inscriptionId',
      url: '/tasks/ins-1',
      queryClient: clientWithInscriptions(inscriptions),
    });
    expect(screen.getByTestId('tasks-loading')).toHaveTextContent('Loading tasks…');
    expect(await screen.findAllByTestId('task-row', {}, wait)).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Suggested (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New task' })).toHaveAttribute('href', '/tasks/ins-1/new');
  });

  it('shows the not-found card for an inscription that is not the user’s', async () => {
    renderRoute(<TasksPage />, {
      path: '/tasks/:inscriptionId',
      url: '/tasks/other',
      queryClient: clientWithInscriptions(inscriptions),
    });
    expect(await screen.findByText(INSCRIPTION_NOT_FOUND)).toBeInTheDocument();
  });

  it('creates a task, showing "Creating task…" during the delay, then returns to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(<NewTaskPage />, {
      path: '/tasks/:inscriptionId/new',
      url: '/tasks/ins-1/new',
      queryClient: clientWithInscriptions(inscriptions),
    });
    await user.click(screen.getByRole('button', { name: 'Create task' }));
    expect(screen.getByText('Title cannot be empty')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Call the roaster');
    await user.click(screen.getByLabelText('Recurring task'));
    await user.selectOptions(screen.getByLabelText('Repeats'), 'weekly');
    await user.click(screen.getByLabelText('Tuesday'));
    await user.click(screen.getByRole('button', { name: 'Create task' }));
    expect(await screen.findByRole('button', { name: 'Creating task…' })).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks/ins-1'), wait);
  });

  it('shows the spec message when creating fails (?simulateFailure=create)', async () => {
    const user = userEvent.setup();
    window.history.replaceState({}, '', '/?simulateFailure=create');
    renderRoute(<NewTaskPage />, {
      path: '/tasks/:inscriptionId/new',
      url: '/tasks/ins-1/new',
      queryClient: clientWithInscriptions(inscriptions),
    });
    await user.type(screen.getByLabelText('Title'), 'Doomed');
    await user.click(screen.getByRole('button', { name: 'Create task' }));
    expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent(FAILED_TO_CREATE_TASK);
  });

  it('accepts, completes and reopens a suggested task, and edits its title', async () => {
    const user = userEvent.setup();
    renderRoute(<TaskDetailsPage />, {
      path: '/tasks/:inscriptionId/:taskId',
      url: '/tasks/ins-1/3',
      queryClient: clientWithInscriptions(inscriptions),
    });
    expect(screen.getByTestId('task-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('task-status', {}, wait)).toHaveTextContent('Suggested');
    await user.click(screen.getByRole('button', { name: 'Accept task' }));
    expect(screen.getByText('Updating status…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('task-status')).toHaveTextContent('In Progress'), wait);
    await user.click(screen.getByRole('button', { name: 'Mark completed' }));
    await waitFor(() => expect(screen.getByTestId('task-status')).toHaveTextContent('Completed'), wait);
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Save changes' }, wait)).toBeEnabled();
    expect(screen.getByLabelText('Title')).toHaveValue('Renamed');
  });

  it('shows the spec message when updating fails, and not-found for an unknown task', async () => {
    const user = userEvent.setup();
    window.history.replaceState({}, '', '/?simulateFailure=update');
    renderRoute(<TaskDetailsPage />, {
      path: '/tasks/:inscriptionId/:taskId',
      url: '/tasks/ins-1/1',
      queryClient: clientWithInscriptions(inscriptions),
    });
    await user.click(await screen.findByRole('button', { name: 'Mark completed' }, wait));
    expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent(FAILED_TO_UPDATE_TASK);
  });

  it('says when a task does not exist', async () => {
    renderRoute(<TaskDetailsPage />, {
      path: '/tasks/:inscriptionId/:taskId',
      url: '/tasks/ins-1/nope',
      queryClient: clientWithInscriptions(inscriptions),
    });
    expect(await screen.findByTestId('task-not-found', {}, wait)).toBeInTheDocument();
  });
});
