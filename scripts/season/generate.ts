/**
 * The season in memory: every row of every table the season seed fills, linked by explicit ids, drawn from one
 * seeded Random and a reference "now". Nothing here touches the database (season.ts writes the rows).
 *
 * The shape of a busy season: 60 schools, 12 000 members, 300 groups with members and size submissions, contact
 * messages, 4 000 quote rows (versions included), 3 000 orders with 40 000 lines, shipments, 3 500 invoices
 * (per-member invoices of group orders included), 30 000 mail log rows and the staff's audit trail.
 */
import { osloYear, russSeasonYear } from '../../schema/src/common/dates.js';
import { includedVatOre } from '../../schema/src/invoices/invoice-status.js';
import { shippingCostNok } from '../../schema/src/common/shipping.js';
import { formatInvoiceNumber } from '../../schema/src/invoices/invoice-number.js';
import { formatOrderNumber } from '../../schema/src/orders/order-number.js';
import { DEFECT_RETURN_REASON, RETURN_REASONS } from '../../schema/src/returns/return-reasons.js';
import { quoteTotals, type QuoteDiscountChoice } from '../../schema/src/quotes/quote-totals.js';
import {
  CARRIERS,
  CLASS_NAMES,
  CONTACT_MESSAGES,
  emailLocal,
  FIRST_NAMES,
  GROUP_NAME_WORDS,
  LAST_NAMES,
  SCHOOLS,
  STREETS,
  type Carrier,
} from './names.js';
import { Random } from './random.js';

export const SEASON_SIZE = {
  schools: 60,
  members: 12_000,
  groups: 300,
  quotes: 4_000,
  orders: 3_000,
  orderLines: 40_000,
  invoices: 3_500,
  mails: 30_000,
} as const;
export type SeasonSize = { -readonly [K in keyof typeof SEASON_SIZE]: number };

const DAY = 24 * 60 * 60 * 1000;

export interface CatalogueProduct {
  id: number;
  name: string;
  category: string;
  color: string | null;
  /** Kroner incl. MVA (the catalogue's 'Fra 499,-'). */
  price: number;
}

export interface MemberRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  school: string;
  graduationYear: string;
  joinedAt: Date;
  emailNotifications: boolean;
}
export interface GroupRow {
  id: number;
  name: string;
  school: string;
  graduationYear: string;
  coordinatorEmail: string;
  inviteCode: string;
  deadline: Date | null;
  status: 'active' | 'draft' | 'archived';
  maxMembers: number | null;
  description: string;
  createdAt: Date;
  quoteRequestedAt: Date | null;
  quoteContactId: number | null;
}
export interface GroupMemberRow {
  id: number;
  groupId: number;
  email: string;
  status: 'invited' | 'accepted' | 'declined';
  joinedAt: Date | null;
  invitedAt: Date;
}
export interface SizeSubmissionRow {
  id: number;
  groupId: number;
  memberEmail: string;
  lines: { product: CatalogueProduct; size: string | null; color: string; quantity: number }[];
  notes: string | null;
  submittedAt: Date;
}
export interface ContactRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}
export interface LineDraft {
  product: CatalogueProduct;
  description: string;
  size: string | null;
  color: string | null;
  quantity: number;
  unitPrice: number;
  printName: string | null;
}
export interface QuoteRow {
  id: number;
  quoteNumber: string;
  version: number;
  customerEmail: string;
  status: 'draft' | 'sent' | 'accepted' | 'declined' | 'expired';
  contactId: number | null;
  groupId: number | null;
  previousVersionId: number | null;
  replacedById: number | null;
  discount: QuoteDiscountChoice;
  couponCode: string | null;
  validUntil: Date;
  pieces: number;
  goodsAmount: number;
  discountAmount: number;
  shippingAmount: number;
  vatAmount: number;
  totalAmount: number;
  customerNote: string | null;
  createdByStaffId: number | null;
  sentAt: Date | null;
  answeredAt: Date | null;
  declineReason: string | null;
  orderId: number | null;
  createdAt: Date;
  updatedAt: Date;
  lines: LineDraft[];
}
export type OrderStatusValue = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
export interface OrderRow {
  id: number;
  memberEmail: string;
  orderNumber: string;
  status: OrderStatusValue;
  totalAmount: number;
  shippingAddress: string;
  notes: string;
  quoteId: number | null;
  groupId: number | null;
  createdAt: Date;
  updatedAt: Date;
  lines: LineDraft[];
  /** Per-line member e-mail of a group order (for per-member invoices), parallel to `lines`. */
  lineMembers: (string | null)[];
  /** When the order reached each status it went through (for shipments, mails and the audit trail). */
  history: { status: OrderStatusValue; at: Date }[];
}
export interface ShipmentRow {
  id: number;
  orderId: number;
  carrier: Carrier;
  trackingNumber: string | null;
  trackingUrl: string | null;
  status: 'preparing' | 'shipped' | 'in_transit' | 'delivered';
  shippedAt: Date | null;
  deliveredAt: Date | null;
  estimatedDelivery: Date | null;
  createdAt: Date;
}
export interface InvoiceRow {
  id: number;
  orderId: number;
  invoiceNumber: string;
  memberEmail: string;
  amount: number;
  taxAmount: number;
  status: 'pending' | 'paid' | 'overdue' | 'credited';
  dueDate: Date;
  paidDate: Date | null;
  createdAt: Date;
  /** `credit_note`: negative amount, the credited invoice and a reason (invoices_credit_sign_check). */
  kind: 'invoice' | 'credit_note';
  creditedInvoiceId: number | null;
  creditReason: string | null;
  returnId: number | null;
  paymentReference: string | null;
}
export interface InvoiceLineRow {
  id: number;
  invoiceId: number;
  position: number;
  orderItemId: number | null;
  description: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}
export interface ReturnRow {
  id: number;
  orderId: number;
  orderItemId: number;
  reason: string;
  description: string | null;
  status: 'requested' | 'pending' | 'approved' | 'completed' | 'rejected';
  refundAmount: number | null;
  requestedAt: Date;
  processedAt: Date | null;
  rejectionReason: string | null;
  approvedAt: Date | null;
  rejectedAt: Date | null;
  completedAt: Date | null;
}
export interface MailRow {
  id: number;
  jobId: string;
  type: string;
  recipient: string;
  subject: string;
  messageId: string;
  sentAt: Date;
}
export interface AuditRow {
  id: number;
  staffIndex: number;
  action: string;
  entityType: string;
  entityId: string;
  at: Date;
  before: unknown;
  after: unknown;
}

export interface Season {
  now: Date;
  members: MemberRow[];
  groups: GroupRow[];
  groupMembers: GroupMemberRow[];
  sizeSubmissions: SizeSubmissionRow[];
  contacts: ContactRow[];
  quotes: QuoteRow[];
  orders: OrderRow[];
  shipments: ShipmentRow[];
  /** Invoices and credit notes (credit notes on top of `size.invoices`), numbered together without gaps. */
  invoices: InvoiceRow[];
  invoiceLines: InvoiceLineRow[];
  returns: ReturnRow[];
  mails: MailRow[];
  audit: AuditRow[];
  /** Usernames of the season's staff users; AuditRow.staffIndex points into it. */
  staffUsernames: string[];
}

export const SEASON_STAFF = ['season-ingrid', 'season-magnus', 'season-sofie', 'season-henrik'];

const SIZES_BY_CATEGORY: Record<string, readonly string[]> = {
  overdeler: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  underdeler: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
};
const SIZE_WEIGHTS = { XS: 6, S: 22, M: 30, L: 24, XL: 12, XXL: 6 } as const;
const COLOURS = ['navy', 'rod', 'bla', 'svart', 'lys-graa', 'granitt', 'bellini', 'rose', 'breeze'] as const;
const PRINT_SURCHARGE = [0, 0, 49, 99, 149] as const;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Builds the whole season. Same seed, same `now`, same catalogue: the same rows. */
export function generateSeason(options: {
  seed: number;
  now: Date;
  products: CatalogueProduct[];
  size?: Partial<SeasonSize>;
}): Season {
  const size: SeasonSize = { ...SEASON_SIZE, ...options.size };
  const rand = new Random(options.seed);
  const now = options.now;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
  const minDate = (a: Date, b: Date) => (a < b ? a : b);
  const products = options.products;
  if (products.length === 0) throw new Error('The catalogue is empty: run the migrations and catalogue seed first.');
  const clothes = products.filter((p) => p.category in SIZES_BY_CATEGORY);
  const extras = products.filter((p) => !(p.category in SIZES_BY_CATEGORY));
  const sizeFor = (product: CatalogueProduct) =>
    product.category in SIZES_BY_CATEGORY ? rand.weighted(SIZE_WEIGHTS) : null;
  const colourFor = (product: CatalogueProduct) =>
    rand.chance(0.6) && product.color ? product.color : rand.pick(COLOURS);
  const schools = SCHOOLS.slice(0, size.schools);

  // ── members ────────────────────────────────────────────────────────────────────────────────────────────────
  const members: MemberRow[] = [];
  const usedLocals = new Map<string, number>();
  const uniqueEmail = (first: string, last: string, domain: string) => {
    const local = emailLocal(first, last);
    const n = (usedLocals.get(`${local}@${domain}`) ?? 0) + 1;
    usedLocals.set(`${local}@${domain}`, n);
    return `${local}${n === 1 ? '' : n}@${domain}`;
  };
  const membersBySchool = new Map<string, MemberRow[]>(schools.map((school) => [school, []]));
  for (let i = 0; i < size.members; i++) {
    const firstName = rand.pick(FIRST_NAMES);
    const lastName = rand.pick(LAST_NAMES);
    const school = schools[i % schools.length];
    const member: MemberRow = {
      id: i + 1,
      firstName,
      lastName,
      email: uniqueEmail(firstName, lastName, 'example.com'),
      school,
      graduationYear: String(russSeasonYear(now) + (rand.chance(0.9) ? 0 : 1)),
      joinedAt: daysAgo(rand.skewed(1, 320, 0.8)),
      emailNotifications: rand.chance(0.85),
    };
    members.push(member);
    membersBySchool.get(school)!.push(member);
  }
  const memberByEmail = new Map(members.map((m) => [m.email, m]));

  // ── staff (ids resolved when inserting) ─────────────────────────────────────────────────────────────────────
  const staffUsernames = SEASON_STAFF;
  const audit: AuditRow[] = [];
  const record = (at: Date, action: string, entityType: string, entityId: number, before: unknown, after: unknown) =>
    audit.push({
      id: audit.length + 1,
      staffIndex: rand.int(0, staffUsernames.length - 1),
      action,
      entityType,
      entityId: String(entityId),
      at,
      before,
      after,
    });

  // ── groups, group members, size submissions ─────────────────────────────────────────────────────────────────
  const groups: GroupRow[] = [];
  const groupMembers: GroupMemberRow[] = [];
  const sizeSubmissions: SizeSubmissionRow[] = [];
  const groupRoster = new Map<number, MemberRow[]>(); // coordinator first, then accepted members
  const groupProducts = new Map<number, { product: CatalogueProduct; color: string }[]>();
  const inviteCodes = new Set<string>();
  const inviteAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (let g = 0; g < size.groups; g++) {
    const school = schools[g % schools.length];
    const pool = membersBySchool.get(school)!;
    const picked = rand.sample(pool, rand.int(16, 61));
    const coordinator = picked[0];
    const createdAt = daysAgo(rand.skewed(25, 230, 1.3));
    const status = rand.weighted({ active: 80, archived: 12, draft: 8 });
    let inviteCode = '';
    while (!inviteCode || inviteCodes.has(inviteCode)) {
      inviteCode = Array.from({ length: 8 }, () => rand.pick([...inviteAlphabet])).join('');
    }
    inviteCodes.add(inviteCode);
    const word = rand.pick(GROUP_NAME_WORDS);
    const group: GroupRow = {
      id: g + 1,
      name: `${word} ${rand.pick(CLASS_NAMES)} ${coordinator.graduationYear}`,
      school,
      graduationYear: coordinator.graduationYear,
      coordinatorEmail: coordinator.email,
      inviteCode,
      deadline: plusDays(createdAt, rand.int(21, 60)),
      status,
      maxMembers: rand.chance(0.3) ? rand.int(picked.length + 2, 90) : null,
      description: `Russegruppa ${word} fra ${school}. Vi bestiller felles klær med logo.`,
      createdAt,
      quoteRequestedAt: null,
      quoteContactId: null,
    };
    groups.push(group);
    const roster = [coordinator];
    for (const member of picked.slice(1)) {
      const memberStatus = rand.weighted({ accepted: 82, invited: 12, declined: 6 });
      const invitedAt = plusDays(createdAt, rand.skewed(0, 10, 2));
      groupMembers.push({
        id: groupMembers.length + 1,
        groupId: group.id,
        email: member.email,
        status: memberStatus,
        joinedAt: memberStatus === 'accepted' ? plusDays(invitedAt, rand.skewed(0, 6, 2)) : null,
        invitedAt,
      });
      if (memberStatus === 'accepted') roster.push(member);
    }
    groupRoster.set(group.id, roster);
    const chosen = rand.sample(clothes, rand.int(1, 3)).map((product) => ({ product, color: colourFor(product) }));
    if (rand.chance(0.4)) chosen.push({ product: rand.pick(extras), color: rand.pick(COLOURS) });
    groupProducts.set(group.id, chosen);
    if (status === 'draft' || !rand.chance(0.85)) continue;
    for (const member of roster) {
      if (!rand.chance(0.88)) continue;
      sizeSubmissions.push({
        id: sizeSubmissions.length + 1,
        groupId: group.id,
        memberEmail: member.email,
        lines: chosen.map(({ product, color }) => ({
          product,
          size: sizeFor(product),
          color,
          quantity: product.category in SIZES_BY_CATEGORY ? 1 : rand.int(1, 2),
        })),
        notes: rand.chance(0.05) ? 'Jentemodell, takk.' : null,
        submittedAt: minDate(plusDays(createdAt, rand.skewed(1, 20, 1.5)), now),
      });
    }
  }
  const submissionsByGroup = new Map<number, SizeSubmissionRow[]>();
  for (const s of sizeSubmissions) {
    const list = submissionsByGroup.get(s.groupId) ?? [];
    list.push(s);
    submissionsByGroup.set(s.groupId, list);
  }

  // ── contacts ────────────────────────────────────────────────────────────────────────────────────────────────
  const contacts: ContactRow[] = [];
  const addContact = (
    who: { firstName: string; lastName: string; email: string },
    subject: keyof typeof CONTACT_MESSAGES,
    at: Date,
    pieces = 20,
  ) => {
    const contact: ContactRow = {
      id: contacts.length + 1,
      firstName: who.firstName,
      lastName: who.lastName,
      email: who.email,
      subject,
      message: rand.pick(CONTACT_MESSAGES[subject]).replace('{n}', String(pieces)),
      createdAt: at,
    };
    contacts.push(contact);
    return contact;
  };
  const nonMember = () => {
    const firstName = rand.pick(FIRST_NAMES);
    const lastName = rand.pick(LAST_NAMES);
    return { firstName, lastName, email: uniqueEmail(firstName, lastName, 'example.net') };
  };

  // ── the order plan: how many orders of each kind, and their lines (exactly size.orderLines in all) ──────────
  // Group orders come from the groups' size matrices with print names (one line per member and garment), class
  // orders from quotes answered to a contact message, web orders are small.
  const eligibleGroups = groups.filter((g) => g.status !== 'draft' && (submissionsByGroup.get(g.id)?.length ?? 0) >= 8);
  const groupOrderCount = Math.min(eligibleGroups.length, Math.round(size.orders * 0.07));
  const classOrderCount = Math.round(size.orders * 0.5);
  const webOrderCount = size.orders - groupOrderCount - classOrderCount;
  const orderGroups = rand.sample(eligibleGroups, groupOrderCount);

  const priceOf = (product: CatalogueProduct, printed: boolean) =>
    product.price + (printed ? rand.pick(PRINT_SURCHARGE) : 0);
  const line = (
    product: CatalogueProduct,
    quantity: number,
    printed: boolean,
    extra: Partial<LineDraft> = {},
  ): LineDraft => ({
    product,
    description: printed ? `${product.name} med trykk` : product.name,
    size: sizeFor(product),
    color: colourFor(product),
    quantity,
    unitPrice: priceOf(product, printed),
    printName: null,
    ...extra,
  });
  const classLines = (count: number): LineDraft[] =>
    rand.sample(products, count).map((product) => line(product, rand.int(1, 12), rand.chance(0.6)));
  const webLines = (count: number): LineDraft[] =>
    rand.sample(products, count).map((product) => line(product, rand.int(1, 2), false));

  const webLineCounts = Array.from({ length: webOrderCount }, () => rand.int(1, 4));
  const classLineCounts = Array.from({ length: classOrderCount }, () => rand.int(2, 9));
  // Group lines: per member, per garment, with the size from their submission and their first name printed.
  const groupLineSets = orderGroups.map((group) => {
    const lines: LineDraft[] = [];
    const owners: string[] = [];
    for (const s of submissionsByGroup.get(group.id)!) {
      const member = memberByEmail.get(s.memberEmail)!;
      for (const l of s.lines) {
        lines.push({
          product: l.product,
          description: `${l.product.name} med gruppelogo og navn`,
          size: l.size,
          color: l.color,
          quantity: l.quantity,
          unitPrice: l.product.price + 99,
          printName: member.firstName,
        });
        owners.push(member.email);
      }
    }
    return { group, lines, owners };
  });
  // Bring the total to exactly size.orderLines: extra name patches per member, or fewer lines on the largest.
  const fixedLines = webLineCounts.reduce((a, b) => a + b, 0) + classLineCounts.reduce((a, b) => a + b, 0);
  let missing = size.orderLines - fixedLines - groupLineSets.reduce((a, s) => a + s.lines.length, 0);
  const patch = products.find((p) => p.name === 'Navnepatch') ?? products[products.length - 1];
  for (let i = 0; missing > 0 && groupLineSets.length > 0; i++) {
    const set = groupLineSets[i % groupLineSets.length];
    const owner = set.owners[Math.floor(i / groupLineSets.length) % set.owners.length];
    set.lines.push({
      product: patch,
      description: `${patch.name} med russenavn`,
      size: null,
      color: 'hvit',
      quantity: 1,
      unitPrice: patch.price,
      printName: memberByEmail.get(owner)!.firstName,
    });
    set.owners.push(owner);
    missing--;
  }
  while (missing < 0) {
    const largest = groupLineSets.reduce((a, b) => (b.lines.length > a.lines.length ? b : a));
    if (largest.lines.length <= 1) break;
    largest.lines.pop();
    largest.owners.pop();
    missing++;
  }
  for (let i = 0; missing !== 0; i = (i + 1) % classLineCounts.length) {
    // Only without group orders (tiny seasons): even out on the class orders.
    if (missing > 0) {
      classLineCounts[i]++;
      missing--;
    } else if (classLineCounts[i] > 1) {
      classLineCounts[i]--;
      missing++;
    }
  }

  // ── quotes and orders ───────────────────────────────────────────────────────────────────────────────────────
  const quotes: QuoteRow[] = [];
  const orders: OrderRow[] = [];
  const quoteSeqByYear = new Map<number, number>();
  interface Chain {
    createdAt: Date;
    customerEmail: string;
    contactId: number | null;
    groupId: number | null;
    lines: LineDraft[];
    lineMembers: (string | null)[];
    outcome: QuoteRow['status'];
    versions: number;
  }
  const chains: Chain[] = [];
  const outcomeFor = (createdAt: Date, accepted: boolean): QuoteRow['status'] => {
    if (accepted) return 'accepted';
    const age = (now.getTime() - createdAt.getTime()) / DAY;
    if (age < 8 && rand.chance(0.5)) return 'draft';
    const outcome = rand.weighted({ sent: 40, declined: 30, expired: 30 });
    if (outcome === 'sent' && age > 28) return 'expired';
    return outcome;
  };
  const versionsFor = () => rand.weighted({ 1: 86, 2: 12, 3: 2 } as Record<string, number>);
  for (const set of groupLineSets) {
    const createdAt = daysAgo(rand.skewed(12, 200, 1.4));
    chains.push({
      createdAt,
      customerEmail: set.group.coordinatorEmail,
      contactId: null,
      groupId: set.group.id,
      lines: set.lines,
      lineMembers: set.owners,
      outcome: 'accepted',
      versions: Number(versionsFor()),
    });
  }
  for (const count of classLineCounts) {
    const createdAt = daysAgo(rand.skewed(3, 210, 1.2));
    const who = rand.pick(members);
    const lines = classLines(count);
    const contact = rand.chance(0.8)
      ? addContact(who, 'tilbud', new Date(createdAt.getTime() - rand.int(1, 20) * 3600_000), lines.length * 5)
      : null;
    chains.push({
      createdAt,
      customerEmail: who.email,
      contactId: contact?.id ?? null,
      groupId: null,
      lines,
      lineMembers: lines.map(() => null),
      outcome: 'accepted',
      versions: Number(versionsFor()),
    });
  }
  // Quotes that did not (or not yet) become orders fill up the quote rows.
  const acceptedRows = chains.reduce((sum, c) => sum + c.versions, 0);
  let openRows = size.quotes - acceptedRows;
  const groupsWithoutOrder = groups.filter((g) => !orderGroups.includes(g) && submissionsByGroup.has(g.id));
  while (openRows > 0) {
    const createdAt = daysAgo(rand.skewed(0.5, 200, 1.1));
    const versions = Math.min(openRows, Number(versionsFor()));
    const group = groupsWithoutOrder.length > 0 && rand.chance(0.15) ? groupsWithoutOrder.pop()! : null;
    let customerEmail: string;
    let contactId: number | null = null;
    let lines: LineDraft[];
    let lineMembers: (string | null)[];
    if (group) {
      customerEmail = group.coordinatorEmail;
      // The size matrix summed per product, size and colour.
      const matrix = new Map<string, LineDraft>();
      for (const s of submissionsByGroup.get(group.id)!) {
        for (const l of s.lines) {
          const key = `${l.product.id}|${l.size}|${l.color}`;
          const existing = matrix.get(key);
          if (existing) existing.quantity += l.quantity;
          else matrix.set(key, { ...line(l.product, l.quantity, true), size: l.size, color: l.color });
        }
      }
      lines = [...matrix.values()];
      lineMembers = lines.map(() => null);
    } else {
      const who = rand.chance(0.75) ? rand.pick(members) : nonMember();
      customerEmail = who.email;
      lines = classLines(rand.int(1, 6));
      lineMembers = lines.map(() => null);
      if (rand.chance(0.85)) contactId = addContact(who, 'tilbud', createdAt, lines.length * 5).id;
    }
    chains.push({
      createdAt,
      customerEmail,
      contactId,
      groupId: group?.id ?? null,
      lines,
      lineMembers,
      outcome: outcomeFor(createdAt, false),
      versions,
    });
    openRows -= versions;
  }
  // Other contact messages (questions, not quote requests).
  for (let i = 0, n = Math.round(size.quotes * 0.1); i < n; i++) {
    const who = rand.chance(0.6) ? rand.pick(members) : nonMember();
    addContact(who, rand.pick(['produkter', 'design', 'annet'] as const), daysAgo(rand.skewed(0, 220, 1)));
  }
  for (const group of groups) {
    const chain = chains.find((c) => c.groupId === group.id);
    if (chain) group.quoteRequestedAt = new Date(chain.createdAt.getTime() - rand.int(2, 48) * 3600_000);
  }

  chains.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const chain of chains) {
    const year = chain.createdAt.getUTCFullYear();
    const seq = (quoteSeqByYear.get(year) ?? 0) + 1;
    quoteSeqByYear.set(year, seq);
    const quoteNumber = `T-${year}-${String(seq).padStart(4, '0')}`;
    const pieces = chain.lines.reduce((sum, l) => sum + l.quantity, 0);
    const isGroupOrder = chain.groupId !== null;
    const discount: QuoteDiscountChoice =
      isGroupOrder || pieces >= 10
        ? rand.chance(0.85)
          ? { kind: 'group', reading: rand.chance(0.9) ? 'terms' : 'groupDiscountsPage' }
          : { kind: 'custom', percent: rand.int(12, 20) }
        : { kind: 'none' };
    const couponCode = !isGroupOrder && rand.chance(0.05) ? 'RUSS25' : null;
    const totals = quoteTotals({
      lines: chain.lines,
      discount,
      coupon: couponCode ? { code: couponCode, type: 'percentage', value: 25 } : null,
      isGroupOrder,
    });
    const staffId = rand.int(0, staffUsernames.length - 1);
    let previous: QuoteRow | null = null;
    for (let v = 1; v <= chain.versions; v++) {
      const last = v === chain.versions;
      const createdAt = plusDays(chain.createdAt, (v - 1) * rand.int(1, 4));
      const validUntil = plusDays(createdAt, 30);
      let status: QuoteRow['status'] = last ? chain.outcome : 'sent';
      // Only a quote past its date is expired, and a sent one past its date is (the daily job's work).
      if (last && status === 'sent' && validUntil < now) status = 'expired';
      if (last && status === 'expired' && validUntil >= now) status = 'sent';
      const sentAt = status === 'draft' ? null : minDate(plusDays(createdAt, rand.skewed(0.05, 1, 2)), now);
      const answeredAt =
        status === 'accepted' || status === 'declined'
          ? minDate(plusDays(sentAt!, rand.skewed(0.2, 20, 2)), minDate(validUntil, now))
          : null;
      const quote: QuoteRow = {
        id: quotes.length + 1,
        quoteNumber,
        version: v,
        customerEmail: chain.customerEmail,
        status,
        contactId: chain.contactId,
        groupId: chain.groupId,
        previousVersionId: previous?.id ?? null,
        replacedById: null,
        discount,
        couponCode,
        validUntil,
        pieces: totals.pieces,
        goodsAmount: totals.goods,
        discountAmount: totals.discount.amount,
        shippingAmount: totals.shipping,
        vatAmount: totals.vat,
        totalAmount: totals.total,
        customerNote: rand.chance(0.3) ? 'Levering innen 15. april. Trykkfarge hvit.' : null,
        createdByStaffId: staffId,
        sentAt,
        answeredAt,
        declineReason: status === 'declined' && rand.chance(0.6) ? rand.pick(DECLINE_REASONS) : null,
        orderId: null,
        createdAt,
        updatedAt: answeredAt ?? sentAt ?? createdAt,
        lines: chain.lines,
      };
      // A new version replaces the old one when it is sent; a draft version does not yet.
      if (previous && status !== 'draft') previous.replacedById = quote.id;
      quotes.push(quote);
      record(createdAt, v === 1 ? 'quote.created' : 'quote.version.created', 'quote', quote.id, null, {
        quoteNumber,
        version: v,
      });
      if (sentAt) record(sentAt, 'quote.sent', 'quote', quote.id, { status: 'draft' }, { status: 'sent' });
      previous = quote;
    }
    if (chain.outcome === 'accepted') {
      const quote = previous!;
      orders.push(
        makeOrder(quote.answeredAt!, quote.customerEmail, chain.lines, chain.lineMembers, {
          total: quote.totalAmount,
          quoteId: quote.id,
          groupId: chain.groupId,
          notes: `Fra tilbud ${quoteNumber}.`,
        }),
      );
      quote.orderId = orders[orders.length - 1].id;
    }
  }
  for (const count of webLineCounts) {
    const createdAt = daysAgo(rand.skewed(0.2, 220, 1.1));
    const who = rand.pick(members);
    const lines = webLines(count);
    const pieces = lines.reduce((sum, l) => sum + l.quantity, 0);
    const goods = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
    const shipping = shippingCostNok({ quantity: pieces });
    orders.push(
      makeOrder(
        createdAt,
        who.email,
        lines,
        lines.map(() => null),
        {
          total: round2(goods + shipping),
          quoteId: null,
          groupId: null,
          notes: shipping > 0 ? `Frakt ${shipping} kr.` : 'Fri frakt.',
        },
      ),
    );
  }
  // Order numbers and ids follow the order date, like a live shop's.
  orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const orderIdMap = new Map<number, number>();
  const orderSeqByYear = new Map<number, number>();
  orders.forEach((order, i) => {
    orderIdMap.set(order.id, i + 1);
    order.id = i + 1;
    const year = osloYear(order.createdAt);
    const seq = (orderSeqByYear.get(year) ?? 0) + 1;
    orderSeqByYear.set(year, seq);
    order.orderNumber = formatOrderNumber(year, seq);
  });
  for (const quote of quotes) if (quote.orderId !== null) quote.orderId = orderIdMap.get(quote.orderId)!;

  function makeOrder(
    createdAt: Date,
    memberEmail: string,
    lines: LineDraft[],
    lineMembers: (string | null)[],
    o: { total: number; quoteId: number | null; groupId: number | null; notes: string },
  ): OrderRow {
    const age = (now.getTime() - createdAt.getTime()) / DAY;
    const status: OrderStatusValue =
      age > 60
        ? rand.weighted({ delivered: 82, cancelled: 6, shipped: 5, processing: 5, pending: 2 })
        : age > 20
          ? rand.weighted({ delivered: 40, shipped: 25, processing: 25, pending: 5, cancelled: 5 })
          : rand.weighted({ pending: 35, processing: 40, shipped: 15, delivered: 5, cancelled: 5 });
    const path: OrderStatusValue[] =
      status === 'cancelled'
        ? rand.chance(0.5)
          ? ['pending', 'cancelled']
          : ['pending', 'processing', 'cancelled']
        : (['pending', 'processing', 'shipped', 'delivered'] as const).slice(
            0,
            ['pending', 'processing', 'shipped', 'delivered'].indexOf(status) + 1,
          );
    // Spread the moves between the order date and now.
    const span = Math.max(0.1, age);
    let at = createdAt;
    const history = path.map((step, i) => {
      if (i > 0) at = minDate(plusDays(at, Math.min(span / path.length, rand.skewed(1, 14, 1.3))), now);
      return { status: step, at };
    });
    const member = memberByEmail.get(memberEmail);
    const name = member ? `${member.firstName} ${member.lastName}` : memberEmail;
    return {
      id: orders.length + 1,
      memberEmail,
      orderNumber: '',
      status,
      totalAmount: o.total,
      shippingAddress: `${name}, ${rand.pick(STREETS)} ${rand.int(1, 120)}, ${String(rand.int(1, 9990)).padStart(4, '0')} ${member?.school.split(' ')[0] ?? 'Oslo'}`,
      notes: o.notes,
      quoteId: o.quoteId,
      groupId: o.groupId,
      createdAt,
      updatedAt: history[history.length - 1].at,
      lines,
      lineMembers,
      history,
    };
  }

  // ── order audit trail, shipments ────────────────────────────────────────────────────────────────────────────
  const shipments: ShipmentRow[] = [];
  for (const order of orders) {
    for (let i = 1; i < order.history.length; i++) {
      record(
        order.history[i].at,
        'order.status.changed',
        'order',
        order.id,
        { status: order.history[i - 1].status },
        { status: order.history[i].status },
      );
    }
    const shippedStep = order.history.find((h) => h.status === 'shipped');
    const deliveredStep = order.history.find((h) => h.status === 'delivered');
    const parcels = order.groupId !== null && rand.chance(0.1) ? 2 : 1;
    if (shippedStep) {
      for (let p = 0; p < parcels; p++) {
        const carrier = rand.weighted({ Posten: 45, Bring: 30, PostNord: 15, Helthjem: 10 });
        const tracking =
          carrier === 'Posten' || carrier === 'Bring'
            ? `70722150${String(rand.int(0, 999_999_999)).padStart(9, '0')}`
            : `${carrier === 'PostNord' ? 'PN' : 'HH'}${String(rand.int(0, 99_999_999)).padStart(8, '0')}NO`;
        const shipment: ShipmentRow = {
          id: shipments.length + 1,
          orderId: order.id,
          carrier,
          trackingNumber: tracking,
          trackingUrl: CARRIERS[carrier](tracking),
          status: deliveredStep ? 'delivered' : rand.chance(0.6) ? 'in_transit' : 'shipped',
          shippedAt: shippedStep.at,
          deliveredAt: deliveredStep?.at ?? null,
          estimatedDelivery: plusDays(shippedStep.at, rand.int(2, 5)),
          createdAt: new Date(shippedStep.at.getTime() - rand.int(1, 20) * 3600_000),
        };
        shipments.push(shipment);
        record(shipment.createdAt, 'shipment.registered', 'order', order.id, null, {
          carrier,
          trackingNumber: tracking,
        });
      }
    } else if (order.status === 'processing' && rand.chance(0.2)) {
      shipments.push({
        id: shipments.length + 1,
        orderId: order.id,
        carrier: rand.weighted({ Posten: 50, Bring: 50 }),
        trackingNumber: null,
        trackingUrl: null,
        status: 'preparing',
        shippedAt: null,
        deliveredAt: null,
        estimatedDelivery: plusDays(now, rand.int(3, 14)),
        createdAt: order.history[order.history.length - 1].at,
      });
    }
  }

  // ── invoices: one per order that got that far, per member for some group orders, exactly size.invoices ──────
  interface InvoiceDraft extends Omit<
    InvoiceRow,
    | 'id'
    | 'invoiceNumber'
    | 'taxAmount'
    | 'kind'
    | 'creditedInvoiceId'
    | 'creditReason'
    | 'returnId'
    | 'paymentReference'
  > {
    order: OrderRow;
  }
  const invoiceable = orders.filter(
    (o) => o.status !== 'cancelled' && (o.status !== 'pending' || rand.chance(0.3)) && o.totalAmount > 0,
  );
  const perMember = new Set<OrderRow>();
  let invoiceCount = invoiceable.length;
  const groupOrders = invoiceable.filter((o) => o.groupId !== null);
  for (const order of rand.sample(groupOrders, groupOrders.length)) {
    if (invoiceCount >= size.invoices) break;
    const payers = new Set(order.lineMembers.filter((m): m is string => m !== null)).size;
    if (payers < 2 || invoiceCount + payers - 1 > size.invoices) continue;
    perMember.add(order);
    invoiceCount += payers - 1;
  }
  // Trim (or top up with pending orders' invoices) to the exact figure.
  const pendingWithout = orders.filter((o) => o.status === 'pending' && !invoiceable.includes(o) && o.totalAmount > 0);
  while (invoiceCount < size.invoices && pendingWithout.length > 0) {
    invoiceable.push(pendingWithout.pop()!);
    invoiceCount++;
  }
  // Small seasons: orders cancelled after their invoice was issued (and credited).
  const cancelledWithout = orders.filter((o) => o.status === 'cancelled' && o.totalAmount > 0);
  while (invoiceCount < size.invoices && cancelledWithout.length > 0) {
    invoiceable.push(cancelledWithout.pop()!);
    invoiceCount++;
  }
  while (invoiceCount > size.invoices) {
    const index = invoiceable.findIndex((o) => !perMember.has(o) && o.status === 'pending');
    const drop = index >= 0 ? index : invoiceable.findIndex((o) => !perMember.has(o));
    if (drop < 0) break;
    invoiceable.splice(drop, 1);
    invoiceCount--;
  }
  if (invoiceCount !== size.invoices) {
    throw new Error(
      `A season of ${size.orders} orders cannot have ${size.invoices} invoices (${invoiceCount} at most).`,
    );
  }
  const drafts: InvoiceDraft[] = [];
  for (const order of invoiceable) {
    const issued = plusDays(order.history[0].at, rand.skewed(0.1, 3, 2));
    const createdAt = minDate(issued, now);
    const shares: { email: string; amount: number }[] = [];
    if (perMember.has(order)) {
      const byMember = new Map<string, number>();
      order.lines.forEach((l, i) => {
        const email = order.lineMembers[i]!;
        byMember.set(email, (byMember.get(email) ?? 0) + l.quantity * l.unitPrice);
      });
      const gross = [...byMember.values()].reduce((a, b) => a + b, 0);
      let left = Math.round(order.totalAmount * 100);
      const entries = [...byMember.entries()];
      entries.forEach(([email, goods], i) => {
        const ore = i === entries.length - 1 ? left : Math.round((order.totalAmount * 100 * goods) / gross);
        left -= ore;
        shares.push({ email, amount: ore / 100 });
      });
    } else {
      shares.push({ email: order.memberEmail, amount: order.totalAmount });
    }
    for (const share of shares) {
      const dueDate = plusDays(createdAt, 14);
      const paidChance = { delivered: 0.97, shipped: 0.9, processing: 0.65, pending: 0.2, cancelled: 0 }[order.status];
      let status: InvoiceRow['status'];
      let paidDate: Date | null = null;
      if (order.status === 'cancelled') {
        status = 'credited';
      } else if (rand.chance(paidChance)) {
        status = order.status === 'delivered' && rand.chance(0.01) ? 'credited' : 'paid';
        paidDate = minDate(plusDays(createdAt, rand.skewed(0.5, 20, 1.5)), now);
      } else {
        status = dueDate < now ? 'overdue' : 'pending';
      }
      drafts.push({
        order,
        orderId: order.id,
        memberEmail: share.email,
        amount: share.amount,
        status,
        dueDate,
        paidDate,
        createdAt,
      });
    }
  }
  drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.orderId - b.orderId);
  const invoiceSeqByYear = new Map<number, number>();
  const invoices: InvoiceRow[] = drafts.map(({ order: _order, ...d }, i) => {
    const year = osloYear(d.createdAt);
    const seq = (invoiceSeqByYear.get(year) ?? 0) + 1;
    invoiceSeqByYear.set(year, seq);
    return {
      ...d,
      id: i + 1,
      invoiceNumber: formatInvoiceNumber(year, seq),
      taxAmount: includedVatOre(Math.round(d.amount * 100)) / 100,
      kind: 'invoice' as const,
      creditedInvoiceId: null,
      creditReason: null,
      returnId: null,
      paymentReference: null,
    };
  });
  const credits = creditNotesAndReturns({ orders, invoices, now, rand: new Random(options.seed * 31 + 7) });
  const returns = credits.returns;
  const invoiceLines = credits.invoiceLines;
  for (const invoice of invoices) {
    if (invoice.kind === 'credit_note') {
      record(invoice.createdAt, 'invoice.credit_note.issued', 'invoice', invoice.id, null, {
        invoiceNumber: invoice.invoiceNumber,
        amount: invoice.amount.toFixed(2),
        reason: invoice.creditReason,
        returnId: invoice.returnId,
      });
      continue;
    }
    record(invoice.createdAt, 'invoice.issued', 'invoice', invoice.id, null, { invoiceNumber: invoice.invoiceNumber });
    if (invoice.paidDate) {
      record(invoice.paidDate, 'invoice.paid', 'invoice', invoice.id, { status: 'pending' }, { status: 'paid' });
    }
  }

  // ── the mail log: what those events mailed, newest size.mails kept ──────────────────────────────────────────
  const mailDrafts: Omit<MailRow, 'id' | 'jobId' | 'messageId'>[] = [];
  const mail = (type: string, recipient: string, subject: string, sentAt: Date) => {
    if (sentAt <= now) mailDrafts.push({ type, recipient, subject, sentAt: plusDays(sentAt, rand.next() / 200) });
  };
  for (const quote of quotes) {
    if (quote.sentAt)
      mail('mail.quote-sent', quote.customerEmail, `Tilbud ${quote.quoteNumber} fra Russekompaniet`, quote.sentAt);
  }
  const statusSubjects: Partial<Record<OrderStatusValue, string>> = {
    processing: 'er under behandling',
    shipped: 'er sendt',
    delivered: 'er levert',
    cancelled: 'er kansellert',
  };
  for (const order of orders) {
    mail('mail.order-confirmation', order.memberEmail, `Ordrebekreftelse ${order.orderNumber}`, order.createdAt);
    for (const step of order.history.slice(1)) {
      mail(
        step.status === 'cancelled' ? 'mail.order-cancelled' : 'mail.order-status-changed',
        order.memberEmail,
        `Ordre ${order.orderNumber} ${statusSubjects[step.status]}`,
        step.at,
      );
    }
  }
  for (const invoice of invoices) {
    if (invoice.kind !== 'invoice') continue;
    mail(
      'mail.invoice-issued',
      invoice.memberEmail,
      `Faktura ${invoice.invoiceNumber} fra Russekompaniet`,
      invoice.createdAt,
    );
    if (invoice.paidDate) {
      mail(
        'mail.invoice-paid',
        invoice.memberEmail,
        `Kvittering for faktura ${invoice.invoiceNumber}`,
        invoice.paidDate,
      );
    }
    if (invoice.status === 'overdue') {
      mail(
        'mail.invoice-reminder',
        invoice.memberEmail,
        `Purring: faktura ${invoice.invoiceNumber}`,
        plusDays(invoice.dueDate, 1),
      );
      if (plusDays(invoice.dueDate, 15) < now) {
        mail(
          'mail.invoice-reminder',
          invoice.memberEmail,
          `Purring 2: faktura ${invoice.invoiceNumber}`,
          plusDays(invoice.dueDate, 15),
        );
      }
    }
  }
  for (const gm of groupMembers) {
    const group = groups[gm.groupId - 1];
    mail('mail.group-invitation', gm.email, `Invitasjon til russegruppa ${group.name}`, gm.invitedAt);
  }
  for (const contact of contacts) {
    mail('mail.contact-confirmation', contact.email, 'Takk for din henvendelse', contact.createdAt);
    mail('mail.contact-notice', 'post@russekompaniet.no', `Ny henvendelse: ${contact.subject}`, contact.createdAt);
  }
  for (const member of members) {
    if (member.emailNotifications)
      mail('mail.member-welcome', member.email, 'Velkommen til Russekompaniet Family', member.joinedAt);
  }
  for (let i = 0; mailDrafts.length < size.mails; i++) {
    const member = rand.pick(members);
    mail('mail.sign-in-link', member.email, 'Logg inn hos Russekompaniet', daysAgo(rand.skewed(0, 200, 1)));
  }
  mailDrafts.sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime());
  const mails: MailRow[] = mailDrafts
    .slice(0, size.mails)
    .reverse()
    .map((m, i) => ({
      ...m,
      id: i + 1,
      jobId: `season-${i + 1}`,
      messageId: `<season-${i + 1}@russekompaniet.no>`,
    }));

  audit.sort((a, b) => a.at.getTime() - b.at.getTime());
  audit.forEach((row, i) => (row.id = i + 1));

  return {
    now,
    members,
    groups,
    groupMembers,
    sizeSubmissions,
    contacts,
    quotes,
    orders,
    shipments,
    invoices,
    invoiceLines,
    returns,
    mails,
    audit,
    staffUsernames,
  };
}

const DECLINE_REASONS = [
  'Vi fant et billigere tilbud.',
  'Gruppa ble ikke enige om design.',
  'For lang leveringstid.',
  'Vi venter til neste år.',
];

const REJECTION_REASONS = [
  'Varen er brukt og kan ikke tas tilbake.',
  'Returfristen på 14 dager er ute.',
  'Varen er spesialtilpasset og ikke defekt.',
];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Returns of delivered orders (a few hundred, every status), the credit notes of completed returns and of
 * credited invoices (`kind` credit_note, negative amount, the credited invoice, a reason), the invoice lines of
 * every invoice and credit note, and the invoice numbers renumbered over invoices and credit notes together
 * (one gapless yearly sequence, as `takeInvoiceNumber` gives them). Drawn from its own random stream, so the rest
 * of the season stays as it was.
 */
function creditNotesAndReturns(input: { orders: OrderRow[]; invoices: InvoiceRow[]; now: Date; rand: Random }) {
  const { orders, invoices, now, rand } = input;
  const plus = (date: Date, days: number) => new Date(Math.min(date.getTime() + days * DAY_MS, now.getTime()));
  const vat = (amount: number) => -includedVatOre(Math.round(-amount * 100)) / 100;
  // Order item ids as the seed writes them: numbered in order of the orders and their lines.
  const firstItemId = new Map<number, number>();
  let nextItemId = 1;
  for (const order of orders) {
    firstItemId.set(order.id, nextItemId);
    nextItemId += order.lines.length;
  }
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const creditNotes: Omit<InvoiceRow, 'id' | 'invoiceNumber'>[] = [];
  const credit = (invoice: InvoiceRow, amount: number, at: Date, reason: string, returnId: number | null) =>
    creditNotes.push({
      orderId: invoice.orderId,
      memberEmail: invoice.memberEmail,
      amount: -amount,
      taxAmount: vat(-amount),
      status: 'credited',
      dueDate: at,
      paidDate: null,
      createdAt: at,
      kind: 'credit_note',
      creditedInvoiceId: invoice.id,
      creditReason: reason,
      returnId,
      paymentReference: null,
    });

  // Credited invoices (cancelled orders, complaints) have their credit note for the whole amount.
  for (const invoice of invoices) {
    if (invoice.status !== 'credited') continue;
    const order = orderById.get(invoice.orderId)!;
    const reason = order.status === 'cancelled' ? 'Ordren er kansellert.' : 'Reklamasjon: feil på trykket.';
    credit(invoice, invoice.amount, plus(invoice.createdAt, rand.int(1, 10)), reason, null);
  }

  // Returns: about one delivered order in six, at most 300, one line each; completed ones credit the refund.
  const paidInvoiceOf = new Map<string, InvoiceRow>();
  for (const invoice of invoices) {
    if (invoice.status === 'paid') paidInvoiceOf.set(`${invoice.orderId}:${invoice.memberEmail}`, invoice);
  }
  const delivered = orders.filter((o) => o.status === 'delivered' && o.lines.length > 0);
  const target = Math.min(300, Math.ceil(delivered.length / 6));
  const returns: ReturnRow[] = [];
  const statuses: ReturnRow['status'][] = ['requested', 'pending', 'approved', 'rejected', 'completed'];
  for (let i = 0; returns.length < target && i < delivered.length; i++) {
    const order = delivered[(i * 7919) % delivered.length]!;
    if (returns.some((r) => r.orderId === order.id)) continue;
    const index = rand.int(0, order.lines.length - 1);
    const line = order.lines[index]!;
    const owner = order.lineMembers[index] ?? order.memberEmail;
    const invoice = paidInvoiceOf.get(`${order.id}:${owner}`);
    let status = statuses[returns.length % statuses.length]!;
    // A completed return credits its paid invoice; without one it stays approved.
    if (status === 'completed' && !invoice) status = 'approved';
    const deliveredAt = order.history.find((h) => h.status === 'delivered')?.at ?? order.updatedAt;
    const requestedAt = plus(deliveredAt, rand.int(1, 12));
    const custom = line.printName != null;
    const reason = custom ? DEFECT_RETURN_REASON : RETURN_REASONS[rand.int(0, RETURN_REASONS.length - 1)]!;
    const refund = invoice ? Math.min(round2(line.unitPrice), invoice.amount) : round2(line.unitPrice);
    const decidedAt = status === 'requested' || status === 'pending' ? null : plus(requestedAt, rand.int(1, 4));
    const completedAt = status === 'completed' ? plus(decidedAt!, rand.int(2, 8)) : null;
    const row: ReturnRow = {
      id: returns.length + 1,
      orderId: order.id,
      orderItemId: firstItemId.get(order.id)! + index,
      reason,
      description: rand.chance(0.6) ? 'Se bilde i e-posten.' : null,
      status,
      refundAmount: status === 'approved' || status === 'completed' ? refund : null,
      requestedAt,
      processedAt: completedAt ?? decidedAt,
      rejectionReason: status === 'rejected' ? REJECTION_REASONS[rand.int(0, REJECTION_REASONS.length - 1)]! : null,
      approvedAt: status === 'approved' || status === 'completed' ? decidedAt : null,
      rejectedAt: status === 'rejected' ? decidedAt : null,
      completedAt,
    };
    returns.push(row);
    if (status === 'completed' && invoice) {
      credit(invoice, refund, completedAt!, `Retur ${row.id}: ${reason}`, row.id);
      if (refund >= invoice.amount) invoice.status = 'credited';
    }
  }

  // Invoices and credit notes share the yearly sequence: renumber them together in order of issue.
  const all: InvoiceRow[] = [
    ...invoices,
    ...creditNotes.map((note, i) => ({ ...note, id: invoices.length + i + 1, invoiceNumber: '' })),
  ];
  const byIssue = [...all].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const seqByYear = new Map<number, number>();
  for (const row of byIssue) {
    const year = osloYear(row.createdAt);
    const seq = (seqByYear.get(year) ?? 0) + 1;
    seqByYear.set(year, seq);
    row.invoiceNumber = formatInvoiceNumber(year, seq);
    row.paymentReference = row.paidDate ? `Nettbank ${row.invoiceNumber}` : null;
  }
  const numberOf = new Map(all.map((row) => [row.id, row.invoiceNumber]));

  // Lines: an invoice has the lines of its order (of its member, per-member invoices) and, where the amount
  // differs from the goods (discount, shipping), one line for the difference; a credit note one line.
  const invoiceLines: InvoiceLineRow[] = [];
  const addLine = (row: Omit<InvoiceLineRow, 'id'>) => invoiceLines.push({ ...row, id: invoiceLines.length + 1 });
  for (const row of all) {
    if (row.kind === 'credit_note') {
      addLine({
        invoiceId: row.id,
        position: 0,
        orderItemId: null,
        description: `Kreditering av faktura ${numberOf.get(row.creditedInvoiceId!)}: ${row.creditReason}`,
        quantity: 1,
        unitPrice: row.amount,
        lineTotal: row.amount,
      });
      continue;
    }
    const order = orderById.get(row.orderId)!;
    const perMember = order.lineMembers.some((email) => email != null && email !== row.memberEmail);
    let goods = 0;
    let position = 0;
    order.lines.forEach((line, i) => {
      if (perMember && order.lineMembers[i] !== row.memberEmail) return;
      const lineTotal = round2(line.quantity * line.unitPrice);
      goods += lineTotal;
      addLine({
        invoiceId: row.id,
        position: position++,
        orderItemId: firstItemId.get(order.id)! + i,
        description: [line.product.name, line.size, line.color].filter(Boolean).join(', '),
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        lineTotal,
      });
    });
    const rest = round2(row.amount - goods);
    if (rest !== 0) {
      addLine({
        invoiceId: row.id,
        position,
        orderItemId: null,
        description: rest < 0 ? 'Rabatt' : 'Frakt',
        quantity: 1,
        unitPrice: rest,
        lineTotal: rest,
      });
    }
  }
  invoices.splice(0, invoices.length, ...all);
  return { returns, invoiceLines };
}
