import { styled } from '@inscriptions/shared/ui';

const Notice = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
`;

export type DraftSyncStatus = 'offline' | 'waiting' | 'sending';

export const DRAFT_SYNC_MESSAGES: Record<DraftSyncStatus, string> = {
  offline: 'You are offline. Your draft is saved on this device.',
  waiting: 'Saved on this device: this entry will be sent when you are back online.',
  sending: 'Back online: sending your entry…',
};

/** Where an entry written offline stands: kept on the device, waiting for the network, or being sent. */
export function DraftSyncState({ status }: { status: DraftSyncStatus }) {
  return (
    <Notice role="status" data-testid="draft-sync-state" data-status={status}>
      {DRAFT_SYNC_MESSAGES[status]}
    </Notice>
  );
}
