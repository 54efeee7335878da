import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, redirect, RouterProvider, type LoaderFunctionArgs } from 'react-router-dom';
import { apolloClient, onStaffSessionLost } from '@/lib/apollo';
import {
  CONSOLE_BASE,
  consolePathname,
  loginPath,
  redirectSignedIn,
  requireCapability,
  requireStaff,
  requireTotpEnrolment,
  TOTP_ENROLMENT_PATH,
  type Capability,
} from '@/features/auth/access';
import { prefetch, usePrefetchWhenIdle } from '@/lib/prefetch';
import { adminPages, homePath, loadProTexts, type AdminPage } from './admin-pages';
import { PageLoading } from './routes/page-loading';

// Login, the signed-in shell and every page are separate chunks: the login page never loads the shell or
// ProTable. Each loader starts fetching its route's chunk at once, so code and the session check load in
// parallel instead of one after the other.
const loadLogin = () => import('./routes/login');
const loadShell = () => import('./shell');
const loadTwoStep = () => import('./routes/two-step');
const loadNotFound = () => import('./routes/not-found');
const LoginRoute = lazy(loadLogin);
const ShellRoute = lazy(loadShell);
const TwoStepRoute = lazy(loadTwoStep);
const NotFoundRoute = lazy(loadNotFound);
// Only shown when something failed: antd's Result and its pictures stay out of the first load.
const RouteError = lazy(() => import('./routes/route-error').then(({ RouteError }) => ({ default: RouteError })));

// What follows a sign-in: the shell and the home page (Oversikt), fetched once the sign-in page is idle.
const afterSignIn = [loadShell, ...adminPages.filter((page) => page.path === '').map((page) => page.load)];

function SignInPage() {
  usePrefetchWhenIdle(afterSignIn);
  return <LoginRoute />;
}

function withSuspense(node: ReactNode) {
  return <Suspense fallback={<PageLoading />}>{node}</Suspense>;
}

/** Runs `loader` while the route's chunk is already on its way. */
function preloading<T>(load: () => Promise<unknown>, loader: (args: LoaderFunctionArgs) => Promise<T>) {
  return (args: LoaderFunctionArgs) => {
    prefetch(load); // a failed chunk shows up when React renders the route
    return loader(args);
  };
}

/**
 * A page that draws with pro-components, inside their bokmål texts (pro-provider): the texts load beside the page's
 * own chunk, so the shell and a page without pro-components (Oversikt) never load them.
 */
function withProTexts(load: AdminPage['load']): AdminPage['load'] {
  return async () => {
    const [{ default: Page }, { ProNorwegian }] = await Promise.all([load(), loadProTexts()]);
    return {
      default: function ProPage() {
        return (
          <ProNorwegian>
            <Page />
          </ProNorwegian>
        );
      },
    };
  };
}

function pageRoute(path: string, capability: Capability, pageLoad: AdminPage['load'], proComponents: boolean) {
  const load = proComponents ? withProTexts(pageLoad) : pageLoad;
  const Page = lazy(load);
  return { path, loader: preloading(load, requireCapability(capability)), element: withSuspense(<Page />) };
}

// Each menu page and the pages under it (details, forms) as flat routes: `quotes`, `quotes/new`, `quotes/:id`.
const pageRoutes = adminPages.flatMap((page) => [
  pageRoute(page.path, page.capability, page.load, page.proComponents !== false),
  ...(page.subPages ?? []).map((sub) =>
    pageRoute(`${page.path}/${sub.path}`, sub.capability ?? page.capability, sub.load, true),
  ),
]);

async function redirectHome(args: LoaderFunctionArgs) {
  const viewer = await requireStaff(args);
  const home = homePath(viewer.role);
  if (!home) throw new Response('Forbidden', { status: 403 });
  return redirect(home);
}

export const router = createBrowserRouter(
  [
    {
      errorElement: withSuspense(<RouteError />),
      hydrateFallbackElement: <PageLoading />,
      children: [
        { path: '/login', loader: preloading(loadLogin, redirectSignedIn), element: withSuspense(<SignInPage />) },
        {
          path: TOTP_ENROLMENT_PATH,
          loader: preloading(loadTwoStep, requireTotpEnrolment),
          element: withSuspense(<TwoStepRoute />),
        },
        {
          path: '/',
          id: 'shell',
          loader: preloading(loadShell, requireStaff),
          element: withSuspense(<ShellRoute />),
          children: [
            {
              // Errors inside a page keep the menu and header around them.
              errorElement: withSuspense(<RouteError />),
              children: [
                // "/admin" itself: the page at '' (Oversikt) when there is one, else the first page the viewer may open.
                ...(adminPages.some((page) => page.path === '') ? [] : [{ index: true, loader: redirectHome }]),
                ...pageRoutes,
                {
                  path: '*',
                  loader: preloading(loadNotFound, async () => null),
                  element: withSuspense(<NotFoundRoute />),
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  { basename: CONSOLE_BASE },
);

// A staff session that runs out or is ended (signed out elsewhere, role changed, deactivated) while a page is open:
// forget cached data and ask for a new login, saying why.
onStaffSessionLost((reason) => {
  // router.state.location carries the /admin base; navigate() adds it again.
  const pathname = consolePathname(router.state.location.pathname);
  if (pathname === '/login' || pathname === TOTP_ENROLMENT_PATH) return;
  if (reason === 'totp-enrolment-required') {
    void apolloClient.clearStore().then(() => router.navigate(TOTP_ENROLMENT_PATH));
    return;
  }
  const returnTo = pathname + router.state.location.search;
  void apolloClient.clearStore().then(() => router.navigate(loginPath(returnTo, reason)));
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
