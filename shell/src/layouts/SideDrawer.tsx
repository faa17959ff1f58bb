import { Link, NavLink } from '@inscriptions/shared/router';
import { APP_VERSION, feedbackUrl } from '@inscriptions/shared/constants';
import { Button, styled } from '@inscriptions/shared/ui';
import { hrefs } from '@inscriptions/shared/federation';
import { Logo } from './Logo';
import { prefetchRoute } from '../federation/prefetch';
import { NAV_ITEMS } from './nav';

const Drawer = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  flex: 1 0 auto;
  padding: 24px 16px;
`;
const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
const Item = styled(NavLink)`
  display: block;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 500;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &.active {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;
const Footer = styled.div`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SideDrawerProps {
  /** Loading layout: logo and navigation are hidden. */
  loading?: boolean;
  /** Onboarding (only inscription has no entries): navigation is hidden. */
  hideNavigation?: boolean;
  onNavigate?: () => void;
  now?: Date;
}

export function SideDrawer({ loading = false, hideNavigation = false, onNavigate, now = new Date() }: SideDrawerProps) {
  return (
    <Drawer data-testid="side-drawer">
      {loading ? null : <Logo />}
      <Button as={Link} to={hrefs.newInscription()} onClick={onNavigate} $block>
        New Inscription
      </Button>
      {loading || hideNavigation ? null : (
        <nav aria-label="Main">
          <NavList>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Item
                  to={item.to}
                  onClick={onNavigate}
                  onMouseEnter={() => prefetchRoute(item.routeName)}
                  onFocus={() => prefetchRoute(item.routeName)}
                >
                  {item.label}
                </Item>
              </li>
            ))}
          </NavList>
        </nav>
      )}
      <Footer>
        <span>© {now.getFullYear()} Inscriptions. All rights reserved.</span>
        <span>Version {APP_VERSION}</span>
        <a href={feedbackUrl(APP_VERSION)} target="_blank" rel="noopener noreferrer">
          Submit feedback
        </a>
      </Footer>
    </Drawer>
  );
}
