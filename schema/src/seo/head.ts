/**
 * What a page puts in its <head> for search engines and social previews (storefront §2 "Every page"), and the
 * tags that come out of it. Pure and dependency-free: the API renders these tags into the HTML it sends, the
 * storefront applies the very same list after a client-side navigation (it fetches them from /api/seo/head), so
 * the head never changes meaning after hydration.
 */

/** The shop identity the head and the Organization data are built from (the API's SHOP_* configuration). */
export interface SeoShop {
  name: string;
  email: string;
  phone: string;
  /** 'Karl Johans gate 12, 0154 Oslo' */
  address: string;
  facebookUrl: string;
  instagramUrl: string;
}

/** The shop's social media pages (the same defaults as the storefront's `VITE_SHOP_*_URL`). */
export const SHOP_SOCIAL_DEFAULTS = {
  facebookUrl: 'https://www.facebook.com/russekompaniet',
  instagramUrl: 'https://www.instagram.com/russekompaniet',
} as const;

export type OgType = 'website' | 'product' | 'article';

export interface PageHead {
  /** The route as the table names it ('/faq'); for the unknown-path fallback the path as requested. */
  path: string;
  /** HTTP status of the page: 404 for an unknown path or a missing blog post, else 200. */
  status: number;
  /** The full document title ('Ofte stilte spørsmål | Russekompaniet'). */
  title: string;
  description: string;
  /** Absolute URL of the page (PUBLIC_URL + path). */
  url: string;
  /** Absolute canonical URL: the page's own URL, also on pages that are not to be indexed. */
  canonical: string;
  noIndex: boolean;
  ogType: OgType;
  /** Absolute URL of the social preview image. */
  image: string;
  imageAlt: string;
  /** ISO date of a blog post (article:published_time). */
  publishedTime?: string;
  /**
   * Images the page shows first (its largest paint), fetched before the app has rendered: a same-origin path, or a
   * path with the `srcset` and `sizes` the page's `<img>` has (the browser then fetches the copy it will show).
   */
  preloadImages?: readonly PreloadImage[];
  /** schema.org structured data: `{ "@context": "https://schema.org", "@graph": [...] }`. */
  jsonLd: Record<string, unknown>;
}

export type PreloadImage = string | { href: string; srcset: string; sizes: string };

/** One element of the managed part of <head>. `<title>` is the first entry. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: { type: 'application/ld+json' }; json: Record<string, unknown> };

export const ROBOTS_NOINDEX = 'noindex, nofollow';

/** The managed head elements of a page, in document order. */
export function headTags(head: PageHead): HeadTag[] {
  const tags: HeadTag[] = [
    { tag: 'title', text: head.title },
    { tag: 'meta', attrs: { name: 'description', content: head.description } },
  ];
  if (head.noIndex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: ROBOTS_NOINDEX } });
  tags.push({ tag: 'link', attrs: { rel: 'canonical', href: head.canonical } });
  for (const image of head.preloadImages ?? []) {
    const attrs: Record<string, string> =
      typeof image === 'string'
        ? { href: image }
        : { href: image.href, imagesrcset: image.srcset, imagesizes: image.sizes };
    tags.push({ tag: 'link', attrs: { rel: 'preload', as: 'image', ...attrs, fetchpriority: 'high' } });
  }
  tags.push(
    { tag: 'meta', attrs: { property: 'og:type', content: head.ogType } },
    { tag: 'meta', attrs: { property: 'og:title', content: head.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: head.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: head.url } },
    { tag: 'meta', attrs: { property: 'og:image', content: head.image } },
    { tag: 'meta', attrs: { property: 'og:image:alt', content: head.imageAlt } },
  );
  if (head.publishedTime) {
    tags.push({ tag: 'meta', attrs: { property: 'article:published_time', content: head.publishedTime } });
  }
  tags.push(
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: head.title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: head.description } },
    { tag: 'meta', attrs: { name: 'twitter:image', content: head.image } },
    { tag: 'script', attrs: { type: 'application/ld+json' }, json: head.jsonLd },
  );
  return tags;
}

/** Marks the elements of <head> that belong to the current page (replaced as a whole on navigation). */
export const SEO_ATTRIBUTE = 'data-seo';
/** On the server-rendered <title>: the path the head was rendered for (the client skips re-applying it). */
export const SEO_PATH_ATTRIBUTE = 'data-seo-path';
