import type { APIRequestContext, Page } from '@playwright/test';

type GraphqlBody = { operationName?: string; variables?: Record<string, unknown> };

/**
 * Pages loaded from now on are rendered in the browser, as after a client-side navigation, instead of hydrating the
 * server's render: the page's own GraphQL requests (and so their loading, empty and failed states) are what the
 * test sees. The HTML is the server's without the rendered page and its data (an empty root, which main.tsx
 * renders into).
 */
export async function renderInBrowser(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
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
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as GraphqlBody | null;
    if (body?.operationName !== operationName) return route.fallback();
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      const response = await route.fetch();
      const json = (await response.json()) as { data: Record<string, unknown> };
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
