import { useId } from 'react';
import { usesExternalAi, EXTERNAL_AI_TEXT } from '@inscriptions/contracts';
import { useAiSettings } from '@inscriptions/shared/api';
import { Muted, styled } from '@inscriptions/shared/ui';

const Group = styled.div`
  display: grid;
  gap: 6px;
  margin-top: 16px;
`;
const Check = styled.label`
  display: flex;
  gap: 10px;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  input {
    width: 20px;
    height: 20px;
    flex: none;
  }
`;

/**
 * Whether an external language model may read this inscription's private entries (allowExternalAi),
 * with where the text goes and which AI this server uses now.
 */
export function ExternalAiToggle({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const help = useId();
  const engine = useAiSettings().data?.engine;
  return (
    <Group>
      <Check>
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          disabled={disabled}
          aria-describedby={help}
        />
        {EXTERNAL_AI_TEXT.toggleLabel}
      </Check>
      <Muted id={help} data-testid="external-ai-help">
        {EXTERNAL_AI_TEXT.toggleHelp}{' '}
        {engine === undefined
          ? null
          : usesExternalAi(engine)
            ? EXTERNAL_AI_TEXT.externalNow
            : EXTERNAL_AI_TEXT.embeddedNow}
      </Muted>
    </Group>
  );
}
