/**
 * The GraphQL query fields that are public reads: PUBLIC, the same answer for every visitor, made of the public
 * content only (catalogue, FAQ, blog). The API marks them `@PublicRead()` (their anonymous answers are `public`
 * and cached whole); the storefront sends operations made only of them as GET requests with a persisted-query
 * hash, so a browser or CDN can keep them. An API test checks that both sides name the same fields.
 */
export const PUBLIC_READ_FIELDS: readonly string[] = [
  'products',
  'faqItems',
  'blogPosts',
  'featuredBlogPosts',
  'blogPost',
];
