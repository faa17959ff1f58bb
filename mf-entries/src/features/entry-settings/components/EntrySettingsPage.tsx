import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useParams } from '@inscriptions/shared/router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { UNSAVED_CHANGES_ENTRY_TITLE } from '@inscriptions/contracts';
import { MutationError, queryKeys, useAdjustEntryCount } from '@inscriptions/shared/api';
import { hrefs } from '@inscriptions/shared/federation';
import { reportError } from '@inscriptions/shared/store';
import {
  Button,
  Card,
  DangerZone,
  ENTRY_NOT_FOUND,
  Modal,
  Muted,
  NotFoundCard,
  PageContainer,
  PageHeading,
  PageSkeleton,
  TextInput,
  UnsavedChangesGuard,
} from '@inscriptions/shared/ui';
import { removeEntryFromList, replaceEntryInList } from '../../common/api/entries';
import { EntryDateField, EntryTextArea, FUTURE_DATE_MESSAGE, FlagToggle } from '../../common/components/EntryFields';
import { combineDayWithCurrentTime, isFutureYmd, isValidYmd, toYmd } from '../../common/lib/date';
import {
  FAILED_TO_DELETE_ENTRY,
  FAILED_TO_GET_ENTRY,
  FAILED_TO_GET_QUESTIONS,
  FAILED_TO_UPDATE_ENTRY,
  answerError,
  deleteEntry,
  saveAnswers,
  updateEntry,
  useEntryDetail,
  useQuestions,
} from '../api/entry';
import type { AnswerChange, EntryDetail, Question } from '../api/entry';
import { AnswerField } from '../../common/components/AnswerField';
import { EntryAudio } from './EntryAudio';

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
`;
const Form = styled.form`
  display: grid;
  gap: 16px;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
`;
const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
    padding: 0;
  }
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  ${({ theme }) => theme.media.mobile} {
    & > * {
      width: 100%;
    }
  }
`;
const ErrorBox = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerBackground};
  color: ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
`;

interface FormState {
  title: string;
  transcript: string;
  isImportant: boolean;
  isPrivate: boolean;
  isMuted: boolean;
  date: string;
  answers: Record<string, string>;
}

function initialForm(entry: EntryDetail, questions: Question[]): FormState {
  const byQuestion = new Map(entry.questionAnswers.map((a) => [a.inscriptionQuestionId, a.answer]));
  return {
    title: entry.name,
    transcript: entry.transcript,
    isImportant: entry.isImportant,
    isPrivate: entry.isPrivate,
    isMuted: entry.isMuted,
    date: toYmd(new Date(entry.dateRecorded)),
    answers: Object.fromEntries(questions.map((q) => [q.id, byQuestion.get(q.id) ?? ''])),
  };
}

/** Answers that differ from what is stored (a blank answer is only sent when one existed). */
export function changedAnswers(
  entry: EntryDetail,
  questions: Question[],
  answers: Record<string, string>,
): AnswerChange[] {
  const existing = new Map(entry.questionAnswers.map((a) => [a.inscriptionQuestionId, a]));
  return questions.flatMap((q) => {
    const value = answers[q.id] ?? '';
    const stored = existing.get(q.id);
    if (stored ? stored.answer === value : value.trim() === '') return [];
    return [{ questionId: q.id, answerId: stored?.id ?? null, answer: value }];
  });
}

function EntrySettingsForm({
  entry,
  questions,
  inscriptionId,
}: {
  entry: EntryDetail;
  questions: Question[];
  inscriptionId: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const adjustEntryCount = useAdjustEntryCount();
  const [initial] = useState(() => initialForm(entry, questions));
  const [form, setForm] = useState(initial);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Set after a successful save or delete: the form's changes are no longer unsaved. */
  const leaving = useRef(false);
  const answersId = useId();
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const listPath = hrefs.selectEntry(inscriptionId);

  const leave = () => {
    leaving.current = true;
    void navigate(listPath);
  };

  const save = useMutation({
    mutationFn: async (values: FormState) => {
      await saveAnswers(entry.id, changedAnswers(entry, questions, values.answers));
      const dateChanged = values.date !== initial.date;
      return updateEntry({
        id: entry.id,
        name: values.title.trim(),
        transcript: values.transcript,
        isImportant: values.isImportant,
        isPrivate: values.isPrivate,
        isMuted: values.isMuted,
        dateRecorded: dateChanged ? combineDayWithCurrentTime(values.date) : entry.dateRecorded,
      });
    },
    onSuccess: (updated) => {
      replaceEntryInList(queryClient, inscriptionId, updated);
      void queryClient.invalidateQueries({ queryKey: queryKeys.entries.detail(entry.id), refetchType: 'none' });
      leave();
    },
    onError: (error) => {
      // The failed step's message (an answer or the entry itself).
      const message = error instanceof MutationError ? error.userMessage : FAILED_TO_UPDATE_ENTRY;
      console.error(error);
      setFailure(message);
      reportError(message);
    },
  });

  const remove = useMutation({
    mutationFn: () => deleteEntry(entry.id),
    onSuccess: () => {
      setConfirmDelete(false);
      adjustEntryCount(inscriptionId, -1);
      removeEntryFromList(queryClient, inscriptionId, entry.id);
      queryClient.removeQueries({ queryKey: queryKeys.entries.detail(entry.id) });
      leave();
    },
    onError: (error) => {
      console.error(error);
      setConfirmDelete(false);
      setFailure(FAILED_TO_DELETE_ENTRY);
      reportError(FAILED_TO_DELETE_ENTRY);
    },
  });

  const update = (patch: Partial<FormState>) => {
    setFailure(null);
    setForm((f) => ({ ...f, ...patch }));
  };
  const dateError = isFutureYmd(form.date) ? FUTURE_DATE_MESSAGE : null;
  const answersValid = questions.every((q) => answerError(q, form.answers[q.id] ?? '') === null);
  const canSave =
    dirty && !save.isPending && form.title.trim() !== '' && isValidYmd(form.date) && !dateError && answersValid;

  return (
    <>
      <Top>
        <Button type="button" $variant="ghost" onClick={() => void navigate(listPath)}>
          <span aria-hidden="true">←</span> Back
        </Button>
        <PageHeading id="heading-EntrySettings">Edit entry</PageHeading>
      </Top>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          if (canSave) save.mutate(form);
        }}
      >
        <Row>
          <EntryDateField
            value={form.date}
            max={toYmd(new Date())}
            error={dateError}
            onChange={(date) => update({ date })}
          />
        </Row>
        <Row role="group" aria-label="Flags">
          <FlagToggle
            label="Important"
            pressed={form.isImportant}
            onChange={(isImportant) => update({ isImportant })}
          />
          <FlagToggle label="Private" lock pressed={form.isPrivate} onChange={(isPrivate) => update({ isPrivate })} />
          <FlagToggle label="Muted" pressed={form.isMuted} onChange={(isMuted) => update({ isMuted })} />
        </Row>
        <TextInput
          label="Title"
          value={form.title}
          required
          error={form.title.trim() === '' ? 'A title is required.' : null}
          onChange={(e) => update({ title: e.target.value })}
        />
        <EntryTextArea label="Entry" value={form.transcript} onValueChange={(transcript) => update({ transcript })} />
        {questions.length > 0 ? (
          <Card>
            <Fieldset aria-describedby={answersId}>
              <legend>Questions</legend>
              <Muted id={answersId}>Your answers for this entry.</Muted>
              {questions.map((q) => (
                <AnswerField
                  key={q.id}
                  question={q}
                  value={form.answers[q.id] ?? ''}
                  onChange={(v) => update({ answers: { ...form.answers, [q.id]: v } })}
                />
              ))}
            </Fieldset>
          </Card>
        ) : null}
        {failure ? (
          <ErrorBox role="alert" data-testid="entry-settings-error">
            {failure}
          </ErrorBox>
        ) : null}
        <Footer>
          <Button type="submit" disabled={!canSave} aria-busy={save.isPending}>
            Save changes
          </Button>
        </Footer>
      </Form>
      <EntryAudio
        entryId={entry.id}
        initialUrl={entry.audioUrl ?? null}
        hasText={entry.transcript.trim() !== ''}
        muted={form.isMuted}
        // Unsaved edits of the transcript win; otherwise the form shows the transcribed text.
        onTranscribed={(transcript) =>
          setForm((f) => (f.transcript === initial.transcript ? { ...f, transcript } : f))
        }
      />
      <DangerZone description="Deleting this entry can't be undone.">
        <Button type="button" $variant="danger" onClick={() => setConfirmDelete(true)} disabled={remove.isPending}>
          Delete
        </Button>
      </DangerZone>
      <Modal
        open={confirmDelete}
        type="delete"
        title="Delete This Entry?"
        description="Once this entry has been deleted, it can't be undone."
        busy={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate()}
      />
      <UnsavedChangesGuard when={dirty} bypassRef={leaving} title={UNSAVED_CHANGES_ENTRY_TITLE} />
    </>
  );
}

export function EntrySettingsPage() {
  const { inscriptionId = '', entryId = '' } = useParams();
  const entry = useEntryDetail(entryId);
  const questions = useQuestions(inscriptionId);
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
    // Questions that failed to load leave the entry editable without answers.
    body = (
      <EntrySettingsForm
        key={entry.data.id}
        entry={entry.data}
        questions={questions.data ?? []}
        inscriptionId={inscriptionId}
      />
    );
  }

  return <PageContainer data-testid="page-EntrySettings">{body}</PageContainer>;
}
