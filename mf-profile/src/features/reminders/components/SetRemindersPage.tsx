import { useCallback, useState } from 'react';
import { deviceTimezone, queryKeys, useCurrentUser, useQuery, useQueryClient } from '@inscriptions/shared/api';
import { getAccount, useAccessToken } from '@inscriptions/shared/auth';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Button, Card, Modal, Muted, PageContainer, PageHeading, Skeleton, styled } from '@inscriptions/shared/ui';
import {
  FAILED_TO_CREATE_REMINDER,
  FAILED_TO_DELETE_REMINDER,
  FAILED_TO_GET_REMINDERS,
  ReminderCard,
  createDefaultReminder,
  deleteReminder,
  loadReminders,
  sortReminders,
} from '@inscriptions/shared/forms';
import type { Reminder } from '@inscriptions/shared/forms';

export const DELETE_REMINDER_TITLE = 'Delete this reminder?';

const Page = styled(PageContainer)`
  max-width: 720px;
`;
const List = styled.div`
  display: grid;
  gap: 12px;
`;
const Details = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * SetReminders: the reminders sorted by time, each saved as soon as it changes (time, daily or
 * weekly, frequency, weekdays, on or paused); Add Reminder adds the default (09:30, daily, every day).
 */
export function SetRemindersPage() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const reminders = useQuery({
    queryKey: queryKeys.user.reminders(),
    queryFn: loadReminders,
    enabled: token !== null,
  });
  const { data: user } = useCurrentUser();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Reminder | null>(null);
  const [deleting, setDeleting] = useState(false);
  const closeDelete = useCallback(() => setToDelete(null), []);
  const key = queryKeys.user.reminders();

  const add = async () => {
    setAdding(true);
    try {
      const created = await createDefaultReminder();
      queryClient.setQueryData<Reminder[]>(key, (list) => sortReminders([...(list ?? []), created]));
    } catch {
      dispatch(showError(FAILED_TO_CREATE_REMINDER));
    } finally {
      setAdding(false);
    }
  };

  const remove = async (reminder: Reminder) => {
    setDeleting(true);
    try {
      await deleteReminder(reminder.id);
      queryClient.setQueryData<Reminder[]>(key, (list) => list?.filter((r) => r.id !== reminder.id));
    } catch {
      dispatch(showError(FAILED_TO_DELETE_REMINDER));
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <Page data-testid="page-SetReminders" aria-labelledby="heading-SetReminders">
      <PageHeading id="heading-SetReminders">Set reminders</PageHeading>
      <Muted>When we remind you to write an entry. Changes are saved right away.</Muted>
      {reminders.isPending ? (
        <div role="status" aria-busy="true">
          <span className="visually-hidden">Loading your reminders</span>
          <Skeleton $height="120px" />
        </div>
      ) : reminders.isError ? (
        <Card role="alert">
          <p style={{ marginTop: 0 }}>{FAILED_TO_GET_REMINDERS}</p>
          <Button type="button" $variant="secondary" onClick={() => void reminders.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <List data-testid="reminders-list">
          {reminders.data.length === 0 ? <Muted>No reminders yet.</Muted> : null}
          {reminders.data.map((r) => (
            <ReminderCard key={r.id} reminder={r} onDelete={setToDelete} />
          ))}
        </List>
      )}
      <div>
        <Button type="button" onClick={() => void add()} disabled={adding || reminders.isPending} aria-busy={adding}>
          Add Reminder
        </Button>
      </div>
      <Card>
        <Details>
          <dt>Email</dt>
          <dd data-testid="reminder-email">{user?.email || getAccount()?.email || 'Unknown'}</dd>
          <dt>Timezone</dt>
          <dd data-testid="reminder-timezone">{user?.timezone || deviceTimezone()}</dd>
        </Details>
      </Card>
      <Modal
        open={toDelete !== null}
        type="delete"
        title={DELETE_REMINDER_TITLE}
        description={toDelete ? `The reminder at ${toDelete.reminderTime} will stop.` : undefined}
        busy={deleting}
        onClose={closeDelete}
        onConfirm={() => toDelete && void remove(toDelete)}
      />
    </Page>
  );
}
