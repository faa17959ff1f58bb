import type { FormEvent, ReactNode } from 'react';
import { Button, Card, Muted, PageContainer, PageHeading, styled } from '@inscriptions/shared/ui';

const Page = styled(PageContainer)`
  max-width: 560px;
  width: 100%;
`;
const Form = styled(Card).attrs({ as: 'form' })`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
/** Back/next row of the onboarding steps; stacked, primary first, on a phone. */
export const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  @media (max-width: 600px) {
    flex-direction: column-reverse;
    & > * {
      width: 100%;
    }
  }
`;
const Progress = styled.ol`
  display: flex;
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    flex: 1;
    height: 6px;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  li[aria-current='step'],
  li[data-done='true'] {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export interface WizardProps {
  routeName: string;
  title: string;
  intro?: ReactNode;
  step: number;
  steps: number;
  onBack: () => void;
  onNext: () => void;
  nextLabel: string;
  nextDisabled?: boolean;
  busy?: boolean;
  children: ReactNode;
}

/** Frame of the onboarding steps: h1, progress, the step's fields, Back and Next (or the final button). */
export function Wizard({
  routeName,
  title,
  intro,
  step,
  steps,
  onBack,
  onNext,
  nextLabel,
  nextDisabled,
  busy,
  children,
}: WizardProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!nextDisabled && !busy) onNext();
  };
  return (
    <Page data-testid={`page-${routeName}`} aria-labelledby={`heading-${routeName}`}>
      <PageHeading id={`heading-${routeName}`}>{title}</PageHeading>
      {intro ? <Muted>{intro}</Muted> : null}
      <p className="visually-hidden" aria-live="polite" data-testid="wizard-step">
        Step {step + 1} of {steps}
      </p>
      <Progress aria-hidden="true">
        {Array.from({ length: steps }, (_, i) => (
          <li key={i} aria-current={i === step ? 'step' : undefined} data-done={i < step} />
        ))}
      </Progress>
      <Form onSubmit={submit} noValidate aria-busy={busy}>
        {children}
        <Actions>
          <Button type="button" $variant="secondary" onClick={onBack} disabled={busy}>
            Back
          </Button>
          <Button type="submit" disabled={nextDisabled || busy}>
            {nextLabel}
          </Button>
        </Actions>
      </Form>
    </Page>
  );
}
