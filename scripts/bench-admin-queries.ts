// The queries `pnpm bench:admin` measures: each is one entry with the console's GraphQL operation (run in-process
// through the Apollo server, as a signed-in staff member) and the plain SQL that returns the same data, the
// baseline. Entries whose operation the schema does not have yet are skipped with a note (`needs`); to measure a
// new list, add an entry here.

/** Values picked from the seeded data before measuring (bench-admin.ts `findFixture`). */
export interface Fixture {
  /** A last name many members share, lower case: the search term of every list. */
  search: string;
  /** The order with the most lines (the heaviest order detail) and its customer. */
  bigOrderId: number;
  bigOrderEmail: string;
}

export interface Statement {
  sql: string;
  params: unknown[];
  /** Left out where this table does not exist (yet). */
  needsTable?: string;
}

export interface BenchHarness {
  /** Runs a GraphQL operation as staff; throws with the first error's message when the result has errors. */
  gql(document: string, variables?: Record<string, unknown>): Promise<Record<string, unknown>>;
}

export interface AdminBenchEntry {
  name: string;
  /** Root Query fields the operation uses: while the schema lacks one, the entry is reported as pending. */
  needs: string[];
  /** Which work brings the operation (printed while it is pending). */
  pendingUntil?: string;
  /** What the console pays: the GraphQL operation through the same code path as the resolver's. */
  run(h: BenchHarness, fx: Fixture): Promise<unknown>;
  /** The same data in plain SQL, run statement after statement on one connection. */
  baseline(fx: Fixture): Statement[];
}

const like = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * "The customer matches the search ($2)": by e-mail, or by a member's name or e-mail through the one trigram index
 * of Migration20261125220600_list_indexes (an index lookup in members, then the list's own rows by e-mail). The
 * expression must be written exactly so to use the index.
 */
export const MEMBER_SEARCH_EXPRESSION = `(first_name || ' ' || last_name || ' ' || email)`;
const customerMatches = (emailColumn: string) =>
  `(${emailColumn} ilike $2 or ${emailColumn} in (select email from members where ${MEMBER_SEARCH_EXPRESSION} ilike $2))`;

// ── lists that exist today (prove the harness) ──────────────────────────────────────────────────────────────────

const contactsList: AdminBenchEntry = {
  name: 'staffContacts: subject tilbud, search, newest first',
  needs: ['staffContacts'],
  run: (h, fx) =>
    h.gql(
      `query BenchContacts($search: String, $subject: String) {
        staffContacts(search: $search, filter: { subject: $subject }, limit: 20, offset: 0) {
          total items { id firstName lastName email subject message createdAt }
        }
      }`,
      { search: fx.search, subject: 'tilbud' },
    ),
  baseline: (fx) => {
    const where = `subject = $1 and (first_name ilike $2 or last_name ilike $2 or email ilike $2 or message ilike $2)`;
    return [
      {
        sql: `select id, first_name, last_name, email, subject, message, created_at from contacts where ${where}
              order by created_at desc, id desc limit 20 offset 0`,
        params: ['tilbud', like(fx.search)],
      },
      { sql: `select count(*) from contacts where ${where}`, params: ['tilbud', like(fx.search)] },
    ];
  },
};

const auditList: AdminBenchEntry = {
  name: 'staffAuditEntries: orders, newest first',
  needs: ['staffAuditEntries'],
  run: (h) =>
    h.gql(
      `query BenchAudit {
        staffAuditEntries(filter: { entityType: "order" }, limit: 50, offset: 0) {
          total items { id staffUserId staffUsername action entityType entityId at before after }
        }
      }`,
    ),
  baseline: () => [
    {
      sql: `select id, staff_user_id, staff_username, action, entity_type, entity_id, at, before, after
            from audit_entries where entity_type = $1 order by at desc, id desc limit 50 offset 0`,
      params: ['order'],
    },
    { sql: `select count(*) from audit_entries where entity_type = $1`, params: ['order'] },
  ],
};

const customerOrders: AdminBenchEntry = {
  name: "customerArea(email).orders: a customer's orders with lines",
  needs: ['customerArea'],
  run: (h, fx) =>
    h.gql(
      `query BenchCustomerOrders($email: String) {
        customerArea(email: $email) {
          orders {
            id orderNumber status totalAmount createdAt itemCount
            items { id name size color quantity unitPrice }
            shipments { id carrier trackingNumber trackingUrl status }
          }
        }
      }`,
      { email: fx.bigOrderEmail },
    ),
  baseline: (fx) => [
    {
      sql: `select id, order_number, status, total_amount, created_at, items from orders where member_email = $1
            order by created_at desc, id desc`,
      params: [fx.bigOrderEmail],
    },
    {
      sql: `select i.id, i.order_id, i.name, i.size, i.color, i.quantity, i.unit_price from order_items i
            where i.order_id in (select id from orders where member_email = $1) order by i.id`,
      params: [fx.bigOrderEmail],
    },
    {
      sql: `select s.* from shipments s where s.order_id in (select id from orders where member_email = $1)
            order by s.created_at desc, s.id desc`,
      params: [fx.bigOrderEmail],
    },
  ],
};

// ── the console's lists of issue 9 (pending until their operations are merged) ────────────────────────────────

// The documents below are the console's own (qconsole admin/src/features/quotes/api/quotes.ts, orders
// admin/src/features/orders/api/orders.ts) as far as they exist; the SQL is what a hand-written query over the
// same tables needs for the same rows.

const QUOTE_ITEM = `id quoteNumber version customerEmail customerName status statusLabel groupName validUntil createdAt
  totals { total }`;
const quoteColumns = `q.id, q.quote_number, q.version, q.customer_email, m.first_name, m.last_name, q.status,
  g.name as group_name, q.valid_until, q.created_at, q.total_amount`;
/** The page of quotes first (`where … order by … limit`), then the names of just those rows. */
const quotePage = (where: string, orderBy: string) =>
  `select ${quoteColumns} from (select * from quotes q ${where} order by ${orderBy} limit 20 offset 0) q
   left join members m on m.email = q.customer_email left join groups g on g.id = q.group_id order by ${orderBy}`;
const quoteSearch = `(q.quote_number ilike $2 or ${customerMatches('q.customer_email')})`;

const quotesFirstPage: AdminBenchEntry = {
  name: 'staffQuotes: first page, newest first',
  needs: ['staffQuotes'],
  pendingUntil: 'branch quotes (listQuotes)',
  run: (h) =>
    h.gql(
      `query BenchQuotesFirst {
        staffQuotes(sort: { field: "createdAt", order: DESC }, offset: 0, limit: 20) { total items { ${QUOTE_ITEM} } }
      }`,
    ),
  baseline: () => [
    {
      sql: quotePage('', 'q.created_at desc, q.id desc'),
      params: [],
    },
    { sql: `select count(*) from quotes`, params: [] },
  ],
};

const quotesFiltered: AdminBenchEntry = {
  name: 'staffQuotes: status sent, search, by total',
  needs: ['staffQuotes'],
  pendingUntil: 'branch quotes (listQuotes)',
  run: (h, fx) =>
    h.gql(
      `query BenchQuotes($search: String, $filter: StaffQuoteFilter, $sort: ListSort) {
        staffQuotes(search: $search, filter: $filter, sort: $sort, offset: 0, limit: 20) { total items { ${QUOTE_ITEM} } }
      }`,
      { search: fx.search, filter: { status: 'sent' }, sort: { field: 'total', order: 'DESC' } },
    ),
  baseline: (fx) => {
    const where = `q.status = $1 and ${quoteSearch}`;
    return [
      {
        sql: quotePage(`where ${where}`, 'q.total_amount desc, q.id desc'),
        params: ['sent', like(fx.search)],
      },
      { sql: `select count(*) from quotes q where ${where}`, params: ['sent', like(fx.search)] },
    ];
  },
};

// Orders list columns (admin §3): order number, customer, date, item count, amount, status, invoice status,
// shipment status.
const ORDER_ITEM = `id orderNumber customerEmail customerName createdAt itemCount totalAmount status invoiceStatus
  invoiceCount shipmentStatus`;
const orderColumns = `o.id, o.order_number, o.member_email, m.first_name, m.last_name, o.created_at, o.total_amount,
  o.status,
  (select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = o.id) as item_count,
  (select count(*) from invoices v where v.order_id = o.id and v.amount > 0) as invoice_count,
  (select v.status from invoices v where v.order_id = o.id and v.amount > 0
    order by (v.status = 'overdue') desc, (v.status <> 'paid') desc, v.id limit 1) as invoice_status,
  (select s.status from shipments s where s.order_id = o.id order by s.created_at desc, s.id desc limit 1) as shipment_status`;
const orderFrom = `orders o left join members m on m.email = o.member_email`;
const orderSearch = `(o.order_number ilike $2 or ${customerMatches('o.member_email')})`;

const ordersFirstPage: AdminBenchEntry = {
  name: 'staffOrders: first page, newest first',
  needs: ['staffOrders'],
  pendingUntil: 'branch orders (staff orders list)',
  run: (h) =>
    h.gql(
      `query BenchOrdersFirst {
        staffOrders(sort: { field: "createdAt", order: DESC }, offset: 0, limit: 20) { total items { ${ORDER_ITEM} } }
      }`,
    ),
  baseline: () => [
    {
      sql: `select ${orderColumns} from ${orderFrom} order by o.created_at desc, o.id desc limit 20 offset 0`,
      params: [],
    },
    { sql: `select count(*) from orders`, params: [] },
  ],
};

const ordersFiltered: AdminBenchEntry = {
  name: 'staffOrders: status processing, search, oldest first',
  needs: ['staffOrders'],
  pendingUntil: 'branch orders (staff orders list)',
  run: (h, fx) =>
    h.gql(
      `query BenchOrders($search: String, $filter: StaffOrderFilter, $sort: ListSort) {
        staffOrders(search: $search, filter: $filter, sort: $sort, offset: 0, limit: 20) { total items { ${ORDER_ITEM} } }
      }`,
      { search: fx.search, filter: { status: 'processing' }, sort: { field: 'createdAt', order: 'ASC' } },
    ),
  baseline: (fx) => {
    const where = `o.status = $1 and ${orderSearch}`;
    return [
      {
        sql: `select ${orderColumns} from ${orderFrom} where ${where} order by o.created_at asc, o.id asc limit 20 offset 0`,
        params: ['processing', like(fx.search)],
      },
      { sql: `select count(*) from orders o where ${where}`, params: ['processing', like(fx.search)] },
    ];
  },
};

const orderDetail: AdminBenchEntry = {
  name: 'order detail: the largest order with its history',
  needs: ['order', 'staffAuditEntries'],
  pendingUntil: 'branch orders (order detail)',
  run: (h, fx) =>
    h.gql(
      `query BenchOrder($id: ID!, $entityId: String) {
        order(id: $id) {
          id orderNumber status statusLabel createdAt updatedAt totalAmount customerEmail customerName shippingAddress
          customerNote cancelReason quoteId groupId itemCount isCustom designApproved paid paymentBlock
          items { id name variant size color quantity unitPrice designId designName notes }
          printNames
          shipments { id carrier carrierLabel trackingNumber trackingUrl status statusLabel shippedAt deliveredAt
            estimatedDelivery createdAt canMarkShipped canMarkDelivered }
          invoices { id invoiceNumber memberEmail amount status statusLabel dueDate paidDate }
          notes { id body staffUsername createdAt }
          nextStatuses { status label override reasonRequired }
        }
        staffAuditEntries(filter: { entityType: "order", entityId: $entityId }, limit: 50, offset: 0) {
          total items { id staffUsername action at before after }
        }
      }`,
      { id: String(fx.bigOrderId), entityId: String(fx.bigOrderId) },
    ),
  baseline: (fx) => [
    {
      sql: `select o.*, m.first_name, m.last_name from orders o left join members m on m.email = o.member_email
            where o.id = $1`,
      params: [fx.bigOrderId],
    },
    {
      sql: `select id, name, variant, size, color, quantity, unit_price, design_id, notes, print_name from order_items
            where order_id = $1 order by id`,
      params: [fx.bigOrderId],
    },
    { sql: `select * from shipments where order_id = $1 order by created_at desc, id desc`, params: [fx.bigOrderId] },
    { sql: `select * from invoices where order_id = $1 order by created_at, id`, params: [fx.bigOrderId] },
    {
      sql: `select id, body, staff_username, created_at from order_notes where order_id = $1 order by created_at desc`,
      params: [fx.bigOrderId],
      needsTable: 'order_notes',
    },
    {
      sql: `select id, staff_username, action, at, before, after from audit_entries
            where entity_type = 'order' and entity_id = $1 order by at desc, id desc limit 50`,
      params: [String(fx.bigOrderId)],
    },
    {
      sql: `select count(*) from audit_entries where entity_type = 'order' and entity_id = $1`,
      params: [String(fx.bigOrderId)],
    },
  ],
};

// Invoices list (admin §4): number, order, customer, amount, MVA, status, due date, paid date.
const INVOICE_ITEM = `id invoiceNumber kind orderId orderNumber customerEmail customerName issuedAt dueDate amount
  taxAmount status statusLabel paidDate`;
const invoiceColumns = `v.id, v.invoice_number, v.order_id, v.order_number, v.member_email, m.first_name, m.last_name,
  v.amount, v.tax_amount, v.status, v.due_date, v.paid_date, v.created_at`;
/** The page of invoices first (`where … order by … limit`), then the customer names of just those rows. */
const invoicePage = (where: string, orderBy: string) =>
  `select ${invoiceColumns} from (select v.*, o.order_number from invoices v join orders o on o.id = v.order_id ${where}
     order by ${orderBy} limit 20 offset 0) v
   left join members m on m.email = v.member_email order by ${orderBy}`;
const invoiceSearch = `(v.invoice_number ilike $2 or o.order_number ilike $2 or ${customerMatches('v.member_email')})`;

const invoicesFirstPage: AdminBenchEntry = {
  name: 'staffInvoices: first page, newest first',
  needs: ['staffInvoices'],
  pendingUntil: 'branch invoices (staff invoices list)',
  run: (h) =>
    h.gql(
      `query BenchInvoicesFirst {
        staffInvoices(sort: { field: "issuedAt", order: DESC }, offset: 0, limit: 20) { total items { ${INVOICE_ITEM} } }
      }`,
    ),
  baseline: () => [
    {
      sql: invoicePage('', 'v.created_at desc, v.id desc'),
      params: [],
    },
    { sql: `select count(*) from invoices`, params: [] },
  ],
};

const invoicesFiltered: AdminBenchEntry = {
  name: 'staffInvoices: status paid, search, by due date',
  needs: ['staffInvoices'],
  pendingUntil: 'branch invoices (staff invoices list)',
  run: (h, fx) =>
    h.gql(
      `query BenchInvoices($search: String, $filter: StaffInvoiceFilter, $sort: ListSort) {
        staffInvoices(search: $search, filter: $filter, sort: $sort, offset: 0, limit: 20) { total items { ${INVOICE_ITEM} } }
      }`,
      { search: fx.search, filter: { status: 'paid' }, sort: { field: 'dueDate', order: 'ASC' } },
    ),
  baseline: (fx) => {
    const where = `v.status = $1 and ${invoiceSearch}`;
    return [
      {
        sql: invoicePage(`where ${where}`, 'v.due_date asc, v.id asc'),
        params: ['paid', like(fx.search)],
      },
      {
        sql: `select count(*) from invoices v join orders o on o.id = v.order_id where ${where}`,
        params: ['paid', like(fx.search)],
      },
    ];
  },
};

const memberColumns = 'id, first_name, last_name, email, school, graduation_year, is_active, joined_at';

const membersFirstPage: AdminBenchEntry = {
  name: 'members: first page, newest first',
  needs: ['staffMembers'],
  run: (h) =>
    h.gql(
      `query BenchMembers {
        staffMembers(limit: 20, offset: 0) { total items { id name email school graduationYear status joinedAt } }
      }`,
    ),
  baseline: () => [
    {
      sql: `select ${memberColumns} from members order by joined_at desc, id desc limit 20 offset 0`,
      params: [],
    },
    { sql: 'select count(*) from members', params: [] },
  ],
};

const membersSearched: AdminBenchEntry = {
  name: 'members: search (name, e-mail or school), by name',
  needs: ['staffMembers'],
  run: (h, fx) =>
    h.gql(
      `query BenchMembersSearch($search: String) {
        staffMembers(search: $search, sort: { field: "name", order: ASC }, limit: 20, offset: 0) {
          total items { id name email school graduationYear status joinedAt }
        }
      }`,
      { search: fx.search },
    ),
  baseline: (fx) => {
    const where = `(${MEMBER_SEARCH_EXPRESSION} ilike $1 or school ilike $1)`;
    return [
      {
        sql: `select ${memberColumns} from members where ${where}
              order by lower(last_name), lower(first_name), id limit 20 offset 0`,
        params: [like(fx.search)],
      },
      { sql: `select count(*) from members where ${where}`, params: [like(fx.search)] },
    ];
  },
};

export const adminBenchEntries: AdminBenchEntry[] = [
  contactsList,
  auditList,
  customerOrders,
  quotesFirstPage,
  quotesFiltered,
  ordersFirstPage,
  ordersFiltered,
  orderDetail,
  invoicesFirstPage,
  invoicesFiltered,
  membersFirstPage,
  membersSearched,
];

/**
 * Plain SQL the console will run on tables of this issue without an operation to measure yet (the mail log,
 * admin §12): only EXPLAINed, to check their indexes.
 */
export const indexChecks: { name: string; statements: (fx: Fixture) => Statement[] }[] = [
  {
    name: 'mail log: first page, newest first',
    statements: () => [
      {
        sql: `select id, job_id, type, recipient, subject, message_id, sent_at from mail_deliveries
              order by sent_at desc, id desc limit 50`,
        params: [],
      },
    ],
  },
  {
    name: "mail log: one recipient's mails",
    statements: (fx) => [
      {
        sql: `select id, type, subject, sent_at from mail_deliveries where recipient = $1 order by sent_at desc, id desc limit 50`,
        params: [fx.bigOrderEmail],
      },
    ],
  },
  {
    name: 'quotes of a group',
    statements: () => [
      {
        sql: `select id, quote_number, version, status from quotes where group_id = $1 order by created_at desc`,
        params: [1],
      },
    ],
  },
  {
    name: 'orders: status filter, newest first (no search)',
    statements: () => [
      {
        sql: `select o.id, o.order_number from orders o where o.status = $1 order by o.created_at desc, o.id desc limit 20`,
        params: ['delivered'],
      },
    ],
  },
  {
    name: 'invoices: overdue, oldest due first (no search)',
    statements: () => [
      {
        sql: `select v.id, v.invoice_number from invoices v where v.status = $1 order by v.due_date asc, v.id asc limit 20`,
        params: ['overdue'],
      },
    ],
  },
];
