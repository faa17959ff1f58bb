import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from '@inscriptions/shared/router';
import { OFFLINE_SYNC_RETRY_MS, UNSAVED_CHANGES_ENTRY_TITLE, type RecordingStep } from '@inscriptions/contracts';
import {
  MutationError,
  useAdjustEntryCount,
  useInscriptions,
  type InscriptionSummary,
  useMutation,
  useQueryClient,
} from '@inscriptions/shared/api';
import { hrefs } from '@inscriptions/shared/federation';
import { reportError } from '@inscriptions/shared/store';
import {
  Button,
  Muted,
  OwnInscriptionGate,
  PageContainer,
  PageHeading,
  PageSkeleton,
  TextInput,
  styled,
} from '@inscriptions/shared/ui';
import { UnsavedChangesGuard } from '@inscriptions/shared/forms';
import { insertEntryInList } from '../../common/api/entries';
import { useQuestions } from '../../common/api/questions';
import { isFutureYmd, isValidYmd, toYmd } from '../../common/lib/date';
import { EntryDateField, EntryTextArea, FUTURE_DATE_MESSAGE, FlagToggle } from '../../common/components/EntryFields';
import { useDictationEngine } from '../hooks/useDictationEngine';
import { hasContent, useEntryDraft, type FormState } from '../hooks/useEntryDraft';
import type { Recording } from '../lib/recording';
import { useOnline } from '../lib/online';
import { FAILED_TO_CREATE_ENTRY, submitEntry } from '../lib/submitEntry';
import { DraftSyncState } from './DraftSyncState';
import { RecordingPanel } from './RecordingPanel';
import { PrivacyStep } from './PrivacyStep';
import { QuestionsStep, ReviewStep } from './RecordingSteps';
import { EntryFieldRow, EntryForm, EntryTop } from '../../common/components/EntryLayout';

export { FAILED_TO_CREATE_ENTRY };
export { DRAFT_SAVE_DEBOUNCE_MS } from '../hooks/useEntryDraft';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  ${({ theme }) => theme.media.mobile} {
    & > * {
      width: 100%;
    }
  }
`;

/** Submit needs a title and content, a valid day not after today, and no request in flight. */
export function canSubmit(
  form: Pick<FormState, 'title' | 'text' | 'date'>,
  loading: boolean,
  now: Date = new Date(),
): boolean {
  return (
    !loading &&
    form.title.trim() !== '' &&
    form.text.trim() !== '' &&
    isValidYmd(form.date) &&
    !isFutureYmd(form.date, now)
  );
}

/** The first-ever inscription with zero entries: the user is still in the onboarding (spec section 4). */
export function isOnboarding(inscriptions: InscriptionSummary[] | undefined, inscription: InscriptionSummary): boolean {
  return inscriptions?.length === 1 && inscription.entryCount === 0;
}

const STEP_TITLES: Record<RecordingStep, string> = {
  DICTATE_PRIVACY: 'Privacy',
  DICTATE: 'Dictate',
  QUESTIONS: 'Questions',
  REVIEW: 'Review',
};

function NewEntryFlow({ inscription }: { inscription: InscriptionSummary }) {
  const inscriptionId = inscription.id;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const adjustEntryCount = useAdjustEntryCount();
  const inscriptions = useInscriptions();
  const questionsQuery = useQuestions(inscriptionId);
  const questions = questionsQuery.data ?? [];
  // Decided once, on arrival: the entry count changes when this entry is submitted.
  const [onboarding] = useState(() => isOnboarding(inscriptions.data, inscription));
  const [step, setStep] = useState<RecordingStep>(onboarding ? 'DICTATE_PRIVACY' : 'DICTATE');
  const draft = useEntryDraft(inscriptionId);
  const { form, update } = draft;
  const engine = useDictationEngine();
  const [audio, setAudio] = useState<Blob | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** Set once the entry was submitted or discarded: leaving is not blocked after that. */
  const bypass = useRef(false);
  const today = toYmd(new Date());

  const onAudio = useCallback(
    (recording: Recording) => {
      draft.saveAudio(recording.state === 'inactive' ? null : recording.samples());
      if (recording.state !== 'recording') setAudio(recording.blob());
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saveAudio is stable
    [draft.saveAudio],
  );

  const online = useOnline();
  // After a reload the recording lives only in the draft until the recorder hands it over.
  const recording = () => audio ?? draft.audioBlob();

  const [sendAttempt, setSendAttempt] = useState(0);
  const retryTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(retryTimer.current), []);

  const create = useMutation({
    mutationFn: (_sentFromQueue: boolean) => submitEntry(inscriptionId, form, draft.answers, questions, recording()),
    onSuccess: async (entry) => {
      bypass.current = true;
      adjustEntryCount(inscriptionId, 1);
      insertEntryInList(queryClient, inscriptionId, entry);
      await draft.finish();
      await navigate(hrefs.selectEntry(inscriptionId));
    },
    onError: (error, sentFromQueue) => {
      // The network went away while sending: the entry waits for it again.
      if (!navigator.onLine) return draft.setQueued(true);
      // A queued entry sent as the network comes back may find none yet: it is sent again shortly.
      if (sentFromQueue && error instanceof MutationError && error.unreachable) {
        retryTimer.current = window.setTimeout(() => setSendAttempt((n) => n + 1), OFFLINE_SYNC_RETRY_MS);
        return;
      }
      console.error(error);
      draft.setQueued(false);
      // A refused entry (an answer out of range, a question no longer asked) says why beside the failure.
      const reason = error instanceof MutationError && error.code === '400' ? error.serverMessage : '';
      setFailure(reason ? `${FAILED_TO_CREATE_ENTRY} ${reason}` : FAILED_TO_CREATE_ENTRY);
      reportError(FAILED_TO_CREATE_ENTRY);
    },
  });

  // An entry submitted offline (now or before a reload) is sent once the network is back and the
  // questions are (re)loaded: its answers go with it, to the questions still asked.
  const send = create.mutate;
  const sending = useRef(false);
  const questionsReady = !questionsQuery.isPending && !questionsQuery.isFetching;
  useEffect(() => {
    if (!online || !draft.queued || !draft.ready || !questionsReady || sending.current || bypass.current) return;
    sending.current = true;
    send(true, { onSettled: () => (sending.current = false) });
  }, [online, draft.queued, draft.ready, questionsReady, send, sendAttempt]);

  const submit = () => {
    setFailure(null);
    if (online) create.mutate(false);
    else draft.setQueued(true);
  };

  const dirty = hasContent(form) || draft.hasAudio;
  const back = () => {
    if (step === 'REVIEW') return setStep(questions.length > 0 ? 'QUESTIONS' : 'DICTATE');
    if (step === 'QUESTIONS') return setStep('DICTATE');
    if (step === 'DICTATE' && onboarding) return setStep('DICTATE_PRIVACY');
    void navigate(hrefs.selectEntry(inscriptionId));
  };
  // From DICTATE, Next goes to the questions when the inscription has some: still loading, they are awaited.
  const next = async () => {
    const asked = step === 'DICTATE' && questionsQuery.isPending ? ((await questionsQuery.refetch()).data ?? []) : questions;
    setStep(step === 'DICTATE' && asked.length > 0 ? 'QUESTIONS' : 'REVIEW');
  };
  const dateError = isFutureYmd(form.date) ? FUTURE_DATE_MESSAGE : null;

  return (
    <PageContainer data-testid="page-NewEntry" data-step={step}>
      <EntryTop>
        <Button type="button" $variant="ghost" onClick={back}>
          <span aria-hidden="true">←</span> Back
        </Button>
        <PageHeading id="heading-NewEntry">New entry</PageHeading>
        <Muted aria-live="polite">{STEP_TITLES[step]}</Muted>
      </EntryTop>
      {draft.restored ? (
        <Muted role="status" data-testid="draft-restored">
          Your unsaved draft was restored.
        </Muted>
      ) : null}
      {draft.queued ? (
        <DraftSyncState status={online ? 'sending' : 'waiting'} />
      ) : !online ? (
        <DraftSyncState status="offline" />
      ) : null}
      {step === 'DICTATE_PRIVACY' ? (
        <PrivacyStep
          isPrivate={form.isPrivate}
          onPrivateChange={(isPrivate) => update({ isPrivate })}
          engine={engine}
          inscription={inscription}
          onContinue={() => setStep('DICTATE')}
        />
      ) : null}
      {/* Kept mounted (hidden) past DICTATE so the microphone, the stream and the recording live on. */}
      {draft.ready ? (
        <EntryForm
          // Not the hidden attribute: the styled form's display would override it.
          style={step === 'DICTATE' ? undefined : { display: 'none' }}
          data-testid="step-DICTATE"
          onSubmit={(e) => {
            e.preventDefault();
            void next();
          }}
        >
          <EntryFieldRow>
            <EntryDateField value={form.date} max={today} error={dateError} onChange={(date) => update({ date })} />
            <FlagToggle label="Private" lock pressed={form.isPrivate} onChange={(isPrivate) => update({ isPrivate })} />
            <FlagToggle label="Muted" pressed={form.isMuted} onChange={(isMuted) => update({ isMuted })} />
          </EntryFieldRow>
          <TextInput label="Title" value={form.title} required onChange={(e) => update({ title: e.target.value })} />
          <RecordingPanel
            initialSamples={draft.restoredAudio}
            muted={form.isMuted}
            engine={engine}
            onFinalText={draft.appendText}
            onAudio={onAudio}
          />
          <EntryTextArea
            label="Entry"
            value={form.text}
            required
            onValueChange={(text) => update({ text })}
            hint="Write or dictate what is on your mind. Your draft, recording included, is kept on this device until you submit it."
          />
          <Footer>
            <Button type="submit">Next</Button>
          </Footer>
        </EntryForm>
      ) : step === 'DICTATE' ? (
        <PageSkeleton label="Loading your draft" />
      ) : null}
      {step === 'QUESTIONS' ? (
        <QuestionsStep
          questions={questions}
          answers={draft.answers}
          onAnswer={draft.setAnswer}
          onNext={() => setStep('REVIEW')}
        />
      ) : null}
      {step === 'REVIEW' ? (
        <ReviewStep
          form={form}
          questions={questions}
          answers={draft.answers}
          audio={audio}
          submittable={canSubmit(form, create.isPending) && !draft.queued}
          submitting={create.isPending}
          failure={failure}
          onSubmit={submit}
        />
      ) : null}
      {/* Every in-app way out asks (Back, drawer, browser back); the draft survives a reload, so no unload warning. */}
      <UnsavedChangesGuard
        when={dirty}
        title={UNSAVED_CHANGES_ENTRY_TITLE}
        bypassRef={bypass}
        onProceed={() => {
          bypass.current = true;
          void draft.finish();
        }}
        warnOnUnload={false}
      />
    </PageContainer>
  );
}

/** The flow, once the URL's inscription is known to be the user's; otherwise not found (or a retry). */
export function NewEntryPage() {
  const { inscriptionId = '' } = useParams();
  return (
    <OwnInscriptionGate
      inscriptionId={inscriptionId}
      backTo={{ href: hrefs.selectInscription(), label: 'Back to my Inscriptions' }}
      frame={(state) => (
        <PageContainer data-testid="page-NewEntry">
          <PageHeading id="heading-NewEntry">New entry</PageHeading>
          {state}
        </PageContainer>
      )}
    >
      {(inscription) => <NewEntryFlow inscription={inscription} />}
    </OwnInscriptionGate>
  );
}
