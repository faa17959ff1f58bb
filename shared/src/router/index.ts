// The one door to react-router. The router is shared between the shell and the remotes as
// part of the `@inscriptions/shared/` singleton, not as a singleton of its own: a shared module keeps
// every export, and react-router's entry holds far more than the app uses (server rendering, RSC, data
// APIs). Re-exported here by name, the rest is tree-shaken (react-router declares `sideEffects: false`).
// Still one router module, one router context for the host and every remote. Need another API? Add it
// here; lint forbids importing react-router anywhere else (lint/boundaries.mjs).
export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  createMemoryRouter,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  useBlocker,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { LoaderFunctionArgs, PathParam, RouteObject } from 'react-router';
