import type { APIRequestContext, Page } from '@playwright/test';

type GraphqlBody = { operationName?: string; variables?: Record<string, unknown> };

/**
 * Changes the real answer of one GraphQL operation before the page sees it: `edit` gets the `data` object and the
 * variables and returns the data to deliver. `delayMs` holds the answer back (to see loading states).
 */
export async function editGraphql(
  page: Page,
  operationName: string,
  edit: (data: Record<string, unknown>, variables: Record<string, unknown>) => Record<string, unknown> = (d) => d,
  { delayMs = 0 }: { delayMs?: number } = {},
): Promise<void> {
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
