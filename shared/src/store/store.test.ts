import { createSlice } from '@reduxjs/toolkit';
import { createAppStore, dismissError, reportError, resetUi, rootReducer, setLoading, showError } from './index';

describe('UI store', () => {
  it('holds the loading flag and transient errors', () => {
    const store = createAppStore();
    store.dispatch(setLoading(true));
    store.dispatch(showError('Failed to get your profile, please refresh.'));
    store.dispatch(showError('Failed to get your profile, please refresh.'));
    expect(store.getState().ui.loading).toBe(true);
    expect(store.getState().ui.errors).toHaveLength(1);
    const [first] = store.getState().ui.errors;
    store.dispatch(dismissError(first!.id));
    expect(store.getState().ui.errors).toEqual([]);
    reportError('from outside React');
    expect(store.getState().ui.errors.map((e) => e.message)).toEqual(['from outside React']);
    store.dispatch(resetUi());
    expect(store.getState().ui).toEqual({ loading: false, errors: [] });
  });

  it('lets a remote inject its own slice at run time (combineSlices)', () => {
    const store = createAppStore();
    const draftSlice = createSlice({
      name: 'entriesDraft',
      initialState: { title: '' },
      reducers: { setTitle: (state, action: { payload: string }) => ({ ...state, title: action.payload }) },
    });
    rootReducer.inject(draftSlice);
    store.dispatch(draftSlice.actions.setTitle('Monday'));
    expect((store.getState() as Record<string, unknown>).entriesDraft).toEqual({ title: 'Monday' });
    expect(store.getState().ui.loading).toBe(false);
  });
});
