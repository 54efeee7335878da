/** Products, blog posts and FAQ items (`Produkter`, `Blogg`, `FAQ`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const CATALOG_AUDIT_ACTIONS = {
  'product.created': 'Opprettet produktet',
  'product.updated': 'Endret produktet',
  'product.hidden': 'Skjulte produktet',
  'product.shown': 'Viste produktet igjen',
  'blog_post.created': 'Opprettet innlegget',
  'blog_post.updated': 'Endret innlegget',
  'blog_post.published': 'Publiserte innlegget',
  'blog_post.unpublished': 'Avpubliserte innlegget',
  'blog_post.featured': 'Fremhevet innlegget',
  'blog_post.unfeatured': 'Tok av «Fremhevet»',
  'faq_item.created': 'Opprettet',
  'faq_item.updated': 'Endret',
  'faq_item.deleted': 'Slettet',
  'faq_item.moved': 'Flyttet',
} as const;
