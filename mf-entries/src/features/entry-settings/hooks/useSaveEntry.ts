import { MutationError, queryKeys, useMutation, useQueryClient } from '@inscriptions/shared/api';
import { reportError } from '@inscriptions/shared/store';
import { replaceEntryInList } from '../../common/api/entries';
import { combineDayWithCurrentTime } from '../../common/lib/date';
import { FAILED_TO_UPDATE_ENTRY, saveAnswers, updateEntry } from '../api/entry';
import type { EntryDetail, Question } from '../api/entry';
import { changedAnswers, type EntryFormState } from '../lib/entryForm';

/** Saves the changed answers, then the entry, and updates the cached list and detail. */
export function useSaveEntry({
  entry,
  questions,
  inscriptionId,
  initial,
  onSaved,
  onFailure,
}: {
  entry: EntryDetail;
  questions: Question[];
  inscriptionId: string;
  initial: EntryFormState;
  onSaved: () => void;
  onFailure: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: EntryFormState) => {
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
      onSaved();
    },
    onError: (error) => {
      // The failed step's message (an answer or the entry itself).
      const message = error instanceof MutationError ? error.userMessage : FAILED_TO_UPDATE_ENTRY;
      console.error(error);
      onFailure(message);
      reportError(message);
    },
  });
}
