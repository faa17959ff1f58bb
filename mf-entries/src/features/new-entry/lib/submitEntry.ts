import { failedTo } from '@inscriptions/contracts';
import { runMutation } from '@inscriptions/shared/api';
import { uploadFile } from '@inscriptions/shared/forms';
import { createAnswer, type Question } from '../../common/api/questions';
import { combineDayWithCurrentTime } from '../../common/lib/date';
import { createInscriptionEntryDocument } from '../api/operations';
import type { FormState } from '../hooks/useEntryDraft';

export const FAILED_TO_CREATE_ENTRY = failedTo('create', 'inscription entry');

/**
 * Creates the entry (spec sections 4 and 7), then its answers — one create per answered question,
 * all settled (a failed answer is logged; the entry stays) — then PUTs the recording to the returned
 * audioUploadUrl (a failed upload is only logged, spec section 7).
 */
export async function submitEntry(
  inscriptionId: string,
  form: FormState,
  answers: Record<string, string>,
  questions: Question[],
  audio: Blob | null,
) {
  const entry = await runMutation(
    createInscriptionEntryDocument,
    {
      input: {
        inscriptionId,
        name: form.title.trim(),
        transcript: form.text,
        isPrivate: form.isPrivate,
        isImportant: false,
        isMuted: form.isMuted,
        dateRecorded: combineDayWithCurrentTime(form.date),
      },
    },
    { object: 'inscriptionEntry', failure: FAILED_TO_CREATE_ENTRY },
  );
  const answered = questions.filter((q) => (answers[q.id] ?? '').trim() !== '');
  const settled = await Promise.allSettled(answered.map((q) => createAnswer(entry.id, q.id, answers[q.id]!.trim())));
  settled.forEach((r) => {
    if (r.status === 'rejected') console.error('An answer was not saved', r.reason);
  });
  if (audio && entry.audioUploadUrl) {
    await uploadFile(entry.audioUploadUrl, audio).catch((error: unknown) =>
      console.error('The recording was not uploaded', error),
    );
  }
  return entry;
}
