import { useId, useRef, useState } from 'react';
import { useNavigate } from '@inscriptions/shared/router';
import { UNSAVED_CHANGES_ENTRY_TITLE } from '@inscriptions/contracts';
import { hrefs } from '@inscriptions/shared/federation';
import { Button, Card, Muted, PageHeading, TextInput, styled } from '@inscriptions/shared/ui';
import { UnsavedChangesGuard } from '@inscriptions/shared/forms';
import { EntryDateField, EntryTextArea, FUTURE_DATE_MESSAGE, FlagToggle } from '../../common/components/EntryFields';
import { isFutureYmd, isValidYmd, toYmd } from '../../common/lib/date';
import { answerError } from '../api/entry';
import type { EntryDetail, Question } from '../api/entry';
import { AnswerField } from '../../common/components/AnswerField';
import { useSaveEntry } from '../hooks/useSaveEntry';
import { initialForm, type EntryFormState } from '../lib/entryForm';
import { DeleteEntry } from './DeleteEntry';
import { EntryAudio } from './EntryAudio';
import { ErrorBox } from '../../common/components/ErrorBox';
import { EntryFieldRow, EntryForm, EntryTop } from '../../common/components/EntryLayout';

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

/** The entry's fields and answers, its recording, and Delete; saving or deleting returns to the list. */
export function EntrySettingsForm({
  entry,
  questions,
  inscriptionId,
}: {
  entry: EntryDetail;
  questions: Question[];
  inscriptionId: string;
}) {
  const navigate = useNavigate();
  const [initial] = useState(() => initialForm(entry, questions));
  const [form, setForm] = useState(initial);
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

  const save = useSaveEntry({ entry, questions, inscriptionId, initial, onSaved: leave, onFailure: setFailure });

  const update = (patch: Partial<EntryFormState>) => {
    setFailure(null);
    setForm((f) => ({ ...f, ...patch }));
  };
  const dateError = isFutureYmd(form.date) ? FUTURE_DATE_MESSAGE : null;
  const answersValid = questions.every((q) => answerError(q, form.answers[q.id] ?? '') === null);
  const canSave =
    dirty && !save.isPending && form.title.trim() !== '' && isValidYmd(form.date) && !dateError && answersValid;

  return (
    <>
      <EntryTop>
        <Button type="button" $variant="ghost" onClick={() => void navigate(listPath)}>
          <span aria-hidden="true">←</span> Back
        </Button>
        <PageHeading id="heading-EntrySettings">Edit entry</PageHeading>
      </EntryTop>
      <EntryForm
        onSubmit={(e) => {
          e.preventDefault();
          if (canSave) save.mutate(form);
        }}
      >
        <EntryFieldRow>
          <EntryDateField
            value={form.date}
            max={toYmd(new Date())}
            error={dateError}
            onChange={(date) => update({ date })}
          />
        </EntryFieldRow>
        <EntryFieldRow role="group" aria-label="Flags">
          <FlagToggle
            label="Important"
            pressed={form.isImportant}
            onChange={(isImportant) => update({ isImportant })}
          />
          <FlagToggle label="Private" lock pressed={form.isPrivate} onChange={(isPrivate) => update({ isPrivate })} />
          <FlagToggle label="Muted" pressed={form.isMuted} onChange={(isMuted) => update({ isMuted })} />
        </EntryFieldRow>
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
      </EntryForm>
      <EntryAudio
        entryId={entry.id}
        initialUrl={entry.audioUrl ?? null}
        hasText={entry.transcript.trim() !== ''}
        muted={form.isMuted}
        // Unsaved edits of the transcript win; otherwise the form shows the transcribed text.
        onTranscribed={(transcript) => setForm((f) => (f.transcript === initial.transcript ? { ...f, transcript } : f))}
      />
      <DeleteEntry entryId={entry.id} inscriptionId={inscriptionId} onDeleted={leave} onFailure={setFailure} />
      <UnsavedChangesGuard when={dirty} bypassRef={leaving} title={UNSAVED_CHANGES_ENTRY_TITLE} />
    </>
  );
}
