import { useId } from 'react';
import {
  DICTATION_AUDIO_DESTINATION,
  DICTATION_ENGINE_NAMES,
  type DictationEngine,
  type LiveSpeechProvider,
} from '@inscriptions/contracts';
import { Muted, styled } from '@inscriptions/shared/ui';
import type { DictationEngineChoice } from '../hooks/useDictationEngine';

const Options = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
    padding: 0;
  }
`;
const Option = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 10px;
  align-items: start;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  input {
    margin: 4px 0 0;
  }
  span:last-child {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface EngineOption {
  engine: DictationEngine;
  name: string;
  destination: string;
}

/** The engines this browser and server offer, each with where its audio goes. */
function engineOptions(provider: LiveSpeechProvider | null, choice: DictationEngineChoice): EngineOption[] {
  const stream: EngineOption = provider
    ? { engine: 'stream', name: DICTATION_ENGINE_NAMES[provider], destination: DICTATION_AUDIO_DESTINATION[provider] }
    : { engine: 'stream', name: DICTATION_ENGINE_NAMES.none, destination: DICTATION_AUDIO_DESTINATION.none };
  if (!choice.browser.supported) return [stream];
  const onDevice = choice.browser.place === 'device';
  return [
    stream,
    {
      engine: 'browser',
      name: onDevice ? `${DICTATION_ENGINE_NAMES.browser}, on this device` : DICTATION_ENGINE_NAMES.browser,
      destination: onDevice ? DICTATION_AUDIO_DESTINATION.browserOnDevice : DICTATION_AUDIO_DESTINATION.browserService,
    },
  ];
}

/**
 * How dictation transcribes, and where the audio goes for it: a choice where the browser has its own
 * speech recognition, else a plain statement of the one engine.
 */
export function EngineChoice({
  provider,
  choice,
  disabled = false,
}: {
  provider: LiveSpeechProvider | null;
  choice: DictationEngineChoice;
  disabled?: boolean;
}) {
  const name = useId();
  const options = engineOptions(provider, choice);
  if (options.length === 1) return <Muted data-testid="dictation-destination">{options[0]!.destination}</Muted>;
  return (
    <Options disabled={disabled} data-testid="dictation-engine">
      <legend>How your words are transcribed</legend>
      {options.map((option) => (
        <Option key={option.engine}>
          <input
            type="radio"
            name={name}
            value={option.engine}
            checked={choice.engine === option.engine}
            onChange={() => choice.choose(option.engine)}
          />
          <span>{option.name}</span>
          <span>{option.destination}</span>
        </Option>
      ))}
    </Options>
  );
}
