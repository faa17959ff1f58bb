import { useEffect, useState } from 'react';
import { Outlet, useMatch, useMatches } from '@inscriptions/shared/router';
import { useInscriptions, useIsFetching } from '@inscriptions/shared/api';
import { hrefs } from '@inscriptions/shared/federation';
import { selectLoading, setLoading, useAppDispatch, useAppSelector } from '@inscriptions/shared/store';
import {
  Button,
  MOBILE_QUERY,
  PageSkeleton,
  TimezoneMismatchModal,
  styled,
  useMediaQuery,
} from '@inscriptions/shared/ui';
import { BottomNav } from './BottomNav';
import { ConnectedErrorBanner } from './ConnectedErrorBanner';
import { Logo } from './Logo';
import { MyInscriptionsSidebar } from './MyInscriptionsSidebar';
import { SideDrawer } from './SideDrawer';
import { prefetchWhenIdle } from '../federation/prefetch';
import { NAV_ITEMS, shouldHideNavigation } from './nav';
import { useGuardDecision } from '../guard/useGuardDecision';
import type { ShellRouteHandle } from '../routes/routes';

const Frame = styled.div<{ $sidebar: boolean }>`
  min-height: 100vh;
  display: grid;
  grid-template-columns: ${({ theme }) => theme.layout.drawerWidth} minmax(0, 1fr);
  @media (min-width: 1100px) {
    grid-template-columns: ${({ theme, $sidebar }) =>
      $sidebar
        ? `${theme.layout.drawerWidth} ${theme.layout.sidebarWidth} minmax(0, 1fr)`
        : `${theme.layout.drawerWidth} minmax(0, 1fr)`};
  }
  ${({ theme }) => theme.media.mobile} {
    display: block;
    --bottom-nav-offset: ${({ theme }) => theme.layout.bottomNavHeight};
    padding-bottom: ${({ theme }) => theme.layout.bottomNavHeight};
  }
`;
/** The drawer is the site's banner on wide screens: logo, New Inscription, main navigation, footer. */
const DrawerColumn = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;
const SidebarColumn = styled.div`
  display: none;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: 1100px) {
    display: block;
  }
`;
const Main = styled.main`
  padding: 32px 32px 48px;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  min-width: 0;
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 16px 16px 32px;
  }
`;
const TopBar = styled.header`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 16px;
    min-height: 56px;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    position: sticky;
    top: 0;
    z-index: 30;
  }
`;
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: rgba(31, 41, 51, 0.45);
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;
const OverlayPanel = styled.div`
  width: min(300px, 85vw);
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.modal};
  display: flex;
  flex-direction: column;
  overflow-y: auto;
`;
const CloseRow = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 8px 8px 0;
`;
const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 100;
  padding: 8px 12px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus {
    top: 8px;
  }
`;

/**
 * While the guard of the page shown is still checking the account (session, profile, inscriptions),
 * the global loading flag is set, so the skeleton layout stands in for the page.
 */
function useCheckingAccountIsLoading() {
  const dispatch = useAppDispatch();
  const matches = useMatches();
  const access = (matches.at(-1)?.handle as ShellRouteHandle | undefined)?.access;
  const checking = useGuardDecision(access ?? 'public').kind === 'loading';
  useEffect(() => {
    if (access) dispatch(setLoading(checking));
  }, [access, checking, dispatch]);
}

/**
 * Inscriptions layout: side drawer, the 'My Inscriptions' sidebar (wide screens), page content,
 * bottom navigation and a menu button on mobile. While the global loading flag is set a skeleton
 * layout (no logo, no navigation) replaces the page. /inscriptions is that same list as cards, so
 * there the sidebar gives its width to them.
 */
export function AppLayout() {
  useCheckingAccountIsLoading();
  const loading = useAppSelector(selectLoading);
  const sidebar = useMatch(hrefs.selectInscription()) === null;
  const { data: inscriptions } = useInscriptions();
  const hideNavigation = shouldHideNavigation(inscriptions);
  const [menuOpen, setMenuOpen] = useState(false);
  // Only the navigation of the screen's width is rendered: the other was hidden by CSS yet cost the first
  // render its components and styles. Where the width cannot be told, both are, and CSS shows one.
  const narrow = useMediaQuery(MOBILE_QUERY);
  const phoneNavigation = narrow !== false;
  const drawer = narrow !== true;
  // The areas of the main navigation are ready before they are opened: prefetched once the page
  // shown has its data (no query in flight) and the browser is idle, never in the first page's way.
  const navigationShown = !loading && !hideNavigation;
  const pageSettled = useIsFetching() === 0;
  useEffect(
    () => (navigationShown && pageSettled ? prefetchWhenIdle(NAV_ITEMS.map((item) => item.routeName)) : undefined),
    [navigationShown, pageSettled],
  );
  useEffect(() => {
    if (!menuOpen) return;
    document.getElementById('mobile-drawer')?.querySelector<HTMLElement>('a[href], button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <Frame data-testid={loading ? 'loading-layout' : 'app-layout'} $sidebar={sidebar}>
      <SkipLink href="#main">Skip to content</SkipLink>
      {phoneNavigation ? (
        <TopBar>
          {loading ? <span /> : <Logo />}
          <Button
            type="button"
            $variant="ghost"
            aria-expanded={menuOpen}
            aria-controls="mobile-drawer"
            onClick={() => setMenuOpen((o) => !o)}
          >
            Menu
          </Button>
        </TopBar>
      ) : null}
      {menuOpen && phoneNavigation ? (
        <Overlay onMouseDown={(e) => e.target === e.currentTarget && setMenuOpen(false)}>
          <OverlayPanel id="mobile-drawer" role="dialog" aria-modal="true" aria-label="Menu">
            <CloseRow>
              <Button type="button" $variant="ghost" onClick={() => setMenuOpen(false)}>
                Close menu
              </Button>
            </CloseRow>
            <SideDrawer loading={loading} hideNavigation={hideNavigation} onNavigate={() => setMenuOpen(false)} />
          </OverlayPanel>
        </Overlay>
      ) : null}
      {drawer ? (
        <DrawerColumn>
          <SideDrawer loading={loading} hideNavigation={hideNavigation} />
        </DrawerColumn>
      ) : null}
      {sidebar ? <SidebarColumn>{loading ? null : <MyInscriptionsSidebar />}</SidebarColumn> : null}
      <Main id="main" tabIndex={-1}>
        {loading ? <PageSkeleton /> : <Outlet />}
      </Main>
      {loading || hideNavigation || !phoneNavigation ? null : <BottomNav />}
      <ConnectedErrorBanner />
      <TimezoneMismatchModal />
    </Frame>
  );
}
