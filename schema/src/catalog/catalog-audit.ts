/** Products, blog posts and FAQ items (`Produkter`, `Blogg`, `FAQ`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const CATALOG_AUDIT_ACTIONS = {
  'product.created': 'Opprettet',
  'product.updated': 'Endret',
  'product.hidden': 'Skjult',
  'product.shown': 'Vist',
  'blog_post.created': 'Opprettet',
  'blog_post.updated': 'Endret',
  'blog_post.published': 'Publisert',
  'blog_post.unpublished': 'Avpublisert',
  'faq_item.created': 'Opprettet',
  'faq_item.updated': 'Endret',
  'faq_item.deleted': 'Slettet',
  'faq_item.moved': 'Flyttet',
} as const;
