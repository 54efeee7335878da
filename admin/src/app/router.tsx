import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, redirect, RouterProvider, type LoaderFunctionArgs } from 'react-router-dom';
import { apolloClient, onStaffSessionLost } from '../lib/apollo';
import { CONSOLE_BASE, consolePathname, loginPath, redirectSignedIn, requireRole, requireStaff } from './access';
import { adminPages, homePath } from './admin-pages';
import { PageLoading } from './routes/page-loading';
import { RouteError } from './routes/route-error';

// Login and the signed-in shell are separate chunks: the login page never loads ProLayout or ProTable.
const LoginRoute = lazy(() => import('./routes/login'));
const ShellRoute = lazy(() => import('./routes/shell'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

function withSuspense(node: ReactNode) {
  return <Suspense fallback={<PageLoading />}>{node}</Suspense>;
}

async function redirectHome(args: LoaderFunctionArgs) {
  const viewer = await requireStaff(args);
  const home = homePath(viewer.role);
  if (!home) throw new Response('Forbidden', { status: 403 });
  return redirect(home);
}

export const router = createBrowserRouter(
  [
    {
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { path: '/login', loader: redirectSignedIn, element: withSuspense(<LoginRoute />) },
        {
          path: '/',
          id: 'shell',
          loader: requireStaff,
          element: withSuspense(<ShellRoute />),
          children: [
            {
              // Errors inside a page keep the menu and header around them.
              errorElement: <RouteError />,
              children: [
              { index: true, loader: redirectHome },
              ...adminPages.map((page) => ({
                path: page.path,
                loader: requireRole(page.roles),
                element: withSuspense(<page.Component />),
              })),
              { path: '*', element: withSuspense(<NotFoundRoute />) },
              ],
            },
          ],
        },
      ],
    },
  ],
  { basename: CONSOLE_BASE },
);

// A staff session that runs out while a page is open: forget cached data and ask for a new login.
onStaffSessionLost(() => {
  // router.state.location carries the /admin base; navigate() adds it again.
  const pathname = consolePathname(router.state.location.pathname);
  if (pathname === '/login') return;
  const returnTo = pathname + router.state.location.search;
  void apolloClient.clearStore().then(() => router.navigate(loginPath(returnTo, 'expired')));
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
