import { useState } from 'react';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { errorMessage } from './api';

/**
 * Runs one /account call of a form: busy while it runs, and a failure goes to the error banner
 * (the server's message, else `fallback`).
 */
export function useAccountCall(fallback: string): { busy: boolean; run: (call: () => Promise<void>) => Promise<void> } {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<void>): Promise<void> {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      dispatch(showError(errorMessage(error, fallback)));
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
