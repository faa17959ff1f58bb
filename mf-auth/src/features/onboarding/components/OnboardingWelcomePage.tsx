import { Link } from '@inscriptions/shared/router';
import { Button, Card, Muted, PageContainer, PageHeading, styled } from '@inscriptions/shared/ui';
import { hrefs } from '@inscriptions/shared/federation';

const Page = styled(PageContainer)`
  max-width: 560px;
  width: 100%;
`;
const Steps = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 4px;
`;

export function OnboardingWelcomePage() {
  return (
    <Page data-testid="page-OnboardingWelcome" aria-labelledby="heading-OnboardingWelcome">
      <PageHeading id="heading-OnboardingWelcome">Welcome to Inscriptions</PageHeading>
      <Card style={{ display: 'grid', gap: 16 }}>
        <Muted>Let’s set up your profile, a reminder and your first Inscription. It only takes a minute.</Muted>
        <Steps>
          <li>Your profile: photo, name, favorite quote and a short bio</li>
          <li>A reminder to write your entries</li>
          <li>Your first Inscription</li>
        </Steps>
        <Button as={Link} to={hrefs.onboardingProfile()} style={{ alignSelf: 'flex-start' }}>
          Continue
        </Button>
      </Card>
    </Page>
  );
}
