import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { RootLayout } from './routes/root-layout';
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
          { index: true, element: page(() => import('./routes/home')) },
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
