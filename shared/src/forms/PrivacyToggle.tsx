import { LockIcon, styled } from '@inscriptions/shared/ui';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  align-self: flex-start;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export interface PrivacyToggleProps {
  isPrivate: boolean;
  onChange: (isPrivate: boolean) => void;
  disabled?: boolean;
  /** The toggle's visible and accessible name; the state is conveyed through aria-pressed. */
  label?: string;
}

/**
 * Privacy toggle: open lock = public, closed lock = private (a real toggle button). Its text stays
 * the label whatever the state (a name that changed with the state would contradict aria-pressed);
 * the lock and the pressed look show the state, and forms say it in words beside it.
 */
export function PrivacyToggle({ isPrivate, onChange, disabled, label = 'Private' }: PrivacyToggleProps) {
  return (
    <Toggle
      type="button"
      aria-pressed={isPrivate}
      disabled={disabled}
      data-testid="privacy-toggle"
      onClick={() => onChange(!isPrivate)}
    >
      <LockIcon open={!isPrivate} />
      <span>{label}</span>
    </Toggle>
  );
}
