import { useState } from 'react';
import { queryKeys, useAdjustEntryCount, useMutation, useQueryClient } from '@inscriptions/shared/api';
import { reportError } from '@inscriptions/shared/store';
import { Button, Modal } from '@inscriptions/shared/ui';
import { DangerZone } from '@inscriptions/shared/forms';
import { removeEntryFromList } from '../../common/api/entries';
import { FAILED_TO_DELETE_ENTRY, deleteEntry } from '../api/entry';

/** The danger zone's Delete button and its confirmation; a deleted entry leaves the cached list and count. */
export function DeleteEntry({
  entryId,
  inscriptionId,
  onDeleted,
  onFailure,
}: {
  entryId: string;
  inscriptionId: string;
  onDeleted: () => void;
  onFailure: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const adjustEntryCount = useAdjustEntryCount();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const remove = useMutation({
    mutationFn: () => deleteEntry(entryId),
    onSuccess: () => {
      setConfirmDelete(false);
      adjustEntryCount(inscriptionId, -1);
      removeEntryFromList(queryClient, inscriptionId, entryId);
      queryClient.removeQueries({ queryKey: queryKeys.entries.detail(entryId) });
      onDeleted();
    },
    onError: (error) => {
      console.error(error);
      setConfirmDelete(false);
      onFailure(FAILED_TO_DELETE_ENTRY);
      reportError(FAILED_TO_DELETE_ENTRY);
    },
  });

  return (
    <>
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
    </>
  );
}
