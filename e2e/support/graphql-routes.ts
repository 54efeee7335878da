import type { APIRequestContext, Page, Request } from '@playwright/test';

type GraphqlBody = { operationName?: string; variables?: Record<string, unknown>; query?: string };

/**
 * Every GraphQL request: POSTs to /graphql and the storefront's public reads, GETs of /graphql?… with a persisted
 * query hash (storefront/src/lib/apollo.ts). For `page.route` and request filters.
 */
export const GRAPHQL_URL = /\/graphql(?:\?|$)/;

/** How many GraphQL requests the page has completed (its resource timing entries, GET and POST alike). */
export function graphqlRequestsDone(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /^[^?]*\/graphql(?:\?|$)/.test(entry.name.slice(location.origin.length))).length,
  );
}

/** The operation a GraphQL request carries, from a POST body or a GET's query string; null for anything else. */
export function graphqlOperation(request: Request): GraphqlBody | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  if (request.method() === 'POST') return request.postDataJSON() as GraphqlBody | null;
  const variables = url.searchParams.get('variables');
  return {
    operationName: url.searchParams.get('operationName') ?? undefined,
    variables: variables ? (JSON.parse(variables) as Record<string, unknown>) : undefined,
    query: url.searchParams.get('query') ?? undefined,
  };
}

/**
 * Pages loaded from now on are rendered in the browser, as after a client-side navigation, instead of hydrating the
 * server's render: the page's own GraphQL requests (and so their loading, empty and failed states) are what the
 * test sees. The HTML is the server's without the rendered page and its data (an empty root, which main.tsx
 * renders into).
 */
export async function renderInBrowser(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() !== 'document' || request.method() !== 'GET') return route.fallback();
    // A redirect goes to the browser as it is, so the page ends up at the redirect's address.
    const response = await route.fetch({ maxRedirects: 0 });
    if (response.status() !== 200) return route.fulfill({ response });
    let html = await response.text();
    const start = html.indexOf('<div id="root" data-ssr>');
    const stateEnd = '</script>';
    const state = html.indexOf('<script type="application/json" id="russ-ssr-state">', start);
    if (start !== -1 && state !== -1) {
      html = `${html.slice(0, start)}<div id="root"></div>${html.slice(html.indexOf(stateEnd, state) + stateEnd.length)}`;
    }
    await route.fulfill({ response, body: html });
  });
}

/**
 * Changes the real answer of one GraphQL operation before the page sees it: `edit` gets the `data` object and the
 * variables and returns the data to deliver. `delayMs` holds the answer back (to see loading states). Pages are
 * rendered in the browser (renderInBrowser): a page hydrated from the server's render asks for nothing.
 */
export async function editGraphql(
  page: Page,
  operationName: string,
  edit: (data: Record<string, unknown>, variables: Record<string, unknown>) => Record<string, unknown> = (d) => d,
  { delayMs = 0 }: { delayMs?: number } = {},
): Promise<void> {
  await renderInBrowser(page);
  await page.route(GRAPHQL_URL, async (route) => {
    const body = graphqlOperation(route.request());
    if (body?.operationName !== operationName) return route.fallback();
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      const response = await route.fetch();
      const json = (await response.json()) as { data?: Record<string, unknown> };
      // A persisted query the server does not know yet has no data: the client sends it again with the document.
      if (!json.data) return await route.fulfill({ response, json });
      await route.fulfill({ response, json: { ...json, data: edit(json.data, body.variables ?? {}) } });
    } catch (error) {
      // The test ended while an answer was on its way (a late refetch): its page is gone, nobody waits for it.
      if (page.isClosed() || /disposed|has been closed|Test ended/i.test(String(error))) return;
      throw error;
    }
  });
}

export type ListedProduct = { id: number; name: string; description: string; price: string; category: string };

/** The seeded catalogue as the REST layer lists it (listing order). */
export async function seededProducts(request: APIRequestContext, category?: string): Promise<ListedProduct[]> {
  const path = category ? `/api/products/category/${encodeURIComponent(category)}` : '/api/products';
  const res = await request.get(path);
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()}`);
  return (await res.json()) as ListedProduct[];
}
