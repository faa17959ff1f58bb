import { NavLink } from '@inscriptions/shared/router';
import { styled } from '@inscriptions/shared/ui';
import { prefetchRoute } from '../federation/prefetch';
import { NAV_ITEMS } from './nav';

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 40;
  height: ${({ theme }) => theme.layout.bottomNavHeight};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  height: 100%;
  display: grid;
  /* Each tab as wide as its label plus an equal share of the rest: 'Data & Insights' stays on one line at 360 px. */
  grid-template-columns: repeat(3, auto);
`;
const Item = styled(NavLink)`
  height: 100%;
  display: grid;
  place-items: center;
  padding: 0 8px;
  text-align: center;
  line-height: 1.2;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-size: 0.9rem;
  font-weight: 600;
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 3px 0 ${({ theme }) => theme.colors.primary};
  }
`;

export function BottomNav() {
  return (
    <Bar aria-label="Bottom navigation" data-testid="bottom-nav">
      <List>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <Item
              to={item.to}
              onMouseEnter={() => prefetchRoute(item.routeName)}
              onFocus={() => prefetchRoute(item.routeName)}
            >
              {item.label}
            </Item>
          </li>
        ))}
      </List>
    </Bar>
  );
}
