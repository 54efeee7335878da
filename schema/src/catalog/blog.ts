/** Blog defaults (customer-area §3) and reading time (storefront §9). */
export const BRAND_NAME = 'Russekompaniet';
/** Default author of a blog post: the brand name. */
export const DEFAULT_BLOG_AUTHOR = BRAND_NAME;
export const DEFAULT_BLOG_CATEGORY = 'russetips';

/** Estimated reading time in minutes: ceil(content length / 1000), at least 1. */
export function readingTimeMinutes(content: string): number {
  return Math.max(1, Math.ceil(content.length / 1000));
}
