import { useEffect } from 'react';
import { useParams } from '@inscriptions/shared/router';
import { hrefs } from '@inscriptions/shared/federation';
import { reportError } from '@inscriptions/shared/store';
import {
  Button,
  ENTRY_NOT_FOUND,
  NotFoundCard,
  PageContainer,
  PageHeading,
  PageSkeleton,
} from '@inscriptions/shared/ui';
import { FAILED_TO_GET_ENTRY, FAILED_TO_GET_QUESTIONS, useEntryDetail, useQuestions } from '../api/entry';
import { EntrySettingsForm } from './EntrySettingsForm';
import { ErrorBox } from '../../common/components/ErrorBox';

export function EntrySettingsPage() {
  const { inscriptionId = '', entryId = '' } = useParams();
  const entry = useEntryDetail(entryId);
  const questions = useQuestions(inscriptionId, { includeDeleted: true });
  const entryFailed = entry.isError;
  const questionsFailed = questions.isError;

  useEffect(() => {
    if (entryFailed) reportError(FAILED_TO_GET_ENTRY);
  }, [entryFailed]);
  useEffect(() => {
    if (questionsFailed) reportError(FAILED_TO_GET_QUESTIONS);
  }, [questionsFailed]);

  let body;
  if (entry.isError) {
    body = (
      <>
        <PageHeading id="heading-EntrySettings">Edit entry</PageHeading>
        <ErrorBox role="alert" data-testid="entry-settings-load-error">
          {FAILED_TO_GET_ENTRY}
          <Button type="button" $variant="secondary" onClick={() => void entry.refetch()}>
            Try again
          </Button>
        </ErrorBox>
      </>
    );
  } else if (entry.data === null || (entry.data && entry.data.inscriptionId !== inscriptionId)) {
    // Also an entry of another of the user's inscriptions than the URL names.
    body = (
      <>
        <PageHeading id="heading-EntrySettings">Edit entry</PageHeading>
        <NotFoundCard
          data-testid="entry-not-found"
          message={ENTRY_NOT_FOUND}
          to={hrefs.selectInscription()}
          linkLabel="Back to my Inscriptions"
        />
      </>
    );
  } else if (entry.isPending || questions.isPending) {
    body = (
      <>
        <PageHeading id="heading-EntrySettings">Edit entry</PageHeading>
        <PageSkeleton label="Loading entry" />
      </>
    );
  } else {
    // Questions that failed to load leave the entry editable without answers. A deleted question whose
    // answers were kept shows only where this entry answered it.
    const answered = new Set(entry.data.questionAnswers.map((a) => a.inscriptionQuestionId));
    body = (
      <EntrySettingsForm
        key={entry.data.id}
        entry={entry.data}
        questions={(questions.data ?? []).filter((q) => !q.dateDeleted || answered.has(q.id))}
        inscriptionId={inscriptionId}
      />
    );
  }

  return <PageContainer data-testid="page-EntrySettings">{body}</PageContainer>;
}
