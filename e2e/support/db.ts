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

export interface ArrangedOrder {
  id: number;
  orderNumber: string;
}

/**
 * A member with one standard (not custom) order in `pending`, two lines, and a paid invoice for its total, so the
 * order may go all the way to delivered under the payment rules.
 */
export async function arrangeMemberWithOrder(member: {
  email: string;
  firstName: string;
  lastName: string;
}): Promise<ArrangedOrder> {
  return withClient(async (client) => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
    const orderNumber = `E2E-${tag}`;
    await client.query('begin');
    await client.query(`insert into members (first_name, last_name, email) values ($1, $2, $3)`, [
      member.firstName,
      member.lastName,
      member.email,
    ]);
    const { rows } = await client.query<{ id: number }>(
      `insert into orders (member_email, order_number, status, total_amount, shipping_address)
       values ($1, $2, 'pending', 1147.00, $3) returning id`,
      [member.email, orderNumber, `${member.firstName} ${member.lastName}, Storgata 1, 0155 Oslo`],
    );
    const id = rows[0]!.id;
    await client.query(
      `insert into order_items (order_id, name, size, color, quantity, unit_price)
       values ($1, 'Hoodie Original', 'L', 'navy', 1, 499.00), ($1, 'Sweatpants', 'M', 'navy', 1, 449.00)`,
      [id],
    );
    await client.query(
      `insert into invoices (order_id, invoice_number, member_email, amount, tax_amount, status, due_date, paid_date)
       values ($1, $2, $3, 1147.00, 229.40, 'paid', now() + interval '14 days', now())`,
      [id, `F-${tag}`, member.email],
    );
    await client.query('commit');
    return { id, orderNumber };
  });
}
