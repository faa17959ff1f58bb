import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from './Button';
import { TextInput } from './Fields';

export type ModalType = 'upload' | 'add' | 'delete' | 'confirm';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(31, 41, 51, 0.45);
`;
const Dialog = styled.div`
  width: min(480px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.modal};
  padding: 24px;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
const Title = styled.h2`
  margin: 0;
  font-size: 1.3rem;
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  flex-wrap: wrap;
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  type: ModalType;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  /** Confirm action; for `add` it receives the entered text, for `upload` the chosen file. */
  onConfirm?: (value?: string | File) => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Label of the text field (add) or file field (upload). */
  inputLabel?: string;
  /** Type of the add field (e.g. `url`); the field is required and Confirm stays disabled while it is empty. */
  inputType?: 'text' | 'url' | 'email';
  /** A refusal of the entered value, shown under the add field. */
  inputError?: string | null;
  accept?: string;
  busy?: boolean;
  children?: ReactNode;
}

const DEFAULT_CONFIRM: Record<ModalType, string> = {
  upload: 'Upload',
  add: 'Add',
  delete: 'Delete',
  confirm: 'Confirm',
};

const unchanging = () => () => undefined;
const opensHere = () => true;
/**
 * A dialog opens in document.body, beside the app: never in the server's render of a page (which
 * has no document), nor while the browser hydrates that page (a portal is not part of the HTML it
 * hydrates); React renders it again at once after the hydration.
 */
const opensOnlyOnceHydrated = () => false;

/**
 * Shared modal (types upload, add, delete, confirm). Escape or a click outside closes it,
 * focus is trapped inside while open and returns to the opener afterwards.
 */
export function Modal({
  open,
  type,
  title,
  description,
  onClose,
  onConfirm,
  confirmLabel,
  cancelLabel = 'Cancel',
  inputLabel,
  inputType = 'text',
  inputError = null,
  accept = 'image/png,image/jpeg',
  busy = false,
  children,
}: ModalProps) {
  const titleId = useId();
  const descId = useId();
  const canOpen = useSyncExternalStore(unchanging, opensHere, opensOnlyOnceHydrated);
  const dialogRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onClose();
        return;
      }
      if (e.key !== 'Tab' || !dialog) return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (e.shiftKey && document.activeElement === firstItem) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && document.activeElement === lastItem) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [open, onClose]);

  if (!open || !canOpen) return null;

  const confirmDisabled = busy || (type === 'add' && text.trim() === '') || (type === 'upload' && !file);
  const confirm = () => {
    if (type === 'add') onConfirm?.(text.trim());
    else if (type === 'upload') onConfirm?.(file ?? undefined);
    else onConfirm?.();
  };

  return createPortal(
    <Backdrop
      data-testid="modal-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
      >
        <Title id={titleId}>{title}</Title>
        {description ? <div id={descId}>{description}</div> : null}
        {type === 'add' ? (
          <TextInput
            label={inputLabel ?? 'Name'}
            type={inputType}
            required
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={inputError}
          />
        ) : null}
        {type === 'upload' ? (
          <label>
            {inputLabel ?? 'Choose a file'}
            <input
              type="file"
              accept={accept}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              style={{ display: 'block', marginTop: 8 }}
            />
          </label>
        ) : null}
        {children}
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          {onConfirm ? (
            <Button
              type="button"
              $variant={type === 'delete' ? 'danger' : 'primary'}
              onClick={confirm}
              disabled={confirmDisabled}
            >
              {confirmLabel ?? DEFAULT_CONFIRM[type]}
            </Button>
          ) : null}
        </Actions>
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
