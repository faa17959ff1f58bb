import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import WaveSurfer from 'wavesurfer.js';
import { RECORDING } from '@inscriptions/contracts';
import { Button, styled, useTheme } from '@inscriptions/shared/ui';

const Box = styled.div`
  display: grid;
  gap: 8px;
`;
const Wave = styled.div`
  min-height: 64px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;
const Time = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const clock = (s: number) => {
  const whole = Math.max(0, Math.floor(s));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** What a parent can ask of the player (EntrySettings seeks to a sentence). */
export interface AudioPlayerHandle {
  playFrom(seconds: number): void;
}

export interface AudioPlayerProps {
  /** A URL (the stored recording) or a Blob (the one being recorded). */
  source: string | Blob;
  muted?: boolean;
  label?: string;
  /** Called with the playback position as it plays and after seeking. */
  onTime?: (seconds: number, playing: boolean) => void;
  handle?: Ref<AudioPlayerHandle>;
}

/**
 * wavesurfer.js waveform and playback with the spec's controls (restart, back 10 s, play/pause,
 * forward 10 s, end): real buttons with accessible names, so keyboard and screen readers get the same.
 */
export function AudioPlayer({ source, muted = false, label = 'Recording', onTime, handle }: AudioPlayerProps) {
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const wave = useRef<WaveSurfer | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);
  const onTimeRef = useRef(onTime);
  useEffect(() => {
    onTimeRef.current = onTime;
  });

  useEffect(() => {
    if (!container.current) return;
    const ws = WaveSurfer.create({
      container: container.current,
      height: 64,
      waveColor: theme.colors.accent,
      progressColor: theme.colors.primary,
      cursorColor: theme.colors.text,
      barWidth: 2,
      barGap: 1,
      normalize: true,
    });
    wave.current = ws;
    setFailed(false);
    const report = () => {
      const t = ws.getCurrentTime();
      setTime(t);
      onTimeRef.current?.(t, ws.isPlaying());
    };
    ws.on('ready', (d) => setDuration(d));
    ws.on('timeupdate', report);
    ws.on('play', () => setPlaying(true));
    ws.on('pause', () => {
      setPlaying(false);
      report();
    });
    ws.on('finish', () => setPlaying(false));
    ws.on('error', (error) => {
      console.warn('The recording could not be loaded', error);
      setFailed(true);
    });
    const load = typeof source === 'string' ? ws.load(source) : ws.loadBlob(source);
    load.catch(() => setFailed(true));
    return () => {
      wave.current = null;
      ws.destroy();
    };
  }, [source, theme]);

  useEffect(() => {
    wave.current?.setMuted(muted);
  }, [muted, source]);

  useImperativeHandle(handle, () => ({
    playFrom(seconds: number) {
      const ws = wave.current;
      if (!ws) return;
      ws.setTime(seconds);
      void ws.play();
    },
  }));

  const skip = (delta: number) =>
    wave.current?.setTime(Math.min(duration, Math.max(0, (wave.current?.getCurrentTime() ?? 0) + delta)));
  const seconds = RECORDING.skipSeconds;

  return (
    <Box
      role="group"
      aria-label={label}
      data-testid="audio-player"
      data-current-time={time.toFixed(2)}
      data-playing={playing}
    >
      <Wave ref={container} aria-hidden="true" />
      {failed ? <p role="alert">The recording could not be loaded.</p> : null}
      <Controls>
        <Button type="button" $variant="secondary" aria-label="Restart" onClick={() => wave.current?.setTime(0)}>
          <span aria-hidden="true">⏮</span>
        </Button>
        <Button
          type="button"
          $variant="secondary"
          aria-label={`Back ${seconds} seconds`}
          onClick={() => skip(-seconds)}
        >
          <span aria-hidden="true">↺ {seconds}</span>
        </Button>
        <Button
          type="button"
          aria-label={playing ? 'Pause playback' : 'Play'}
          onClick={() => void wave.current?.playPause()}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </Button>
        <Button
          type="button"
          $variant="secondary"
          aria-label={`Forward ${seconds} seconds`}
          onClick={() => skip(seconds)}
        >
          <span aria-hidden="true">↻ {seconds}</span>
        </Button>
        <Button type="button" $variant="secondary" aria-label="End" onClick={() => wave.current?.setTime(duration)}>
          <span aria-hidden="true">⏭</span>
        </Button>
        <Time data-testid="playback-time">
          {clock(time)} / {clock(duration)}
        </Time>
        {muted ? <Time>Muted</Time> : null}
      </Controls>
    </Box>
  );
}
