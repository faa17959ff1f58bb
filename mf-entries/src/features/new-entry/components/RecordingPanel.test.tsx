import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RECORDING,
  RECORDING_LIMIT_REACHED,
  RECORDING_MAX_SAMPLES,
  RECORDING_NEAR_LIMIT,
  RECORDING_WARN_SHARE,
} from '@inscriptions/contracts';
import { theme, ThemeProvider } from '@inscriptions/shared/ui';
import type { Recording } from '../lib/recording';
import { RecordingPanel } from './RecordingPanel';

/** The fake microphone: the test hands the recorder each chunk; suspend and resume are counted. */
const microphone = { onChunk: (_chunk: Int16Array) => {}, suspended: 0 };
jest.mock('../lib/audioCapture', () => ({
  ...jest.requireActual('../lib/audioCapture'),
  startCapture: jest.fn(async (_env: unknown, onChunk: (chunk: Int16Array) => void) => {
    microphone.onChunk = onChunk;
    return {
      suspend: async () => void (microphone.suspended += 1),
      resume: async () => undefined,
      stop: async () => undefined,
    };
  }),
}));
jest.mock('../lib/dictationSession', () => ({ openDictation: jest.fn(async () => null) }));
jest.mock('../lib/workletUrl', () => ({ pcmCaptureWorkletUrl: () => '/pcm-capture.worklet.js' }));
jest.mock('../../common/audio/AudioPlayer', () => ({
  AudioPlayer: ({ label }: { label: string }) => <div data-testid="audio-player">{label}</div>,
}));
jest.mock('../../../../../shared/src/auth/config', () => ({
  ...jest.requireActual('../../../../../shared/src/auth/config'),
  useAppConfig: () => ({ oidc: {}, accounts: true, speech: { listenUrl: null, provider: null } }),
}));

const SECOND = RECORDING.sampleRate;
/** Hands the recorder `seconds` of 1 s chunks, each filled with its running index. */
let delivered = 0;
function speak(seconds: number) {
  act(() => {
    for (let i = 0; i < seconds; i++) microphone.onChunk(new Int16Array(SECOND).fill(delivered++ % 32_000));
  });
}

it('a long recording: warned near the upload limit, stopped at it with everything kept, and said so', async () => {
  const user = userEvent.setup();
  const handed: { samples: number; state: string }[] = [];
  let last: Int16Array | null = null;
  const onAudio = (r: Recording) => {
    handed.push({ samples: r.duration * SECOND, state: r.state });
    if (r.state === 'paused') last = r.samples();
  };
  render(
    <ThemeProvider theme={theme}>
      <RecordingPanel
        initialSamples={null}
        engine={{ engine: 'stream', choose: () => undefined, browser: { supported: false, place: null } }}
        muted={false}
        onFinalText={() => undefined}
        onAudio={onAudio}
      />
    </ThemeProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  await screen.findByRole('button', { name: 'Pause recording' });

  const warnAt = Math.ceil((RECORDING_MAX_SAMPLES * RECORDING_WARN_SHARE) / SECOND);
  speak(warnAt - 1);
  expect(screen.queryByTestId('recording-limit')).toBeNull();
  speak(1);
  expect(screen.getByTestId('recording-limit')).toHaveAttribute('data-limit', 'near');
  expect(screen.getByTestId('recording-limit')).toHaveTextContent(RECORDING_NEAR_LIMIT);
  expect(screen.getByTestId('recording-controls')).toHaveAttribute('data-state', 'recording');

  // The microphone goes on past the limit: the recorder stops there by itself.
  speak(Math.ceil(RECORDING_MAX_SAMPLES / SECOND) - warnAt + 5);
  expect(screen.getByTestId('recording-controls')).toHaveAttribute('data-state', 'paused');
  expect(screen.getByRole('alert')).toHaveTextContent(RECORDING_LIMIT_REACHED);
  expect(screen.getByRole('button', { name: 'Resume recording' })).toBeDisabled();
  expect(microphone.suspended).toBe(1);
  // Everything up to the limit was handed on to be kept (the draft), in order.
  expect(handed[handed.length - 1]).toEqual({ samples: RECORDING_MAX_SAMPLES, state: 'paused' });
  const kept = last as Int16Array | null;
  expect(kept?.length).toBe(RECORDING_MAX_SAMPLES);
  expect(kept?.[0]).toBe(0);
  expect(kept?.[RECORDING_MAX_SAMPLES - 1]).toBe((Math.ceil(RECORDING_MAX_SAMPLES / SECOND) - 1) % 32_000);
  expect(screen.getByTestId('audio-player')).toBeInTheDocument();
});
