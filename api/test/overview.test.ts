import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfDayInOslo } from '@russ/schema/common/dates';
import { failedMailsPeriod } from '@russ/schema/mail/mail-log';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';

const ADMIN_OVERVIEW = graphql(`
  query OverviewTestFigures {
    adminOverview {
      newQuoteRequests
      quotesAwaitingCustomer
      ordersByStatus {
        status
        count
      }
      overdueInvoices
      overdueAmount
      designsWaiting
      unreadThreads
      failedMails
      ordersPerWeek {
        weekStart
        isoWeek
        count
      }
      invoicedPerMonth {
        month
        amount
      }
    }
  }
`);

const CONTACTS = graphql(`
  query OverviewTestContacts($subject: String, $hasQuote: Boolean) {
    staffContacts(filter: { subject: $subject, hasQuote: $hasQuote }) {
      total
      items {
        id
      }
    }
  }
`);

/** The lists the three newer figures link to, filtered as the links filter them (overview-links.ts). */
const LINKED_LISTS = graphql(`
  query OverviewTestLinkedLists($mailFrom: DateTimeISO) {
    staffDesigns(filter: { status: "pending" }) {
      total
    }
    staffMessageThreads(filter: { unread: true }) {
      total
    }
    staffMailDeliveries(filter: { status: "failed", from: $mailFrom }) {
      total
    }
  }
`);

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;

/** Inserts with SQL: the overview reads tables, so the test arranges exactly the rows it counts. */
async function insert(sql: string, params: unknown[] = []): Promise<Array<{ id: number }>> {
  return t.em().getConnection().execute(sql, params);
}

const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function addContact(subject: string): Promise<number> {
  const [row] = await insert(
    `insert into contacts (first_name, last_name, email, subject, message) values ('Kari', 'Nordmann', ?, ?, 'Hei')
     returning id`,
    [`kari-${Math.random().toString(36).slice(2)}@example.no`, subject],
  );
  return row.id;
}

let quoteNumber = 0;
async function addQuote(status: string, contactId: number | null = null): Promise<void> {
  quoteNumber++;
  await insert(
    `insert into quotes (quote_number, customer_email, status, valid_until, contact_id)
     values (?, 'kunde@example.no', ?, now() + interval '30 days', ?)`,
    [`T-${quoteNumber}`, status, contactId],
  );
}

let orderNumber = 0;
async function addOrder(status: string, createdAt: string): Promise<number> {
  orderNumber++;
  const [row] = await insert(
    `insert into orders (member_email, order_number, status, total_amount, created_at)
     values ('kunde@example.no', ?, ?, 1000, ?) returning id`,
    [`RK-${orderNumber}`, status, createdAt],
  );
  return row.id;
}

let invoiceNumber = 0;
async function addInvoice(
  orderId: number,
  status: string,
  amount: string,
  createdAt: string,
  credits: number | null = null,
): Promise<number> {
  invoiceNumber++;
  const [row] = await insert(
    `insert into invoices (order_id, invoice_number, member_email, amount, tax_amount, status, due_date, created_at,
                           kind, credited_invoice_id)
     values (?, ?, 'kunde@example.no', ?, 0, ?, ?::timestamptz + interval '14 days', ?, ?, ?) returning id`,
    [
      orderId,
      `2026-${String(invoiceNumber).padStart(4, '0')}`,
      amount,
      status,
      createdAt,
      createdAt,
      credits === null ? 'invoice' : 'credit_note',
      credits,
    ],
  );
  return row.id;
}

beforeAll(async () => {
  t = await startTestApp({ seed: false });
});

afterAll(async () => {
  await t?.close();
});

describe('adminOverview', () => {
  it('counts what the linked lists show and charts the last 12 months', async () => {
    // Quote requests: two tilbud messages without a quote; one with a quote made from it; other subjects don't count.
    await addContact('tilbud');
    await addContact('tilbud');
    const answered = await addContact('tilbud');
    await addContact('produkter');
    await addQuote('draft', answered);
    // Quotes waiting for the customer: status sent only.
    await addQuote('sent');
    await addQuote('sent');
    await addQuote('accepted');
    await addQuote('expired');
    await addQuote('declined');

    const now = new Date().toISOString();
    const thisWeek = [
      await addOrder('pending', now),
      await addOrder('pending', now),
      await addOrder('processing', now),
    ];
    await addOrder('delivered', daysAgo(7));
    await addOrder('delivered', daysAgo(7));
    await addOrder('cancelled', daysAgo(60));
    const longAgo = await addOrder('delivered', daysAgo(400)); // before the charts' window

    await addInvoice(thisWeek[0], 'overdue', '1000.00', now);
    await addInvoice(thisWeek[1], 'overdue', '499.50', now);
    const corrected = await addInvoice(thisWeek[2], 'pending', '250.00', now);
    await addInvoice(thisWeek[2], 'paid', '-200.00', now, corrected); // a credit note is subtracted
    await addInvoice(longAgo, 'paid', '9999.00', daysAgo(400));

    // Designs waiting for staff: status pending only.
    for (const status of ['pending', 'pending', 'draft', 'approved', 'rejected', 'in_production']) {
      await insert(`insert into designs (member_email, name, status) values ('kari@example.no', 'Logo', ?)`, [status]);
    }
    // Unread threads: a thread counts once however many customer messages wait; staff's own messages never count.
    const thread = async (messages: Array<[sender: string, read: boolean]>) => {
      const [row] = await insert(
        `insert into message_threads (member_email, subject) values ('kari@example.no', 'Spørsmål') returning id`,
      );
      for (const [sender, read] of messages) {
        await insert(
          `insert into messages (thread_id, sender_email, sender_type, body, is_read) values (?, 'x@example.no', ?, 'Hei', ?)`,
          [row.id, sender, read],
        );
      }
    };
    await thread([
      ['customer', false],
      ['customer', false],
    ]);
    await thread([
      ['customer', true],
      ['staff', false],
    ]);
    await thread([
      ['customer', true],
      ['customer', false],
    ]);

    // Failed mails: status failed yesterday or today (Norwegian days, as the mail log's period filter picks them);
    // older failures, sent and queued mails don't count.
    const yesterday = startOfDayInOslo(failedMailsPeriod(new Date()).from)!;
    const mail = (jobId: string, status: string, at: string) =>
      insert(
        `insert into mail_deliveries (job_id, type, recipient, subject, status, sent_at) values (?, 'mail.quote-sent', 'kari@example.no', 'Tilbud', ?, ?)`,
        [jobId, status, at],
      );
    await mail('failed-1', 'failed', now);
    await mail('failed-2', 'failed', new Date(yesterday.getTime() + 60_000).toISOString());
    await mail('failed-old', 'failed', new Date(yesterday.getTime() - 60_000).toISOString());
    await mail('sent-1', 'sent', now);
    await mail('queued-1', 'queued', now);

    const res = await t.gql(ADMIN_OVERVIEW, {}, { cookies: t.staffCookies('staff') });
    expect(res.errors).toBeUndefined();
    const overview = res.data!.adminOverview;
    expect(overview.designsWaiting).toBe(2);
    expect(overview.unreadThreads).toBe(2);
    expect(overview.failedMails).toBe(2);
    // Each opens its list filtered the same way, and the list counts the same rows.
    const linked = await t.gql(
      LINKED_LISTS,
      { mailFrom: yesterday.toISOString() },
      { cookies: t.staffCookies('staff') },
    );
    expect(linked.errors).toBeUndefined();
    expect(linked.data).toEqual({
      staffDesigns: { total: 2 },
      staffMessageThreads: { total: 2 },
      staffMailDeliveries: { total: 2 },
    });
    expect(overview.newQuoteRequests).toBe(2);
    expect(overview.quotesAwaitingCustomer).toBe(2);
    // The figure links to the contact list filtered the same way.
    const cookies = t.staffCookies('staff');
    const awaiting = await t.gql(CONTACTS, { subject: 'tilbud', hasQuote: false }, { cookies });
    expect(awaiting.data?.staffContacts.total).toBe(2);
    expect(awaiting.data?.staffContacts.items.map((c) => Number(c.id))).not.toContain(answered);
    const quoted = await t.gql(CONTACTS, { subject: 'tilbud', hasQuote: true }, { cookies });
    expect(quoted.data?.staffContacts.items.map((c) => Number(c.id))).toEqual([answered]);
    expect(overview.ordersByStatus).toEqual([
      { status: 'pending', count: 2 },
      { status: 'processing', count: 1 },
      { status: 'shipped', count: 0 },
      { status: 'delivered', count: 3 },
      { status: 'cancelled', count: 1 },
    ]);
    expect(overview.overdueInvoices).toBe(2);
    expect(overview.overdueAmount).toBe('1499.50');

    // 52 consecutive weeks ending with this one (Mondays, Norwegian time).
    const weeks = overview.ordersPerWeek;
    expect(weeks).toHaveLength(52);
    const osloToday = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date());
    const mondayOffset = (new Date(`${osloToday}T12:00:00Z`).getUTCDay() + 6) % 7;
    const thisMonday = new Date(Date.parse(`${osloToday}T12:00:00Z`) - mondayOffset * DAY).toISOString().slice(0, 10);
    expect(weeks.at(-1)!.weekStart).toBe(thisMonday);
    for (let i = 1; i < weeks.length; i++) {
      expect(Date.parse(weeks[i].weekStart) - Date.parse(weeks[i - 1].weekStart)).toBe(7 * DAY);
    }
    expect(weeks.at(-1)!.count).toBe(3);
    expect(weeks.at(-2)!.count).toBe(2);
    expect(weeks.reduce((sum, week) => sum + week.count, 0)).toBe(6);

    const months = overview.invoicedPerMonth;
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toEqual({ month: osloToday.slice(0, 7), amount: '1549.50' });
    expect(months.slice(0, -1).every((month) => month.amount === '0.00')).toBe(true);
  });

  it('is for staff only', async () => {
    const anonymous = await t.gql(ADMIN_OVERVIEW, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const customer = await t.gql(ADMIN_OVERVIEW, {}, { cookies: t.customerCookies('kunde@example.no') });
    expect(customer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await t.gql(ADMIN_OVERVIEW, {}, { cookies: t.staffCookies('admin') });
    expect(admin.errors).toBeUndefined();
  });

  it("answers fast on a season's data", async () => {
    // A busy season on top of the rows above: 4 000 quotes, 3 000 orders over the year, 3 500 invoices.
    await insert(
      `insert into quotes (quote_number, customer_email, status, valid_until)
       select 'S-' || n, 'sesong' || (n % 500) || '@example.no',
              (array['draft','sent','accepted','declined','expired'])[1 + n % 5], now() + interval '30 days'
       from generate_series(1, 4000) n`,
    );
    await insert(
      `insert into orders (member_email, order_number, status, total_amount, created_at)
       select 'sesong' || (n % 500) || '@example.no', 'S-' || n,
              (array['pending','processing','shipped','delivered','cancelled'])[1 + n % 5], 1000 + n,
              now() - (n % 365) * interval '1 day'
       from generate_series(1, 3000) n`,
    );
    await insert(
      `insert into invoices (order_id, invoice_number, member_email, amount, tax_amount, status, due_date, created_at)
       select o.id, 'S-' || o.id || '-' || k, o.member_email, o.total_amount, 0,
              (array['pending','paid','overdue','paid'])[1 + (o.id + k) % 4], o.created_at + interval '14 days',
              o.created_at
       from orders o cross join generate_series(1, 2) k
       where o.order_number like 'S-%' and (k = 1 or o.id % 6 = 0)`,
    );
    const cookies = t.staffCookies('staff');
    await t.gql(ADMIN_OVERVIEW, {}, { cookies }); // warm up
    const timings: number[] = [];
    let last;
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      last = await t.gql(ADMIN_OVERVIEW, {}, { cookies });
      timings.push(performance.now() - started);
    }
    expect(last!.errors).toBeUndefined();
    const [{ orders }] = (await t
      .em()
      .getConnection()
      .execute(`select count(*)::int as orders from orders where created_at >= now() - interval '357 days'`)) as Array<{
      orders: number;
    }>;
    // Every order of the last 357 days is in a week of the chart (the window starts on a Monday 51 weeks back).
    expect(last!.data!.adminOverview.ordersPerWeek.reduce((sum, week) => sum + week.count, 0)).toBeGreaterThanOrEqual(
      orders,
    );
    const median = [...timings].sort((a, b) => a - b)[5];
    // Through the whole GraphQL stack; the SQL itself takes a few milliseconds.
    expect(median).toBeLessThan(250);
  });
});
