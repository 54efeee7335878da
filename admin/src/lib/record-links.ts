/**
 * The one map from an audit entry's kind of record (`entityType`, as the API's services record it) to its name
 * in the console and the console page that shows it (`/admin/<area>/:id`). The `Hendelseslogg` links every entry
 * through this map, and so does the `E-postlogg` for the record a mail is about (`recordType`); a kind without a
 * page (an address) is shown without a link.
 */
export interface RecordKind {
  label: string;
  /** The console route of one record, inside /admin; absent when the record has no page of its own. */
  route?: (id: string) => string;
}

const byId = (area: string) => (id: string) => `/${area}/${encodeURIComponent(id)}`;

export const RECORD_KINDS: Readonly<Record<string, RecordKind>> = {
  quote: { label: 'Tilbud', route: byId('quotes') },
  order: { label: 'Ordre', route: byId('orders') },
  invoice: { label: 'Faktura', route: byId('invoices') },
  // Payments and bank files have no page of their own: the `Innbetalinger` list shows them.
  bank_payment: { label: 'Innbetaling', route: () => '/payments' },
  bank_file: { label: 'Bankfil', route: () => '/payments' },
  // `Regnskapseksport` (entity id: the file's name), taken under `Innbetalinger`.
  accounting_export: { label: 'Regnskapseksport', route: () => '/payments' },
  return: { label: 'Retur', route: byId('returns') },
  design: { label: 'Design', route: byId('designs') },
  group: { label: 'Gruppe', route: byId('groups') },
  thread: { label: 'Melding', route: byId('messages') },
  contact: { label: 'Henvendelse', route: byId('contacts') },
  // Customer changes are recorded by e-mail (the customer area's services know no member id): those open the
  // members list searched for the address; an entry by id opens the member's page.
  member: {
    label: 'Medlem',
    route: (id) => (/^\d+$/.test(id) ? `/members/${id}` : `/members?search=${encodeURIComponent(id)}`),
  },
  address: { label: 'Adresse' },
  // The members CSV export (entity id `csv`): the list it was taken from.
  member_list: { label: 'Medlemsliste', route: () => '/members' },
  product: { label: 'Produkt', route: byId('products') },
  blog_post: { label: 'Blogginnlegg', route: byId('blog') },
  // FAQ items are edited in the FAQ list; there is no page per question.
  faq_item: { label: 'FAQ', route: () => '/faq' },
  coupon: { label: 'Kupong', route: byId('coupons') },
  newsletter_campaign: { label: 'Kampanje', route: byId('newsletter') },
  mail_delivery: { label: 'E-post', route: byId('mail') },
  staffUser: { label: 'Ansatt', route: byId('staff') },
};

/** The kinds of record, for the log's filter, by name. */
export const RECORD_KIND_OPTIONS = Object.entries(RECORD_KINDS)
  .map(([value, kind]) => ({ value, label: kind.label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'nb'));

export function recordKindLabel(entityType: string): string {
  return RECORD_KINDS[entityType]?.label ?? entityType;
}

/** The console path of an audit entry's record, or null when it has no page. */
export function recordPath(entityType: string, entityId: string): string | null {
  return RECORD_KINDS[entityType]?.route?.(entityId) ?? null;
}
