import { Modal, styled } from '@inscriptions/shared/ui';
import type { EditorQuestion } from '../api/questions';

const Choice = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  legend {
    font-weight: 600;
    margin-bottom: 4px;
    padding: 0;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: flex-start;
  }
`;

/** Confirms deleting a question, with the user's choice of keeping its answers on past entries. */
export function DeleteQuestionDialog({
  question,
  keepAnswers,
  onKeepAnswersChange,
  busy,
  onClose,
  onConfirm,
}: {
  /** The question to delete; null keeps the dialog closed. */
  question: EditorQuestion | null;
  keepAnswers: boolean;
  onKeepAnswersChange(keep: boolean): void;
  busy: boolean;
  onClose(): void;
  onConfirm(): void;
}) {
  return (
    <Modal
      open={question !== null}
      type="delete"
      title={question ? `Delete “${question.question}”?` : 'Delete the question?'}
      description="It will no longer be asked when you record an entry."
      onClose={onClose}
      onConfirm={onConfirm}
      busy={busy}
    >
      <Choice>
        <legend>Its answers on past entries</legend>
        <label>
          <input
            type="radio"
            name="question-answers"
            checked={keepAnswers}
            onChange={() => onKeepAnswersChange(true)}
          />
          Keep them (they stay on the entries, with this question)
        </label>
        <label>
          <input
            type="radio"
            name="question-answers"
            checked={!keepAnswers}
            onChange={() => onKeepAnswersChange(false)}
          />
          Delete them too
        </label>
      </Choice>
    </Modal>
  );
}
