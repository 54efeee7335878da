// Global styles first so component CSS modules (loaded later) win over the shared primitives.
import '@/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/providers';
import { AppRouter } from '@/app/router';

/** The longest the app waits for the static hero picture (a slow connection must not hold the page back). */
const STATIC_HERO_WAIT_MS = 1000;

/**
 * Resolves after the next frame has been painted. An IntersectionObserver reports right after a rendering update,
 * and unlike requestAnimationFrame and timers it keeps working when a test fakes the clock.
 */
const afterNextPaint = (element: Element) =>
  new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(element);
  });

/**
 * On the front page index.html shows the hero's first picture as plain HTML. The app, which replaces it with the
 * same picture at the same size, mounts once that picture has been painted: the page's largest paint then happens
 * as soon as the picture has arrived, not after the app has rendered. Other pages mount at once.
 */
function staticHeroPainted(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('#root img[data-static-hero]');
  if (!image) return Promise.resolve();
  const painted = image
    .decode()
    .then(() => afterNextPaint(image))
    .catch(() => undefined);
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, STATIC_HERO_WAIT_MS))]);
}

void staticHeroPainted().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);
