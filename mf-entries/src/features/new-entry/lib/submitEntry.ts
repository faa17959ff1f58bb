import { failedTo } from '@inscriptions/contracts';
import { runMutation } from '@inscriptions/shared/api';
import { uploadFile } from '@inscriptions/shared/forms';
import type { Question } from '../../common/api/questions';
import { combineDayWithCurrentTime } from '../../common/lib/date';
import { createInscriptionEntryDocument } from '../api/operations';
import type { FormState } from '../hooks/useEntryDraft';

export const FAILED_TO_CREATE_ENTRY = failedTo('create', 'inscription entry');

/**
 * Creates the entry with its answers in one mutation (spec sections 4 and 7): the answers to the
 * questions still asked, non-blank, trimmed; the server refuses the whole entry when one is invalid.
 * Then PUTs the recording to the returned audioUploadUrl (a failed upload is only logged, spec section 7).
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
    await uploadFile(entry.audioUploadUrl, audio).catch((error: unknown) =>
      console.error('The recording was not uploaded', error),
    );
  }
  return entry;
}
