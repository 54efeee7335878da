import type { EntityManager } from '@mikro-orm/postgresql';
import { QUOTE_STATUS_LABELS, canAnswerQuote, isQuoteStatus } from '@russ/schema/quotes/quote-status';
import { normalizeEmail } from '../../common/access.js';
import { listPage, type ListPage, type ListSpec, type ListWindowArgs } from '../../common/list-page.js';
import { Quote } from './quote.entity.js';
import { amountText, toQuoteViews } from './quote.views.js';
import type { Quote as QuoteShape } from './quote.types.js';

/**
 * The console's 'Tilbud' list (admin §2) in SQL: filters, search (number, e-mail, member name), sort, paging.
 * Two queries whatever the page size: the page (its quotes first, then the names of just those rows) and the
 * count. A list row carries the stored columns (`total_amount` and the other figures are stored by
 * `quoteTotals` on every save); its lines and full totals are loaded only when a client asks for them
 * (`QuoteFieldsResolver`), for the whole page at once.
 */

export interface QuoteListQuery extends ListWindowArgs {
  /** Quote number, customer e-mail or member name. */
  search?: string | null;
  filter?: {
    status?: string | null;
    groupId?: number | null;
    customerEmail?: string | null;
  } | null;
}

/** A quote of the list: the view without lines and totals, which `detail` loads (once for the page). */
export type QuoteListItem = Omit<QuoteShape, 'lines' | 'totals'> & {
  lines?: undefined;
  totals?: undefined;
  /** The stored total incl. MVA, '1299.00'. */
  storedTotal: string;
  /** The full view of this quote (lines, totals), loaded with the rest of the page on first use. */
  detail: () => Promise<QuoteShape>;
};

/** Sortable fields, newest first by default. */
export const QUOTE_LIST: ListSpec = {
  sortable: { createdAt: 'q.created_at', validUntil: 'q.valid_until', total: 'q.total_amount' },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  tieBreaker: 'q.id',
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Members whose name or e-mail matches: written exactly as the members' trigram index expression
 * (Migration20261125220600_list_indexes), so it is an index lookup.
 */
const MEMBER_MATCHES = `select email from members where (first_name || ' ' || last_name || ' ' || email) ilike ?`;

/** The console's quotes, newest first unless sorted otherwise; filtered, searched and paged in SQL. */
export async function listStaffQuotes(em: EntityManager, query: QuoteListQuery): Promise<ListPage<QuoteListItem>> {
  const filter = query.filter ?? {};
  const where: string[] = [];
  const params: unknown[] = [];
  const status = filter.status?.trim();
  if (status) {
    if (isQuoteStatus(status)) {
      where.push('q.status = ?');
      params.push(status);
    } else where.push('false');
  }
  if (filter.groupId != null) {
    where.push('q.group_id = ?');
    params.push(filter.groupId);
  }
  if (filter.customerEmail?.trim()) {
    where.push('q.customer_email = ?');
    params.push(normalizeEmail(filter.customerEmail));
  }
  const terms = (query.search ?? '').trim().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 5);
  if (terms.length > 0) {
    const phrase = `%${escapeLike(terms.join(' '))}%`;
    // Every word in the member's name or e-mail (each an index condition), or the phrase in number or e-mail.
    const members = terms.map(() => `q.customer_email in (${MEMBER_MATCHES})`).join(' and ');
    where.push(`(q.quote_number ilike ? or q.customer_email ilike ? or (${members}))`);
    params.push(phrase, phrase, ...terms.map((term) => `%${escapeLike(term)}%`));
  }
  const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const connection = em.getConnection();
  return listPage(query, QUOTE_LIST, {
    page: async ({ orderBySql: orderBy, limit, offset }) => {
      const rows = await connection.execute<Array<Record<string, unknown>>>(
        `select q.id, q.quote_number, q.version, q.customer_email, q.status, q.contact_id, q.group_id,
         q.discount_kind, q.discount_reading, q.discount_percent, q.coupon_code, q.valid_until, q.customer_note,
         q.sent_at, q.answered_at, q.decline_reason, q.order_id, q.previous_version_id, q.replaced_by_id,
         q.total_amount, q.created_at, q.updated_at,
         m.id as member_id, m.first_name, m.last_name, g.name as group_name, o.order_number
       from (select q.* from quotes q ${whereSql} order by ${orderBy} limit ? offset ?) q
       left join members m on m.email = q.customer_email
       left join groups g on g.id = q.group_id
       left join orders o on o.id = q.order_id
       order by ${orderBy}`,
        [...params, limit, offset],
      );
      return toListItems(em, rows);
    },
    count: async () => {
      const counted = await connection.execute<Array<{ total: number }>>(
        `select count(*)::int as total from quotes q ${whereSql}`,
        params,
      );
      return Number(counted[0]?.total ?? 0);
    },
  });
}

/** The rows of a page as list items; their full views are loaded once for the page, on first use. */
function toListItems(em: EntityManager, rows: Array<Record<string, unknown>>): QuoteListItem[] {
  const ids = rows.map((row) => Number(row.id));
  let details: Promise<Map<number, QuoteShape>> | undefined;
  const detailOf = async (id: number) => {
    details ??= em
      .find(Quote, { id: { $in: ids } })
      .then((quotes) => toQuoteViews(em, quotes))
      .then((views) => new Map(views.map((view) => [view.id, view])));
    const view = (await details).get(id);
    if (!view) throw new Error(`quote ${id} vanished while the list was read`);
    return view;
  };

  const now = new Date();
  return rows.map((row): QuoteListItem => {
    const id = Number(row.id);
    const quoteStatus = row.status as string;
    const validUntil = new Date(row.valid_until as string | Date);
    const replaced = row.replaced_by_id != null;
    const discountKind = row.discount_kind as string;
    const dateOrNull = (value: unknown) => (value == null ? null : new Date(value as string | Date));
    const numberOrNull = (value: unknown) => (value == null ? null : Number(value));
    const isMember = row.member_id != null;
    return {
      id,
      quoteNumber: row.quote_number as string,
      version: Number(row.version),
      customerEmail: row.customer_email as string,
      customerName: isMember ? `${row.first_name as string} ${row.last_name as string}`.trim() || null : null,
      isMember,
      status: quoteStatus,
      statusLabel: isQuoteStatus(quoteStatus) ? QUOTE_STATUS_LABELS[quoteStatus] : quoteStatus,
      contactId: numberOrNull(row.contact_id),
      groupId: numberOrNull(row.group_id),
      groupName: (row.group_name as string | null) ?? null,
      discount: {
        kind: discountKind,
        reading: discountKind === 'group' ? ((row.discount_reading as string | null) ?? null) : null,
        percent: discountKind === 'custom' ? Number(row.discount_percent ?? 0) : null,
      },
      couponCode: (row.coupon_code as string | null) ?? null,
      validUntil,
      customerNote: (row.customer_note as string | null) ?? null,
      sentAt: dateOrNull(row.sent_at),
      answeredAt: dateOrNull(row.answered_at),
      declineReason: (row.decline_reason as string | null) ?? null,
      orderId: numberOrNull(row.order_id),
      orderNumber: (row.order_number as string | null) ?? null,
      previousVersionId: numberOrNull(row.previous_version_id),
      replacedById: numberOrNull(row.replaced_by_id),
      storedTotal: amountText(Number(row.total_amount)),
      detail: () => detailOf(id),
      canEdit: quoteStatus === 'draft',
      canSend: quoteStatus === 'draft' && !replaced,
      canNewVersion: quoteStatus === 'sent' && !replaced,
      canAnswer: !replaced && canAnswerQuote({ status: quoteStatus, validUntil }, now).ok,
      createdAt: new Date(row.created_at as string | Date),
      updatedAt: new Date(row.updated_at as string | Date),
    };
  });
}
