/**
 * Writes a generated season (generate.ts) into PostgreSQL, set-based: one `INSERT … SELECT FROM unnest($1, $2, …)`
 * per table (and per 20 000 rows), explicit ids, then the id sequences moved past them and VACUUM ANALYZE.
 *
 * One definition per table below (`tables`): the entity it fills and the values a generated row does not carry
 * under the entity's property names; every other column property the row has is copied. Table names, column
 * names and column types are not written here: they come from the ORM's entity metadata (the entities are the
 * one description of the database schema). A value for a property
 * the entity does not have (yet), or whose column this database lacks, is left out with a note, so the seed runs
 * on every branch.
 */
import { randomBytes } from 'node:crypto';
import {
  AuditEntry,
  Contact,
  Group,
  GroupMember,
  Invoice,
  InvoiceLineRow,
  MailDelivery,
  Member,
  MikroORM,
  Order,
  OrderItem,
  OrderNote,
  OrderReturn,
  ormConfig,
  Quote,
  QuoteLine,
  Shipment,
  SizeSubmission,
} from '../../api/src/db.js';
import { kidFor } from '../../schema/src/invoices/kid.js';
import { generateSeason, type CatalogueProduct, type LineDraft, type Season, type SeasonSize } from './generate.js';

/** What the seed needs of a database connection (a `pg` Client or a pool client). */
export interface SqlClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

type Value<R> = (row: R, season: Season, staffIds: number[]) => unknown;

interface TableSeed<R> {
  /** The entity whose table this fills. */
  entity: new (...args: never[]) => object;
  rows: (season: Season) => R[];
  /**
   * The values a row does not carry under the entity's property name, by that name (a relation takes the id it
   * points to). Every other column property the row has is copied as it is (see `toColumnValue`). None: every
   * value is the row's own.
   */
  values?: Record<string, Value<R>>;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const money = (value: number) => value.toFixed(2);

const DAY = 24 * 60 * 60 * 1000;
const CANCEL_REASONS = [
  'Kunden angret bestillingen.',
  'Gruppa ble ikke enige om design.',
  'Dobbeltbestilling.',
  'Kunden fant et annet tilbud.',
];

/** The reminders ('Purring') an overdue invoice has had by `now`: a day after its due date, then 14 days later. */
function reminders(invoice: Season['invoices'][number], now: Date): Date[] {
  if (invoice.status !== 'overdue') return [];
  return [1, 15].map((days) => new Date(invoice.dueDate.getTime() + days * DAY)).filter((at) => at <= now);
}

function table<R>(seed: TableSeed<R>): TableSeed<unknown> {
  return seed as unknown as TableSeed<unknown>;
}

type LineRow = Season['quotes'][number]['lines'][number] & { id: number; parentId: number; position: number; at: Date };

/** A line as the JSON line lists store it (a size submission's `products`, an order's `items`). */
const jsonLine = (l: Pick<LineDraft, 'product' | 'size' | 'color' | 'quantity'>) => ({
  productId: l.product.id,
  name: l.product.name,
  size: l.size,
  color: l.color,
  quantity: l.quantity,
});

/** Quote lines and order items get their own ids here (in the parents' order). */
function quoteLineRows(season: Season): LineRow[] {
  let id = 0;
  return season.quotes.flatMap((quote) =>
    quote.lines.map((line, position) => ({ ...line, id: ++id, parentId: quote.id, position, at: quote.createdAt })),
  );
}
function orderItemRows(season: Season): LineRow[] {
  let id = 0;
  return season.orders.flatMap((order) =>
    order.lines.map((line, position) => ({ ...line, id: ++id, parentId: order.id, position, at: order.createdAt })),
  );
}

interface OrderNoteRow {
  id: number;
  orderId: number;
  staffIndex: number;
  body: string;
  createdAt: Date;
}
const ORDER_NOTES = [
  'Kunden ringte: ønsker levering før 1. mai.',
  'Trykkfila er godkjent av gruppeleder på telefon.',
  'Sjekk størrelsene på nytt før produksjon.',
  'Leveres til skolen, ikke hjemmeadressen.',
];
function orderNoteRows(season: Season): OrderNoteRow[] {
  return season.orders
    .filter((order) => order.id % 9 === 0)
    .map((order, i) => ({
      id: i + 1,
      orderId: order.id,
      staffIndex: order.id % season.staffUsernames.length,
      body: ORDER_NOTES[order.id % ORDER_NOTES.length],
      createdAt: new Date(order.createdAt.getTime() + 3_600_000),
    }));
}

/** Every table the season fills, in foreign-key order. */
export const tables: TableSeed<unknown>[] = [
  table<Season['members'][number]>({ entity: Member, rows: (s) => s.members }),
  table<Season['groups'][number]>({ entity: Group, rows: (s) => s.groups }),
  table<Season['groupMembers'][number]>({
    entity: GroupMember,
    rows: (s) => s.groupMembers,
    values: {
      group: (r) => r.groupId,
      role: () => 'member',
    },
  }),
  table<Season['sizeSubmissions'][number]>({
    entity: SizeSubmission,
    rows: (s) => s.sizeSubmissions,
    values: {
      group: (r) => r.groupId,
      productId: (r) => r.lines[0].product.id,
      size: (r) => r.lines[0].size,
      color: (r) => r.lines[0].color,
      quantity: (r) => r.lines[0].quantity,
      products: (r) => JSON.stringify(r.lines.map(jsonLine)),
    },
  }),
  table<Season['contacts'][number]>({ entity: Contact, rows: (s) => s.contacts }),
  // quotes.order_id is set after the orders exist (the two point at each other).
  table<Season['quotes'][number]>({
    entity: Quote,
    rows: (s) => s.quotes,
    values: {
      // Set once the orders exist (below, in seedSeason).
      orderId: () => null,
      discountKind: (r) => r.discount.kind,
      discountReading: (r) => (r.discount.kind === 'group' ? r.discount.reading : null),
      discountPercent: (r) => (r.discount.kind === 'custom' ? money(r.discount.percent) : null),
      createdByStaffId: (r, _s, staffIds) => (r.createdByStaffId === null ? null : staffIds[r.createdByStaffId]),
    },
  }),
  table<LineRow>({
    entity: QuoteLine,
    rows: quoteLineRows,
    values: {
      quote: (r) => r.parentId,
      productId: (r) => r.product.id,
    },
  }),
  table<Season['orders'][number]>({
    entity: Order,
    rows: (s) => s.orders,
    values: {
      // The JSON summary of the lines the dashboard reads (order.entity.ts `items`).
      items: (r) => JSON.stringify(r.lines.map((l) => ({ ...jsonLine(l), unitPrice: money(l.unitPrice) }))),
      // Added by the orders work (issue 9).
      cancelReason: (r) => (r.status === 'cancelled' ? CANCEL_REASONS[r.id % CANCEL_REASONS.length] : null),
    },
  }),
  table<LineRow>({
    entity: OrderItem,
    rows: orderItemRows,
    values: {
      order: (r) => r.parentId,
      productId: (r) => r.product.id,
      name: (r) => r.product.name,
      createdAt: (r) => iso(r.at),
    },
  }),
  table<Season['shipments'][number]>({
    entity: Shipment,
    rows: (s) => s.shipments,
    values: {
      order: (r) => r.orderId,
    },
  }),
  // Added by the orders work (issue 9): staff's internal notes on about one order in nine.
  table<OrderNoteRow>({
    entity: OrderNote,
    rows: orderNoteRows,
    values: {
      order: (r) => r.orderId,
      staffUserId: (r, _s, staffIds) => staffIds[r.staffIndex],
      staffUsername: (r, s) => s.staffUsernames[r.staffIndex],
    },
  }),
  // Returns of delivered orders in every status (staff's columns from the returns work of issue 9).
  table<Season['returns'][number]>({
    entity: OrderReturn,
    rows: (s) => s.returns,
    values: {
      order: (r) => r.orderId,
      orderItem: (r) => r.orderItemId,
      refundAmount: (r) => (r.refundAmount == null ? null : money(r.refundAmount)),
    },
  }),
  table<Season['invoices'][number]>({
    entity: Invoice,
    rows: (s) => s.invoices,
    values: {
      order: (r) => r.orderId,
      // Added by the invoices work (issue 9); written once the columns exist.
      kid: (r) => kidFor(r.invoiceNumber, r.orderId),
      sentAt: (r) => iso(r.createdAt),
      issuedByStaffId: (r, _s, staffIds) => staffIds[r.id % staffIds.length],
      remindersSent: (r, s) => reminders(r, s.now).length,
      lastReminderAt: (r, s) => iso(reminders(r, s.now).at(-1)),
    },
  }),
  // Added by the invoices work (issue 9): the lines of every invoice and credit note.
  table<Season['invoiceLines'][number]>({
    entity: InvoiceLineRow,
    rows: (s) => s.invoiceLines,
    values: {
      invoice: (r) => r.invoiceId,
    },
  }),
  table<Season['mails'][number]>({ entity: MailDelivery, rows: (s) => s.mails }),
  table<Season['audit'][number]>({
    entity: AuditEntry,
    rows: (s) => s.audit,
    values: {
      staffUserId: (r, _s, staffIds) => staffIds[r.staffIndex],
      staffUsername: (r, s) => s.staffUsernames[r.staffIndex],
    },
  }),
];

type PgType = 'int4' | 'text' | 'timestamptz' | 'numeric' | 'bool' | 'jsonb';

/** The array type a column's values are sent as (unnest), from the column type the entity declares. */
function pgType(columnType: string): PgType {
  const type = columnType.toLowerCase();
  if (type === 'int' || type === 'integer' || type === 'int4') return 'int4';
  if (type.startsWith('numeric') || type.startsWith('decimal')) return 'numeric';
  if (type === 'timestamptz') return 'timestamptz';
  if (type === 'boolean' || type === 'bool') return 'bool';
  if (type === 'jsonb') return 'jsonb';
  if (type === 'text' || type.startsWith('varchar')) return 'text';
  throw new Error(`The season seed cannot write a column of type ${columnType}`);
}

/** A value as its column takes it: a Date as ISO text, an amount with two decimals, a jsonb value as JSON text. */
function toColumnValue(value: unknown, type: PgType): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (type === 'numeric' && typeof value === 'number') return value.toFixed(2);
  if (type === 'jsonb') return JSON.stringify(value);
  return value;
}

interface Column {
  name: string;
  type: PgType;
  value: Value<unknown>;
}

interface SeasonTable {
  table: string;
  rows: (season: Season) => unknown[];
  /** The values given in `values`. */
  columns: Column[];
  /** The entity's other column properties, by property name: copied from a row that has them. */
  copyable: Map<string, { name: string; type: PgType }>;
}

let resolved: Promise<{ tables: SeasonTable[]; notes: string[] }> | undefined;

/**
 * The season's tables with their columns, read from the entity metadata. The ORM is set up without connecting
 * (metadata only), once per process.
 */
function seasonTables(): Promise<{ tables: SeasonTable[]; notes: string[] }> {
  resolved ??= (async () => {
    // MikroORM connects lazily: nothing here queries, so no connection is opened.
    const orm = await MikroORM.init(ormConfig('postgres://127.0.0.1/metadata-only'));
    try {
      const metadata = orm.getMetadata();
      const notes: string[] = [];
      const result = tables.map((seed): SeasonTable => {
        const meta = metadata.get(seed.entity);
        const column = (name: string) => {
          const property = meta.properties[name as keyof typeof meta.properties];
          if (!property || property.fieldNames?.length !== 1) return null;
          return { name: property.fieldNames[0]!, type: pgType(String(property.columnTypes[0])) };
        };
        const columns = Object.entries(seed.values ?? {}).flatMap(([name, value]): Column[] => {
          const found = column(name);
          if (found) return [{ ...found, value }];
          notes.push(`${meta.className}.${name} is not a column of this branch's entity: left out`);
          return [];
        });
        const copyable = new Map(
          Object.values(meta.properties)
            .filter((property) => property.kind === 'scalar' && !(property.name in (seed.values ?? {})))
            .flatMap((property) => {
              const found = column(property.name);
              return found ? [[property.name, found] as const] : [];
            }),
        );
        return { table: meta.tableName, rows: seed.rows, columns, copyable };
      });
      return { tables: result, notes };
    } finally {
      await orm.close();
    }
  })();
  return resolved;
}

const BATCH = 20_000;

async function insertTable(
  db: SqlClient,
  seed: SeasonTable,
  season: Season,
  staffIds: number[],
  existing: Set<string>,
  notes: string[],
): Promise<number> {
  const rows = seed.rows(season);
  const sample = (rows[0] ?? {}) as Record<string, unknown>;
  const copied = [...seed.copyable]
    .filter(([property]) => property in sample)
    .map(([property, column]): Column => ({ ...column, value: (row) => (row as Record<string, unknown>)[property] }));
  const columns = [...copied, ...seed.columns].filter((c) => {
    if (existing.has(`${seed.table}.${c.name}`)) return true;
    notes.push(`${seed.table}.${c.name} is not in this database (yet): left out`);
    return false;
  });
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    // jsonb goes over the wire as text and is cast in the SELECT (unnest of jsonb[] would need array literals).
    const params = columns.map((c) => batch.map((row) => toColumnValue(c.value(row, season, staffIds), c.type)));
    const unnestArgs = columns.map((c, i) => `$${i + 1}::${c.type === 'jsonb' ? 'text' : c.type}[]`).join(', ');
    const alias = columns.map((_, i) => `c${i}`).join(', ');
    const select = columns.map((c, i) => (c.type === 'jsonb' ? `c${i}::jsonb` : `c${i}`)).join(', ');
    await db.query(
      `insert into ${seed.table} (${columns.map((c) => `"${c.name}"`).join(', ')})
       select ${select} from unnest(${unnestArgs}) as u(${alias})`,
      params,
    );
  }
  if (columns.some((c) => c.name === 'id') && rows.length > 0) {
    await db.query(`select setval(pg_get_serial_sequence($1, 'id'), (select max(id) from ${seed.table}))`, [
      seed.table,
    ]);
  }
  return rows.length;
}

/** A bcrypt-shaped hash no password matches: the season's staff users cannot sign in. */
function unusablePasswordHash(): string {
  const alphabet = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(53);
  return `$2b$12$${[...bytes].map((b) => alphabet[b % 64]).join('')}`;
}

async function ensureStaffUsers(db: SqlClient, usernames: string[]): Promise<number[]> {
  await db.query(
    `insert into users (username, password, role)
     select u, p, 'staff' from unnest($1::text[], $2::text[]) as t(u, p)
     on conflict (username) do nothing`,
    [usernames, usernames.map(() => unusablePasswordHash())],
  );
  const { rows } = await db.query('select id, username from users where username = any($1::text[])', [usernames]);
  const ids = new Map(rows.map((r) => [String(r.username), Number(r.id)]));
  return usernames.map((u) => ids.get(u)!);
}

/** Rows in the season's tables (the catalogue and staff users do not count). */
export async function existingRows(db: SqlClient): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table: name } of (await seasonTables()).tables) {
    const { rows } = await db.query(`select count(*)::int as n from ${name}`);
    counts[name] = Number(rows[0].n);
  }
  return counts;
}

/** Empties the season's tables (and what points at them), ids from 1 again. */
export async function emptySeasonTables(db: SqlClient): Promise<void> {
  const names = (await seasonTables()).tables.map((t) => t.table);
  await db.query(`truncate ${names.join(', ')} restart identity cascade`);
}

async function catalogue(db: SqlClient): Promise<CatalogueProduct[]> {
  const { rows } = await db.query('select id, name, category, color, price from products order by id');
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    category: String(r.category),
    color: r.color === null ? null : String(r.color),
    // 'Fra 499,-' → 499
    price:
      Number(
        String(r.price)
          .replace(/[^\d,]/g, '')
          .replace(',', '.'),
      ) || 199,
  }));
}

export interface SeedSeasonResult {
  counts: Record<string, number>;
  /** Milliseconds spent writing each table. */
  tableMs: Record<string, number>;
  notes: string[];
  timings: { generateMs: number; writeMs: number };
}

/**
 * Generates the season and writes it in one transaction on `db`. The season's tables must be empty (the caller
 * checks, or empties them with `emptySeasonTables`).
 */
export async function seedSeason(
  db: SqlClient,
  options: { seed: number; now: Date; size?: Partial<SeasonSize> },
): Promise<SeedSeasonResult> {
  const products = await catalogue(db);
  const started = performance.now();
  const season = generateSeason({ seed: options.seed, now: options.now, products, size: options.size });
  const generated = performance.now();
  const seeds = await seasonTables();
  const notes: string[] = [...seeds.notes];
  const { rows: columnRows } = await db.query(
    `select table_name || '.' || column_name as name from information_schema.columns where table_schema = current_schema()`,
  );
  const existing = new Set(columnRows.map((r) => String(r.name)));
  const counts: Record<string, number> = {};
  const tableMs: Record<string, number> = {};
  await db.query('begin');
  try {
    const staffIds = await ensureStaffUsers(db, season.staffUsernames);
    for (const seed of seeds.tables) {
      const tableStarted = performance.now();
      counts[seed.table] = await insertTable(db, seed, season, staffIds, existing, notes);
      tableMs[seed.table] = performance.now() - tableStarted;
    }
    const accepted = season.quotes.filter((q) => q.orderId !== null);
    await db.query(
      `update quotes q set order_id = u.order_id from unnest($1::int4[], $2::int4[]) as u(id, order_id) where q.id = u.id`,
      [accepted.map((q) => q.id), accepted.map((q) => q.orderId)],
    );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
  // VACUUM too, not only ANALYZE: rows inserted into a GIN index wait in its pending list (fastupdate) until a
  // vacuum, and until then the planner prices the trigram index too high and scans the table instead.
  await db.query(`vacuum analyze ${Object.keys(counts).join(', ')}`);
  return {
    counts,
    tableMs,
    notes,
    timings: { generateMs: generated - started, writeMs: performance.now() - generated },
  };
}
