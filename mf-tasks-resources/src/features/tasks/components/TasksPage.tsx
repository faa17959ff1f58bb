import { Link, useParams } from '@inscriptions/shared/router';
import { TASK_STATUSES } from '@inscriptions/contracts';
import { hrefs } from '@inscriptions/shared/federation';
import { Button, Card, Muted, OwnInscriptionGate, PageContainer, PageHeader, styled } from '@inscriptions/shared/ui';
import { ErrorMessage, InscriptionSkeleton, ListSkeleton } from '../../common/components/Feedback';
import { useTasks } from '../api/tasks';
import type { Task } from '../api/taskService';
import { dueDateText, priorityText, recurrenceText } from '../lib/format';

const Section = styled.section`
  display: grid;
  gap: 8px;
  h2 {
    margin: 8px 0 0;
    font-size: 1.15rem;
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;
const Row = styled(Card).attrs({ as: 'li' })`
  padding: 0;
  a {
    display: grid;
    gap: 4px;
    padding: 12px 16px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  strong {
    font-size: 1.05rem;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.95rem;
  }
`;

function TaskRow({ task }: { task: Task }) {
  return (
    <Row data-testid="task-row">
      <Link to={hrefs.taskDetails({ inscriptionId: task.inscriptionId, taskId: task.id })}>
        <strong>{task.title}</strong>
        <span>
          {priorityText(task.priority)} · {dueDateText(task.dueDate)} · {recurrenceText(task)}
        </span>
      </Link>
    </Row>
  );
}

function TaskList({ inscriptionId }: { inscriptionId: string }) {
  const tasks = useTasks(inscriptionId);
  if (tasks.isPending) return <ListSkeleton label="Loading tasks…" testId="tasks-loading" />;
  if (tasks.isError) {
    return (
      <ErrorMessage onRetry={() => void tasks.refetch()} testId="tasks-error">
        {tasks.error.message}
      </ErrorMessage>
    );
  }
  if (tasks.data.length === 0) return <Muted>No tasks yet. Add the first one.</Muted>;
  return (
    <>
      {TASK_STATUSES.map((status) => {
        const inStatus = tasks.data.filter((t) => t.status === status);
        return inStatus.length > 0 ? (
          <Section key={status} aria-label={status} data-testid={`tasks-${status}`}>
            <h2>
              {status} ({inStatus.length})
            </h2>
            <List>
              {inStatus.map((task) => (
                <TaskRow key={task.id} task={task} />
              ))}
            </List>
          </Section>
        ) : null;
      })}
    </>
  );
}

export function TasksPage() {
  const { inscriptionId = '' } = useParams();
  return (
    <PageContainer data-testid="page-Tasks" aria-labelledby="heading-Tasks">
      <PageHeader
        headingId="heading-Tasks"
        title="Tasks"
        actions={
          <Button as={Link} to={hrefs.newTask(inscriptionId)}>
            New task
          </Button>
        }
      />
      <OwnInscriptionGate
        inscriptionId={inscriptionId}
        backTo={{ href: hrefs.selectTaskInscription(), label: 'Back to Tasks' }}
        loading={<InscriptionSkeleton />}
      >
        {(inscription) => (
          <>
            <Muted>Tasks of {inscription.name}: sample data kept for this browser session.</Muted>
            <TaskList inscriptionId={inscription.id} />
          </>
        )}
      </OwnInscriptionGate>
    </PageContainer>
  );
}
