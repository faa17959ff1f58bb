import {
  DICTATION_ENGINE_NAMES,
  LIVE_TRANSCRIPTION_OFF,
  RECORDING_LIMIT_REACHED,
  RECORDING_NEAR_LIMIT,
  type LiveSpeechProvider,
} from '@inscriptions/contracts';
import { useAppConfig } from '@inscriptions/shared/auth';
import { Button, Card, Muted, styled } from '@inscriptions/shared/ui';
import { AudioPlayer } from '../../common/audio/AudioPlayer';
import type { DictationEngineChoice } from '../hooks/useDictationEngine';
import { useVoiceRecorder } from '../hooks/useVoiceRecorder';
import type { Recording } from '../lib/recording';
import { EngineChoice } from './EngineChoice';
import { LiveWaveform } from './LiveWaveform';

const Panel = styled(Card)`
  display: grid;
  gap: 12px;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;
const Interim = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
const LimitNotice = styled.p`
  margin: 0;
  font-weight: 600;
`;

const streamName = (provider: LiveSpeechProvider | null) => DICTATION_ENGINE_NAMES[provider ?? 'none'];
const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

export interface RecordingPanelProps {
  initialSamples: Int16Array | null;
  engine: DictationEngineChoice;
  muted: boolean;
  onFinalText(text: string): void;
  onAudio(recording: Recording): void;
}

/**
 * Record / pause / resume with the live waveform and live dictation; the paused recording plays back.
 * Near the longest recording the server takes it warns; at it the recording stops, is kept, and says so.
 */
export function RecordingPanel({ initialSamples, engine, muted, onFinalText, onAudio }: RecordingPanelProps) {
  const config = useAppConfig();
  const voice = useVoiceRecorder({ engine: engine.engine, initialSamples, onFinalText, onAudio });
  const { state, recording } = voice;
  const liveOff = (engine.engine === 'stream' && config?.speech.listenUrl === null) || voice.live === 'off';
  const label = state === 'recording' ? 'Pause recording' : state === 'paused' ? 'Resume recording' : 'Start recording';
  const limit = recording.limit;

  return (
    <Panel as="section" aria-labelledby="recording-heading" data-testid="recording-controls" data-state={state}>
      <strong id="recording-heading">Recording</strong>
      <Row>
        <Button
          type="button"
          $variant={state === 'recording' ? 'secondary' : 'primary'}
          disabled={limit === 'reached'}
          onClick={voice.toggle}
        >
          <span aria-hidden="true">{state === 'recording' ? '❚❚ ' : '● '}</span>
          {label}
        </Button>
        <span role="status" data-testid="recording-status">
          {state === 'recording'
            ? `Recording ${clock(recording.duration)}`
            : state === 'paused'
              ? `Paused at ${clock(recording.duration)}`
              : 'Not recording'}
        </span>
        {state !== 'inactive' ? (
          <Button type="button" $variant="ghost" onClick={voice.discard}>
            Discard recording
          </Button>
        ) : null}
      </Row>
      {limit === 'reached' ? (
        <LimitNotice role="alert" data-testid="recording-limit" data-limit="reached">
          {RECORDING_LIMIT_REACHED}
        </LimitNotice>
      ) : limit === 'near' && state === 'recording' ? (
        <LimitNotice role="status" data-testid="recording-limit" data-limit="near">
          {RECORDING_NEAR_LIMIT}
        </LimitNotice>
      ) : null}
      {voice.error ? (
        <ErrorText role="alert" data-testid="microphone-error">
          {voice.error}
        </ErrorText>
      ) : null}
      {state === 'recording' ? <LiveWaveform levels={recording.recentLevels} frame={voice.frame} /> : null}
      {/* Past the onboarding's privacy step, the engine can still be changed here (not while recording). */}
      {config && engine.browser.supported && state !== 'recording' ? (
        <details data-testid="dictation-engine-details">
          <summary>
            Transcription:{' '}
            {engine.engine === 'browser' ? DICTATION_ENGINE_NAMES.browser : streamName(config.speech.provider)}
          </summary>
          <EngineChoice provider={config.speech.provider} choice={engine} />
        </details>
      ) : null}
      {liveOff ? (
        <Muted data-testid="live-transcription-off">{LIVE_TRANSCRIPTION_OFF}</Muted>
      ) : state === 'recording' ? (
        <Interim data-testid="interim-transcript">{voice.interim}</Interim>
      ) : null}
      {state === 'paused' && voice.blob ? (
        <AudioPlayer source={voice.blob} muted={muted} label="Your recording" />
      ) : null}
    </Panel>
  );
}
