import { Button, Card, Muted, styled } from '@inscriptions/shared/ui';
import { answerError, type Question } from '../../common/api/questions';
import { AudioPlayer } from '../../common/audio/AudioPlayer';
import { AnswerField } from '../../common/components/AnswerField';
import type { FormState } from '../hooks/useEntryDraft';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  flex-wrap: wrap;
  ${({ theme }) => theme.media.mobile} {
    & > * {
      width: 100%;
    }
  }
`;
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;
const Terms = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** QUESTIONS: answers to the inscription's questions (optional, saved with the entry). */
export function QuestionsStep({
  questions,
  answers,
  onAnswer,
  onNext,
}: {
  questions: Question[];
  answers: Record<string, string>;
  onAnswer(questionId: string, answer: string): void;
  onNext(): void;
}) {
  // An answer out of its question's range is shown at its field and holds the step until corrected.
  const invalid = questions.some((q) => answerError(q, answers[q.id] ?? '') !== null);
  return (
    <Stack data-testid="step-QUESTIONS">
      <h2 style={{ margin: 0 }}>Questions</h2>
      <Muted>Answer any of this Inscription&apos;s questions; each answer is saved with the entry.</Muted>
      {questions.map((q) => (
        <AnswerField key={q.id} question={q} value={answers[q.id] ?? ''} onChange={(v) => onAnswer(q.id, v)} />
      ))}
      {invalid ? <Muted data-testid="questions-invalid">Correct the answers marked above to continue.</Muted> : null}
      <Footer>
        <Button type="button" onClick={onNext} disabled={invalid}>
          Next
        </Button>
      </Footer>
    </Stack>
  );
}

/** REVIEW: everything that will be submitted, with the recording to play. */
export function ReviewStep({
  form,
  questions,
  answers,
  audio,
  submittable,
  submitting,
  failure,
  onSubmit,
}: {
  form: FormState;
  questions: Question[];
  answers: Record<string, string>;
  audio: Blob | null;
  submittable: boolean;
  submitting: boolean;
  failure: string | null;
  onSubmit(): void;
}) {
  const answered = questions.filter((q) => (answers[q.id] ?? '').trim() !== '');
  return (
    <Stack data-testid="step-REVIEW">
      <h2 style={{ margin: 0 }}>Review</h2>
      <Card as="section" aria-label="Your entry">
        <Terms>
          <dt>Title</dt>
          <dd>{form.title || '—'}</dd>
          <dt>Date</dt>
          <dd>{form.date}</dd>
          <dt>Private</dt>
          <dd>{form.isPrivate ? 'Yes' : 'No'}</dd>
          {answered.map((q) => (
            <div key={q.id} style={{ display: 'contents' }}>
              <dt>{q.question}</dt>
              <dd>{answers[q.id]}</dd>
            </div>
          ))}
        </Terms>
        <h3>Entry</h3>
        <Text data-testid="review-text">{form.text || '—'}</Text>
      </Card>
      {audio ? <AudioPlayer source={audio} muted={form.isMuted} label="Your recording" /> : null}
      {!submittable && !submitting ? <Muted>A title and the entry's text are needed to submit.</Muted> : null}
      {failure ? <p role="alert">{failure}</p> : null}
      <Footer>
        <Button type="button" disabled={!submittable} aria-busy={submitting} onClick={onSubmit}>
          Submit
        </Button>
      </Footer>
    </Stack>
  );
}
