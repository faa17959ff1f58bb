import { useState } from 'react';
import { useNavigate } from '@inscriptions/shared/router';
import { hrefs } from '@inscriptions/shared/federation';
import { TextAreaInput, TextInput, styled } from '@inscriptions/shared/ui';
import {
  CategorySelect,
  DEFAULT_INSCRIPTION_CATEGORY,
  ImageInput,
  useCreateInscription,
} from '@inscriptions/shared/forms';
import type { InscriptionCategoryValue } from '@inscriptions/shared/forms';
import { Wizard } from './Wizard';

const STEPS = 3;

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export function OnboardingInscriptionPage() {
  const navigate = useNavigate();
  const createInscription = useCreateInscription();
  const [step, setStep] = useState(0);
  const [name, setName] = useState('');
  const [about, setAbout] = useState('');
  const [isPrivate, setIsPrivate] = useState(false);
  const [category, setCategory] = useState<InscriptionCategoryValue | ''>(DEFAULT_INSCRIPTION_CATEGORY);
  const [logo, setLogo] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const firstStepIncomplete = name.trim() === '' || about.trim() === '';

  const create = async () => {
    if (firstStepIncomplete || category === '') return;
    setBusy(true);
    const inscription = await createInscription({ name: name.trim(), about: about.trim(), isPrivate, category }, logo);
    if (!inscription) {
      setBusy(false);
      return;
    }
    void navigate(hrefs.selectInscription());
  };

  const next = () => {
    if (step === 0 && firstStepIncomplete) return;
    if (step < STEPS - 1) setStep(step + 1);
    else void create();
  };
  const back = () => {
    if (step > 0) setStep(step - 1);
    else void navigate(hrefs.onboardingReminder());
  };

  return (
    <Wizard
      routeName="OnboardingInscription"
      title="Your first Inscription"
      intro={
        step === 0
          ? 'Name your first Inscription and tell us what it is about.'
          : step === 1
            ? 'Decide who may see it.'
            : 'Pick an industry and, if you like, a logo.'
      }
      step={step}
      steps={STEPS}
      onBack={back}
      onNext={next}
      nextLabel={step === STEPS - 1 ? 'Create Inscription' : 'Next'}
      nextDisabled={(step === 0 && firstStepIncomplete) || (step === 2 && category === '')}
      busy={busy}
    >
      {step === 0 ? (
        <>
          <TextInput label="Name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} />
          <TextAreaInput label="Description" value={about} onChange={(e) => setAbout(e.target.value)} required />
        </>
      ) : step === 1 ? (
        <Choices>
          <legend>Should this Inscription be private?</legend>
          <label>
            <input type="radio" name="private" checked={isPrivate} onChange={() => setIsPrivate(true)} />
            Yes
          </label>
          <label>
            <input type="radio" name="private" checked={!isPrivate} onChange={() => setIsPrivate(false)} />
            No
          </label>
        </Choices>
      ) : (
        <>
          <CategorySelect
            label="Industry"
            value={category}
            onChange={setCategory}
            allowEmpty
            required
            disabled={busy}
          />
          <ImageInput label="Logo" file={logo} onChange={setLogo} disabled={busy} />
        </>
      )}
    </Wizard>
  );
}
