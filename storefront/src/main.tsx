// Global styles first so component CSS modules (loaded later) win over the shared primitives.
import '@/styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider, loadClient, restoreServerState } from '@/app/providers';
import { AppRouter, createAppRouter, loadRouteModules } from '@/app/router';

// Zod (the form validators, in a chunk loaded later) probes `new Function` once to decide on its JIT; under the
// page's Content-Security-Policy (no 'unsafe-eval') that probe is reported as a violation. Jitless mode skips it.
// Set through zod's global config object so this entry does not import zod itself.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= { jitless: true };

/**
 * The longest the app waits for the static hero picture to be painted: a stalled picture must not hold the page
 * back for long, and a busy device may take a while before its first paint.
 */
const STATIC_HERO_WAIT_MS = 3000;

/**
 * On the front page index.html shows the hero's first picture as plain HTML. The app, which replaces it with the
 * same picture at the same size, mounts once that picture has been painted: the page's largest paint then happens
 * as soon as the picture has arrived, not after the app has rendered. Other pages mount at once.
 *
 * "Painted" is the picture's Element Timing entry (it has elementtiming="static-hero"); browsers without Element
 * Timing wait for the decoded picture and the next frame.
 */
function staticHeroPainted(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('#root img[data-static-hero]');
  if (!image || (image.complete && image.naturalWidth === 0)) return Promise.resolve();
  const painted = new Promise<void>((resolve) => {
    image.addEventListener('error', () => resolve(), { once: true });
    if (!PerformanceObserver.supportedEntryTypes?.includes('element')) {
      image.decode().then(
        () => requestAnimationFrame(() => setTimeout(resolve, 0)),
        () => resolve(),
      );
      return;
    }
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
      if (!entries.some((entry) => entry.identifier === 'static-hero')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'element', buffered: true });
  });
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, STATIC_HERO_WAIT_MS))]);
}

function app() {
  return (
    <StrictMode>
      <AppProvider>
        <AppRouter router={createAppRouter()} />
      </AppProvider>
    </StrictMode>
  );
}

/** The data the server rendered the page with (storefront-page.ts writes it next to the page's HTML). */
const SERVER_STATE_ID = 'russ-ssr-state';

/**
 * A page the server rendered (`<div id="root" data-ssr>`) is hydrated: its content is on screen already, and the
 * app takes it over once the page's code, and the GraphQL client with the data the server read, are there (so
 * its first render is the server's). Any other page is rendered here.
 */
async function hydrateServerPage(root: HTMLElement): Promise<void> {
  const stateText = document.getElementById(SERVER_STATE_ID)?.textContent;
  const { apollo } = stateText ? (JSON.parse(stateText) as { apollo?: object }) : {};
  const readGraphql = apollo !== undefined && Object.keys(apollo).length > 0;
  if (readGraphql) restoreServerState(apollo);
  await Promise.all([loadRouteModules(location.pathname), readGraphql ? loadClient() : null]);
  // As a transition, hydration runs in short slices instead of one long task: the page keeps answering input.
  startTransition(() => {
    hydrateRoot(root, app());
  });
}

const rootElement = document.getElementById('root')!;
if (rootElement.hasAttribute('data-ssr')) {
  void hydrateServerPage(rootElement);
} else {
  void staticHeroPainted().then(() => {
    const root = createRoot(rootElement);
    // Mounted as a transition, the first render runs in short slices instead of one long task, so the page keeps
    // answering input while the app starts.
    startTransition(() => root.render(app()));
  });
}
