import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { productPagePath } from '../schema/src/catalog/product-pages';
import { editGraphql, seededProducts } from './support/graphql-routes';

// Storefront spec §2 "Home" and §9 (autoplay 6000 ms, popular products ≤ 6 overdeler, featured blog ≤ 3).

const slides = (page: Page) => page.getByTestId('hero-slide');
const activeSlide = (page: Page) => page.locator('[data-testid="hero-slide"][data-active="true"]');
const expectActive = async (page: Page, number: number) =>
  expect(activeSlide(page)).toHaveAttribute('aria-label', `${number} av 5`);

/**
 * Loads the home page on a fake clock, stops the clock once the page is up (loading itself needs running timers)
 * and shows slide 1 with the pointer moved away, so the next autoplay step is exactly 6 s away.
 */
async function openHomeOnHeldClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await expect(slides(page)).toHaveCount(5);
  await expect(page.getByRole('list', { name: 'Populære produkter' }).getByRole('link')).toHaveCount(6);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('button', { name: 'Vis lysbilde 1' }).click();
  await page.mouse.move(0, 0);
  await expectActive(page, 1);
}

test('the hero carousel: five slides moving on every 6 seconds, looping; previous and next loop round; slide buttons go to /products, the group-discount slide to /contact', async ({
  page,
}) => {
  await openHomeOnHeldClock(page);
  await page.clock.runFor(5_900);
  await expectActive(page, 1);
  await page.clock.runFor(200);
  await expectActive(page, 2);
  for (const next of [3, 4, 5, 1]) {
    await page.clock.runFor(6_000);
    await expectActive(page, next);
  }
  // Inactive slides are hidden from assistive technology and the tab order.
  await expect(page.locator('[data-testid="hero-slide"][aria-hidden="true"]')).toHaveCount(4);

  // Previous and next buttons loop round (slide 1 is showing).
  await page.getByRole('button', { name: 'Forrige lysbilde' }).click();
  await expectActive(page, 5);
  await page.getByRole('button', { name: 'Neste lysbilde' }).click();
  await expectActive(page, 1);
  await page.getByRole('button', { name: 'Neste lysbilde' }).click();
  await expectActive(page, 2);

  const ctas = slides(page).getByRole('link', { includeHidden: true });
  await expect(ctas).toHaveCount(5);
  const hrefs = await ctas.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.filter((h) => h === '/products')).toHaveLength(4);
  expect(hrefs[2]).toBe('/contact');

  await page.getByRole('button', { name: 'Vis lysbilde 3' }).click();
  await expectActive(page, 3);
  await expect(activeSlide(page).getByRole('img')).toHaveAttribute('alt', /grupperabatt/i);
  await activeSlide(page).getByRole('link').click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the carousel still advances with reduced motion and after a click on next; its pause button stops it', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHomeOnHeldClock(page);
  await page.clock.runFor(6_000);
  await expectActive(page, 2);

  // The pointer stays on the controls: autoplay carries on 6 s after the last change.
  await page.getByRole('button', { name: 'Neste lysbilde' }).click();
  await expectActive(page, 3);
  await page.clock.runFor(5_900);
  await expectActive(page, 3);
  await page.clock.runFor(200);
  await expectActive(page, 4);

  await page.getByRole('button', { name: 'Pause lysbildevisningen' }).click();
  await page.clock.runFor(20_000);
  await expectActive(page, 4);
  await page.getByRole('button', { name: 'Spill av lysbildevisningen' }).click();
  await page.clock.runFor(6_000);
  await expectActive(page, 5);
});

test("the first slide's picture shows before the app's code has loaded; the app then takes its place", async ({
  page,
}) => {
  // Without the JavaScript the page still shows the hero: heading and the first slide's picture and text.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  const hero = page.locator('#root img[src="/api/assets/hero-1.jpg"]');
  await expect(hero).toBeVisible();
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const staticBox = await hero.boundingBox();
  await expect(page.locator('#root h1')).toHaveText('Russeklær med deres eget design');
  await expect(page.locator('#root')).toContainText(
    'Hoodies, crewnecks, sweatpants og russedresser med deres egen logo, navn og farger.',
  );

  // With it, the carousel replaces the plain copy: one heading, one first picture, same place and size.
  await page.unrouteAll();
  await page.goto('/');
  await expect(slides(page)).toHaveCount(5);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('#root img[src="/api/assets/hero-1.jpg"]')).toHaveCount(1);
  expect(await activeSlide(page).getByRole('img').boundingBox()).toEqual(staticBox);
  // Other pages never show it.
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('#root img[src="/api/assets/hero-1.jpg"]')).toHaveCount(0);
});

test('the home page: popular products (the first six overdeler), promo, shop the look, reviews, social media, why choose us; clicks logged as analytics events', async ({
  page,
  request,
}) => {
  const events: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[analytics]')) events.push(message.text());
  });
  const firstSix = (await seededProducts(request, 'overdeler')).slice(0, 6);
  expect(firstSix).toHaveLength(6);
  await page.goto('/');
  const list = page.getByRole('list', { name: 'Populære produkter' });
  const links = list.getByRole('link');
  await expect(links).toHaveCount(6);
  for (const [i, product] of firstSix.entries()) {
    await expect(links.nth(i)).toContainText(product.name);
    await expect(links.nth(i)).toContainText(product.price);
    await expect(links.nth(i)).toHaveAttribute('href', productPagePath(product.name));
  }

  const promo = page.getByRole('region', { name: 'For alle' });
  await expect(promo.getByRole('link', { name: 'Utforsk produktene' })).toHaveAttribute('href', '/products');

  const look = page.getByRole('region', { name: 'Shop the look' });
  await expect(look.getByRole('heading', { level: 3 })).toHaveText(['Ziphoodie Premium', 'Sweatpants']);
  await expect(look.getByRole('link', { name: 'Se Ziphoodie Premium' })).toHaveAttribute('href', '/zip-hoodie');
  await expect(look.getByRole('link', { name: 'Se Sweatpants' })).toHaveAttribute('href', '/sweatpants');

  const reviews = page.getByRole('region', { name: 'Hva kundene våre sier' });
  await expect(reviews.getByRole('blockquote')).toHaveCount(6);
  await expect(reviews.getByText('4.7/5', { exact: true })).toBeVisible();
  await expect(reviews).toContainText('fra 394 anmeldelser');
  await expect(reviews.getByText('99%', { exact: true })).toBeVisible();

  const social = page.getByRole('region', { name: 'Følg oss for inspirasjon og tilbud' });
  await expect(social.getByRole('link', { name: /8000\+ følgere på Facebook/ })).toHaveAttribute(
    'href',
    /facebook\.com/,
  );
  await expect(social.getByRole('link', { name: /500\+ følgere på Instagram/ })).toHaveAttribute(
    'href',
    /instagram\.com/,
  );

  const why = page.getByRole('region', { name: 'Hvorfor velge oss' });
  await expect(why.getByRole('listitem')).toHaveCount(6);

  await expectAccessible(page);
  await expect(page.getByRole('form', { name: 'Påmelding til nyhetsbrev' })).toBeVisible();

  // A click on a popular product opens its page and is logged; so is the promo's call to action.
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${productPagePath(firstSix[0].name)}$`));
  await expect.poll(() => events.some((e) => e.includes('product_view'))).toBe(true);
  await page.goto('/');
  await page.getByRole('link', { name: 'Utforsk produktene' }).click();
  await expect.poll(() => events.some((e) => e.includes('cta_click'))).toBe(true);
});

test('the home page caps its lists when there is more: six popular products, three featured posts', async ({
  page,
}) => {
  await editGraphql(page, 'CatalogProducts', (data) => {
    const products = data.products as { id: string; name: string; category: string }[];
    const overdel = products.find((p) => p.category === 'overdeler')!;
    const extra = Array.from({ length: 4 }, (_, i) => ({ ...overdel, id: `extra-${i}`, name: `Ekstra ${i}` }));
    return { products: [...extra, ...products] };
  });
  await editGraphql(page, 'HomeFeaturedBlogPosts', (data) => {
    const posts = data.featuredBlogPosts as { id: string; slug: string; title: string }[];
    const more = posts.map((p, i) => ({ ...p, id: `x${i}`, slug: `${p.slug}-2`, title: `${p.title} (2)` }));
    return { featuredBlogPosts: [...posts, ...more] };
  });
  await page.goto('/');
  const links = page.getByRole('list', { name: 'Populære produkter' }).getByRole('link');
  await expect(links).toHaveCount(6);
  await expect(links.first()).toContainText('Ekstra 0');
  const list = page.getByRole('list', { name: 'Utvalgte blogginnlegg' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toHaveLength(3);
  for (const href of hrefs) expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
  await list.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
});

test('without featured posts the blog strip is left out', async ({ page }) => {
  await editGraphql(page, 'HomeFeaturedBlogPosts', () => ({ featuredBlogPosts: [] }));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hvorfor velge oss' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Utvalgte blogginnlegg' })).toHaveCount(0);
});
