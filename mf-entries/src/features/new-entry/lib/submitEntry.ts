import { failedTo } from '@inscriptions/contracts';
import { runMutation } from '@inscriptions/shared/api';
import { uploadFile } from '@inscriptions/shared/forms';
import { keepPendingUpload } from '../../common/audio/pendingUploads';
import type { Question } from '../../common/api/questions';
import { combineDayWithCurrentTime } from '../../common/lib/date';
import { createInscriptionEntryDocument } from '../api/operations';
import type { FormState } from '../hooks/useEntryDraft';

export const FAILED_TO_CREATE_ENTRY = failedTo('create', 'inscription entry');

/**
 * Creates the entry with its answers in one mutation (spec sections 4 and 7): the answers to the
 * questions still asked, non-blank, trimmed; the server refuses the whole entry when one is invalid.
 * Then PUTs the recording to the returned audioUploadUrl. A recording that fails to upload is not only
 * logged: it is kept on this device and sent again (pendingUploads.ts; the entries' page shows and retries it).
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
        questionAnswers: questions
          .map((q) => ({ inscriptionQuestionId: q.id, answer: (answers[q.id] ?? '').trim() }))
          .filter((a) => a.answer !== ''),
      },
    },
    { object: 'inscriptionEntry', failure: FAILED_TO_CREATE_ENTRY },
  );
  if (audio && entry.audioUploadUrl) {
    try {
      await uploadFile(entry.audioUploadUrl, audio);
    } catch (error) {
      console.error('The recording was not uploaded; it is kept on this device and sent again', error);
      await keepPendingUpload(entry, audio);
    }
  }
  return entry;
}
