import { useEffect } from 'react';
import styled from 'styled-components';
import { ERROR_DISPLAY_MS } from '@inscriptions/shared/constants';

export interface BannerMessage {
  id: string;
  message: string;
}

const Region = styled.div`
  position: fixed;
  left: 50%;
  transform: translateX(-50%);
  bottom: calc(16px + var(--bottom-nav-offset, 0px));
  z-index: 50;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(560px, calc(100vw - 24px));
  pointer-events: none;
`;
const Item = styled.div`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerBackground};
  color: ${({ theme }) => theme.colors.danger};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;
const Close = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.2rem;
  line-height: 1;
  cursor: pointer;
  padding: 2px 6px;
  border-radius: 4px;
`;

function BannerItem({
  item,
  onDismiss,
  displayMs,
}: {
  item: BannerMessage;
  onDismiss: (id: string) => void;
  displayMs: number;
}) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(item.id), displayMs);
    return () => clearTimeout(timer);
  }, [item.id, onDismiss, displayMs]);
  return (
    <Item data-testid="error-banner-message">
      <span>{item.message}</span>
      <Close type="button" aria-label="Dismiss message" onClick={() => onDismiss(item.id)}>
        ×
      </Close>
    </Item>
  );
}

export interface ErrorBannerProps {
  messages: BannerMessage[];
  onDismiss: (id: string) => void;
  /** Defaults to ERROR_DISPLAY_MS (5000 ms). */
  displayMs?: number;
}

/**
 * Transient error messages at the bottom of the layout. The live region is always present so
 * screen readers announce messages as they arrive; each message clears itself after 5000 ms.
 */
export function ErrorBanner({ messages, onDismiss, displayMs = ERROR_DISPLAY_MS }: ErrorBannerProps) {
  return (
    <Region role="alert" aria-live="assertive" aria-atomic="false" data-testid="error-banner">
      {messages.map((m) => (
        <BannerItem key={m.id} item={m} onDismiss={onDismiss} displayMs={displayMs} />
      ))}
    </Region>
  );
}
