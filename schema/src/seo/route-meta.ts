import { HERO_IMAGE_SIZES, LOGO_IMAGE, assetUrl, heroImageSrcSet } from '../catalog/assets.js';
import { productPageContent } from '../catalog/product-page-content.js';
import { PRODUCT_PAGE_PATHS } from '../catalog/product-pages.js';
import { CATALOG_PRODUCTS } from '../catalog/products.js';
import { CATEGORY_LABELS } from '../catalog/categories.js';
import { REPLY_TIMES } from '../common/shipping.js';
import type { OgType, PageHead, PreloadImage, SeoShop } from './head.js';
import {
  absoluteUrl,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  jsonLdGraph,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
  type BlogPostJsonLdInput,
  type Crumb,
  type FaqEntry,
} from './json-ld.js';

/**
 * The title, description, breadcrumbs and structured data of every storefront route (storefront §2), in
 * Norwegian. One table for the server-rendered head and for the head after a client-side navigation (the
 * storefront reads it through GET /api/seo/head), so both always say the same.
 */

export const HOME_CRUMB_NAME = 'Forside';
/** Social preview image of pages without a picture of their own. */
export const DEFAULT_OG_IMAGE = assetUrl('og-image.jpg');

type Text = string | ((shop: SeoShop) => string);

export interface RouteMeta {
  /** Title without the shop name; none on the front page (it gets the shop's own title). */
  title?: Text;
  description: Text;
  /** Name in the breadcrumb trail (defaults to the title). */
  crumb?: string;
  /** The route above this one in the breadcrumb trail ('/' when omitted; null on the front page). */
  parent?: string | null;
  noIndex?: boolean;
  status?: number;
  /** Extra structured data beyond Organization and BreadcrumbList. */
  kind?: 'home' | 'product' | 'faq';
  /** Images the page shows first (see PageHead.preloadImages); product pages add their product image. */
  preloadImages?: readonly PreloadImage[];
}

const homeTitle = (shop: SeoShop) => `${shop.name} – russeklær, hoodies og russedresser for hele gjengen`;

const STATIC_ROUTES: Record<string, RouteMeta> = {
  '/': {
    description: (shop) =>
      `${shop.name} er landets mest pålitelige leverandør av russeklær: hoodies, crewnecks, sweatpants, russedresser og tilbehør med eget design. Gruppe-rabatt opptil 25 % og gratis designhjelp.`,
    parent: null,
    kind: 'home',
    // The first slide of the hero carousel (storefront/src/features/home/components/hero-slides.ts).
    preloadImages: [{ href: assetUrl('hero-1.jpg'), srcset: heroImageSrcSet('hero-1.jpg'), sizes: HERO_IMAGE_SIZES }],
  },
  '/products': {
    title: 'Produkter',
    description:
      'Alle russeklærne våre: hoodies, ziphoodies, crewnecks, longsleeves, sweatpants, shorts, russedresser og tilbehør. Velg kategori og bestill med eget design.',
  },
  '/products/hoodies': {
    title: 'Hoodies',
    description:
      'Russehoodies og ziphoodies med eget trykk, i jente- og unisex-modell fra XS til XL. Gratis designhjelp og gruppe-rabatt opptil 25 %.',
    parent: '/products',
  },
  '/products/sweatshirts': {
    title: 'Sweatshirts',
    description:
      'Sweatshirts og crewnecks med gruppens logo og tekst, laget av 80 % bomull og 20 % akryl og sertifisert etter OEKO-TEX Standard 100.',
    parent: '/products',
  },
  '/products/shorts-bukser': {
    title: 'Shorts og bukser',
    description:
      'Sweatpants, shorts og russedresser med eget trykk til hele gjengen. Bestill på e-post med gratis designhjelp.',
    parent: '/products',
  },
  '/products/tilbehor': {
    title: 'Tilbehør',
    description: 'Bandana, lue, caps, glitter uggs og annet russetilbehør med gruppens logo.',
    parent: '/products',
  },
  '/surprise': {
    title: 'Rabattkode',
    description:
      'Du fant den hemmelige rabattkoden: 25 % rabatt på hele bestillingen når du oppgir koden i e-postbestillingen.',
    // A hidden page: reached by its link only, not through search engines.
    noIndex: true,
  },
  '/about': {
    title: 'Om oss',
    description: (shop) =>
      `Bli kjent med ${shop.name}, landets mest pålitelige leverandør av russeklær for norsk ungdom: kvalitet, riktig pris, passform for alle, rask levering og personlig service.`,
  },
  '/history': {
    title: 'Vår historie',
    description: (shop) =>
      `Historien om ${shop.name}: hvordan vi ble en pålitelig leverandør av russeklær for russekull, klasser og lag i hele Norge.`,
  },
  '/partners': {
    title: 'Partnere',
    description:
      'Samarbeidspartnerne våre hjelper russen med logo, design, russebuss og arrangementer. Se tilbudene deres, eller bli partner med oss.',
  },
  '/faq': {
    title: 'Ofte stilte spørsmål',
    description:
      'Svar på det du lurer på om bestilling, levering, størrelser, betaling, retur og design – med størrelsesguide og størrelsestabell.',
    crumb: 'FAQ',
    kind: 'faq',
  },
  '/contact': {
    title: 'Kontakt oss',
    description: (shop) =>
      `Kontakt ${shop.name} om russeklær, tilbud, design og gruppebestillinger. Vi svarer innen ${REPLY_TIMES.contactPage}.`,
  },
  '/blog': {
    title: 'Blogg',
    description: 'Tips, råd og inspirasjon om russeklær, design, størrelser og planlegging av russetiden.',
  },
  '/community': {
    title: 'Community – bli medlem gratis',
    description: (shop) =>
      `Bli med i ${shop.name} Family: medlemsrabatter, eksklusive tilbud, gratis ekspresslevering og gratis designhjelp. Gratis medlemskap.`,
    crumb: 'Community',
  },
  '/customer-dashboard': {
    title: 'Kundeområde',
    description: 'Følg bestillinger, design, grupper, fakturaer og meldinger i kundeområdet.',
    noIndex: true,
  },
  '/login': {
    title: 'Logg inn',
    description: 'Logg inn i kundeområdet med en innloggingslenke på e-post.',
    noIndex: true,
  },
  '/services/custom-design': {
    title: 'Tilpasset design',
    description:
      'Vi hjelper dere med designet – fra idé til ferdige klær, enkelt og gratis. Gratis designkonsultasjon med profesjonelle designere, alt på ett sted.',
  },
  '/services/design-help': {
    title: 'Designhjelp',
    description:
      'Gratis designhjelp fra idé til trykkferdige filer: ubegrensede revisjoner, designfiler i alle formater, farger, typografi og produktvisualisering.',
  },
  '/services/group-discounts': {
    title: 'Gruppe-rabatter',
    description:
      'Grupperabatt for russekull, klasser, lag og store grupper – med gratis frakt, dedikert kundeservice, fleksible betalingsløsninger og prioritert produksjon.',
  },
  '/services/quote-request': {
    title: 'Tilbudsforespørsel',
    description: `Be om et tilbud på russeklær for gruppen: fortell oss antall, produkter og ønsker, så får dere et detaljert tilbud innen ${REPLY_TIMES.quoteAndProductPages}.`,
  },
  '/terms': {
    title: 'Vilkår',
    description: (shop) =>
      `Kjøpsvilkårene til ${shop.name}: bestilling, betaling, levering, angrerett, retur og reklamasjon.`,
  },
  '/privacy': {
    title: 'Personvern',
    description: (shop) =>
      `Slik behandler ${shop.name} personopplysninger: hva vi lagrer, hvorfor, hvor lenge og hvilke rettigheter du har.`,
  },
  '/cookies': {
    title: 'Informasjonskapsler',
    description: 'Hvilke informasjonskapsler (cookies) nettbutikken bruker, hva de gjør og hvor lenge de lagres.',
  },
  '/oeko-tex': {
    title: 'OEKO-TEX',
    description: `Klærne våre er sertifisert etter OEKO-TEX Standard 100, en uavhengig standard for tekstilsikkerhet. Spør oss gjerne – vi svarer innen ${REPLY_TIMES.quoteAndProductPages}.`,
  },
  '/qr/overdeler': {
    title: 'Overdeler – katalog',
    description:
      'Hoodies, ziphoodies, crewnecks og longsleeves med eget trykk – hele katalogen av overdeler for russen.',
    crumb: 'Overdeler',
  },
  '/qr/underdeler': {
    title: 'Underdeler – katalog',
    description: 'Shorts og sweatpants med eget trykk for russen. Send oss en e-post om du trenger hjelp til å velge.',
    crumb: 'Underdeler',
  },
  '/qr/tilbehor': {
    title: 'Tilbehør – katalog',
    description: 'Caps, solbriller, bagger, patches og annet russetilbehør med gruppens logo.',
    crumb: 'Tilbehør',
  },
  '/qr/russedresser': {
    title: 'Russedresser – katalog',
    description: 'Klassiske russedresser med egen logo og brodering, i størrelse XS til 3XL.',
    crumb: 'Russedresser',
  },
  '/qr-generator': {
    title: 'QR-kode generator',
    description: 'QR-koder til produktsidene våre, klare til å skrives ut – én for hver produktkategori.',
  },
  '/qr-pages': {
    title: 'QR-sider',
    description: 'QR-koder til katalogsidene for russedresser, parkas og tilbehør.',
  },
  '/magnifier-demo': {
    title: 'Magnifier demo',
    description: 'A demo of the product image magnifier: switchable images and lenses with 2x, 3x and 4x zoom.',
  },
  '/404': {
    // The error catalogue's wording for a missing route (storefront.md §8); the page's heading is §2's.
    title: '404 - Siden ikke funnet',
    description: 'Siden du leter etter finnes ikke eller har blitt flyttet.',
    noIndex: true,
    status: 404,
  },
  '/500': {
    title: 'Noe gikk galt',
    description: 'Det oppstod en teknisk feil på vår side. Vi jobber med å løse problemet.',
    noIndex: true,
  },
};

/** The unknown-path fallback (the English card). */
const UNKNOWN_PATH: RouteMeta = {
  title: '404 Page Not Found',
  description: 'The page you are looking for does not exist.',
  noIndex: true,
  status: 404,
};

const BLOG_POST_NOT_FOUND: RouteMeta = {
  title: 'Blogginnlegg ikke funnet',
  description: 'Innlegget du leter etter eksisterer ikke eller har blitt fjernet.',
  noIndex: true,
  status: 404,
};

/** Every route of the table except the unknown-path fallback and /blog/{slug}, e.g. for a sitemap. */
export function staticRoutePaths(): string[] {
  return [...Object.keys(STATIC_ROUTES), ...productRoutePaths()];
}

function productRoutePaths(): string[] {
  return Object.keys(PRODUCT_ROUTES);
}

/** Product pages: title and description from the page content; Product data from page content + catalogue. */
const PRODUCT_ROUTES: Record<string, RouteMeta> = Object.fromEntries(
  PRODUCT_PAGE_PATHS.map((path) => {
    const page = productPageContent(path);
    return [
      path,
      {
        title: page?.title ?? 'Produkt',
        description: page?.metaDescription ?? page?.description ?? '',
        parent: '/products',
        kind: 'product',
      } satisfies RouteMeta,
    ];
  }),
);

/** Whether a page of this path is indexable (for robots.txt and the sitemap). */
export function isIndexable(path: string): boolean {
  const meta = STATIC_ROUTES[path] ?? PRODUCT_ROUTES[path];
  return !!meta && !meta.noIndex;
}

export type SeoRoute =
  | { kind: 'static'; path: string; meta: RouteMeta }
  | { kind: 'blog-post'; path: string; slug: string }
  | { kind: 'unknown'; path: string };

/**
 * Which route a browser path belongs to, matched like the storefront's router: case-insensitive, trailing slashes
 * ignored, query and hash dropped. `path` is the route's own spelling (the canonical path).
 */
export function matchSeoRoute(rawPath: string): SeoRoute {
  let pathname = rawPath.split(/[?#]/)[0] || '/';
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // keep it encoded: it matches nothing but the fallback
  }
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const lower = trimmed.toLowerCase();
  const meta = STATIC_ROUTES[lower] ?? PRODUCT_ROUTES[lower];
  if (meta) return { kind: 'static', path: lower, meta };
  const blog = /^\/blog\/([^/]+)$/i.exec(trimmed);
  if (blog) return { kind: 'blog-post', path: `/blog/${encodeURIComponent(blog[1])}`, slug: blog[1] };
  return { kind: 'unknown', path: trimmed };
}

export interface SeoContext {
  shop: SeoShop;
  /** PUBLIC_URL without a trailing slash. */
  origin: string;
  /** The FAQ as shown on /faq (FAQPage data); omitted or empty: no FAQPage. */
  faqItems?: readonly FaqEntry[];
  /**
   * The catalogue product a product page presents, as stored now (the console may have changed its image or
   * from-price, or hidden it): undefined when it could not be read or there is none; then the shipped data.
   */
  catalogProduct?: { imageUrl: string | null; fromPriceNok: number | null; hidden: boolean } | null;
  /** The blog post of /blog/{slug}: null when there is none (404), undefined when it could not be read. */
  blogPost?: BlogPostJsonLdInput | null;
}

const text = (value: Text | undefined, shop: SeoShop) => (typeof value === 'function' ? value(shop) : (value ?? ''));

function fullTitle(title: string | undefined, shop: SeoShop): string {
  return title ? `${title} | ${shop.name}` : homeTitle(shop);
}

function crumbName(path: string, shop: SeoShop): string {
  if (path === '/') return HOME_CRUMB_NAME;
  const meta = STATIC_ROUTES[path] ?? PRODUCT_ROUTES[path];
  return meta ? (meta.crumb ?? text(meta.title, shop)) : path;
}

/** Front page → … → this page; only for pages below the front page. */
function crumbsFor(path: string, meta: RouteMeta, shop: SeoShop, ownName?: string): Crumb[] {
  if (meta.parent === null || meta.noIndex) return [];
  const trail: Crumb[] = [{ name: ownName ?? crumbName(path, shop), path }];
  for (let parent = meta.parent ?? '/'; ;) {
    trail.unshift({ name: crumbName(parent, shop), path: parent });
    if (parent === '/') break;
    parent = (STATIC_ROUTES[parent] ?? PRODUCT_ROUTES[parent])?.parent ?? '/';
  }
  return trail;
}

/**
 * The catalogue image of the product a product page presents ('/api/assets/hoodie-original.jpg'): the stored one
 * when the console gave it one, else the shipped one.
 */
function productImagePath(path: string, stored?: SeoContext['catalogProduct']): string | undefined {
  if (stored?.imageUrl) return stored.imageUrl;
  const page = productPageContent(path);
  const product = page && CATALOG_PRODUCTS.find((p) => p.name === page.productName);
  return product ? assetUrl(product.image) : undefined;
}

function productNode(path: string, origin: string, stored?: SeoContext['catalogProduct']) {
  const page = productPageContent(path);
  if (!page) return null;
  const product = CATALOG_PRODUCTS.find((p) => p.name === page.productName);
  return productJsonLd(
    {
      name: page.title,
      description: page.description,
      image: productImagePath(path, stored) ?? DEFAULT_OG_IMAGE,
      priceNok: stored?.fromPriceNok ?? page.searchEnginePriceNok ?? page.fromPriceNok,
      category: product ? CATEGORY_LABELS[product.category] : undefined,
      path,
    },
    origin,
  );
}

/** The whole head of the page at `rawPath` (see PageHead). */
export function buildPageHead(route: SeoRoute, ctx: SeoContext): PageHead {
  const { shop, origin } = ctx;
  const organization = organizationJsonLd(shop, origin, assetUrl(LOGO_IMAGE));

  if (route.kind === 'blog-post') {
    const post = ctx.blogPost;
    if (post === null) return metaHead(route.path, BLOG_POST_NOT_FOUND, ctx, [organization]);
    // The post could not be read (database trouble): the blog's own texts, without post data.
    if (post === undefined)
      return metaHead(route.path, { ...STATIC_ROUTES['/blog'], parent: null }, ctx, [organization]);
    const blogMeta: RouteMeta = { parent: '/blog', description: post.excerpt };
    const url = absoluteUrl(origin, route.path);
    const image = post.imageUrl || DEFAULT_OG_IMAGE;
    return {
      path: route.path,
      status: 200,
      title: fullTitle(post.title, shop),
      description: post.excerpt,
      url,
      canonical: url,
      noIndex: false,
      ogType: 'article',
      image: absoluteUrl(origin, image),
      imageAlt: post.title,
      publishedTime: new Date(post.publishedAt).toISOString(),
      jsonLd: jsonLdGraph([
        organization,
        breadcrumbJsonLd(crumbsFor(route.path, blogMeta, shop, post.title), origin),
        blogPostingJsonLd(post, url, origin, image),
      ]),
    };
  }

  if (route.kind === 'unknown') return metaHead(route.path, UNKNOWN_PATH, ctx, [organization]);

  const { meta, path } = route;
  const nodes: Record<string, unknown>[] = [organization];
  let ogType: OgType = 'website';
  let image = DEFAULT_OG_IMAGE;
  let preloadImages = meta.preloadImages;
  if (meta.kind === 'home') nodes.push(webSiteJsonLd(shop, origin, text(meta.description, shop)));
  if (meta.kind === 'product' && ctx.catalogProduct?.hidden) {
    // Hidden in the console: the page stays, but offers nothing and is not indexed.
    return metaHead(path, { ...meta, noIndex: true }, ctx, nodes);
  }
  if (meta.kind === 'product') {
    const product = productNode(path, origin, ctx.catalogProduct);
    if (product) {
      nodes.push(product);
      ogType = 'product';
      image = (product.image as string[])[0];
      preloadImages = [productImagePath(path, ctx.catalogProduct) ?? DEFAULT_OG_IMAGE];
    }
  }
  if (meta.kind === 'faq' && ctx.faqItems && ctx.faqItems.length > 0) {
    nodes.push(faqPageJsonLd(ctx.faqItems, absoluteUrl(origin, path)));
  }
  return metaHead(path, meta, ctx, nodes, { ogType, image, preloadImages });
}

function metaHead(
  path: string,
  meta: RouteMeta,
  { shop, origin }: SeoContext,
  nodes: Record<string, unknown>[],
  extra: { ogType?: OgType; image?: string; preloadImages?: readonly PreloadImage[] } = {},
): PageHead {
  const noIndex = !!meta.noIndex;
  const url = absoluteUrl(origin, path);
  const crumbs = crumbsFor(path, meta, shop);
  const title = fullTitle(text(meta.title, shop) || undefined, shop);
  return {
    path,
    status: meta.status ?? 200,
    title,
    description: text(meta.description, shop),
    url,
    // Every page names its own URL as canonical (storefront spec §2), the unindexed ones too.
    canonical: url,
    noIndex,
    ogType: extra.ogType ?? 'website',
    image: absoluteUrl(origin, extra.image ?? DEFAULT_OG_IMAGE),
    imageAlt: meta.title ? text(meta.title, shop) : shop.name,
    ...(extra.preloadImages?.length ? { preloadImages: extra.preloadImages } : {}),
    jsonLd: jsonLdGraph(crumbs.length > 1 ? [...nodes, breadcrumbJsonLd(crumbs, origin)] : nodes),
  };
}
