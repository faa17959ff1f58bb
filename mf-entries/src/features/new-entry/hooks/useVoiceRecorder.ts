import { useCallback, useEffect, useRef, useState } from 'react';
import type { DictationEngine } from '@inscriptions/contracts';
import { browserCaptureEnvironment, CaptureError, startCapture, type AudioCapture } from '../lib/audioCapture';
import { openDictation, type Dictation, type LiveStatus } from '../lib/dictationSession';
import { Recording, type RecordingState } from '../lib/recording';
import { pcmCaptureWorkletUrl } from '../lib/workletUrl';

export interface VoiceRecorderOptions {
  /** The engine that transcribes live (a change applies from the next start or resume). */
  engine: DictationEngine;
  /** Samples of a recording restored from the draft (resuming appends to them). */
  initialSamples: Int16Array | null;
  /** A final piece of live transcript, to append to the entry's text. */
  onFinalText(text: string): void;
  /** The audio so far, on pause and after every full timeslice (1 s) while recording (the draft keeps it). */
  onAudio(recording: Recording): void;
}

export interface VoiceRecorder {
  state: RecordingState;
  error: string | null;
  live: LiveStatus;
  interim: string;
  /** Bumped on every captured chunk (redraws the waveform). */
  frame: number;
  recording: Recording;
  /** The audio at the last pause, for playback. */
  blob: Blob | null;
  toggle(): void;
  discard(): void;
}

/**
 * Microphone capture + the recording + live dictation. Capture and dictation are independent: the
 * recording starts at once, dictation joins when its socket opens, and any dictation failure only
 * ends dictation (spec: dropped silently) — never the text or the audio.
 */
export function useVoiceRecorder({
  engine,
  initialSamples,
  onFinalText,
  onAudio,
}: VoiceRecorderOptions): VoiceRecorder {
  const callbacks = useRef({ onFinalText, onAudio });
  useEffect(() => {
    callbacks.current = { onFinalText, onAudio };
  });
  const [recording] = useState(() => new Recording(initialSamples, (r) => callbacks.current.onAudio(r)));
  const capture = useRef<AudioCapture | null>(null);
  const dictation = useRef<Dictation | null>(null);
  const starting = useRef(false);
  const [state, setState] = useState<RecordingState>(recording.state);
  const [error, setError] = useState<string | null>(null);
  const [live, setLive] = useState<LiveStatus>('unknown');
  const [interim, setInterim] = useState('');
  const [frame, setFrame] = useState(0);
  const [blob, setBlob] = useState<Blob | null>(() => recording.blob());

  /** The recording paused (by the user, or at its limit): the microphone and the stream wait, the audio is handed on. */
  const paused = useCallback(
    (audio: Blob | null) => {
      setBlob(audio);
      setState(recording.state);
      void capture.current?.suspend();
      dictation.current?.pause();
      callbacks.current.onAudio(recording);
    },
    [recording],
  );

  const onChunk = useCallback(
    (chunk: Int16Array) => {
      if (!recording.append(chunk)) return;
      dictation.current?.sendAudio(chunk);
      setFrame((f) => f + 1);
      // At its limit the recording paused itself (and reported its last slice): the rest follows.
      if (recording.state !== 'recording') paused(recording.blob());
    },
    [recording, paused],
  );

  const startDictation = useCallback(() => {
    if (dictation.current?.active) return;
    setLive('connecting');
    let session: Dictation | null = null;
    openDictation(engine, {
      onInterim: setInterim,
      onFinal: (text) => callbacks.current.onFinalText(text),
      onEnd: () => {
        // A stream that ends after another engine took over leaves that one alone.
        if (session && dictation.current !== session) return;
        dictation.current = null;
        setLive('ended');
      },
    }).then(
      (opened) => {
        if (!opened) return setLive('off');
        // Ended while opening (refused at once): the next start tries again.
        if (!opened.active) return setLive('ended');
        session = opened;
        dictation.current = opened;
        setLive('live');
        if (recording.state !== 'recording') opened.pause();
      },
      (err: unknown) => {
        // A failed token or config read ends dictation quietly; recording is unaffected.
        console.warn('Live transcription could not start', err);
        setLive('ended');
      },
    );
  }, [recording, engine]);

  // Another engine chosen: the running one stops (its last words still arrive); the next start opens the new one.
  const engineInUse = useRef(engine);
  useEffect(() => {
    if (engineInUse.current === engine) return;
    engineInUse.current = engine;
    const previous = dictation.current;
    dictation.current = null;
    previous?.finish();
    setLive('unknown');
  }, [engine]);

  const toggle = useCallback(() => {
    if (recording.state === 'recording') {
      return paused(recording.pause());
    }
    if (starting.current || recording.limit === 'reached') return;
    setError(null);
    const begin = async () => {
      if (!capture.current) {
        starting.current = true;
        try {
          capture.current = await startCapture(browserCaptureEnvironment(pcmCaptureWorkletUrl()), onChunk);
        } catch (err) {
          setError(err instanceof CaptureError ? err.message : String(err));
          if (!(err instanceof CaptureError)) console.error(err);
          return;
        } finally {
          starting.current = false;
        }
      } else await capture.current.resume();
      recording.record();
      setState(recording.state);
      if (dictation.current?.active) dictation.current.resume();
      else if (live !== 'off') startDictation();
    };
    void begin();
  }, [recording, onChunk, startDictation, live, paused]);

  const discard = useCallback(() => {
    recording.clear();
    callbacks.current.onAudio(recording);
    setBlob(null);
    setState(recording.state);
    setFrame((f) => f + 1);
    dictation.current?.finish();
    void capture.current?.stop();
    capture.current = null;
  }, [recording]);

  // Leaving the page: release the microphone and end the stream.
  useEffect(
    () => () => {
      void capture.current?.stop();
      capture.current = null;
      dictation.current?.abort();
    },
    [],
  );

  return { state, error, live, interim, frame, recording, blob, toggle, discard };
}
