import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, tabTo } from './support/a11y';

// Storefront spec §2, "Shared header": links, width rules, keyboard-operable dropdowns and the mobile side menu.
// The dropdowns and the side menu are reached with Tab from the top of the page, as a keyboard user does. The
// shell at 390 px (header, side menu, footer) gets its one axe check here; every page's own check at desktop width
// is in the spec that visits it.

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hovedmeny' });
const header = (page: Page) => page.getByRole('banner');

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('links go where the spec says, and width rules hide the right ones', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    const expected: [string, string][] = [
      ['Hjem', '/'],
      ['Om oss', '/about'],
      ['Vår historie', '/history'],
      ['Blogg', '/blog'],
      ['Community', '/community'],
      ['Partnere', '/partners'],
      ['FAQ', '/faq'],
      ['Kontakt', '/contact'],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(header(page).getByRole('link', { name: 'Logg inn' })).toHaveAttribute('href', '/customer-dashboard');
    // Customer area only on very wide screens.
    await expect(header(page).getByRole('link', { name: 'Kundeområde' })).toBeHidden();
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect(header(page).getByRole('link', { name: 'Kundeområde' })).toHaveAttribute(
      'href',
      '/customer-dashboard',
    );
    await expect(header(page).getByRole('link', { name: 'Kundeområde' })).toBeVisible();
    // Partners only on extra-wide screens; About us shows with the desktop navigation and is hidden on small screens.
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect(nav.getByRole('link', { name: 'Partnere' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Om oss' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Kontakt' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(header(page).getByRole('link', { name: 'Om oss' })).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'Logg inn' })).toBeHidden();
  });

  test('the product dropdown, then (on the page it led to) the services dropdown, with the keyboard alone', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = mainNav(page);
    const button = nav.getByRole('button', { name: 'Produkter' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`#${await button.getAttribute('aria-controls')}`);
    const items: [string, string][] = [
      ['Alle produkter', '/products'],
      ['Hoodies', '/hoodie'],
      ['Crewneck', '/crewneck'],
      ['Longsleeve', '/longsleeve'],
      ['Sweatpants', '/sweatpants'],
      ['Shorts', '/shorts'],
      ['Zip Hoodie', '/zip-hoodie'],
      ['Tilbehør', '/products/tilbehor'],
    ];
    await expect(list.getByRole('link')).toHaveCount(items.length);
    for (const [name, href] of items) {
      await expect(list.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    // Escape closes and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();

    // ArrowDown opens and moves into the list; arrows, Home and End move between the links.
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('link', { name: 'Alle produkter' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('link', { name: 'Hoodies', exact: true })).toBeFocused();
    await page.keyboard.press('End');
    await expect(list.getByRole('link', { name: 'Tilbehør' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('link', { name: 'Alle produkter' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(list).toBeHidden();

    // Enter follows the focused link and closes the list. (ArrowDown on the closed button opens the list: the next
    // key waits until the list has taken focus, or it can arrive before the list exists.)
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('link', { name: 'Alle produkter' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('link', { name: 'Hoodies', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/hoodie$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // The services dropdown opens with Space, follows a link with Enter and closes.
    const services = mainNav(page).getByRole('button', { name: 'Tjenester' });
    await tabTo(page, services);
    await page.keyboard.press('Space');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const servicesList = page.locator(`#${await services.getAttribute('aria-controls')}`);
    await expect(servicesList.getByRole('link', { name: 'Tilpasset design' })).toHaveAttribute(
      'href',
      '/services/custom-design',
    );
    await expect(servicesList.getByRole('link', { name: 'Gruppe-rabatter' })).toHaveAttribute(
      'href',
      '/services/group-discounts',
    );
    await expect(servicesList.getByRole('link', { name: 'Tilbudsforespørsel' })).toHaveAttribute(
      'href',
      '/services/quote-request',
    );

    await page.keyboard.press('Tab');
    await expect(servicesList.getByRole('link', { name: 'Tilpasset design' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(servicesList.getByRole('link', { name: 'Gruppe-rabatter' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/group-discounts$/);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('with a mouse a dropdown opens while hovered, a click keeps it open, a second click, a click outside or focus leaving closes it; the header stays at the top while scrolling', async ({
    page,
  }) => {
    await page.goto('/');
    const button = mainNav(page).getByRole('button', { name: 'Tjenester' });
    const list = page.locator(`#${await button.getAttribute('aria-controls')}`);
    // Rendered on the server, the button is disabled until the app has taken over (which waits for the first
    // paint); a pointer already resting on it then gets no new mouseenter, as in a browser.
    await expect(button).toBeEnabled();
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('link')).toHaveText(['Tilpasset design', 'Gruppe-rabatter', 'Tilbudsforespørsel']);
    await list.getByRole('link', { name: 'Tilbudsforespørsel' }).hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // A dropdown closes on a click outside it and when focus leaves it.
    const products = mainNav(page).getByRole('button', { name: 'Produkter' });
    await products.click();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.locator('main').click({ position: { x: 5, y: 300 } });
    await expect(products).toHaveAttribute('aria-expanded', 'false');

    await products.click();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(products).toHaveAttribute('aria-expanded', 'false');

    // The header stays at the top while scrolling.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, 1500);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(500);
    const box = await header(page).boundingBox();
    expect(box?.y).toBe(0);
  });
});

test.describe('mobile side menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the shell at 390 px is accessible; the menu opens from the right at 300 px with the keyboard, traps focus, closes on Escape and on a link', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(mainNav(page)).toBeHidden();
    await expectAccessible(page);
    const menuButton = page.getByRole('button', { name: 'Åpne meny' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // Rendered on the server, the button is disabled until the page is hydrated (tabTo waits for it to be enabled).
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    const menu = page.getByRole('dialog', { name: 'Meny' });
    await expect(menu).toBeVisible();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    await expectAccessible(page, { include: 'dialog', label: 'the open side menu' });
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box && { x: Math.round(box.x), width: Math.round(box.width) };
      })
      .toEqual({ x: 390 - 300, width: 300 });

    const links: [string, string][] = [
      ['Produkter', '/products'],
      ['Tilpasset design', '/services/custom-design'],
      ['Om oss', '/about'],
      ['Blogg', '/blog'],
      ['Community', '/community'],
      ['Kontakt', '/contact'],
      ['Logg inn', '/customer-dashboard'],
    ];
    for (const [name, href] of links) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    // Focus stays inside the open menu.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole('link', { name: 'Kontakt', exact: true }), 15);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt oss' })).toBeVisible();
  });

  test('the close button and the log-in button work', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Åpne meny' })).toBeEnabled();
    await page.getByRole('button', { name: 'Åpne meny' }).click();
    const menu = page.getByRole('dialog', { name: 'Meny' });
    await menu.getByRole('button', { name: 'Lukk meny' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Åpne meny' }).click();
    await menu.getByRole('link', { name: 'Logg inn' }).click();
    await expect(menu).toBeHidden();
    // Not signed in: the dashboard sends the visitor on to log in.
    await expect(page).toHaveURL(/\/(customer-dashboard|login)(\?|$)/);
  });
});
