import { describe, expect, it } from 'vitest';
import { cmToInches, formatMeasure, sizeChartFor, sizeChartTable } from './size-charts.js';
import {
  PRODUCT_PAGE_CONTENT,
  productPageContent,
  productPagePriceText,
  PRODUCT_IMAGE_COMING_SOON_TEXT,
} from './product-page-content.js';
import { PRODUCT_PAGE_PATHS } from './product-pages.js';
import { CATALOG_PRODUCTS } from './products.js';

const page = (path: string) => {
  const content = productPageContent(path);
  if (!content) throw new Error(`no content for ${path}`);
  return content;
};

describe('product page content', () => {
  it('has one entry per product page route, in route order', () => {
    expect(PRODUCT_PAGE_CONTENT.map((content) => content.path)).toEqual([...PRODUCT_PAGE_PATHS]);
  });

  it.each([
    ['/hoodie', 'Hoodie', 'Fra 499,-'],
    ['/zip-hoodie', 'Zip Hoodie', 'Fra 799,-'],
    ['/crewneck', 'Crewneck', 'Fra 449,-'],
    ['/longsleeve', 'Longsleeve', 'Fra 349,-'],
    ['/shorts', 'Shorts', 'Fra 299,-'],
    ['/sweatpants', 'Sweatpants', 'Fra 449,-'],
    ['/bandana', 'Bandana', 'Fra 149,-'],
    ['/patches', 'Patches', 'Fra 99,-'],
    ['/lue', 'Lue Klassisk', 'Fra 169,-'],
    ['/glitter-uggs', 'Glitter Uggs', 'Fra 499,-'],
    ['/dress', 'Dress Klassisk', 'Fra 899,-'],
    ['/snekker', 'Snekker Premium', 'Fra 799,-'],
  ])('%s is titled %s, shows %s and mails "<title> bestilling"', (path, title, price) => {
    const content = page(path);
    expect(content.title).toBe(title);
    expect(productPagePriceText(content)).toBe(price);
    expect(content.mailSubject).toBe(`${title} bestilling`);
  });

  it('keeps both hoodie price readings: 499 on the page, 399 for search engines', () => {
    expect(page('/hoodie').fromPriceNok).toBe(499);
    expect(page('/hoodie').searchEnginePriceNok).toBe(399);
    expect(PRODUCT_PAGE_CONTENT.filter((content) => content.searchEnginePriceNok !== undefined)).toHaveLength(1);
  });

  it('presents a seeded catalogue product at the page price', () => {
    const catalogue = new Map(CATALOG_PRODUCTS.map((product) => [product.name, product]));
    for (const content of PRODUCT_PAGE_CONTENT) {
      expect(catalogue.get(content.productName)?.fromPriceNok, content.path).toBe(content.fromPriceNok);
    }
  });

  it('has no size guide on bandana, patches, lue and glitter uggs', () => {
    const without = PRODUCT_PAGE_CONTENT.filter((content) => content.sizeGuide === null).map((c) => c.path);
    expect(without).toEqual(['/bandana', '/patches', '/lue', '/glitter-uggs']);
  });

  it('opens both cuts for sweatpants and shorts, and the chart-less coverall type for dress and snekker', () => {
    expect(page('/sweatpants').sizeGuide).toEqual(['unisex-sweatpant', 'girl-sweatpant']);
    expect(page('/shorts').sizeGuide).toEqual(['unisex-shorts', 'girl-shorts']);
    expect(page('/dress').sizeGuide).toEqual(['unisex-coverall']);
    expect(sizeChartFor(page('/snekker').sizeGuide![0])).toBeUndefined();
  });

  it('says the image is coming soon only on dress, snekker and glitter uggs', () => {
    const comingSoon = PRODUCT_PAGE_CONTENT.filter((content) => content.comingSoonWhenImageMissing).map((c) => c.path);
    expect(comingSoon).toEqual(['/glitter-uggs', '/dress', '/snekker']);
    expect(PRODUCT_IMAGE_COMING_SOON_TEXT).toBe('Produktbilde kommer snart');
  });

  it('states the sizes the spec gives: XS-XL on the hoodie, XS-3XL on dress and snekker, 55x55 cm on the bandana', () => {
    const sizes = (path: string) => page(path).info.find((item) => item.label.startsWith('Størrelse'))?.value;
    expect(sizes('/hoodie')).toBe('XS-XL');
    expect(sizes('/dress')).toBe('XS-3XL');
    expect(sizes('/snekker')).toBe('XS-3XL');
    expect(sizes('/bandana')).toContain('55x55 cm');
  });

  it('lists material, certification, delivery, washing and reply time on the hoodie', () => {
    const values = page('/hoodie').info.map((item) => item.value);
    expect(values).toEqual(
      expect.arrayContaining([
        '80% bomull og 20% akryl',
        'OEKO-TEX Standard 100',
        '2-4 uker etter bekreftelse og betaling',
        'Vask på 30°C med vrangen ut',
        'Svar på bestillinger innen 24 timer',
      ]),
    );
  });

  it('asks for counts, sizes, colour, design files, names, address and date', () => {
    expect(page('/hoodie').orderChecklist).toEqual([
      'Antall',
      'Størrelser',
      'Farge',
      'Designfiler',
      'Navn som skal trykkes',
      'Leveringsadresse',
      'Ønsket leveringsdato',
    ]);
    expect(page('/bandana').orderChecklist).not.toContain('Størrelser');
  });

  it('ends every meta description with the from-price', () => {
    for (const content of PRODUCT_PAGE_CONTENT) {
      expect(content.metaDescription.replace(/\s/g, ' ')).toMatch(
        new RegExp(`Pris fra ${content.fromPriceNok} kr\\.$`),
      );
    }
  });

  it('finds a page by its path, also with a trailing slash, and nothing for other paths', () => {
    expect(productPageContent('/hoodie/')?.title).toBe('Hoodie');
    expect(productPageContent('/surprise')).toBeUndefined();
    expect(productPageContent('/products')).toBeUndefined();
  });
});

describe('size guide in inches', () => {
  it('divides by 2.54 with one decimal: hoodie M chest 108 cm is 42.5 in', () => {
    const hoodieM = sizeChartTable(sizeChartFor('hoodie')!).rows.find((row) => row.size === 'M')!;
    expect(hoodieM.values[0]).toBe(108);
    expect(formatMeasure(hoodieM.values[0], 'inches')).toBe('42.5');
    expect(cmToInches(5)).toBe(2);
    expect(formatMeasure(94, 'inches')).toBe('37.0');
  });
});
