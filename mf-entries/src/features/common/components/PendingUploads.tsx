import { useCallback, useEffect, useRef, useState } from 'react';
import {
  AUDIO_UPLOAD_RETRY_DELAYS_MS,
  RECORDING_UPLOADED,
  RECORDING_UPLOAD_SENDING,
  RECORDING_UPLOAD_WAITING,
} from '@inscriptions/contracts';
import { queryKeys, useQueryClient } from '@inscriptions/shared/api';
import { Button, styled } from '@inscriptions/shared/ui';
import { pendingUploadsOf, sendPendingUpload } from '../audio/pendingUploads';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 10px 12px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
`;

export type PendingUploadStatus = 'waiting' | 'sending' | 'uploaded';

const MESSAGES: Record<PendingUploadStatus, string> = {
  waiting: RECORDING_UPLOAD_WAITING,
  sending: RECORDING_UPLOAD_SENDING,
  uploaded: RECORDING_UPLOADED,
};

/**
 * Recordings of this inscription's entries kept on this device after their upload failed: sent again after
 * AUDIO_UPLOAD_RETRY_DELAYS_MS (then every last one), at once when the network comes back or when asked,
 * and shown until they are sent. Nothing shows when none is kept.
 */
export function PendingUploads({ inscriptionId }: { inscriptionId: string }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<PendingUploadStatus | null>(null);
  const attempts = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const busy = useRef(false);
  const alive = useRef(true);

  const later = useCallback((send: () => void) => {
    const delays = AUDIO_UPLOAD_RETRY_DELAYS_MS;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(send, delays[Math.min(attempts.current, delays.length - 1)]);
    attempts.current += 1;
  }, []);

  const sendAll = useCallback(async (): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    window.clearTimeout(timer.current);
    try {
      const pending = await pendingUploadsOf(inscriptionId);
      if (pending.length === 0 || !alive.current) return;
      setStatus('sending');
      let failed = 0;
      for (const upload of pending) {
        try {
          await sendPendingUpload(upload);
          void queryClient.invalidateQueries({ queryKey: queryKeys.entries.detail(upload.entryId) });
        } catch (error) {
          console.warn('A kept recording was not uploaded; it is sent again later', error);
          failed += 1;
        }
      }
      if (!alive.current) return;
      setStatus(failed > 0 ? 'waiting' : 'uploaded');
      if (failed > 0) later(() => void sendAll());
      else attempts.current = 0;
    } finally {
      busy.current = false;
    }
  }, [inscriptionId, queryClient, later]);

  useEffect(() => {
    alive.current = true;
    attempts.current = 0;
    // The first try after a failed upload waits the first delay; so does a reload's.
    void pendingUploadsOf(inscriptionId).then((pending) => {
      if (!alive.current || pending.length === 0) return;
      setStatus('waiting');
      later(() => void sendAll());
    });
    const online = () => void sendAll();
    window.addEventListener('online', online);
    return () => {
      alive.current = false;
      window.clearTimeout(timer.current);
      window.removeEventListener('online', online);
    };
  }, [inscriptionId, later, sendAll]);

  if (!status) return null;
  return (
    <Notice role="status" data-testid="pending-uploads" data-status={status}>
      <span>{MESSAGES[status]}</span>
      {status === 'waiting' ? (
        <Button type="button" $variant="secondary" onClick={() => void sendAll()}>
          Send it now
        </Button>
      ) : null}
    </Notice>
  );
}
