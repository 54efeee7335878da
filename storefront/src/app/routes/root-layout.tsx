import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { PageLoader } from '@/components/ui/page-loader';
import { useNewsletterStatusToast } from '@/features/newsletter/hooks/use-newsletter-status-toast';

/** Scrolls to the top on every navigation, or to the element named by the hash when there is one. */
function useScrollOnNavigate() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, search, hash]);
}

export function RootLayout() {
  useScrollOnNavigate();
  useNewsletterStatusToast();
  return (
    <>
      <a className="skip-link" href="#main">
        Hopp til innholdet
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
