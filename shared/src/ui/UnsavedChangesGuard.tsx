import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Modal } from './Modal';

export const UNSAVED_CHANGES_TITLE = 'Want to Save Your Changes?';
export const UNSAVED_CHANGES_TEXT = 'Are you sure you want to exit without saving your changes?';

export interface UnsavedChangesGuardProps {
  /** While true, in-app navigation asks first and closing the tab warns. */
  when: boolean;
  title?: string;
  description?: string;
}

/**
 * Asks before leaving a form with changes (react-router's useBlocker; needs a data router).
 * 'Exit without saving' continues the navigation, 'Keep editing' stays.
 */
export function UnsavedChangesGuard({
  when,
  title = UNSAVED_CHANGES_TITLE,
  description = UNSAVED_CHANGES_TEXT,
}: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      type="confirm"
      title={title}
      description={description}
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
      confirmLabel="Exit without saving"
      cancelLabel="Keep editing"
    />
  );
}
