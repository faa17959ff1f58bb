import { useCallback, useEffect, useRef, useState } from 'react';
import { RECORDING } from '@inscriptions/contracts';
import { decodeWav, encodeWav } from '../../common/audio/wav';
import { isValidYmd, toYmd } from '../../common/lib/date';
import { appendTranscript } from '../lib/liveDictation';
import { clearDraft, loadDraft, saveDraft, type EntryDraft } from '../lib/draftStore';

export const DRAFT_SAVE_DEBOUNCE_MS = 300;

export interface FormState {
  title: string;
  text: string;
  isPrivate: boolean;
  isMuted: boolean;
  date: string;
}

export const emptyForm = (): FormState => ({
  title: '',
  text: '',
  isPrivate: false,
  isMuted: false,
  date: toYmd(new Date()),
});
export const hasContent = (f: Pick<FormState, 'title' | 'text'>) => f.title.trim() !== '' || f.text.trim() !== '';

export interface EntryDraftState {
  /** True once the stored draft was read (restored or absent). */
  ready: boolean;
  restored: boolean;
  form: FormState;
  answers: Record<string, string>;
  /** The restored recording's samples (read once, when the recorder is created). */
  restoredAudio: Int16Array | null;
  hasAudio: boolean;
  /** Submitted without a network: sent as soon as the browser is back online (kept across reloads). */
  queued: boolean;
  setQueued(queued: boolean): void;
  update(patch: Partial<FormState>): void;
  /** Appends a final piece of live transcript to the text. */
  appendText(piece: string): void;
  setAnswer(questionId: string, answer: string): void;
  /** Keeps the recording so far in the draft (null: discarded). */
  saveAudio(samples: Int16Array | null): void;
  /** The recording kept in the draft, as the audio/wav it is stored as. */
  audioBlob(): Blob | null;
  /** Submitted or discarded: removes the draft and writes no more. */
  finish(): Promise<void>;
}

/**
 * The entry being written — fields, answers and the recording — kept in IndexedDB (draftStore) so a
 * reload or a crash loses nothing: fields are saved 300 ms after the last change, the recording at
 * every pause and every 1 s timeslice while recording. A draft is only restored into an empty form.
 */
export function useEntryDraft(inscriptionId: string): EntryDraftState {
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  const [form, setForm] = useState<FormState>(emptyForm);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [restoredAudio, setRestoredAudio] = useState<Int16Array | null>(null);
  const [hasAudio, setHasAudio] = useState(false);
  const [queued, setQueuedState] = useState(false);
  const audio = useRef<ArrayBuffer | null>(null);
  const finished = useRef(false);
  const latest = useRef({ form, answers, queued });
  latest.current = { form, answers, queued };

  const write = useCallback(() => {
    if (finished.current) return;
    const { form: f, answers: a, queued: q } = latest.current;
    const keep =
      hasContent(f) || f.isPrivate || audio.current !== null || Object.values(a).some((v) => v.trim() !== '');
    if (!keep) return void clearDraft(inscriptionId);
    const draft: EntryDraft = { ...f, answers: a, audio: audio.current, queued: q, savedAt: new Date().toISOString() };
    void saveDraft(inscriptionId, draft);
  }, [inscriptionId]);

  useEffect(() => {
    let alive = true;
    void loadDraft(inscriptionId).then((draft) => {
      if (!alive) return;
      if (draft) {
        const samples = draft.audio ? (decodeWav(draft.audio)?.samples ?? null) : null;
        setForm((current) =>
          hasContent(current)
            ? current
            : {
                title: draft.title,
                text: draft.text,
                isPrivate: draft.isPrivate,
                isMuted: draft.isMuted ?? false,
                date: isValidYmd(draft.date) ? draft.date : current.date,
              },
        );
        setAnswers(draft.answers ?? {});
        setQueuedState(Boolean(draft.queued));
        if (samples && samples.length > 0) {
          audio.current = draft.audio ?? null;
          setRestoredAudio(samples);
          setHasAudio(true);
        }
        setRestored(hasContent(draft) || Boolean(samples?.length));
      }
      setReady(true);
    });
    return () => {
      alive = false;
    };
  }, [inscriptionId]);

  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(write, DRAFT_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [form, answers, ready, write]);

  return {
    ready,
    restored,
    form,
    answers,
    restoredAudio,
    hasAudio,
    queued,
    setQueued: useCallback(
      (next: boolean) => {
        latest.current = { ...latest.current, queued: next };
        setQueuedState(next);
        write();
      },
      [write],
    ),
    update: useCallback((patch) => setForm((f) => ({ ...f, ...patch })), []),
    appendText: useCallback((piece) => setForm((f) => ({ ...f, text: appendTranscript(f.text, piece) })), []),
    setAnswer: useCallback((questionId, answer) => setAnswers((a) => ({ ...a, [questionId]: answer })), []),
    saveAudio: useCallback(
      (samples) => {
        audio.current = samples && samples.length > 0 ? encodeWav(samples, RECORDING.sampleRate) : null;
        setHasAudio(audio.current !== null);
        write();
      },
      [write],
    ),
    audioBlob: useCallback(() => (audio.current ? new Blob([audio.current], { type: 'audio/wav' }) : null), []),
    finish: useCallback(async () => {
      finished.current = true;
      await clearDraft(inscriptionId);
    }, [inscriptionId]),
  };
}
