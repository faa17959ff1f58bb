import { DICTATION_RECORDING_KEPT, usesExternalAi, entrySharingNotice } from '@inscriptions/contracts';
import { useAiSettings } from '@inscriptions/shared/api';
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
 * recognition where it has one), that the app keeps its own recording, and whether an external language
 * model, when the server uses one, reads this entry (its privacy, the inscription's and its sharing setting).
 */
export function PrivacyStep({
  isPrivate,
  onPrivateChange,
  engine,
  inscription,
  onContinue,
}: {
  isPrivate: boolean;
  inscription: { isPrivate: boolean; allowExternalAi: boolean };
  onPrivateChange(v: boolean): void;
  engine: DictationEngineChoice;
  onContinue(): void;
}) {
  const config = useAppConfig();
  const ai = useAiSettings().data;
  const sharing = ai
    ? entrySharingNotice({
        external: usesExternalAi(ai.engine),
        inscriptionPrivate: inscription.isPrivate,
        allowExternalAi: inscription.allowExternalAi,
        entryPrivate: isPrivate,
      })
    : null;
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
        {sharing ? (
          <p data-testid="external-ai-notice" aria-live="polite" style={{ marginBottom: 0 }}>
            {sharing}
          </p>
        ) : null}
      </Card>
      <Footer>
        <Button type="button" onClick={onContinue}>
          Continue
        </Button>
      </Footer>
    </Stack>
  );
}
