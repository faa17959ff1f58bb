import { DICTATION_RECORDING_KEPT } from '@inscriptions/contracts';
import { useAppConfig } from '@inscriptions/shared/auth';
import { Button, Card, styled } from '@inscriptions/shared/ui';
import { FlagToggle } from '../../common/components/EntryFields';
import type { DictationEngineChoice } from '../hooks/useDictationEngine';
import { EngineChoice } from './EngineChoice';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  ${({ theme }) => theme.media.mobile} {
    & > * {
      width: 100%;
    }
  }
`;

/**
 * DICTATE_PRIVACY: the first entry of the onboarding says what happens to the voice before recording:
 * which engine transcribes it and where the audio goes for that (the user picks the browser's own
 * recognition where it has one), and that the app keeps its own recording.
 */
export function PrivacyStep({
  isPrivate,
  onPrivateChange,
  engine,
  onContinue,
}: {
  isPrivate: boolean;
  onPrivateChange(v: boolean): void;
  engine: DictationEngineChoice;
  onContinue(): void;
}) {
  const config = useAppConfig();
  return (
    <Stack data-testid="step-DICTATE_PRIVACY">
      <h2 style={{ margin: 0 }}>Before your first entry</h2>
      <Card as="section" aria-label="Your voice and your privacy">
        <p style={{ marginTop: 0 }}>
          You can type your entry or dictate it. The microphone is on only while you record. Your recording is kept with
          the entry, and you can play it, replace it or remove it later.
        </p>
        {config ? <EngineChoice provider={config.speech.provider} choice={engine} /> : null}
        <p>{DICTATION_RECORDING_KEPT}</p>
        <p>
          Nothing is shared with other users. Other users may later discover public inscriptions and entries; a private
          entry stays yours.
        </p>
        <FlagToggle label="Private" lock pressed={isPrivate} onChange={onPrivateChange} />
      </Card>
      <Footer>
        <Button type="button" onClick={onContinue}>
          Continue
        </Button>
      </Footer>
    </Stack>
  );
}
