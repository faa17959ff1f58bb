import { Muted, TextAreaInput, TextInput, styled } from '@inscriptions/shared/ui';
import { CategorySelect, ImageInput, PrivacyToggle } from '@inscriptions/shared/forms';
import type { InscriptionCategoryValue } from '@inscriptions/shared/forms';

export interface InscriptionFormValue {
  category: InscriptionCategoryValue | '';
  name: string;
  about: string;
  isPrivate: boolean;
  logo: File | null;
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
const PrivacyRow = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
`;

const Note = styled(Muted)`
  margin: 16px 0 0;
`;

/** The required fields left empty, by their labels (industry, name, description). */
export function missingInscriptionFields(value: InscriptionFormValue): string[] {
  return [
    ...(value.category === '' ? ['Industry'] : []),
    ...(value.name.trim() === '' ? ['Name'] : []),
    ...(value.about.trim() === '' ? ['Description'] : []),
  ];
}

/** Says why the form's button is disabled (its `aria-describedby`), so a disabled button is never a puzzle. */
export function MissingFieldsNote({ id, missing, action }: { id: string; missing: string[]; action: string }) {
  if (missing.length === 0) return null;
  return (
    <Note id={id} role="status" data-testid="missing-fields">
      To {action}, fill in: {missing.join(', ')}.
    </Note>
  );
}

export interface InscriptionFieldsProps {
  value: InscriptionFormValue;
  onChange: (value: InscriptionFormValue) => void;
  disabled?: boolean;
  currentLogoUrl?: string | null;
}

/** Industry, name, description, privacy and logo of an inscription (new and edit pages). */
export function InscriptionFields({ value, onChange, disabled, currentLogoUrl }: InscriptionFieldsProps) {
  const set = <K extends keyof InscriptionFormValue>(key: K, v: InscriptionFormValue[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <Fields>
      <CategorySelect
        label="Industry"
        value={value.category}
        onChange={(c) => set('category', c)}
        allowEmpty
        required
        disabled={disabled}
      />
      <TextInput
        label="Name"
        value={value.name}
        onChange={(e) => set('name', e.target.value)}
        required
        maxLength={200}
        disabled={disabled}
      />
      <TextAreaInput
        label="Description"
        value={value.about}
        onChange={(e) => set('about', e.target.value)}
        required
        disabled={disabled}
      />
      <PrivacyRow>
        <PrivacyToggle isPrivate={value.isPrivate} onChange={(p) => set('isPrivate', p)} disabled={disabled} />
        <span>{value.isPrivate ? 'Only you can see this Inscription.' : 'This Inscription is public.'}</span>
      </PrivacyRow>
      <ImageInput
        label="Logo"
        file={value.logo}
        onChange={(f) => set('logo', f)}
        currentUrl={currentLogoUrl}
        disabled={disabled}
      />
    </Fields>
  );
}
