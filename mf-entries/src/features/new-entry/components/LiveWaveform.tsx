import { useEffect, useRef } from 'react';
import { styled, useTheme } from '@inscriptions/shared/ui';
import { RECORDING } from '@inscriptions/contracts';

const Canvas = styled.canvas`
  width: 100%;
  height: 56px;
  display: block;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** Bars per second of the window: one per 100 ms chunk. */
const BARS = RECORDING.waveformWindowS * 10;

/**
 * The last 10 s of the microphone while recording, one bar per 100 ms chunk, newest on the right.
 * Live levels change ten times a second, which wavesurfer (a player of finished audio) is not made for.
 */
export function LiveWaveform({ levels, frame }: { levels: readonly number[]; frame: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();
  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const width = (el.width = el.clientWidth || 600);
    const height = (el.height = el.clientHeight || 56);
    ctx.clearRect(0, 0, width, height);
    ctx.fillStyle = theme.colors.primary;
    const barWidth = width / BARS;
    const shown = levels.slice(-BARS);
    shown.forEach((level, i) => {
      const h = Math.max(2, Math.min(1, level * 2) * (height - 4));
      const x = width - (shown.length - i) * barWidth;
      ctx.fillRect(x, (height - h) / 2, Math.max(1, barWidth - 1), h);
    });
  }, [levels, frame, theme]);
  return (
    <Canvas
      ref={canvas}
      data-testid="live-waveform"
      data-frame={frame}
      role="img"
      aria-label="Microphone level, last 10 seconds"
    />
  );
}
