import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@inscriptions/shared/ui';
import { createAppStore } from '@inscriptions/shared/store';
import type { Question } from '../../common/api/questions';
import { createTestQueryClient } from '../../../test/render';
import { QuestionsStep } from './RecordingSteps';

const QUESTIONS: Question[] = [
  { id: 'q1', inscriptionId: 'ins', questionType: 'NUMBER', question: 'Energy?', min: 1, max: 10, dateDeleted: null },
  {
    id: 'q2',
    inscriptionId: 'ins',
    questionType: 'NUMBER',
    question: 'Coffees?',
    min: 0,
    max: null,
    dateDeleted: null,
  },
  {
    id: 'q3',
    inscriptionId: 'ins',
    questionType: 'TEXT',
    question: 'Energy note?',
    min: null,
    max: null,
    dateDeleted: null,
  },
];

function Step({ onNext }: { onNext(): void }) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  return (
    <QuestionsStep
      questions={QUESTIONS}
      answers={answers}
      onAnswer={(id, answer) => setAnswers((a) => ({ ...a, [id]: answer }))}
      onNext={onNext}
    />
  );
}

describe('QuestionsStep', () => {
  it("holds a NUMBER answer outside the question's min and max, saying which numbers it takes", async () => {
    const onNext = jest.fn();
    const user = userEvent.setup();
    render(
      <AppProviders store={createAppStore()} queryClient={createTestQueryClient()}>
        <Step onNext={onNext} />
      </AppProviders>,
    );
    const energy = screen.getByLabelText('Energy?');
    expect(energy).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Energy note?')).toHaveAttribute('type', 'text');

    await user.type(energy, '11');
    expect(energy).toHaveAccessibleDescription('Enter a number from 1 to 10.');
    expect(energy).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByTestId('questions-invalid')).toHaveTextContent('Correct the answers marked above to continue.');

    await user.type(screen.getByLabelText('Coffees?'), '-1');
    expect(screen.getByLabelText('Coffees?')).toHaveAccessibleDescription('Enter a number of at least 0.');

    await user.clear(energy);
    await user.type(energy, '10');
    await user.clear(screen.getByLabelText('Coffees?'));
    expect(energy).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});
