import { useEffect, useId, useRef, useState } from 'react';
import { QUESTION_TYPE_LABELS } from '@inscriptions/contracts';
import { MutationError } from '@inscriptions/shared/api';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Button, Card, Muted, Skeleton, styled } from '@inscriptions/shared/ui';
import {
  FAILED_TO_GET_QUESTIONS,
  FAILED_TO_UPDATE_QUESTION,
  useEditorQuestions,
  useQuestionWrites,
  type EditorQuestion,
  type QuestionDraft,
} from '../api/questions';
import { DeleteQuestionDialog } from './DeleteQuestionDialog';
import { QuestionForm } from './QuestionForm';

const Section = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: 16px;
  margin-top: 24px;
  h2,
  h3 {
    margin: 0;
  }
`;
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;
const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 12px;
  display: grid;
  gap: 8px;
`;
const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const describe = (q: EditorQuestion): string => {
  if (q.questionType !== 'NUMBER') return QUESTION_TYPE_LABELS[q.questionType];
  if (q.min !== null && q.max !== null) return `Number from ${q.min} to ${q.max}`;
  if (q.min !== null) return `Number of at least ${q.min}`;
  if (q.max !== null) return `Number of at most ${q.max}`;
  return 'Number';
};
const draftOf = (q: EditorQuestion): QuestionDraft => ({
  question: q.question,
  questionType: q.questionType,
  min: q.min ?? null,
  max: q.max ?? null,
});
const moveButtonId = (id: string, direction: 'up' | 'down') => `question-${id}-move-${direction}`;

/**
 * The inscription's questions, asked in this order in the recording flow's QUESTIONS step: add, edit,
 * move up or down (buttons, so the keyboard reorders as well as a pointer), and delete, choosing whether
 * the entries' answers go too.
 */
export function QuestionsEditor({
  inscriptionId,
  onDirtyChange,
}: {
  inscriptionId: string;
  /** Told whether a question form holds unsaved text, so that the page asks before leaving it. */
  onDirtyChange?(dirty: boolean): void;
}) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const questions = useEditorQuestions(inscriptionId);
  const writes = useQuestionWrites(inscriptionId);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<EditorQuestion | null>(null);
  const [keepAnswers, setKeepAnswers] = useState(true);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<string | null>(null);
  const dirtyForms = useRef(new Set<string>());
  const reportDirty = (form: string, dirty: boolean) => {
    if (dirty) dirtyForms.current.add(form);
    else dirtyForms.current.delete(form);
    onDirtyChange?.(dirtyForms.current.size > 0);
  };

  /** Runs a write; a failure shows its message and leaves what was typed. */
  const attempt = async (write: () => Promise<void>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await write();
      setAnnouncement(done);
      return true;
    } catch (e) {
      // The writes' MutationError carries the spec's 'Failed to … inscription question' message.
      dispatch(showError(e instanceof MutationError ? e.userMessage : FAILED_TO_UPDATE_QUESTION));
      return false;
    } finally {
      setBusy(false);
    }
  };

  // Buttons stay enabled while a write runs (a disabled button would drop the keyboard's focus); a
  // move asked for meanwhile is ignored.
  const move = async (list: EditorQuestion[], index: number, direction: 'up' | 'down') => {
    if (busy) return;
    const to = direction === 'up' ? index - 1 : index + 1;
    const ids = list.map((q) => q.id);
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    const moved = list[index]!;
    // Keep the keyboard on the moved question: on the same button, or the other one at either end of the list.
    const atEnd = direction === 'up' ? to === 0 : to === ids.length - 1;
    focusAfterMove.current = moveButtonId(moved.id, atEnd ? (direction === 'up' ? 'down' : 'up') : direction);
    const saved = await attempt(
      () => writes.reorder(ids),
      `Moved “${moved.question}” to position ${to + 1} of ${ids.length}.`,
    );
    if (!saved) focusAfterMove.current = null;
  };
  // Focused once the list shows the new order (the button's disabled state follows the order).
  useEffect(() => {
    if (!focusAfterMove.current) return;
    document.getElementById(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [questions.data]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const target = deleting;
    const saved = await attempt(
      () => writes.remove(target.id, keepAnswers),
      keepAnswers
        ? `Deleted “${target.question}”; its answers were kept.`
        : `Deleted “${target.question}” and its answers.`,
    );
    if (saved) setDeleting(null);
  };

  let body;
  if (questions.isPending) {
    body = (
      <div role="status" aria-busy="true" style={{ display: 'grid', gap: 8 }}>
        <span className="visually-hidden">Loading the questions</span>
        <Skeleton $height="56px" />
        <Skeleton $height="56px" />
      </div>
    );
  } else if (questions.isError) {
    body = (
      <div role="alert" data-testid="questions-load-error" style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        {FAILED_TO_GET_QUESTIONS}
        <Button type="button" $variant="secondary" onClick={() => void questions.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (questions.data.length === 0) {
    body = <Muted data-testid="questions-empty">No questions yet. Add one below.</Muted>;
  } else {
    const list = questions.data;
    body = (
      <List aria-labelledby={headingId} data-testid="questions-list">
        {list.map((q, index) => (
          <Item key={q.id} data-testid="question-item">
            {editing === q.id ? (
              <QuestionForm
                idPrefix={`edit-${q.id}`}
                initial={draftOf(q)}
                submitLabel="Save question"
                onDirtyChange={(dirty) => reportDirty(`edit-${q.id}`, dirty)}
                onCancel={() => setEditing(null)}
                onSubmit={async (draft) => {
                  const saved = await attempt(() => writes.update(q.id, draft), `Saved “${draft.question}”.`);
                  if (saved) setEditing(null);
                  return saved;
                }}
              />
            ) : (
              <>
                <div>
                  <strong>{q.question}</strong>
                  <Muted>{describe(q)}</Muted>
                </div>
                <ItemActions>
                  <Button
                    type="button"
                    $variant="ghost"
                    id={moveButtonId(q.id, 'up')}
                    aria-label={`Move “${q.question}” up`}
                    disabled={index === 0}
                    onClick={() => void move(list, index, 'up')}
                  >
                    <span aria-hidden="true">↑</span> Up
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    id={moveButtonId(q.id, 'down')}
                    aria-label={`Move “${q.question}” down`}
                    disabled={index === list.length - 1}
                    onClick={() => void move(list, index, 'down')}
                  >
                    <span aria-hidden="true">↓</span> Down
                  </Button>
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={`Edit “${q.question}”`}
                    onClick={() => {
                      // Only one question is edited at a time: another one's form closes, unsaved text and all.
                      for (const form of dirtyForms.current) if (form.startsWith('edit-')) reportDirty(form, false);
                      setEditing(q.id);
                    }}
                  >
                    Edit
                  </Button>
                  <Button
                    type="button"
                    $variant="danger"
                    aria-label={`Delete “${q.question}”`}
                    onClick={() => {
                      setKeepAnswers(true);
                      setDeleting(q);
                    }}
                  >
                    Delete
                  </Button>
                </ItemActions>
              </>
            )}
          </Item>
        ))}
      </List>
    );
  }

  return (
    <Section aria-labelledby={headingId} data-testid="questions-editor">
      <h2 id={headingId}>Questions</h2>
      <Muted>Asked after each recording, in this order; answering them is optional.</Muted>
      {body}
      <h3>Add a question</h3>
      <QuestionForm
        idPrefix="new-question"
        submitLabel="Add question"
        onDirtyChange={(dirty) => reportDirty('new', dirty)}
        onSubmit={(draft) => attempt(() => writes.create(draft), `Added “${draft.question}”.`)}
      />
      <p role="status" className="visually-hidden" data-testid="questions-announcement">
        {announcement}
      </p>
      <DeleteQuestionDialog
        question={deleting}
        keepAnswers={keepAnswers}
        onKeepAnswersChange={setKeepAnswers}
        busy={busy}
        onClose={() => {
          if (!busy) setDeleting(null);
        }}
        onConfirm={() => void confirmDelete()}
      />
    </Section>
  );
}
