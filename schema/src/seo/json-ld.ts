import { CURRENCY } from '../common/money.js';
import type { SeoShop } from './head.js';

/**
 * schema.org structured data (JSON-LD) for the storefront's pages: Organization on every page, WebSite on the
 * front page, BreadcrumbList below the front page, Product on the product pages, FAQPage on /faq and BlogPosting
 * on a blog post. Everything is one `@graph`; the Organization is referred to by its `@id`.
 */

type JsonLdNode = Record<string, unknown>;

export const SCHEMA_CONTEXT = 'https://schema.org';

/** '/faq' → 'https://example.no/faq'; an absolute URL is kept. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export const organizationId = (origin: string) => `${origin}/#organization`;

/** 'Karl Johans gate 12, 0154 Oslo' → street, postal code and town; anything else stays one street line in Oslo. */
export function postalAddress(address: string): JsonLdNode {
  const match = /^(.*?),\s*(\d{4})\s+(.+)$/.exec(address.trim());
  return {
    '@type': 'PostalAddress',
    streetAddress: match ? match[1] : address.trim(),
    ...(match ? { postalCode: match[2] } : {}),
    addressLocality: match ? match[3] : 'Oslo',
    addressCountry: 'NO',
  };
}

export function organizationJsonLd(shop: SeoShop, origin: string, logoPath: string): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: shop.name,
    url: `${origin}/`,
    logo: absoluteUrl(origin, logoPath),
    email: shop.email,
    telephone: shop.phone,
    slogan: 'Landets mest pålitelige leverandør av russeklær for norsk ungdom',
    address: postalAddress(shop.address),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: shop.phone,
        email: shop.email,
        areaServed: 'NO',
        availableLanguage: ['nb', 'no'],
      },
    ],
    sameAs: [shop.facebookUrl, shop.instagramUrl],
  };
}

export function webSiteJsonLd(shop: SeoShop, origin: string, description: string): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: shop.name,
    url: `${origin}/`,
    description,
    inLanguage: 'nb-NO',
    publisher: { '@id': organizationId(origin) },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

export interface ProductJsonLdInput {
  name: string;
  description: string;
  /** Path or absolute URL of the product image. */
  image: string;
  /** The from-price given to search engines, NOK including VAT. */
  priceNok: number;
  category?: string;
  material?: string;
  path: string;
}

/** A made-to-order product with its from-price in NOK (VAT included), sold and branded by the shop. */
export function productJsonLd(product: ProductJsonLdInput, origin: string): JsonLdNode {
  const url = absoluteUrl(origin, product.path);
  const price = String(product.priceNok);
  return {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    image: [absoluteUrl(origin, product.image)],
    url,
    ...(product.category ? { category: product.category } : {}),
    ...(product.material ? { material: product.material } : {}),
    brand: { '@id': organizationId(origin) },
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: CURRENCY,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        minPrice: price,
        priceCurrency: CURRENCY,
        valueAddedTaxIncluded: true,
      },
      availability: 'https://schema.org/MadeToOrder',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@id': organizationId(origin) },
    },
  };
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export function faqPageJsonLd(items: readonly FaqEntry[], url: string): JsonLdNode {
  return {
    '@type': 'FAQPage',
    '@id': `${url}#faq`,
    url,
    inLanguage: 'nb-NO',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export interface BlogPostJsonLdInput {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  publishedAt: Date | string;
  imageUrl: string | null;
  tags: readonly string[];
}

export function blogPostingJsonLd(post: BlogPostJsonLdInput, url: string, origin: string, image: string): JsonLdNode {
  const published = new Date(post.publishedAt).toISOString();
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    image: [absoluteUrl(origin, image)],
    datePublished: published,
    dateModified: published,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@id': organizationId(origin) },
    mainEntityOfPage: url,
    url,
    inLanguage: 'nb-NO',
    articleSection: post.category,
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
  };
}

export function jsonLdGraph(nodes: readonly JsonLdNode[]): Record<string, unknown> {
  return { '@context': SCHEMA_CONTEXT, '@graph': nodes };
}
