import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import HomeRoute from './routes/home';
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

// Pages are split into their own chunks; the shared header and footer render at once while a page loads.
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        // Errors thrown while rendering a page show inside the shared header and footer.
        errorElement: <RouteErrorBoundary />,
        children: [
          // The front page is part of the first load (a few KB): its hero replaces the one index.html paints
          // without a loader flashing in between.
          { index: true, element: <HomeRoute /> },
          { path: 'products', element: page(() => import('./routes/products')) },
          { path: 'products/hoodies', element: page(() => import('./routes/category-hoodies')) },
          { path: 'products/sweatshirts', element: page(() => import('./routes/category-sweatshirts')) },
          { path: 'products/shorts-bukser', element: page(() => import('./routes/category-shorts-bukser')) },
          { path: 'products/tilbehor', element: page(() => import('./routes/category-tilbehor')) },
          ...PRODUCT_PAGE_PATHS.map((path) => ({ path, element: page(() => import('./routes/product-detail')) })),
          { path: 'surprise', element: page(() => import('./routes/surprise')) },
          { path: 'about', element: page(() => import('./routes/about')) },
          { path: 'history', element: page(() => import('./routes/history')) },
          { path: 'partners', element: page(() => import('./routes/partners')) },
          { path: 'faq', element: page(() => import('./routes/faq')) },
          { path: 'blog', element: page(() => import('./routes/blog')) },
          { path: 'blog/:slug', element: page(() => import('./routes/blog-post')) },
          { path: 'services/custom-design', element: page(() => import('./routes/service-custom-design')) },
          { path: 'services/design-help', element: page(() => import('./routes/service-design-help')) },
          { path: 'services/group-discounts', element: page(() => import('./routes/service-group-discounts')) },
          { path: 'services/quote-request', element: page(() => import('./routes/service-quote-request')) },
          { path: 'terms', element: page(() => import('./routes/terms')) },
          { path: 'privacy', element: page(() => import('./routes/privacy')) },
          { path: 'cookies', element: page(() => import('./routes/cookies')) },
          { path: 'oeko-tex', element: page(() => import('./routes/oeko-tex')) },
          { path: 'qr/overdeler', element: page(() => import('./routes/qr-overdeler')) },
          { path: 'qr/underdeler', element: page(() => import('./routes/qr-underdeler')) },
          { path: 'qr/tilbehor', element: page(() => import('./routes/qr-tilbehor')) },
          { path: 'qr/russedresser', element: page(() => import('./routes/qr-russedresser')) },
          { path: 'qr-generator', element: page(() => import('./routes/qr-generator')) },
          { path: 'qr-pages', element: page(() => import('./routes/qr-pages')) },
          { path: 'magnifier-demo', element: page(() => import('./routes/magnifier-demo')) },
          { path: 'contact', element: page(() => import('./routes/contact')) },
          { path: 'community', element: page(() => import('./routes/community')) },
          { path: 'login', element: page(() => import('./routes/login')) },
          { path: 'customer-dashboard', element: page(() => import('./routes/customer-dashboard')) },
          { path: '404', element: page(() => import('./routes/error-404')) },
          { path: '500', element: page(() => import('./routes/error-500')) },
          { path: '*', element: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
