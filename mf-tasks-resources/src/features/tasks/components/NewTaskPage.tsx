import { Link, useNavigate, useParams } from '@inscriptions/shared/router';
import { hrefs } from '@inscriptions/shared/federation';
import { Button, PageContainer, PageHeading } from '@inscriptions/shared/ui';
import { ErrorMessage } from '../../common/components/Feedback';
import { InscriptionGate } from '../../common/components/InscriptionGate';
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
      <InscriptionGate
        inscriptionId={inscriptionId}
        backTo={{ href: hrefs.selectTaskInscription(), label: 'Back to Tasks' }}
      >
        {(inscription) => <NewTask inscriptionId={inscription.id} />}
      </InscriptionGate>
      <div>
        <Button as={Link} to={hrefs.tasks(inscriptionId)} $variant="ghost">
          Back to tasks
        </Button>
      </div>
    </PageContainer>
  );
}
