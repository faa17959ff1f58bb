import { useState } from 'react';
import { Link } from '@inscriptions/shared/router';
import { MutationError } from '@inscriptions/shared/api';
import { hrefs } from '@inscriptions/shared/federation';
import { reportError } from '@inscriptions/shared/store';
import { Button, Card, Modal, TextAreaInput, styled } from '@inscriptions/shared/ui';
import {
  FAILED_TO_DELETE_TIMELINE,
  FAILED_TO_UPDATE_TIMELINE,
  SUMMARY_EMPTY,
  deleteTimelineSummary,
  updateTimelineSummary,
  type TimelineNode,
} from '../api/timeline';

const Summary = styled(Card)`
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
  p a {
    font-size: 0.85rem;
    margin-left: 4px;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;

export interface TimelineSummaryProps {
  node: TimelineNode;
  title: string;
  inscriptionId: string;
  /** After a summary was changed or deleted: the timeline is read again. */
  onChanged: () => void;
}

/**
 * One period's summary: its sentences with the entries they come from, or the text its owner wrote in
 * their place; editable in place (the draft stays while a save fails) and deletable after a confirmation
 * (the period can be generated again).
 */
export function TimelineSummary({ node, title, inscriptionId, onChanged }: TimelineSummaryProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `summary-${node.id}`;

  const run = async (action: () => Promise<unknown>, failure: string) => {
    setBusy(true);
    try {
      await action();
      return true;
    } catch (e) {
      reportError(e instanceof MutationError ? e.message : failure);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const onSave = async () => {
    const summary = draft?.trim() ?? '';
    if (!summary) return setError(SUMMARY_EMPTY);
    if (await run(() => updateTimelineSummary(node.id, summary), FAILED_TO_UPDATE_TIMELINE)) {
      setDraft(null);
      onChanged();
    }
  };
  const onDelete = async () => {
    if (await run(() => deleteTimelineSummary(node.id), FAILED_TO_DELETE_TIMELINE)) {
      setConfirmDelete(false);
      onChanged();
    }
  };

  return (
    <Summary as="article" aria-labelledby={headingId} data-testid="timeline-summary">
      <h2 id={headingId}>{title}</h2>
      {draft !== null ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void onSave();
          }}
        >
          <TextAreaInput
            label={`Summary of ${title}`}
            value={draft}
            rows={5}
            error={error}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(null);
            }}
          />
          <Actions>
            <Button type="submit" disabled={busy}>
              Save summary
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setDraft(null)} disabled={busy}>
              Cancel
            </Button>
          </Actions>
        </form>
      ) : (
        <>
          {node.sentences.length ? (
            <p>
              {node.sentences.map((sentence, i) => (
                <span key={i}>
                  {sentence.text}
                  {sentence.entries.map((entry) => (
                    <Link key={entry.entryId} to={hrefs.entrySettings({ inscriptionId, entryId: entry.entryId })}>
                      ({entry.entryName}, {new Date(entry.dateRecorded).toLocaleDateString(undefined, { day: 'numeric', month: 'short' })})
                    </Link>
                  ))}{' '}
                </span>
              ))}
            </p>
          ) : (
            <p>{node.summary}</p>
          )}
          <Actions>
            <Button type="button" $variant="secondary" aria-label={`Edit the summary of ${title}`} onClick={() => setDraft(node.summary)}>
              Edit
            </Button>
            <Button type="button" $variant="danger" aria-label={`Delete the summary of ${title}`} onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
          </Actions>
        </>
      )}
      <Modal
        open={confirmDelete}
        type="delete"
        title={`Delete the summary of ${title}?`}
        description="The summary goes; the entries stay, and you can generate the period again."
        onClose={() => {
          if (!busy) setConfirmDelete(false);
        }}
        onConfirm={() => void onDelete()}
        busy={busy}
      />
    </Summary>
  );
}
