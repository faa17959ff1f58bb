import { useState } from 'react';
import { Link, useNavigate, useParams } from '@inscriptions/shared/router';
import { hrefs } from '@inscriptions/shared/federation';
import {
  Button,
  Card,
  Modal,
  NotFoundCard,
  OwnInscriptionGate,
  PageContainer,
  PageHeading,
  styled,
} from '@inscriptions/shared/ui';
import { DangerZone } from '@inscriptions/shared/forms';
import { ErrorMessage, InscriptionSkeleton, ListSkeleton } from '../../common/components/Feedback';
import { useDeleteTask, useTask, useUpdateTask } from '../api/tasks';
import type { Task } from '../api/taskService';
import { TASK_STATUS_TRANSITIONS, transitionLabel } from '../lib/status';
import { TaskForm } from './TaskForm';

export const TASK_NOT_FOUND = 'This task does not exist or was deleted.';

const StatusCard = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  p {
    margin: 0;
  }
`;

function TaskEditor({ task }: { task: Task }) {
  const navigate = useNavigate();
  const update = useUpdateTask(task.inscriptionId, task.id);
  const remove = useDeleteTask(task.inscriptionId, task.id);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [saving, setSaving] = useState<'status' | 'fields' | null>(null);
  const pendingStatus = update.isPending && saving === 'status';

  return (
    <>
      <StatusCard>
        <p data-testid="task-status">
          Status: <strong>{task.status}</strong>
        </p>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {TASK_STATUS_TRANSITIONS[task.status].map((next) => (
            <Button
              key={next}
              type="button"
              $variant={next === 'Completed' ? 'primary' : 'secondary'}
              disabled={update.isPending}
              onClick={() => {
                setSaving('status');
                update.mutate({ status: next });
              }}
            >
              {transitionLabel(task.status, next)}
            </Button>
          ))}
        </div>
      </StatusCard>
      <p role="status" aria-live="polite" className={pendingStatus ? undefined : 'visually-hidden'}>
        {pendingStatus ? 'Updating status…' : ''}
      </p>
      {/* Remounted per saved version, so the form shows what was saved. */}
      <TaskForm
        key={JSON.stringify(task)}
        initial={task}
        submitLabel="Save changes"
        pendingLabel="Saving…"
        pending={update.isPending && saving === 'fields'}
        onSubmit={(input) => {
          setSaving('fields');
          update.mutate(input);
        }}
      />
      {update.isError ? <ErrorMessage testId="task-error">{update.error.message}</ErrorMessage> : null}
      {remove.isError ? <ErrorMessage testId="task-error">{remove.error.message}</ErrorMessage> : null}
      <DangerZone description="Deleting a task removes it from this Inscription's tasks.">
        <Button type="button" $variant="danger" onClick={() => setConfirmDelete(true)}>
          Delete task
        </Button>
      </DangerZone>
      <Modal
        open={confirmDelete}
        type="delete"
        title={`Delete ${task.title}?`}
        description="This action can't be undone."
        busy={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => void navigate(hrefs.tasks(task.inscriptionId)),
            onSettled: () => setConfirmDelete(false),
          })
        }
      />
    </>
  );
}

function TaskDetails({ inscriptionId, taskId }: { inscriptionId: string; taskId: string }) {
  const task = useTask(inscriptionId, taskId);
  if (task.isPending) return <ListSkeleton label="Loading task…" rows={2} testId="task-loading" />;
  if (task.isError) {
    return (
      <ErrorMessage onRetry={() => void task.refetch()} testId="task-error">
        {task.error.message}
      </ErrorMessage>
    );
  }
  if (!task.data) {
    return (
      <NotFoundCard
        data-testid="task-not-found"
        message={TASK_NOT_FOUND}
        to={hrefs.tasks(inscriptionId)}
        linkLabel="Back to tasks"
      />
    );
  }
  return <TaskEditor task={task.data} />;
}

export function TaskDetailsPage() {
  const { inscriptionId = '', taskId = '' } = useParams();
  return (
    <PageContainer data-testid="page-TaskDetails" aria-labelledby="heading-TaskDetails">
      <PageHeading id="heading-TaskDetails">Task details</PageHeading>
      <OwnInscriptionGate
        inscriptionId={inscriptionId}
        backTo={{ href: hrefs.selectTaskInscription(), label: 'Back to Tasks' }}
        loading={<InscriptionSkeleton />}
      >
        {(inscription) => <TaskDetails inscriptionId={inscription.id} taskId={taskId} />}
      </OwnInscriptionGate>
      <div>
        <Button as={Link} to={hrefs.tasks(inscriptionId)} $variant="ghost">
          Back to tasks
        </Button>
      </div>
    </PageContainer>
  );
}
