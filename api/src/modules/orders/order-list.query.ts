import type { EntityManager } from '@mikro-orm/postgresql';
import { listPage, type ListPage, type ListSpec, type ListWindowArgs } from '../../common/list-page.js';
import type { StaffOrderListItem } from './order-admin.types.js';
import { ORDER_PAID_SQL, PAYABLE_INVOICE_SQL } from './order-payment.js';
import { orderLinesFromJson } from './order.views.js';

/**
 * The console's order list (admin §3): order number, customer, date, item count, amount, status, invoice status
 * and shipment status, filtered, searched, sorted and paged in SQL. Two queries whatever the page size: the page
 * (the item count, the invoices' summary and the newest shipment come from lateral subqueries over indexes, so
 * only the rows of the page are looked up when no filter needs them) and the count.
 */

export interface StaffOrderListFilter {
  status?: string | null;
  /** `none` (no invoice), `pending`, `overdue`, `paid`, `credited`. */
  invoiceStatus?: string | null;
  /** `none` (no shipment) or a shipment status of the newest shipment. */
  shipmentStatus?: string | null;
}

export interface StaffOrderListQuery extends ListWindowArgs {
  /** Order number, customer e-mail or name. */
  search?: string | null;
  filter?: StaffOrderListFilter | null;
}

/** Sortable fields, newest first by default. */
export const ORDER_LIST: ListSpec = {
  sortable: { createdAt: 'o.created_at', totalAmount: 'o.total_amount', orderNumber: 'o.order_number' },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  tieBreaker: 'o.id',
};

/**
 * The invoices' summary per order (only the invoices that count toward payment, see order-payment.ts): `paid` when
 * the order is paid, `overdue` when one is overdue, `credited` when all are credited, `partially_paid` when a bank
 * payment paid part of one (admin §17), else `pending`.
 */
const INVOICE_SUMMARY = `
  select count(*)::int as invoice_count,
    case
      when count(*) = 0 then null
      when ${ORDER_PAID_SQL} then 'paid'
      when bool_or(i.status = 'overdue') then 'overdue'
      when bool_and(i.status = 'credited') then 'credited'
      when bool_or(i.status = 'partially_paid') then 'partially_paid'
      else 'pending'
    end as invoice_status
  from invoices i where i.order_id = o.id and ${PAYABLE_INVOICE_SQL}`;

/** The same summary for every order at once (for filtering on it). */
const INVOICE_SUMMARY_BY_ORDER = INVOICE_SUMMARY.replace('i.order_id = o.id and ', '')
  .replace('select count(*)', 'select i.order_id, count(*)')
  .concat(' group by i.order_id');

const LATEST_SHIPMENT_BY_ORDER = `
  select distinct on (s.order_id) s.order_id, s.status as shipment_status from shipments s
  order by s.order_id, s.created_at desc, s.id desc`;

const LATEST_SHIPMENT = `
  select s.status as shipment_status from shipments s where s.order_id = o.id
  order by s.created_at desc, s.id desc limit 1`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listStaffOrders(
  em: EntityManager,
  query: StaffOrderListQuery,
): Promise<ListPage<StaffOrderListItem>> {
  const filter = query.filter ?? {};
  const where: string[] = [];
  const params: unknown[] = [];
  // Lateral subqueries a filter needs in the count query too.
  let needsInvoices = false;
  let needsShipment = false;

  if (filter.status) {
    where.push('o.status = ?');
    params.push(filter.status);
  }
  if (filter.invoiceStatus) {
    needsInvoices = true;
    if (filter.invoiceStatus === 'none') where.push('inv.invoice_status is null');
    else {
      where.push('inv.invoice_status = ?');
      params.push(filter.invoiceStatus);
    }
  }
  if (filter.shipmentStatus) {
    needsShipment = true;
    if (filter.shipmentStatus === 'none') where.push('sh.shipment_status is null');
    else {
      where.push('sh.shipment_status = ?');
      params.push(filter.shipmentStatus);
    }
  }
  const search = query.search?.trim().slice(0, 200);
  if (search) {
    // The member part is written exactly as the members' trigram index expression (name and e-mail), so the
    // matching members are an index lookup; orders of someone without a membership match on their e-mail.
    const like = `%${escapeLike(search)}%`;
    where.push(
      `(o.order_number ilike ? or o.member_email ilike ? or o.member_email in (
         select email from members where (first_name || ' ' || last_name || ' ' || email) ilike ?))`,
    );
    params.push(like, like, like);
  }
  const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
  // Joins a filter needs: whole-table aggregates, hashed once, instead of a subquery per order.
  const filterJoins = [
    needsInvoices ? `left join (${INVOICE_SUMMARY_BY_ORDER}) inv on inv.order_id = o.id` : '',
    needsShipment ? `left join (${LATEST_SHIPMENT_BY_ORDER}) sh on sh.order_id = o.id` : '',
  ].join(' ');

  const connection = em.getConnection();
  return listPage(query, ORDER_LIST, {
    // The page's ids first; the columns of the page are then looked up for those rows only.
    page: async ({ orderBySql, limit, offset }) => {
      const rows = await connection.execute<Array<Record<string, unknown>>>(
        `with page as (
           select o.id from orders o ${filterJoins} ${whereSql} order by ${orderBySql} limit ? offset ?
         )
         select o.id, o.order_number, o.member_email, o.created_at, o.total_amount, o.status,
           m.first_name, m.last_name, inv.invoice_status, inv.invoice_count, sh.shipment_status,
           (select sum(it.quantity)::int from order_items it where it.order_id = o.id) as item_count,
           case when not exists (select 1 from order_items it where it.order_id = o.id) then o.items end as items_json
         from page join orders o on o.id = page.id
         left join members m on m.email = o.member_email
         left join lateral (${INVOICE_SUMMARY}) inv on true
         left join lateral (${LATEST_SHIPMENT}) sh on true
         order by ${orderBySql}`,
        [...params, limit, offset],
      );
      return rows.map(toListRow);
    },
    count: async () => {
      const counted = await connection.execute<Array<{ total: number }>>(
        `select count(*)::int as total from orders o ${filterJoins} ${whereSql}`,
        params,
      );
      return Number(counted[0]?.total ?? 0);
    },
  });
}

function toListRow(row: Record<string, unknown>): StaffOrderListItem {
  const firstName = row.first_name as string | null;
  const lastName = row.last_name as string | null;
  const itemCount =
    row.item_count != null
      ? Number(row.item_count)
      : orderLinesFromJson(row.items_json as string | null).reduce((sum, line) => sum + line.quantity, 0);
  return {
    id: Number(row.id),
    orderNumber: row.order_number as string,
    customerEmail: row.member_email as string,
    customerName: firstName || lastName ? `${firstName ?? ''} ${lastName ?? ''}`.trim() : null,
    createdAt: new Date(row.created_at as string | Date),
    itemCount,
    totalAmount: Number(row.total_amount).toFixed(2),
    status: row.status as string,
    invoiceStatus: (row.invoice_status as string | null) ?? null,
    invoiceCount: Number(row.invoice_count ?? 0),
    shipmentStatus: (row.shipment_status as string | null) ?? null,
  };
}
