import { Link } from '@inscriptions/shared/router';
import { FAILED_TO_GET_PROFILE, useCurrentUser } from '@inscriptions/shared/api';
import { hrefs } from '@inscriptions/shared/federation';
import { Card, Muted, PageContainer, PageHeading, Skeleton, styled } from '@inscriptions/shared/ui';
import { SocialLinkList } from '../../common/components/SocialLinkList';
import { FAILED_TO_GET_SOCIALS, useSocials } from '../../common/api/socials';

const Header = styled(Card)`
  display: flex;
  gap: 20px;
  align-items: center;
  flex-wrap: wrap;
`;
const Photo = styled.img`
  width: 96px;
  height: 96px;
  object-fit: cover;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
const NoPhoto = styled.div`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px dashed ${({ theme }) => theme.colors.border};
`;
const Identity = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  flex: 1;
  h2 {
    margin: 0;
    font-size: 1.3rem;
    overflow-wrap: anywhere;
  }
  blockquote {
    margin: 0;
    font-style: italic;
    overflow-wrap: anywhere;
  }
  p {
    overflow-wrap: anywhere;
  }
`;
const SectionTitle = styled.h2`
  margin: 0 0 8px;
  font-size: 1.1rem;
`;
const Settings = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
const Item = styled.li<{ $desktopOnly?: boolean }>`
  a {
    display: block;
    padding: 10px 4px;
  }
  ${({ theme }) => theme.media.mobile} {
    display: ${({ $desktopOnly }) => ($desktopOnly ? 'none' : 'block')};
  }
`;

/** Profile: photo, name, quote, bio, social links and the settings links (mobile hides Import and Export). */
export function ProfilePage() {
  const user = useCurrentUser();
  const socials = useSocials();
  return (
    <PageContainer data-testid="page-Profile" aria-labelledby="heading-Profile">
      <PageHeading id="heading-Profile">Profile</PageHeading>
      {user.isPending ? (
        <div role="status" aria-busy="true">
          <span className="visually-hidden">Loading your profile</span>
          <Skeleton $height="128px" />
        </div>
      ) : user.isError || !user.data ? (
        <Card role="alert">{FAILED_TO_GET_PROFILE}</Card>
      ) : (
        <Header data-testid="profile-card">
          {user.data.profileImageUrl ? <Photo src={user.data.profileImageUrl} alt="Profile photo" /> : <NoPhoto />}
          <Identity>
            <h2 data-testid="profile-name">{user.data.fullName}</h2>
            {user.data.quote ? <blockquote data-testid="profile-quote">{user.data.quote}</blockquote> : null}
            {user.data.bio ? <Muted data-testid="profile-bio">{user.data.bio}</Muted> : null}
          </Identity>
        </Header>
      )}
      <Card as="section" aria-labelledby="heading-socials">
        <SectionTitle id="heading-socials">Social links</SectionTitle>
        {socials.isPending ? (
          <Skeleton $height="44px" />
        ) : socials.isError ? (
          <p role="alert">{FAILED_TO_GET_SOCIALS}</p>
        ) : socials.data.length === 0 ? (
          <Muted>No social links yet. Add them from Edit Profile Information.</Muted>
        ) : (
          <SocialLinkList socials={socials.data} />
        )}
      </Card>
      <Card as="nav" aria-label="Settings">
        <Settings>
          <Item>
            <Link to={hrefs.editProfile()}>Edit Profile Information</Link>
          </Item>
          <Item>
            <Link to={hrefs.setReminders()}>Set Reminders</Link>
          </Item>
          <Item $desktopOnly>
            <Link to={hrefs.importData()}>Import Data</Link>
          </Item>
          <Item $desktopOnly>
            <Link to={hrefs.exportData()}>Export Data</Link>
          </Item>
          <Item>
            <Link to={hrefs.accountSecurity()}>Account Security</Link>
          </Item>
          <Item>
            <Link to={hrefs.signOut()}>Sign Out</Link>
          </Item>
        </Settings>
      </Card>
    </PageContainer>
  );
}
