import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/providers';
import { routes } from '@/app/router';
import { createApolloClient } from '@/lib/apollo';

/**
 * The storefront rendered on the server (built with `vite build --ssr`, loaded by the API: see
 * api/src/modules/seo/storefront-page.ts). A public page is answered with its content in the HTML (products,
 * texts, FAQ, blog posts), which the browser then hydrates (main.tsx). The tree is main.tsx's: the same providers,
 * routes and pages, with the data the render read handed to the browser's GraphQL cache.
 */

export interface RenderOptions {
  /** The shop's own address (PUBLIC_URL), for the request the router matches and for GraphQL. */
  origin: string;
  /** How GraphQL is asked: the API answers it in-process, without a network round trip. */
  fetch: typeof fetch;
  /** Stops a render that takes too long (the page is then sent without content, as before). */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The GraphQL cache after the render (Apollo's `extract()`), for `restoreServerState` in the browser. */
  apolloState: object;
}

/** How often the tree is rendered again at most while its queries answer (the pages read at most two levels). */
const MAX_RENDERS = 5;

/** Renders the page at `url` (path and query); null when the router answers with a redirect instead of a page. */
export async function renderPage(url: string, { origin, fetch, signal }: RenderOptions): Promise<RenderedPage | null> {
  const handler = createStaticHandler(routes);
  const request = new Request(new URL(url, origin), { signal });
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createApolloClient({ server: { uri: `${origin}/graphql`, fetch } });
  try {
    const tree = (
      <StrictMode>
        <AppProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>
    );
    const { result, aborted } = await prerenderStatic({
      tree,
      signal,
      maxRerenders: MAX_RENDERS,
      // Every Suspense boundary in place, however large: React would otherwise send big ones after the page with an
      // inline script that moves them in, which the page's Content-Security-Policy does not allow.
      renderFunction: (node) => prerenderToNodeStream(node, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY }),
    });
    if (aborted) return null;
    return { html: result, apolloState: client.extract() as object };
  } finally {
    client.stop();
  }
}
