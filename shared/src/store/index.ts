import { combineSlices, configureStore, createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { Provider, useDispatch, useSelector, useStore } from 'react-redux';

export interface ErrorMessage {
  id: string;
  message: string;
}

export interface UiState {
  /** Global loading flag: while set, a skeleton layout replaces the page. */
  loading: boolean;
  errors: ErrorMessage[];
}

const initialUiState: UiState = { loading: false, errors: [] };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    setLoading(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    showError: {
      reducer(state, action: PayloadAction<ErrorMessage>) {
        // The same message twice in a row is shown once.
        if (!state.errors.some((e) => e.message === action.payload.message)) state.errors.push(action.payload);
      },
      prepare(message: string) {
        return { payload: { id: nanoid(), message } };
      },
    },
    dismissError(state, action: PayloadAction<string>) {
      state.errors = state.errors.filter((e) => e.id !== action.payload);
    },
    clearErrors(state) {
      state.errors = [];
    },
    resetUi() {
      return initialUiState;
    },
  },
});

export const { setLoading, showError, dismissError, clearErrors, resetUi } = uiSlice.actions;

/**
 * The root reducer. Remotes add their own slices at run time:
 * `rootReducer.inject(mySlice)` (RTK combineSlices), then select with `mySlice.selectSlice`.
 */
export const rootReducer = combineSlices(uiSlice);
export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({ reducer: rootReducer, preloadedState });
  currentStore = store;
  return store;
}
export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/** The store created by the host, for code outside React (reportError). */
let currentStore: AppStore | null = null;

/** Shows a transient error in the error banner from anywhere (no-op before the store exists). */
export function reportError(message: string): void {
  currentStore?.dispatch(showError(message));
}

/**
 * The store's React bindings. Redux Toolkit and react-redux are imported here only (lint): this
 * subpath is the shared singleton, so every area uses the host's copy and the build keeps only what
 * the app uses of them, instead of every export of two singletons of their own.
 */
export { Provider as StoreProvider };
export const useAppStore = useStore.withTypes<AppStore>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const selectLoading = (state: RootState) => state.ui.loading;
export const selectErrors = (state: RootState) => state.ui.errors;
