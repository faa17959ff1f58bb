import { useId, useRef, useState } from 'react';
import { failedTo } from '@inscriptions/contracts';
import { gqlRequest, runMutation, useMutation, useQuery } from '@inscriptions/shared/api';
import { Button, Card, Modal, Muted, styled } from '@inscriptions/shared/ui';
import { uploadFile } from '@inscriptions/shared/forms';
import { wordTimingsPollInterval } from '../lib/wordTimingsPoll';
import { AudioPlayer, type AudioPlayerHandle } from '../../common/audio/AudioPlayer';
import { FAILED_TO_UPLOAD_RECORDING } from '../../common/audio/pendingUploads';
import { entryAudioDocument } from '../../common/api/operations';
import { entryWordTimingsDocument } from '../api/operations';
import { sentenceAt, sentencesOf } from '../lib/sentences';
import { TranscribeRecording } from './TranscribeRecording';

const Box = styled(Card)`
  display: grid;
  gap: 12px;
`;
const Sentences = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;
const Sentence = styled.button<{ $current: boolean }>`
  font: inherit;
  text-align: left;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: 2px 4px;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ $current, theme }) => ($current ? theme.colors.accent : 'transparent')};
  &:hover {
    border-color: ${({ theme }) => theme.colors.border};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

/**
 * The entry's recording: play it, hear any sentence by choosing it (word timings from the server's
 * forced alignment), replace it with another file, or remove it.
 */
export function EntryAudio({
  entryId,
  initialUrl,
  hasText,
  muted,
  onTranscribed,
}: {
  entryId: string;
  initialUrl: string | null;
  hasText: boolean;
  muted: boolean;
  /** The transcript after the server transcribed the recording (the page shows it in the form). */
  onTranscribed: (transcript: string) => void;
}) {
  // The signed URL changes with every read; the player keeps the one it loaded until the file changes.
  const [url, setUrl] = useState(initialUrl);
  const [time, setTime] = useState<{ at: number; playing: boolean }>({ at: 0, playing: false });
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const player = useRef<AudioPlayerHandle>(null);
  const fileId = useId();

  const timings = useQuery({
    queryKey: ['entries', 'wordTimings', entryId, url],
    queryFn: async ({ signal }) =>
      (await gqlRequest(entryWordTimingsDocument, { inscriptionEntryId: entryId }, { signal })).inscriptionEntry
        ?.wordTimings ?? null,
    enabled: url !== null && hasText,
    refetchInterval: wordTimingsPollInterval,
  });
  const sentences = sentencesOf(timings.data ?? []);
  const current = time.playing || time.at > 0 ? sentenceAt(sentences, time.at) : -1;

  const replace = useMutation({
    mutationFn: async (file: File) => {
      const entry = await runMutation(
        entryAudioDocument,
        { input: { id: entryId } },
        { object: 'inscriptionEntry', failure: FAILED_TO_UPLOAD_RECORDING },
      );
      if (!entry.audioUploadUrl) throw new Error(FAILED_TO_UPLOAD_RECORDING);
      return (await uploadFile(entry.audioUploadUrl, file)).url;
    },
    onSuccess: (newUrl) => {
      setUrl(newUrl);
      setMessage('The recording was replaced.');
    },
    onError: (error) => {
      console.error(error);
      setMessage(error instanceof Error && error.message ? error.message : FAILED_TO_UPLOAD_RECORDING);
    },
  });
  const remove = useMutation({
    mutationFn: () =>
      runMutation(
        entryAudioDocument,
        { input: { id: entryId, removeAudio: true } },
        { object: 'inscriptionEntry', failure: failedTo('update', 'inscription entry') },
      ),
    onSuccess: () => {
      setConfirmRemove(false);
      setUrl(null);
      setMessage('The recording was removed.');
    },
    onError: (error) => {
      console.error(error);
      setConfirmRemove(false);
      setMessage(failedTo('update', 'inscription entry'));
    },
  });

  return (
    <Box as="section" aria-labelledby={`${fileId}-heading`} data-testid="entry-audio">
      <strong id={`${fileId}-heading`}>Recording</strong>
      {url ? (
        <>
          <AudioPlayer
            key={url}
            source={url}
            muted={muted}
            handle={player}
            onTime={(at, playing) => setTime({ at, playing })}
          />
          {sentences.length > 0 ? (
            <nav aria-label="Play from a sentence">
              <Sentences data-testid="transcript-sentences">
                {sentences.map((s, i) => (
                  <li key={`${i}-${s.start}`}>
                    <Sentence
                      type="button"
                      $current={i === current}
                      aria-current={i === current ? 'true' : undefined}
                      data-start={s.start}
                      onClick={() => player.current?.playFrom(s.start)}
                    >
                      {s.text}
                    </Sentence>
                  </li>
                ))}
              </Sentences>
            </nav>
          ) : hasText ? (
            <Muted data-testid="alignment-pending">
              Linking the transcript to the recording… choose a sentence to hear it once this is done.
            </Muted>
          ) : null}
        </>
      ) : (
        <Muted>This entry has no recording.</Muted>
      )}
      <Row>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => document.getElementById(fileId)?.click()}
          aria-busy={replace.isPending}
        >
          {url ? 'Replace recording' : 'Add a recording'}
        </Button>
        <FileInput
          id={fileId}
          type="file"
          accept="audio/wav,audio/webm,audio/ogg,audio/mp4"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) replace.mutate(file);
          }}
        />
        {url ? <TranscribeRecording entryId={entryId} onTranscribed={onTranscribed} /> : null}
        {url ? (
          <Button type="button" $variant="ghost" onClick={() => setConfirmRemove(true)}>
            Remove recording
          </Button>
        ) : null}
        {message ? <span role="status">{message}</span> : null}
      </Row>
      <Modal
        open={confirmRemove}
        type="confirm"
        title="Remove the recording?"
        description="The entry's text stays; only its audio is removed."
        confirmLabel="Remove"
        busy={remove.isPending}
        onClose={() => setConfirmRemove(false)}
        onConfirm={() => remove.mutate()}
      />
    </Box>
  );
}
