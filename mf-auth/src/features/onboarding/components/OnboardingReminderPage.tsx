import { useNavigate } from '@inscriptions/shared/router';
import { deviceTimezone, queryKeys, useCurrentUser, useQuery } from '@inscriptions/shared/api';
import { getAccount, useAccessToken } from '@inscriptions/shared/auth';
import { hrefs } from '@inscriptions/shared/federation';
import { Button, Card, Muted, PageContainer, PageHeading, Skeleton, styled } from '@inscriptions/shared/ui';
import { FAILED_TO_GET_REMINDERS, ReminderCard, loadOrCreateReminders } from '@inscriptions/shared/forms';
import { Actions } from './Wizard';

const Page = styled(PageContainer)`
  max-width: 720px;
  width: 100%;
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

export const DISCOVERY_TEXT =
  'Other users may later discover your public Inscriptions and entries. Keep anything personal private.';

export function OnboardingReminderPage() {
  const navigate = useNavigate();
  const token = useAccessToken();
  const reminders = useQuery({
    queryKey: queryKeys.user.reminders(),
    queryFn: loadOrCreateReminders,
    enabled: token !== null,
    staleTime: Infinity,
  });
  const { data: user } = useCurrentUser();
  const email = user?.email || getAccount()?.email || '';
  const timezone = user?.timezone || deviceTimezone();

  return (
    <Page data-testid="page-OnboardingReminder" aria-labelledby="heading-OnboardingReminder">
      <PageHeading id="heading-OnboardingReminder">Your first reminder</PageHeading>
      <Muted>Choose when we remind you to write an entry. Changes are saved right away.</Muted>
      {reminders.isPending ? (
        <div role="status" aria-busy="true" data-testid="reminders-loading" style={{ display: 'grid', gap: 12 }}>
          <span className="visually-hidden">Loading your reminders</span>
          <Skeleton $height="120px" />
        </div>
      ) : reminders.isError ? (
        <Card role="alert" data-testid="reminders-error">
          <p style={{ marginTop: 0 }}>{FAILED_TO_GET_REMINDERS}</p>
          <Button type="button" $variant="secondary" onClick={() => void reminders.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <div style={{ display: 'grid', gap: 12 }} data-testid="reminders-list">
          {reminders.data.map((r) => (
            <ReminderCard key={r.id} reminder={r} />
          ))}
        </div>
      )}
      <Card>
        <Details>
          <dt>Email</dt>
          <dd data-testid="reminder-email">{email || 'Unknown'}</dd>
          <dt>Timezone</dt>
          <dd data-testid="reminder-timezone">{timezone}</dd>
        </Details>
      </Card>
      <Muted data-testid="discovery-text">{DISCOVERY_TEXT}</Muted>
      <Actions>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => void navigate({ pathname: hrefs.onboardingProfile(), search: '?from=reminder' })}
        >
          Back
        </Button>
        <Button type="button" onClick={() => void navigate(hrefs.onboardingInscription())}>
          Continue
        </Button>
      </Actions>
    </Page>
  );
}
