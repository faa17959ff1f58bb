import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  QUESTION_RANGE,
  QUESTION_TYPES,
  QUESTION_TYPE_LABELS,
  isQuestionType,
  questionRangeError,
} from '@inscriptions/contracts';
import { Button, SelectInput, TextInput, styled } from '@inscriptions/shared/ui';
import type { QuestionDraft } from '../api/questions';

const Form = styled.form`
  display: grid;
  gap: 12px;
`;
const Bounds = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  flex-wrap: wrap;
  ${({ theme }) => theme.media.mobile} {
    & > * {
      flex: 1 1 100%;
    }
  }
`;

interface Fields {
  question: string;
  questionType: QuestionDraft['questionType'];
  min: string;
  max: string;
}

const fieldsOf = (q?: QuestionDraft): Fields => ({
  question: q?.question ?? '',
  questionType: q?.questionType ?? 'TEXT',
  min: q?.min === null || q?.min === undefined ? '' : String(q.min),
  max: q?.max === null || q?.max === undefined ? '' : String(q.max),
});

const boundOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const boundError = (value: number | null): string | null =>
  value !== null && questionRangeError(value, null) !== null
    ? `Enter a whole number from ${QUESTION_RANGE.min} to ${QUESTION_RANGE.max}.`
    : null;

interface Check {
  draft: QuestionDraft | null;
  questionError: string | null;
  minError: string | null;
  maxError: string | null;
}

/** The draft the fields describe, or why they do not describe one, field by field. */
function check(fields: Fields): Check {
  const question = fields.question.trim();
  const questionError = question === '' ? 'Write the question.' : null;
  if (fields.questionType === 'TEXT') {
    return {
      draft: questionError ? null : { question, questionType: 'TEXT', min: null, max: null },
      questionError,
      minError: null,
      maxError: null,
    };
  }
  const min = boundOf(fields.min);
  const max = boundOf(fields.max);
  const minError = boundError(min);
  const maxError =
    boundError(max) ??
    (!minError && questionRangeError(min, max) ? 'The highest answer must not be lower than the lowest.' : null);
  const draft = questionError || minError || maxError ? null : { question, questionType: 'NUMBER' as const, min, max };
  return { draft, questionError, minError, maxError };
}

/**
 * Adds a question or edits one: its text, its type, and for a NUMBER question the lowest and highest
 * answer accepted. A refused or failed save keeps what was typed.
 */
export function QuestionForm({
  initial,
  submitLabel,
  idPrefix,
  onSubmit,
  onCancel,
  onDirtyChange,
}: {
  initial?: QuestionDraft;
  submitLabel: string;
  /** Keeps the field names unique when an edit form and the add form show together. */
  idPrefix: string;
  /** Resolves true when saved (an add form then empties), false when it failed. */
  onSubmit(draft: QuestionDraft): Promise<boolean>;
  onCancel?(): void;
  /** Told whether the fields differ from what was saved (the page asks before leaving them). */
  onDirtyChange?(dirty: boolean): void;
}) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(initial));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const { draft, questionError, minError, maxError } = check(fields);
  const set = (patch: Partial<Fields>) => {
    const next = { ...fields, ...patch };
    setFields(next);
    onDirtyChange?.(JSON.stringify(next) !== JSON.stringify(fieldsOf(initial)));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!draft || busy) return;
    setBusy(true);
    const saved = await onSubmit(draft);
    setBusy(false);
    if (!saved) return;
    onDirtyChange?.(false);
    if (!initial) {
      setFields(fieldsOf());
      setTried(false);
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy} data-testid={`${idPrefix}-form`}>
      <TextInput
        label="Question"
        name={`${idPrefix}-question`}
        value={fields.question}
        error={tried ? questionError : null}
        onChange={(e) => set({ question: e.target.value })}
      />
      <SelectInput
        label="Answer type"
        name={`${idPrefix}-type`}
        value={fields.questionType}
        onChange={(e) => {
          if (isQuestionType(e.target.value)) set({ questionType: e.target.value });
        }}
      >
        {QUESTION_TYPES.map((type) => (
          <option key={type} value={type}>
            {QUESTION_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectInput>
      {fields.questionType === 'NUMBER' ? (
        <Bounds>
          <TextInput
            label="Lowest answer (optional)"
            name={`${idPrefix}-min`}
            type="number"
            inputMode="numeric"
            step={1}
            value={fields.min}
            error={minError}
            onChange={(e) => set({ min: e.target.value })}
          />
          <TextInput
            label="Highest answer (optional)"
            name={`${idPrefix}-max`}
            type="number"
            inputMode="numeric"
            step={1}
            value={fields.max}
            error={maxError}
            onChange={(e) => set({ max: e.target.value })}
          />
        </Bounds>
      ) : null}
      <Actions>
        {onCancel ? (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              onDirtyChange?.(false);
              onCancel();
            }}
            disabled={busy}
          >
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={busy || (tried && draft === null) || minError !== null || maxError !== null}>
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
