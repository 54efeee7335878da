import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { GRAPHQL_URL, renderInBrowser } from './support/graphql-routes';

// Storefront spec §2 "Blog", §8 (blog texts) and §9 (reading time = ceil(content length / 1000) minutes).

type Post = { slug: string; title: string; excerpt: string; content: string; category: string; publishedAt: string };

async function publishedPosts(request: APIRequestContext): Promise<Post[]> {
  const res = await request.post('/graphql', {
    data: { query: '{ blogPosts { slug title excerpt content category publishedAt } }' },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { blogPosts: Post[] } }).data.blogPosts;
}

const longDateNb = (iso: string) =>
  new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
const readingTime = (content: string) => `${Math.max(1, Math.ceil(content.length / 1000))} min lesetid`;

test('/blog lists the posts with image, title, excerpt, category, date and reading time', async ({ page, request }) => {
  const posts = await publishedPosts(request);
  expect(posts.length).toBeGreaterThan(0);
  // Chunk names differ between the dev server and a build, so look for the markdown library's code itself.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const loadedMarkdownLibrary = async () =>
    (await Promise.all(scripts)).some((source) => source.includes('input parameter is undefined or null'));

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(posts.length);

  const [first] = posts;
  const card = cards.filter({ hasText: first.title });
  await expect(card.getByRole('link', { name: first.title })).toHaveAttribute('href', `/blog/${first.slug}`);
  await expect(card).toContainText(first.excerpt);
  await expect(card).toContainText(longDateNb(first.publishedAt));
  await expect(card).toContainText(readingTime(first.content));
  await expect(card).toContainText(new RegExp(first.category, 'i'));
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // The markdown renderer is not part of the list page; it is fetched when a post opens.
  expect(await loadedMarkdownLibrary()).toBe(false);

  await expectAccessible(page);
  await card.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${first.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').locator('h2').first()).toBeVisible();
  expect(await loadedMarkdownLibrary()).toBe(true);
});

test('a post shows title, author, date, reading time, image, rendered markdown and tags', async ({ page, request }) => {
  const post = (await publishedPosts(request)).find((p) => p.slug === 'slik-planlegger-dere-russeklaerne');
  expect(post, 'the seeded post').toBeTruthy();
  await page.goto(`/blog/${post!.slug}`);
  const article = page.getByRole('main').getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: post!.title })).toBeVisible();
  await expect(article).toContainText('Av Russekompaniet');
  await expect(article).toContainText(longDateNb(post!.publishedAt));
  await expect(article).toContainText(readingTime(post!.content));
  await expect(page).toHaveTitle(`${post!.title} | Russekompaniet`);

  // Markdown: headings, bold text, lists and the quote are real elements, not raw markup.
  await expect(article.getByRole('heading', { level: 2, name: '1. Bestem hva gruppen trenger' })).toBeVisible();
  await expect(article.locator('strong', { hasText: 'hoodie eller ziphoodie' })).toBeVisible();
  await expect(article.locator('blockquote')).toContainText('Send logoen som PNG, SVG eller PDF');
  await expect(article.locator('ol li').first()).toContainText('Antall av hvert plagg');
  await expect(article).not.toContainText('## ');
  await expect(article).not.toContainText('**');

  await expect(article.getByRole('list', { name: 'Stikkord' }).getByRole('listitem')).toHaveText([
    '#planlegging',
    '#bestilling',
    '#russeklær',
  ]);
  const image = article.locator('img').first();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await expectAccessible(page);
  await article.getByRole('link', { name: 'Tilbake til bloggen' }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('an unknown slug or a failed post load shows "Blogginnlegg ikke funnet"; a failed and an empty list show their texts', async ({
  page,
}) => {
  await page.goto('/blog/finnes-ikke-dette-innlegget');
  await expect(page.getByRole('heading', { name: 'Blogginnlegg ikke funnet' })).toBeVisible();
  // A slug with no post is a missing page in the error catalogue's words (storefront §8).
  await expect(page.getByText('404 - Siden ikke funnet', { exact: true })).toBeVisible();
  await expect(page.getByText('Innlegget du leter etter eksisterer ikke eller har blitt fjernet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tilbake til bloggen' })).toHaveAttribute('href', '/blog');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // A failed post load shows the not-found text (a page rendered in the browser, as after a client-side navigation).
  await renderInBrowser(page);
  await page.route(GRAPHQL_URL, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await page.goto('/blog/slik-planlegger-dere-russeklaerne');
  await expect(page.getByRole('heading', { name: 'Blogginnlegg ikke funnet' })).toBeVisible();
  await expect(page.getByText('Innlegget du leter etter eksisterer ikke eller har blitt fjernet.')).toBeVisible();

  // A failed list load and an empty list show their texts.
  await page.goto('/blog');
  await expect(page.getByText('Kunne ikke laste blogginnlegg. Prøv igjen senere.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);

  await page.unroute(GRAPHQL_URL);
  await page.route(GRAPHQL_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { blogPosts: [] } }) }),
  );
  await page.reload();
  await expect(page.getByText('Ingen blogginnlegg funnet.')).toBeVisible();
});
