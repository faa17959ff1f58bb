import { act, render, screen } from '@testing-library/react';
import { StoreProvider } from '@inscriptions/shared/store';
import { ThemeProvider } from 'styled-components';
import { useCallback } from 'react';
import { ERROR_DISPLAY_MS } from '@inscriptions/shared/constants';
import {
  createAppStore,
  dismissError,
  selectErrors,
  showError,
  useAppDispatch,
  useAppSelector,
} from '@inscriptions/shared/store';
import { ErrorBanner } from './ErrorBanner';
import { theme } from './theme';

function ConnectedBanner() {
  const errors = useAppSelector(selectErrors);
  const dispatch = useAppDispatch();
  const onDismiss = useCallback((id: string) => dispatch(dismissError(id)), [dispatch]);
  return <ErrorBanner messages={errors} onDismiss={onDismiss} />;
}

describe('ErrorBanner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses a 5000 ms display time', () => {
    expect(ERROR_DISPLAY_MS).toBe(5000);
  });

  it('announces a message and clears it after 5000 ms', () => {
    const store = createAppStore();
    render(
      <StoreProvider store={store}>
        <ThemeProvider theme={theme}>
          <ConnectedBanner />
        </ThemeProvider>
      </StoreProvider>,
    );
    const region = screen.getByRole('alert');
    expect(region).toHaveAttribute('aria-live');

    act(() => {
      store.dispatch(showError('Failed to get your profile, please refresh.'));
    });
    expect(region).toHaveTextContent('Failed to get your profile, please refresh.');

    act(() => {
      jest.advanceTimersByTime(ERROR_DISPLAY_MS - 1);
    });
    expect(region).toHaveTextContent('Failed to get your profile, please refresh.');

    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(region).not.toHaveTextContent('Failed to get your profile');
    expect(store.getState().ui.errors).toEqual([]);
  });

  it('clears each message on its own schedule', () => {
    const store = createAppStore();
    render(
      <StoreProvider store={store}>
        <ThemeProvider theme={theme}>
          <ConnectedBanner />
        </ThemeProvider>
      </StoreProvider>,
    );
    act(() => {
      store.dispatch(showError('first'));
    });
    act(() => {
      jest.advanceTimersByTime(3000);
      store.dispatch(showError('second'));
    });
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('alert')).not.toHaveTextContent('first');
    expect(screen.getByRole('alert')).toHaveTextContent('second');
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('alert')).not.toHaveTextContent('second');
  });
});
