import type { ReactNode } from 'react';
import { previewOf } from '@inscriptions/contracts';
import { useNavigate } from '@inscriptions/shared/router';
import { hrefs } from '@inscriptions/shared/federation';
import { Button, formatEntryDate, styled } from '@inscriptions/shared/ui';
import type { EntryListItem } from '../../common/api/entries';
import { LockIcon } from '../../common/components/Icons';

const Row = styled.li`
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: 14px 16px;
  display: grid;
  gap: 6px;
  /* The entry the list was opened at: a thick bar and a ring, so it stands out without relying on colour alone. */
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    border-left-width: 6px;
    padding-left: 11px;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.accent};
  }
`;
const CurrentTag = styled.span`
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.primary};
`;
const Meta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;
const DateLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px 6px;
  time {
    white-space: nowrap;
  }
`;
const Title = styled.h2`
  margin: 0;
  font-size: 1.1rem;
  overflow-wrap: anywhere;
`;
const Preview = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  mark {
    background: ${({ theme }) => theme.colors.accent};
    color: inherit;
    border-radius: 2px;
    padding: 0 1px;
  }
`;
const EditButton = styled(Button)`
  flex-shrink: 0;
  white-space: nowrap;
  min-height: 36px;
  padding: 0 12px;
  font-size: 0.9rem;
`;

export function EntryRow({
  entry,
  previewChars,
  inscriptionId,
  preview,
  current = false,
}: {
  entry: EntryListItem;
  previewChars: number;
  inscriptionId: string;
  /** Replaces the transcript preview (search headline). */
  preview?: ReactNode;
  /** The entry the list was opened at (`?pivot=`). */
  current?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Row data-testid="entry-row" data-entry-id={entry.id} aria-current={current ? 'true' : undefined}>
      <Meta>
        <DateLine>
          <time dateTime={entry.dateRecorded}>{formatEntryDate(entry.dateRecorded)}</time>
          {entry.isPrivate ? <LockIcon /> : null}
          {current ? <CurrentTag>Opened entry</CurrentTag> : null}
        </DateLine>
        <EditButton
          type="button"
          $variant="ghost"
          aria-label="Edit Entry"
          title={`Edit "${entry.name}"`}
          onClick={() => void navigate(hrefs.entrySettings({ inscriptionId, entryId: entry.id }))}
        >
          Edit Entry
        </EditButton>
      </Meta>
      <Title>{entry.name}</Title>
      <Preview data-testid="entry-preview">{preview ?? previewOf(entry.preview, previewChars)}</Preview>
    </Row>
  );
}
