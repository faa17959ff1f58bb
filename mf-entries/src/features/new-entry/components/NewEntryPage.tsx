import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { UNSAVED_CHANGES_ENTRY_TITLE, failedTo } from '@inscriptions/contracts';
import { FAILED_TO_GET_INSCRIPTION, runMutation, useAdjustEntryCount, useOwnInscription } from '@inscriptions/shared/api';
import { hrefs } from '@inscriptions/shared/federation';
import { reportError } from '@inscriptions/shared/store';
import {
  Button,
  Card,
  INSCRIPTION_NOT_FOUND,
  Muted,
  NotFoundCard,
  PageContainer,
  PageHeading,
  PageSkeleton,
  TextInput,
  UnsavedChangesGuard,
} from '@inscriptions/shared/ui';
import { insertEntryInList } from '../../common/api/entries';
import { createInscriptionEntryDocument } from '../api/operations';
import { combineDayWithCurrentTime, isFutureYmd, isValidYmd, toYmd } from '../../common/lib/date';
import { clearDraft, loadDraft, saveDraft } from '../lib/draftStore';
import { useOnline } from '../lib/online';
import { DraftSyncState } from './DraftSyncState';
import { EntryDateField, EntryTextArea, FUTURE_DATE_MESSAGE, FlagToggle } from '../../common/components/EntryFields';

export const FAILED_TO_CREATE_ENTRY = failedTo('create', 'inscription entry');
export const DRAFT_SAVE_DEBOUNCE_MS = 300;

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
  gap: 16px;
`;
const Recording = styled(Card)`
  border-style: dashed;
  display: grid;
  gap: 4px;
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

interface FormState {
  title: string;
  text: string;
  isPrivate: boolean;
  date: string;
}

const emptyForm = (): FormState => ({ title: '', text: '', isPrivate: false, date: toYmd(new Date()) });
const hasContent = (f: FormState) => f.title.trim() !== '' || f.text.trim() !== '';

/** Submit needs a title and content, a valid day not after today, and no request in flight. */
export function canSubmit(form: FormState, loading: boolean, now: Date = new Date()): boolean {
  return (
    !loading &&
    form.title.trim() !== '' &&
    form.text.trim() !== '' &&
    isValidYmd(form.date) &&
    !isFutureYmd(form.date, now)
  );
}

function NewEntryForm({ inscriptionId }: { inscriptionId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const adjustEntryCount = useAdjustEntryCount();
  const [form, setForm] = useState<FormState>(emptyForm);
  const [draftReady, setDraftReady] = useState(false);
  const [restored, setRestored] = useState(false);
  const [failed, setFailed] = useState(false);
  /** Submitted offline: kept in the draft and sent when the network is back. */
  const [queued, setQueued] = useState(false);
  const online = useOnline();
  /** Set once the entry was submitted or discarded: no draft is written and leaving is not blocked after that. */
  const finished = useRef(false);
  const today = toYmd(new Date());

  // Restore a draft left by a reload or a crash (only into a still-empty form).
  useEffect(() => {
    let alive = true;
    void loadDraft(inscriptionId).then((draft) => {
      if (!alive) return;
      if (draft) {
        setForm((current) =>
          hasContent(current)
            ? current
            : {
                title: draft.title,
                text: draft.text,
                isPrivate: draft.isPrivate,
                date: isValidYmd(draft.date) ? draft.date : current.date,
              },
        );
        setRestored(hasContent({ ...draft }));
        setQueued(Boolean(draft.queued));
      }
      setDraftReady(true);
    });
    return () => {
      alive = false;
    };
  }, [inscriptionId]);

  // Save the draft as it is typed (debounced); an emptied form removes it.
  useEffect(() => {
    if (!draftReady) return;
    const timer = setTimeout(() => {
      if (finished.current) return;
      if (hasContent(form) || form.isPrivate)
        void saveDraft(inscriptionId, { ...form, queued, savedAt: new Date().toISOString() });
      else void clearDraft(inscriptionId);
    }, DRAFT_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [form, queued, draftReady, inscriptionId]);

  const create = useMutation({
    mutationFn: (values: FormState) =>
      runMutation(
        createInscriptionEntryDocument,
        {
          input: {
            inscriptionId,
            name: values.title.trim(),
            transcript: values.text,
            isPrivate: values.isPrivate,
            isImportant: false,
            isMuted: false,
            dateRecorded: combineDayWithCurrentTime(values.date),
          },
        },
        { object: 'inscriptionEntry', failure: FAILED_TO_CREATE_ENTRY },
      ),
    onSuccess: async (entry) => {
      finished.current = true;
      adjustEntryCount(inscriptionId, 1);
      insertEntryInList(queryClient, inscriptionId, entry);
      await clearDraft(inscriptionId);
      await navigate(hrefs.selectEntry(inscriptionId));
    },
    onError: (error) => {
      // The network went away while sending: the entry waits for it again.
      if (!navigator.onLine) {
        setQueued(true);
        return;
      }
      console.error(error);
      setQueued(false);
      setFailed(true);
      reportError(FAILED_TO_CREATE_ENTRY);
    },
  });

  // An entry submitted offline (now or before a reload) is sent once the network is back.
  const send = create.mutate;
  const sending = useRef(false);
  useEffect(() => {
    if (!online || !queued || !draftReady || sending.current || finished.current) return;
    sending.current = true;
    send(form, { onSettled: () => (sending.current = false) });
  }, [online, queued, draftReady, send, form]);

  const submit = () => {
    if (online) {
      create.mutate(form);
      return;
    }
    setQueued(true);
    void saveDraft(inscriptionId, { ...form, queued: true, savedAt: new Date().toISOString() });
  };

  const update = (patch: Partial<FormState>) => {
    setFailed(false);
    setForm((f) => ({ ...f, ...patch }));
  };
  // Exiting without saving discards the draft too; 'Keep editing' keeps it (and the stored copy).
  const discardDraft = () => {
    finished.current = true;
    void clearDraft(inscriptionId);
  };

  const dateError = isFutureYmd(form.date) ? FUTURE_DATE_MESSAGE : null;
  const submittable = canSubmit(form, create.isPending);

  return (
    <PageContainer data-testid="page-NewEntry">
      <Top>
        <Button type="button" $variant="ghost" onClick={() => void navigate(hrefs.selectEntry(inscriptionId))}>
          <span aria-hidden="true">←</span> Back
        </Button>
        <PageHeading id="heading-NewEntry">New entry</PageHeading>
      </Top>
      {restored ? (
        <Muted role="status" data-testid="draft-restored">
          Your unsaved draft was restored.
        </Muted>
      ) : null}
      {queued ? (
        <DraftSyncState status={online ? 'sending' : 'waiting'} />
      ) : !online ? (
        <DraftSyncState status="offline" />
      ) : null}
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          if (submittable && !queued) submit();
        }}
      >
        <Row>
          <EntryDateField value={form.date} max={today} error={dateError} onChange={(date) => update({ date })} />
          <FlagToggle label="Private" lock pressed={form.isPrivate} onChange={(isPrivate) => update({ isPrivate })} />
        </Row>
        <TextInput label="Title" value={form.title} required onChange={(e) => update({ title: e.target.value })} />
        <EntryTextArea
          label="Entry"
          value={form.text}
          required
          onValueChange={(text) => update({ text })}
          hint="Write what is on your mind. Your draft is kept on this device until you submit it."
        />
        <Recording as="section" aria-label="Recording" data-testid="recording-controls">
          <strong>Recording</strong>
          <Muted>Voice recording and live dictation will appear here.</Muted>
        </Recording>
        {failed ? (
          <Muted role="alert" style={{ color: 'inherit' }}>
            {FAILED_TO_CREATE_ENTRY}
          </Muted>
        ) : null}
        <Footer>
          <Button type="submit" disabled={!submittable || queued} aria-busy={create.isPending}>
            Submit
          </Button>
        </Footer>
      </Form>
      {/* Every in-app way out asks (Back, drawer, browser back); the draft survives a reload, so no unload warning. */}
      <UnsavedChangesGuard
        when={hasContent(form)}
        title={UNSAVED_CHANGES_ENTRY_TITLE}
        bypassRef={finished}
        onProceed={discardDraft}
        warnOnUnload={false}
      />
    </PageContainer>
  );
}

/** The form, once the URL's inscription is known to be the user's; otherwise not found (or a retry). */
export function NewEntryPage() {
  const { inscriptionId = '' } = useParams();
  const own = useOwnInscription(inscriptionId);
  if (own.status === 'found') return <NewEntryForm inscriptionId={inscriptionId} />;
  return (
    <PageContainer data-testid="page-NewEntry">
      <PageHeading id="heading-NewEntry">New entry</PageHeading>
      {own.status === 'missing' ? (
        <NotFoundCard
          data-testid="inscription-not-found"
          message={INSCRIPTION_NOT_FOUND}
          to={hrefs.selectInscription()}
          linkLabel="Back to my Inscriptions"
        />
      ) : own.status === 'failed' ? (
        <Card role="alert" data-testid="inscription-error">
          <p style={{ marginTop: 0 }}>{FAILED_TO_GET_INSCRIPTION}</p>
          <Button type="button" $variant="secondary" onClick={own.retry}>
            Try again
          </Button>
        </Card>
      ) : (
        <PageSkeleton label="Loading the Inscription" />
      )}
    </PageContainer>
  );
}
