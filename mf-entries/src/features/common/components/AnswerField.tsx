import { TextInput } from '@inscriptions/shared/ui';
import { answerError, isNumericQuestion, type Question } from '../api/questions';

/**
 * One answer to an inscription question; a NUMBER question gets a number input bounded by min and max.
 * A question deleted with its answers kept says so beside its text.
 */
export function AnswerField({
  question,
  value,
  onChange,
}: {
  question: Question;
  value: string;
  onChange: (v: string) => void;
}) {
  const numeric = isNumericQuestion(question);
  const error = answerError(question, value);
  return (
    <TextInput
      label={question.dateDeleted ? `${question.question} (no longer asked)` : question.question}
      type={numeric ? 'number' : 'text'}
      inputMode={numeric ? 'numeric' : undefined}
      min={numeric && question.min !== null ? question.min : undefined}
      max={numeric && question.max !== null ? question.max : undefined}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
