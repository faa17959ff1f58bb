import { Link, useNavigate, useParams } from '@inscriptions/shared/router';
import { hrefs } from '@inscriptions/shared/federation';
import { Button, OwnInscriptionGate, PageContainer, PageHeading } from '@inscriptions/shared/ui';
import { ErrorMessage, InscriptionSkeleton } from '../../common/components/Feedback';
import { useCreateTask } from '../api/tasks';
import { EMPTY_TASK, TaskForm } from './TaskForm';

function NewTask({ inscriptionId }: { inscriptionId: string }) {
  const navigate = useNavigate();
  const create = useCreateTask(inscriptionId);
  return (
    <>
      <TaskForm
        initial={EMPTY_TASK}
        submitLabel="Create task"
        pendingLabel="Creating task…"
        pending={create.isPending}
        onSubmit={(input) => create.mutate(input, { onSuccess: () => void navigate(hrefs.tasks(inscriptionId)) })}
      />
      {create.isError ? <ErrorMessage testId="task-error">{create.error.message}</ErrorMessage> : null}
    </>
  );
}

export function NewTaskPage() {
  const { inscriptionId = '' } = useParams();
  return (
    <PageContainer data-testid="page-NewTask" aria-labelledby="heading-NewTask">
      <PageHeading id="heading-NewTask">New task</PageHeading>
      <OwnInscriptionGate
        inscriptionId={inscriptionId}
        backTo={{ href: hrefs.selectTaskInscription(), label: 'Back to Tasks' }}
        loading={<InscriptionSkeleton />}
      >
        {(inscription) => <NewTask inscriptionId={inscription.id} />}
      </OwnInscriptionGate>
      <div>
        <Button as={Link} to={hrefs.tasks(inscriptionId)} $variant="ghost">
          Back to tasks
        </Button>
      </div>
    </PageContainer>
  );
}
