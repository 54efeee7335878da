import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { PageLoader } from '@/components/ui/page-loader';
import { useNewsletterStatusToast } from '@/features/newsletter/hooks/use-newsletter-status-toast';

/** How long the page may keep moving a hash target (its code, then its data and images, arriving). */
const HASH_TARGET_SETTLE_MS = 5000;

/**
 * Scrolls to the top on every navigation, or, when the URL has a hash, to the element it names. That element
 * may appear only once the page's code and data have arrived, and content loading above it may push it down:
 * until the visitor scrolls or types themselves (or a few seconds have passed) it is brought back into view.
 * The page the app starts on keeps its scroll position: a visitor who scrolled a server-rendered page before the
 * app took over (or a reload the browser restored) is not sent back to the top, under their finger.
 */
function useScrollOnNavigate() {
  const { pathname, search, hash } = useLocation();
  const place = `${pathname}${search}${hash}`;
  const startPlace = useRef(place);
  const navigated = useRef(false);
  useEffect(() => {
    if (place !== startPlace.current) navigated.current = true;
    if (!hash) {
      if (navigated.current) window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let placedAt: number | null = null;
    const keepTargetInView = () => {
      const target = document.getElementById(id);
      if (!target) return;
      const top = target.getBoundingClientRect().top;
      if (placedAt !== null && Math.abs(top - placedAt) < 2) return;
      target.scrollIntoView();
      placedAt = target.getBoundingClientRect().top;
    };
    keepTargetInView();
    const root = document.getElementById('root') ?? document.body;
    const mutations = new MutationObserver(keepTargetInView);
    mutations.observe(root, { childList: true, subtree: true });
    const resizes = new ResizeObserver(keepTargetInView);
    resizes.observe(root);
    const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    const timer = window.setTimeout(() => stop(), HASH_TARGET_SETTLE_MS);
    function stop() {
      mutations.disconnect();
      resizes.disconnect();
      window.clearTimeout(timer);
      userEvents.forEach((type) => window.removeEventListener(type, stop, true));
    }
    userEvents.forEach((type) => window.addEventListener(type, stop, { capture: true, passive: true }));
    return stop;
  }, [place, hash]);
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
