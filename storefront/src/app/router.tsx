import { type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import HomeRoute from './routes/home';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { PageLoader } from '@/components/ui/page-loader';
import { loadClient } from './providers';
import { RootLayout } from './routes/root-layout';

// The thirteen single-product pages share one component; /surprise has its own.
const PRODUCT_PAGE_PATHS = [
  'hoodie',
  'zip-hoodie',
  'crewneck',
  'longsleeve',
  'shorts',
  'sweatpants',
  'bandana',
  'patches',
  'lue',
  'glitter-uggs',
  'dress',
  'snekker',
];
import { RouteErrorBoundary } from './routes/route-error-boundary';

/**
 * Pages are split into their own chunks, loaded by the router (route `lazy`) before it shows the page: on a
 * navigation the current page stays until the next one's code is there, and no Suspense fallback or its timers
 * are involved. On the first load the shared header and footer show with a loader meanwhile (HydrateFallback).
 */
const page = (load: () => Promise<{ default: ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * A page that reads GraphQL as soon as it renders: the router also waits for the GraphQL client, so the page
 * renders straight into its own loading state (skeletons) instead of suspending on the client.
 */
const graphqlPage = (load: () => Promise<{ default: ComponentType }>) => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), loadClient()]);
    return { Component: module.default };
  },
});

function FirstLoadFallback() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <PageLoader />
      </main>
      <SiteFooter />
    </>
  );
}

/** The storefront's routes: the browser's router (main.tsx) and the server's render (entry-server.tsx) share them. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    HydrateFallback: FirstLoadFallback,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        // Errors thrown while rendering a page show inside the shared header and footer.
        errorElement: <RouteErrorBoundary />,
        children: [
          // The front page is part of the first load (a few KB): its hero replaces the one index.html paints
          // without a loader flashing in between.
          { index: true, element: <HomeRoute /> },
          { path: 'products', ...graphqlPage(() => import('./routes/products')) },
          { path: 'products/hoodies', ...graphqlPage(() => import('./routes/category-hoodies')) },
          { path: 'products/sweatshirts', ...graphqlPage(() => import('./routes/category-sweatshirts')) },
          { path: 'products/shorts-bukser', ...graphqlPage(() => import('./routes/category-shorts-bukser')) },
          { path: 'products/tilbehor', ...graphqlPage(() => import('./routes/category-tilbehor')) },
          ...PRODUCT_PAGE_PATHS.map((path) => ({ path, ...page(() => import('./routes/product-detail')) })),
          { path: 'surprise', ...page(() => import('./routes/surprise')) },
          { path: 'about', ...page(() => import('./routes/about')) },
          { path: 'history', ...page(() => import('./routes/history')) },
          { path: 'partners', ...page(() => import('./routes/partners')) },
          { path: 'faq', ...graphqlPage(() => import('./routes/faq')) },
          { path: 'blog', ...graphqlPage(() => import('./routes/blog')) },
          { path: 'blog/:slug', ...graphqlPage(() => import('./routes/blog-post')) },
          { path: 'services/custom-design', ...page(() => import('./routes/service-custom-design')) },
          { path: 'services/design-help', ...page(() => import('./routes/service-design-help')) },
          { path: 'services/group-discounts', ...page(() => import('./routes/service-group-discounts')) },
          { path: 'services/quote-request', ...page(() => import('./routes/service-quote-request')) },
          { path: 'terms', ...page(() => import('./routes/terms')) },
          { path: 'privacy', ...page(() => import('./routes/privacy')) },
          { path: 'cookies', ...page(() => import('./routes/cookies')) },
          { path: 'oeko-tex', ...page(() => import('./routes/oeko-tex')) },
          { path: 'qr/overdeler', ...graphqlPage(() => import('./routes/qr-overdeler')) },
          { path: 'qr/underdeler', ...graphqlPage(() => import('./routes/qr-underdeler')) },
          { path: 'qr/tilbehor', ...graphqlPage(() => import('./routes/qr-tilbehor')) },
          { path: 'qr/russedresser', ...graphqlPage(() => import('./routes/qr-russedresser')) },
          { path: 'qr-generator', ...page(() => import('./routes/qr-generator')) },
          { path: 'qr-pages', ...page(() => import('./routes/qr-pages')) },
          { path: 'magnifier-demo', ...page(() => import('./routes/magnifier-demo')) },
          { path: 'contact', ...graphqlPage(() => import('./routes/contact')) },
          { path: 'community', ...graphqlPage(() => import('./routes/community')) },
          { path: 'login', ...graphqlPage(() => import('./routes/login')) },
          { path: 'customer-dashboard', ...graphqlPage(() => import('./routes/customer-dashboard')) },
          { path: '404', ...page(() => import('./routes/error-404')) },
          { path: '500', ...page(() => import('./routes/error-500')) },
          { path: '*', ...page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouterInstance {
  return createBrowserRouter(routes);
}

/**
 * Loads the code of the pages that `pathname` shows (their route `lazy`) into the route table, so a router created
 * afterwards renders them at once: a page rendered on the server hydrates into the same page, not into the
 * first-load fallback.
 */
export async function loadRouteModules(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
