import type { EntityManager } from '@mikro-orm/postgresql';
import { SHOP_SOCIAL_DEFAULTS, type PageHead, type SeoShop } from '@russ/schema/seo/head';
import {
  buildPageHead,
  isIndexable,
  matchSeoRoute,
  staticRoutePaths,
  type SeoContext,
} from '@russ/schema/seo/route-meta';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../infra/config.js';
import { findBlogPost, listBlogPosts } from '../blog/blog.service.js';
import { listFaqItems } from '../faq/faq.service.js';
import { Product } from '../products/product.entity.js';
import { productPageContent } from '@russ/schema/catalog/product-page-content';

export function seoShop(config: AppConfig): SeoShop {
  return { ...config.shop, ...SHOP_SOCIAL_DEFAULTS };
}

/**
 * The head of the storefront page at `rawPath` (a browser path, query allowed): the route table's texts, with the
 * FAQ (FAQPage) and the blog post (title, description, BlogPosting, 404 when missing) read from the database.
 * A database failure never fails the page: the head is then built without that data.
 */
export async function resolvePageHead(
  em: EntityManager,
  config: AppConfig,
  rawPath: string,
  log?: FastifyBaseLogger,
): Promise<PageHead> {
  const route = matchSeoRoute(rawPath);
  const ctx: SeoContext = { shop: seoShop(config), origin: config.publicUrl };
  try {
    if (route.kind === 'static' && route.meta.kind === 'faq') ctx.faqItems = await listFaqItems(em);
    if (route.kind === 'blog-post') ctx.blogPost = await findBlogPost(em, route.slug);
    if (route.kind === 'static' && route.meta.kind === 'product') {
      const page = productPageContent(route.path);
      const product = page ? await em.findOne(Product, { name: page.productName }) : null;
      if (product) {
        ctx.catalogProduct = {
          imageUrl: product.imageUrl ?? null,
          fromPriceNok: product.fromPrice == null ? null : Number(product.fromPrice),
          hidden: product.hidden,
        };
      }
    }
  } catch (error) {
    log?.warn({ err: error, path: route.path }, 'seo: page data could not be read; head without it');
  }
  return buildPageHead(route, ctx);
}

/** robots.txt: everything but the admin console and the signed-in customer pages, and where the sitemap is. */
export function robotsTxt(config: AppConfig): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /customer-dashboard',
    'Disallow: /login',
    '',
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const xmlEscape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * sitemap.xml: every indexable route of the table (but the pages of products hidden in the console) and every
 * published blog post.
 */
export async function sitemapXml(em: EntityManager, config: AppConfig): Promise<string> {
  const hiddenNames = new Set(
    (await em.find(Product, { hidden: true }, { fields: ['name'] })).map((product) => product.name),
  );
  const urls: { loc: string; lastmod?: string }[] = staticRoutePaths()
    .filter(isIndexable)
    .filter((path) => {
      const page = productPageContent(path);
      return !page || !hiddenNames.has(page.productName);
    })
    .map((path) => ({ loc: `${config.publicUrl}${path === '/' ? '/' : path}` }));
  for (const post of await listBlogPosts(em)) {
    urls.push({
      loc: `${config.publicUrl}/blog/${encodeURIComponent(post.slug)}`,
      lastmod: post.publishedAt.toISOString().slice(0, 10),
    });
  }
  const body = urls
    .map(
      ({ loc, lastmod }) =>
        `  <url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}
