import pg from 'pg';

// Arranges rows the shop's own screens cannot create yet, straight in the e2e shop's database
// (E2E_DATABASE_URL, set by scripts/e2e-shop.ts). Only for setting up a story; every assertion goes through the UI.
const databaseUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:54339/russ_e2e';

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface ArrangedGroup {
  id: number;
  name: string;
}

export interface GroupMemberSizes {
  email: string;
  firstName: string;
  /** The member's size submission, as the dashboard's form stores it (product by catalogue name); empty: none yet. */
  lines: { product: string; size: string; color: string; quantity: number; printName?: string }[];
}

/**
 * A group with its coordinator and accepted members who have submitted their sizes, as the groups tab leaves it
 * (dashboard-groups.spec.ts goes through those screens); every person is a member of the shop.
 */
export async function arrangeGroupWithSizes(input: {
  name: string;
  coordinator: { email: string; firstName: string };
  members: GroupMemberSizes[];
  /** Days from now to the deadline (default 14; negative: already passed). */
  deadlineDays?: number;
}): Promise<ArrangedGroup> {
  return withClient(async (client) => {
    const code = Array.from(
      { length: 12 },
      () => 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 31)],
    ).join('');
    await client.query('begin');
    for (const person of [input.coordinator, ...input.members]) {
      await client.query(
        `insert into members (first_name, last_name, email, school, graduation_year) values ($1, 'Testesen', $2, 'Oslo katedralskole', '2026')`,
        [person.firstName, person.email],
      );
    }
    const { rows } = await client.query<{ id: number }>(
      `insert into groups (name, school, graduation_year, coordinator_email, invite_code, deadline, status)
       values ($1, 'Oslo katedralskole', '2026', $2, $3, now() + make_interval(days => $4), 'active') returning id`,
      [input.name, input.coordinator.email, code, input.deadlineDays ?? 14],
    );
    const id = rows[0]!.id;
    const names = [...new Set(input.members.flatMap((m) => m.lines.map((l) => l.product)))];
    const products = await client.query<{ id: number; name: string }>(
      `select id, name from products where name = any($1::text[])`,
      [names],
    );
    const productId = new Map(products.rows.map((p) => [p.name, p.id]));
    for (const member of input.members) {
      await client.query(
        `insert into group_members (group_id, email, role, status, joined_at) values ($1, $2, 'member', 'accepted', now())`,
        [id, member.email],
      );
      const lines = member.lines.map((l) => ({
        productId: productId.get(l.product) ?? null,
        name: l.product,
        size: l.size,
        color: l.color,
        quantity: l.quantity,
        ...(l.printName ? { printName: l.printName } : {}),
      }));
      const first = lines[0];
      if (!first) continue;
      await client.query(
        `insert into size_submissions (group_id, member_email, product_id, size, color, quantity, products)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [id, member.email, first.productId, first.size, first.color, first.quantity, JSON.stringify(lines)],
      );
    }
    await client.query('commit');
    return { id, name: input.name };
  });
}

/**
 * An order in production ('Under behandling') that has no paid invoice, as an administrator's override of the
 * payment rule leaves it; shipping it needs a second override with a reason.
 */
export async function arrangeUnpaidOrderInProduction(email: string): Promise<{ id: number; orderNumber: string }> {
  const orderNumber = `RK-2026-9${String(Date.now()).slice(-5)}`;
  return withClient(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into orders (member_email, order_number, status, total_amount) values ($1, $2, 'processing', 1299)
       returning id`,
      [email, orderNumber],
    );
    return { id: rows[0]!.id, orderNumber };
  });
}

/**
 * A member of the shop with orders in 'Behandles' (one per total), as the quote flow leaves them
 * (story-quote-to-cash.spec.ts goes through those screens). Returns the order numbers, in the order given.
 */
export async function arrangeProcessingOrders(input: {
  email: string;
  firstName: string;
  totals: string[];
}): Promise<string[]> {
  return withClient(async (client) => {
    await client.query('begin');
    await client.query(
      `insert into members (first_name, last_name, email, school, graduation_year) values ($1, 'Testesen', $2, 'Oslo katedralskole', '2026')`,
      [input.firstName, input.email],
    );
    const numbers: string[] = [];
    for (const [i, total] of input.totals.entries()) {
      const orderNumber = `RK-E2E-${Date.now().toString(36).toUpperCase()}-${i + 1}`;
      const { rows } = await client.query<{ id: number }>(
        `insert into orders (member_email, order_number, total_amount, status) values ($1, $2, $3, 'processing') returning id`,
        [input.email, orderNumber, total],
      );
      await client.query(
        `insert into order_items (order_id, name, quantity, unit_price) values ($1, 'Russehoodie', 1, $2)`,
        [rows[0]!.id, total],
      );
      numbers.push(orderNumber);
    }
    await client.query('commit');
    return numbers;
  });
}

/**
 * The group's order in 'Under behandling' as accepting its quote leaves it (story-group-quote.spec.ts goes through
 * those screens): one line per product, size and colour the group submitted, at `unitPrice` each, to the
 * coordinator. Returns its id and number.
 */
export async function arrangeGroupOrder(
  group: ArrangedGroup,
  line: { product: string; size: string; color: string; quantity: number; unitPrice: string },
): Promise<{ id: number; orderNumber: string }> {
  const orderNumber = `RK-E2E-G${Date.now().toString(36).toUpperCase()}`;
  const total = (Number(line.unitPrice) * line.quantity).toFixed(2);
  return withClient(async (client) => {
    await client.query('begin');
    const { rows } = await client.query<{ id: number }>(
      `insert into orders (member_email, order_number, total_amount, status, group_id)
       select coordinator_email, $2, $3, 'processing', id from groups where id = $1 returning id`,
      [group.id, orderNumber, total],
    );
    const id = rows[0]!.id;
    await client.query(
      `insert into order_items (order_id, product_id, name, size, color, quantity, unit_price)
       select $1, p.id, p.name, $3, $4, $5, $6 from products p where p.name = $2 limit 1`,
      [id, line.product, line.size, line.color, line.quantity, line.unitPrice],
    );
    await client.query('commit');
    return { id, orderNumber };
  });
}
