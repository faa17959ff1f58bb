import { Link } from 'react-router';
import styled from 'styled-components';
import { Card, PlaceholderPage } from '@inscriptions/shared/ui';
import { hrefs } from '@inscriptions/shared/federation';

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

/** Profile: settings links (social links come with the profile issue). Mobile hides Import and Export. */
export function ProfilePage() {
  return (
    <PlaceholderPage routeName="Profile" title="Profile" description="Your profile, social links and settings.">
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
            <Link to={hrefs.signOut()}>Sign Out</Link>
          </Item>
        </Settings>
      </Card>
    </PlaceholderPage>
  );
}
