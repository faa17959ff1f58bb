import React, { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from '@inscriptions/shared/router';
import { useQueryClient } from '@inscriptions/shared/api';
import { styled, keyframes, useTheme } from '@inscriptions/shared/ui';
import { hrefs, recordSingletons } from '@inscriptions/shared/federation';
import { useAppDispatch, useAppStore } from '@inscriptions/shared/store';
import { wireSessionCleanup } from './sessionCleanup';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;
/** Thin bar at the top while a route (and maybe its remote) loads. */
const ProgressBar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: 200;
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
    animation: ${slide} 1s ease-in-out infinite;
  }
`;

/**
 * The User Timing mark of the app's first commit: its first render, or its hydration of the page the
 * server rendered. From then on the page answers (pnpm bench's "live" figure).
 */
export const APP_RENDERED_MARK = 'inscriptions:app-rendered';

interface ShellHandle {
  routeName?: string;
  title?: string;
}

/** Root route: document title, auth event handling and the shell's singleton record. */
export function RootLayout() {
  const queryClient = useQueryClient();
  const store = useAppStore();
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();

  useEffect(() => void performance.mark(APP_RENDERED_MARK), []);
  useEffect(() => {
    recordSingletons({ area: 'shell', React, queryClient, store, theme, release: __INSCRIPTIONS_RELEASE__ });
  }, [queryClient, store, theme]);

  const title = [...matches]
    .reverse()
    .map((m) => (m.handle as ShellHandle | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    document.title = title ? `${title} · Inscriptions` : 'Inscriptions';
  }, [title]);

  // The page to come back to after an expired session is signed in again.
  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);
  useEffect(
    () =>
      wireSessionCleanup({
        queryClient,
        dispatch,
        onExpired: () => {
          void navigate(hrefs.signIn(), { replace: true, state: { from: here.current } });
        },
      }),
    [queryClient, dispatch, navigate],
  );

  return (
    <>
      {navigation.state === 'loading' ? <ProgressBar role="progressbar" aria-label="Loading page" /> : null}
      <Outlet />
    </>
  );
}
