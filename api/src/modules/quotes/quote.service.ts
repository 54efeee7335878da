import { osloYear } from '@russ/schema/common/dates';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { AuditAction } from '@russ/schema/audit/audit-actions';
import { JOBS } from '@russ/schema/jobs/jobs';
import { priceTextToNumber } from '@russ/schema/common/money';
import { canAnswerQuote, defaultQuoteValidUntil, QUOTE_ANSWER_MESSAGES } from '@russ/schema/quotes/quote-status';
import { quoteTotals, type QuoteCoupon, type QuoteTotals } from '@russ/schema/quotes/quote-totals';
import {
  quoteDeclineInput,
  quoteFormInput,
  QUOTE_MESSAGES as M,
  type QuoteFormData,
} from '@russ/schema/quotes/quote.validators';
import { normalizeEmail, parseId, signedInCustomer } from '../../common/access.js';
import type { Sessions } from '../../common/context.js';
import { ConflictError, NotFoundError, ValidationFailed, type FieldErrors } from '../../common/errors.js';
import { parseInput, toValidationFailed } from '../../common/validation.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { auditSnapshot, customerAuthor, recordAudit, type AuditActor } from '../audit/audit.service.js';
import { Contact } from '../contacts/contact.entity.js';
import { MemberCoupon } from '../coupons/member-coupon.entity.js';
import { Design } from '../designs/design.entity.js';
import { Group } from '../groups/group.entity.js';
import { Member } from '../members/member.entity.js';
import { placeOrder } from '../orders/order-placement.js';
import { Product } from '../products/product.entity.js';
import { checkQuoteCode, claimCouponUse, findQuoteCoupons, quoteCouponOf } from './quote-coupons.js';
import { QuoteLine } from './quote-line.entity.js';
import { Quote } from './quote.entity.js';
import { amountText, storedQuoteTotals, toQuoteView, toTotalsView } from './quote.views.js';
import type { Quote as QuoteShape } from './quote.types.js';
import { pickFields } from '../../common/pick-fields.js';

/**
 * Every rule of quotes (admin §2): the staff form (validated by schema's quote validators, then against the
 * catalogue, the customer's designs, the group and the coupons), totals by `quoteTotals` stored on every save,
 * numbers 'T-2026-0042' allocated under a lock, sending with its mail, new versions, the customer's answer (an
 * accepted quote becomes an order in the same transaction) and the daily expiry.
 */

/** A quote form as GraphQL passes it (line colour as `color`). */
export interface QuoteFormArgs {
  customerEmail: string;
  contactId?: number | null;
  groupId?: number | null;
  lines: Array<{
    productId: number;
    description?: string | null;
    size?: string | null;
    color?: string | null;
    quantity: number;
    unitPrice: string;
    designId?: number | null;
    printName?: string | null;
  }>;
  discount: { kind: string; reading?: string | null; percent?: number | null };
  code?: string | null;
  validUntil?: Date | null;
  customerNote?: string | null;
}

/** The fields of a quote audit entries show. */
const AUDIT_FIELDS = [
  'quoteNumber',
  'version',
  'customerEmail',
  'status',
  'discountKind',
  'discountReading',
  'discountPercent',
  'couponCode',
  'validUntil',
  'pieces',
  'totalAmount',
  'sentAt',
  'replacedById',
] as const;

const snapshot = (quote: Quote) => auditSnapshot(quote, AUDIT_FIELDS);

/** The audit record of a staff change to a quote: `before` as given, `after` the quote's snapshot now. */
function auditQuote(
  tx: EntityManager,
  staff: AuditActor,
  action: AuditAction,
  quote: Quote,
  before?: Record<string, unknown>,
): void {
  recordAudit(tx, staff, { action, entityType: 'quote', entityId: quote.id, before, after: snapshot(quote) });
}

/** Field paths as the contract names them (`lines.0.color`, not the validator's `colour`). */
function renameFieldErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field.replace(/\.colour$/, '.color'), message]),
  );
}

/** Parses the form (Norwegian field errors, nothing stored on failure). */
function parseForm(input: QuoteFormArgs): QuoteFormData {
  const raw = {
    ...input,
    lines: Array.isArray(input.lines)
      ? input.lines.map(({ color, ...line }) => ({ ...line, colour: color ?? null }))
      : input.lines,
    discount: input.discount
      ? {
          kind: input.discount.kind,
          ...(input.discount.reading != null ? { reading: input.discount.reading } : {}),
          ...(input.discount.percent != null ? { percent: input.discount.percent } : {}),
        }
      : input.discount,
  };
  const result = quoteFormInput.safeParse(raw);
  if (!result.success) {
    const failed = toValidationFailed(result.error);
    throw new ValidationFailed(renameFieldErrors(failed.fieldErrors), failed.message);
  }
  return result.data;
}

/** What the form's data resolved against the database: product names and the code's terms. */
interface CheckedForm {
  data: QuoteFormData;
  productNames: Map<number, string>;
  coupon: QuoteCoupon | null;
  totals: QuoteTotals;
}

const totalsOf = (data: QuoteFormData, coupon: QuoteCoupon | null): QuoteTotals =>
  quoteTotals({
    lines: data.lines.map((line) => ({ quantity: line.quantity, unitPrice: line.unitPrice })),
    discount: data.discount,
    coupon,
    isGroupOrder: data.groupId != null,
  });

/**
 * The rules that need the database: every product in the catalogue, every design the customer's (or the
 * group's), the group and the contact message existing, and the code a usable coupon. All refusals at once.
 */
async function checkForm(em: EntityManager, data: QuoteFormData, now = new Date()): Promise<CheckedForm> {
  const errors: FieldErrors = {};
  const productIds = [...new Set(data.lines.map((line) => line.productId))];
  const designIds = [...new Set(data.lines.flatMap((line) => (line.designId == null ? [] : [line.designId])))];
  const [products, designs, group, contact] = await Promise.all([
    em.find(Product, { id: { $in: productIds } }, { fields: ['id', 'name'] }),
    designIds.length
      ? em.find(Design, { id: { $in: designIds } }, { fields: ['id', 'memberEmail', 'groupId'] })
      : Promise.resolve([] as Design[]),
    data.groupId == null ? Promise.resolve(null) : em.findOne(Group, { id: data.groupId }, { fields: ['id'] }),
    data.contactId == null ? Promise.resolve(null) : em.findOne(Contact, { id: data.contactId }, { fields: ['id'] }),
  ]);
  const productNames = new Map(products.map((p) => [p.id, p.name]));
  const designBy = new Map(designs.map((d) => [d.id, d]));
  data.lines.forEach((line, index) => {
    if (!productNames.has(line.productId)) errors[`lines.${index}.productId`] = M.productNotFound;
    if (line.designId != null) {
      const design = designBy.get(line.designId);
      const customers =
        design &&
        (normalizeEmail(design.memberEmail) === data.customerEmail ||
          (data.groupId != null && design.groupId === data.groupId));
      if (!customers) errors[`lines.${index}.designId`] = M.designNotCustomers;
    }
  });
  if (data.groupId != null && !group) errors.groupId = M.groupNotFound;
  if (data.contactId != null && !contact) errors.contactId = M.contactNotFound;
  let coupon: QuoteCoupon | null = null;
  if (data.code) {
    const goods = totalsOf(data, null).goods;
    const checked = await checkQuoteCode(em, data.code, goods, now);
    if (checked.ok) coupon = checked.coupon;
    else errors.code = checked.message;
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return { data, productNames, coupon, totals: totalsOf(data, coupon) };
}

/** 'Forhåndsvisning' of the form's totals (the live summary under the lines). */
export async function previewQuoteTotals(em: EntityManager, input: QuoteFormArgs) {
  const checked = await checkForm(em, parseForm(input));
  return toTotalsView(checked.totals);
}

/** Writes the form's fields, lines and totals onto a draft (lines replaced). */
function applyForm(tx: EntityManager, quote: Quote, checked: CheckedForm, now: Date): void {
  const { data, totals, productNames } = checked;
  quote.customerEmail = data.customerEmail;
  quote.contactId = data.contactId;
  quote.groupId = data.groupId;
  quote.discountKind = data.discount.kind;
  quote.discountReading = data.discount.kind === 'group' ? data.discount.reading : null;
  quote.discountPercent = data.discount.kind === 'custom' ? data.discount.percent.toFixed(2) : null;
  quote.couponCode = checked.coupon?.code ?? null;
  quote.validUntilChosen = data.validUntil != null;
  quote.validUntil = data.validUntil ?? defaultQuoteValidUntil(now);
  quote.customerNote = data.customerNote;
  quote.pieces = totals.pieces;
  quote.goodsAmount = amountText(totals.goods);
  quote.discountAmount = amountText(totals.discount.amount);
  quote.shippingAmount = amountText(totals.shipping);
  quote.vatAmount = amountText(totals.vat);
  quote.totalAmount = amountText(totals.total);
  for (const line of quote.lines.getItems()) tx.remove(line);
  data.lines.forEach((line, position) => {
    tx.create(QuoteLine, {
      quote,
      position,
      productId: line.productId,
      description: line.description ?? productNames.get(line.productId) ?? '',
      size: line.size,
      color: line.colour,
      quantity: line.quantity,
      unitPrice: line.unitPrice.toFixed(2),
      designId: line.designId,
      printName: line.printName,
    });
  });
}

/** The next free quote number of the year in Oslo ('T-2026-0042'), under a transaction-scoped lock. */
async function allocateQuoteNumber(tx: EntityManager, now: Date): Promise<string> {
  const year = osloYear(now);
  const prefix = `T-${year}-`;
  const connection = tx.getConnection();
  const ctx = tx.getTransactionContext();
  await connection.execute('select pg_advisory_xact_lock(hashtext(?))', [`quote-number:${year}`], 'all', ctx);
  const rows: Array<{ max: number | null }> = await connection.execute(
    'select max(substring(quote_number from ?)::int) as max from quotes where quote_number ~ ?',
    [prefix.length + 1, `^${prefix}[0-9]+$`],
    'all',
    ctx,
  );
  return `${prefix}${String(Number(rows[0]?.max ?? 0) + 1).padStart(4, '0')}`;
}

/** `Nytt tilbud` → 'Lagre': a draft with the next quote number. */
export async function createQuote(em: EntityManager, staff: AuditActor, input: QuoteFormArgs): Promise<QuoteShape> {
  const data = parseForm(input);
  const now = new Date();
  const checked = await checkForm(em, data, now);
  const quote = await em.transactional(async (tx) => {
    const created = tx.create(Quote, {
      quoteNumber: await allocateQuoteNumber(tx, now),
      customerEmail: data.customerEmail,
      validUntil: defaultQuoteValidUntil(now),
      createdByStaffId: staff.userId,
      pieces: 0,
      goodsAmount: '0.00',
      discountAmount: '0.00',
      shippingAmount: '0.00',
      vatAmount: '0.00',
      totalAmount: '0.00',
    });
    applyForm(tx, created, checked, now);
    await tx.flush();
    auditQuote(tx, staff, 'quote.created', created);
    return created;
  });
  return toQuoteView(em, quote);
}

async function lockQuote(tx: EntityManager, id: number): Promise<Quote> {
  const quote = await tx.findOne(Quote, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!quote) throw new NotFoundError(M.notFound);
  return quote;
}

/** 'Lagre' on a draft: replaces its fields and lines; a sent or answered quote is refused (CONFLICT). */
export async function updateQuote(
  em: EntityManager,
  staff: AuditActor,
  rawId: unknown,
  input: QuoteFormArgs,
): Promise<QuoteShape> {
  const id = parseId(rawId, M.notFound);
  const data = parseForm(input);
  const now = new Date();
  const checked = await checkForm(em, data, now);
  const quote = await em.transactional(async (tx) => {
    const quote = await lockQuote(tx, id);
    if (quote.status !== 'draft') throw new ConflictError(M.notEditable);
    await quote.lines.init();
    const before = snapshot(quote);
    applyForm(tx, quote, checked, now);
    quote.updatedAt = now;
    auditQuote(tx, staff, 'quote.updated', quote, before);
    return quote;
  });
  return toQuoteView(em, quote);
}

export async function getQuote(em: EntityManager, rawId: unknown): Promise<QuoteShape> {
  const id = parseId(rawId, M.notFound);
  const quote = await em.findOne(Quote, { id });
  if (!quote) throw new NotFoundError(M.notFound);
  return toQuoteView(em, quote);
}

/**
 * `Send tilbud`: a draft becomes sent (validity 30 days unless staff chose a date), the quote mail is queued (it
 * links to the quote in the customer area; the customer signs in as usual, so a forwarded mail signs nobody in),
 * and the version it replaces (if any) gets `replacedById`, so the customer only sees the latest.
 */
export async function sendQuote(em: EntityManager, staff: AuditActor, rawId: unknown): Promise<QuoteShape> {
  const id = parseId(rawId, M.notFound);
  const quote = await em.transactional(async (tx) => {
    const quote = await lockQuote(tx, id);
    if (quote.status !== 'draft') throw new ConflictError(M.notSendable);
    if (quote.replacedById != null) throw new ConflictError(M.replaced);
    const now = new Date();
    // The code must still be usable when the quote goes out (a coupon may have ended since the draft was saved).
    if (quote.couponCode) {
      const checked = await checkQuoteCode(tx, quote.couponCode, Number(quote.goodsAmount), now);
      if (!checked.ok) throw new ValidationFailed({ code: checked.message }, checked.message);
    }
    const before = snapshot(quote);
    // A provisional or past date gives way to the default validity.
    if (!quote.validUntilChosen || quote.validUntil.getTime() <= now.getTime()) {
      quote.validUntil = defaultQuoteValidUntil(now);
    }
    quote.status = 'sent';
    quote.sentAt = now;
    if (quote.previousVersionId != null) {
      const previous = await tx.findOne(
        Quote,
        { id: quote.previousVersionId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      // The customer answered the version this one replaces meanwhile: an accepted quote is an order now.
      if (previous?.status === 'accepted') throw new ConflictError(M.previousAccepted);
      if (previous && previous.replacedById == null) {
        const previousBefore = snapshot(previous);
        previous.replacedById = quote.id;
        auditQuote(tx, staff, 'quote.replaced', previous, previousBefore);
      }
    }
    await tx.flush();
    enqueueOutbox(tx, JOBS.quoteSent, { quoteId: quote.id });
    auditQuote(tx, staff, 'quote.sent', quote, before);
    return quote;
  });
  return toQuoteView(em, quote);
}

/** `Ny versjon`: a sent quote copied into a new draft (version + 1, same number, same lines). */
export async function newQuoteVersion(em: EntityManager, staff: AuditActor, rawId: unknown): Promise<QuoteShape> {
  const id = parseId(rawId, M.notFound);
  const now = new Date();
  const copy = await em.transactional(async (tx) => {
    const quote = await lockQuote(tx, id);
    if (quote.status !== 'sent' || quote.replacedById != null) throw new ConflictError(M.newVersionOnlySent);
    // Only one open draft per quote: a second `Ny versjon` of the same version is refused.
    const existing = await tx.count(Quote, { previousVersionId: quote.id });
    if (existing > 0) throw new ConflictError(M.newVersionOnlySent);
    const max: Array<{ max: number }> = await tx
      .getConnection()
      .execute(
        'select max(version) as max from quotes where quote_number = ?',
        [quote.quoteNumber],
        'all',
        tx.getTransactionContext(),
      );
    const lines = await tx.find(QuoteLine, { quote }, { orderBy: { position: 'asc', id: 'asc' } });
    const copy = tx.create(Quote, {
      quoteNumber: quote.quoteNumber,
      version: Number(max[0]?.max ?? quote.version) + 1,
      customerEmail: quote.customerEmail,
      contactId: quote.contactId,
      groupId: quote.groupId,
      previousVersionId: quote.id,
      discountKind: quote.discountKind,
      discountReading: quote.discountReading,
      discountPercent: quote.discountPercent,
      couponCode: quote.couponCode,
      validUntil: defaultQuoteValidUntil(now),
      validUntilChosen: false,
      pieces: quote.pieces,
      goodsAmount: quote.goodsAmount,
      discountAmount: quote.discountAmount,
      shippingAmount: quote.shippingAmount,
      vatAmount: quote.vatAmount,
      totalAmount: quote.totalAmount,
      customerNote: quote.customerNote,
      createdByStaffId: staff.userId,
    });
    for (const line of lines) {
      tx.create(QuoteLine, {
        quote: copy,
        ...pickFields(line, ['position', 'productId', 'description', 'size', 'color', 'quantity']),
        ...pickFields(line, ['unitPrice', 'designId', 'printName']),
      });
    }
    await tx.flush();
    auditQuote(tx, staff, 'quote.version.created', copy, { previousVersionId: quote.id });
    return copy;
  });
  return toQuoteView(em, copy);
}

/** The customer's own quote, locked: another customer's (or a draft or replaced one) reads as missing. */
async function lockOwnQuote(tx: EntityManager, email: string, id: number): Promise<Quote> {
  const quote = await tx.findOne(Quote, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!quote || quote.customerEmail !== email || quote.status === 'draft') throw new NotFoundError(M.notFound);
  return quote;
}

function assertAnswerable(quote: Quote, now: Date): void {
  if (quote.replacedById != null) throw new ConflictError(M.replaced);
  const answer = canAnswerQuote(quote, now);
  if (!answer.ok) throw new ConflictError(answer.message);
}

/** A non-member who accepts becomes a member (names from the contact message, else from the e-mail), welcomed. */
async function ensureMember(tx: EntityManager, quote: Quote): Promise<void> {
  const member = await tx.findOne(Member, { email: quote.customerEmail });
  if (member) return;
  const contact = quote.contactId == null ? null : await tx.findOne(Contact, { id: quote.contactId });
  const local = quote.customerEmail.split('@')[0] ?? '';
  const created = tx.create(Member, {
    email: quote.customerEmail,
    firstName: contact?.firstName?.trim() || local || 'Medlem',
    lastName: contact?.lastName?.trim() || '',
  });
  await tx.flush();
  // The welcome a signup gets (members.service), in the same transaction as the membership.
  enqueueOutbox(tx, JOBS.memberWelcome, { memberId: created.id });
}

/**
 * `Godta tilbud`: in one transaction the quote becomes accepted, the order is created (pending, the quote's lines,
 * totals, quote and group), the customer gets the order confirmation and the shop the notice. An expired,
 * answered or replaced quote is refused (CONFLICT), another customer's is NOT_FOUND; nothing changes then.
 */
export async function acceptQuote(
  em: EntityManager,
  sessions: Sessions,
  rawId: unknown,
): Promise<{ quote: QuoteShape; orderId: number; orderNumber: string }> {
  const email = signedInCustomer(sessions, M.customerOnly);
  const id = parseId(rawId, M.notFound);
  const now = new Date();
  const { quote, order } = await em.transactional(async (tx) => {
    const quote = await lockOwnQuote(tx, email, id);
    assertAnswerable(quote, now);
    const lines = await tx.find(QuoteLine, { quote }, { orderBy: { position: 'asc', id: 'asc' } });
    const coupons = await findQuoteCoupons(tx, quote.couponCode ? [quote.couponCode] : []);
    const totals = storedQuoteTotals(quote, lines, quoteCouponOf(quote.couponCode, coupons));
    const products = await tx.find(Product, { id: { $in: lines.map((l) => l.productId) } }, { fields: ['id', 'name'] });
    const names = new Map(products.map((p) => [p.id, p.name]));
    // The code counts as used once, claimed before anything else changes: an expired, deactivated or used-up
    // coupon refuses the acceptance (the quote's total was priced with it).
    const coupon = quote.couponCode ? coupons.get(quote.couponCode) : undefined;
    if (coupon) await claimCouponUse(tx, coupon, now);
    await ensureMember(tx, quote);
    const order = await placeOrder(
      tx,
      {
        memberEmail: quote.customerEmail,
        lines: lines.map((line) => ({
          ...pickFields(line, ['productId', 'size', 'color', 'quantity', 'unitPrice', 'designId', 'printName']),
          name: names.get(line.productId) ?? line.description,
        })),
        totalAmount: quote.totalAmount,
        quoteId: quote.id,
        groupId: quote.groupId ?? null,
        discount: { label: totals.discount.label, amount: totals.discount.amount },
        shipping: totals.shipping,
        notes: `Fra tilbud ${quote.quoteNumber} (versjon ${quote.version}).`,
      },
      now,
    );
    // The customer's own copy of the code, if they were handed one, is used by this order.
    if (coupon) {
      const handed = await tx.findOne(MemberCoupon, { memberEmail: quote.customerEmail, coupon, isUsed: false });
      if (handed) {
        handed.isUsed = true;
        handed.usedAt = now;
        handed.orderId = order.id;
      }
    }
    quote.status = 'accepted';
    quote.answeredAt = now;
    quote.orderId = order.id;
    recordAudit(tx, customerAuthor(email), {
      action: 'quote.accepted',
      entityType: 'quote',
      entityId: quote.id,
      before: { status: 'sent' },
      after: { status: 'accepted', orderId: order.id, orderNumber: order.orderNumber },
    });
    enqueueOutbox(tx, JOBS.orderConfirmation, { orderId: order.id });
    enqueueOutbox(tx, JOBS.quoteAnswered, { quoteId: quote.id });
    await tx.flush();
    return { quote, order };
  });
  return { quote: await toQuoteView(em, quote), orderId: order.id, orderNumber: order.orderNumber };
}

/** `Avslå`: with an optional reason; the shop is told. Same refusals as accepting. */
export async function declineQuote(
  em: EntityManager,
  sessions: Sessions,
  rawId: unknown,
  rawReason: unknown,
): Promise<QuoteShape> {
  const email = signedInCustomer(sessions, M.customerOnly);
  const id = parseId(rawId, M.notFound);
  const { reason } = parseInput(quoteDeclineInput, { reason: rawReason ?? null });
  const quote = await em.transactional(async (tx) => {
    const quote = await lockOwnQuote(tx, email, id);
    const now = new Date();
    assertAnswerable(quote, now);
    quote.status = 'declined';
    quote.answeredAt = now;
    quote.declineReason = reason ?? null;
    recordAudit(tx, customerAuthor(email), {
      action: 'quote.declined',
      entityType: 'quote',
      entityId: quote.id,
      before: { status: 'sent' },
      after: { status: 'declined', declineReason: quote.declineReason },
    });
    enqueueOutbox(tx, JOBS.quoteAnswered, { quoteId: quote.id });
    return quote;
  });
  return toQuoteView(em, quote);
}

export { QUOTE_ANSWER_MESSAGES };

// ---------------------------------------------------------------------------------------------------------
// Form helpers: prefills and the selects

/** 'Produkt' options: the catalogue with its from-price. */
export async function listQuoteProducts(em: EntityManager) {
  const products = await em.find(Product, {}, { orderBy: { name: 'asc', id: 'asc' }, fields: ['id', 'name', 'price'] });
  return products.map((p) => {
    const price = priceTextToNumber(p.price);
    return { id: p.id, name: p.name, fromPrice: Number.isFinite(price) ? price.toFixed(2) : null };
  });
}

/** 'Design' options: the customer's designs and those of groups they coordinate. */
export async function listCustomerDesignsForQuote(em: EntityManager, email: string) {
  const normalised = normalizeEmail(email);
  const groups = await em.find(Group, { coordinatorEmail: normalised }, { fields: ['id'] });
  const designs = await em.find(
    Design,
    { $or: [{ memberEmail: normalised }, ...(groups.length ? [{ groupId: { $in: groups.map((g) => g.id) } }] : [])] },
    { orderBy: { createdAt: 'desc', id: 'desc' }, fields: ['id', 'name'] },
  );
  return designs.map((d) => ({ id: d.id, name: d.name }));
}

async function memberName(em: EntityManager, email: string): Promise<string | null> {
  const member = await em.findOne(Member, { email: normalizeEmail(email) }, { fields: ['firstName', 'lastName'] });
  return member ? `${member.firstName} ${member.lastName}`.trim() : null;
}

/** `Lag tilbud` from a contact message: its sender and text; lines are chosen by staff. */
export async function quotePrefillFromContact(em: EntityManager, contactId: number) {
  const contact = await em.findOne(Contact, { id: contactId });
  if (!contact) throw new NotFoundError(M.contactNotFound);
  const email = normalizeEmail(contact.email);
  const group = await em.findOne(Group, { quoteContactId: contact.id }, { fields: ['id', 'name'] });
  return {
    customerEmail: email,
    customerName: (await memberName(em, email)) ?? (`${contact.firstName} ${contact.lastName}`.trim() || null),
    contactId: contact.id,
    groupId: group?.id ?? null,
    groupName: group?.name ?? null,
    lines: [],
    message: contact.message,
  };
}

export { quotePrefillFromGroup } from './quote-prefill.js';
