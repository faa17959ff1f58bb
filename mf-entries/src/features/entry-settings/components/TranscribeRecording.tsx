import { useState } from 'react';
import { failedTo } from '@inscriptions/contracts';
import { gqlRequest, runMutation, useJobProgress, useMutation, useQuery } from '@inscriptions/shared/api';
import { Button } from '@inscriptions/shared/ui';
import {
  entryTranscriptDocument,
  transcribeInscriptionEntryDocument,
  transcriptionAvailableDocument,
  transcriptionJobDocument,
} from '../api/operations';

const FAILED_TO_TRANSCRIBE = failedTo('update', 'the transcript');

/**
 * "Transcribe recording": queues the server's transcription of the entry's recording (when it has a speech
 * engine), shows the job's progress, then hands the entry's new transcript to the page.
 */
export function TranscribeRecording({
  entryId,
  onTranscribed,
}: {
  entryId: string;
  onTranscribed: (transcript: string) => void;
}) {
  const [jobId, setJobId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const available = useQuery({
    queryKey: ['entries', 'transcriptionAvailable'],
    queryFn: async ({ signal }) =>
      (await gqlRequest(transcriptionAvailableDocument, {}, { signal })).transcriptionAvailable,
  });
  const job = useJobProgress({
    queryKey: ['entries', 'transcriptionJob', jobId],
    queryFn: async ({ signal }) => {
      const current = (await gqlRequest(transcriptionJobDocument, { id: jobId! }, { signal })).job;
      if (current?.status === 'DONE') {
        const entry = (await gqlRequest(entryTranscriptDocument, { inscriptionEntryId: entryId }, { signal }))
          .inscriptionEntry;
        if (entry) onTranscribed(entry.transcript);
        setJobId(null);
        setMessage('The recording was transcribed.');
      } else if (!current || current.status === 'FAILED') {
        setJobId(null);
        setMessage(FAILED_TO_TRANSCRIBE);
      }
      return current;
    },
    enabled: jobId !== null,
  });
  const start = useMutation({
    mutationFn: () =>
      runMutation(
        transcribeInscriptionEntryDocument,
        { id: entryId },
        { object: 'job', failure: FAILED_TO_TRANSCRIBE },
      ),
    onSuccess: (queued) => {
      setMessage(null);
      setJobId(queued.id);
    },
    onError: (error) => setMessage(error instanceof Error && error.message ? error.message : FAILED_TO_TRANSCRIBE),
  });

  if (!available.data) return null;
  const running = jobId !== null;
  const progress = job.data?.progress ?? 0;
  return (
    <>
      <Button
        type="button"
        $variant="secondary"
        onClick={() => start.mutate()}
        disabled={running || start.isPending}
        aria-busy={running || start.isPending}
      >
        Transcribe recording
      </Button>
      {running ? (
        <progress
          max={100}
          value={progress}
          aria-label="Transcribing the recording"
          data-testid="transcription-progress"
        >
          {progress}%
        </progress>
      ) : null}
      {message ? <span role="status">{message}</span> : null}
    </>
  );
}
