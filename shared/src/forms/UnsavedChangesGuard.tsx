import { useEffect } from 'react';
import type { RefObject } from 'react';
import { useBlocker } from '@inscriptions/shared/router';
import { UNSAVED_CHANGES_TEXT, UNSAVED_CHANGES_TITLE } from '@inscriptions/contracts';
import { Modal } from '@inscriptions/shared/ui';

export interface UnsavedChangesGuardProps {
  /** While true, in-app navigation asks first and closing the tab warns. */
  when: boolean;
  title?: string;
  description?: string;
  /**
   * While `current` is true nothing is blocked. Set it right before navigating away after a save
   * or a delete: `when` only reaches the blocker on the next render, after that navigation.
   */
  bypassRef?: RefObject<boolean>;
  /** Runs when the user chooses to exit without saving, before the navigation continues. */
  onProceed?: () => void;
  /** False where the changes survive a reload anyway (a stored draft), so closing the tab need not warn. */
  warnOnUnload?: boolean;
}

/**
 * Asks before leaving a form with changes (react-router's useBlocker; needs a data router).
 * 'Exit without saving' continues the navigation, 'Keep editing' stays.
 */
export function UnsavedChangesGuard({
  when,
  title = UNSAVED_CHANGES_TITLE,
  description = UNSAVED_CHANGES_TEXT,
  bypassRef,
  onProceed,
  warnOnUnload = true,
}: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !bypassRef?.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when || !warnOnUnload) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (bypassRef?.current) return;
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when, warnOnUnload, bypassRef]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      type="confirm"
      title={title}
      description={description}
      onClose={() => blocker.reset?.()}
      onConfirm={() => {
        onProceed?.();
        blocker.proceed?.();
      }}
      confirmLabel="Exit without saving"
      cancelLabel="Keep editing"
    />
  );
}
