import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../common/errors.js';
import { Address } from '../addresses/address.entity.js';
import { MemberCoupon } from '../coupons/member-coupon.entity.js';
import { DesignFile } from '../designs/design-file.entity.js';
import { Design } from '../designs/design.entity.js';
import { Shipment } from '../shipments/shipment.entity.js';
import { GroupMember } from '../groups/group-member.entity.js';
import { Group } from '../groups/group.entity.js';
import { SizeSubmission } from '../groups/size-submission.entity.js';
import { Invoice } from '../invoices/invoice.entity.js';
import { Member } from '../members/member.entity.js';
import { MessageThread } from '../messages/message-thread.entity.js';
import { OrderItem } from '../orders/order-item.entity.js';
import { Order } from '../orders/order.entity.js';
import { OrderReturn } from '../returns/return.entity.js';

/**
 * Everything the customer dashboard reads about one customer (customer-area §7). Callers check access first
 * (common/auth.ts `assertCanReadCustomer`); these functions only read. Customers are identified by e-mail,
 * stored lower-case. Every read runs a fixed number of queries whatever the number of rows (related rows are
 * loaded in one batch with `$in` or a join, never one query per row).
 */

export const PROFILE_NOT_FOUND_MESSAGE = 'Fant ingen medlemsprofil for denne e-postadressen';

const normalise = (email: string) => email.trim().toLowerCase();

// ---------------------------------------------------------------------------------------------------------
// Views (the REST answer; the GraphQL types in customer.types.ts have the same fields)

export interface CustomerProfileView {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  school: string | null;
  graduationYear: string | null;
  joinedAt: Date;
  isActive: boolean;
  emailNotifications: boolean;
  /** Privacy: coordinators see the member's name (else only the e-mail). */
  shareNameWithCoordinators: boolean;
}

export interface OrderItemView {
  /** null for a line that only exists in the order's JSON `items` text. */
  id: number | null;
  productId: number | null;
  name: string;
  variant: string | null;
  size: string | null;
  color: string | null;
  quantity: number;
  unitPrice: string | null;
  designId: number | null;
  /** The design's name when the line has one (the design may belong to the group's coordinator). */
  designName: string | null;
  notes: string | null;
}

export interface ShipmentView {
  id: number;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  status: string;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  estimatedDelivery: Date | null;
  createdAt: Date;
}

export interface OrderView {
  id: number;
  orderNumber: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  totalAmount: string;
  currency: string;
  shippingAddress: string | null;
  notes: string | null;
  items: OrderItemView[];
  /** Pieces in the order (sum of quantities). */
  itemCount: number;
  /** Parcels sent for the order, newest first (usually one). */
  shipments: ShipmentView[];
}

export interface CouponView {
  /** The member_coupons row. */
  id: number;
  couponId: number;
  code: string;
  title: string;
  description: string | null;
  type: string;
  value: string;
  minOrderAmount: string | null;
  validFrom: Date;
  validUntil: Date;
  isActive: boolean;
  isUsed: boolean;
  usedAt: Date | null;
  orderId: number | null;
  assignedAt: Date;
}

export interface InvoiceView {
  id: number;
  orderId: number;
  orderNumber: string;
  invoiceNumber: string;
  amount: string;
  taxAmount: string;
  status: string;
  dueDate: Date;
  paidDate: Date | null;
  createdAt: Date;
}

export interface AddressView {
  id: number;
  type: string;
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  postalCode: string;
  country: string;
  phone: string | null;
  isDefault: boolean;
  createdAt: Date;
}

export interface ReturnView {
  id: number;
  orderId: number;
  orderNumber: string;
  orderItemId: number | null;
  reason: string;
  description: string | null;
  status: string;
  refundAmount: string | null;
  requestedAt: Date;
  processedAt: Date | null;
}

export interface GroupView {
  id: number;
  name: string;
  school: string | null;
  graduationYear: string | null;
  coordinatorEmail: string;
  /** Only the coordinator (and staff) see the invite code. */
  inviteCode: string | null;
  deadline: Date | null;
  status: string;
  maxMembers: number | null;
  description: string | null;
  createdAt: Date;
  /** Invited and accepted members (declined ones not counted). */
  memberCount: number;
  /** The customer's own membership status in this group; null for groups they coordinate. */
  membershipStatus: string | null;
}

export interface GroupMembershipView {
  id: number;
  groupId: number;
  email: string;
  /** From the members table; null when the invited address has no membership. */
  firstName: string | null;
  lastName: string | null;
  role: string;
  status: string;
  joinedAt: Date | null;
  invitedAt: Date;
}

export interface DesignFileView {
  id: number;
  fileName: string;
  mimeType: string;
  fileSize: number;
  version: number;
  uploadedAt: Date;
}

export interface DesignView {
  id: number;
  groupId: number | null;
  name: string;
  description: string | null;
  status: string;
  notes: string | null;
  approvedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  latestFile: DesignFileView | null;
}

export interface MessageThreadView {
  id: number;
  subject: string;
  status: string;
  type: string;
  lastMessageAt: Date;
  createdAt: Date;
  relatedOrderId: number | null;
  relatedDesignId: number | null;
  relatedGroupId: number | null;
  /** Messages from the shop the customer has not read yet. */
  unreadCount: number;
}

export interface SizeProductView {
  productId: number | null;
  name: string | null;
  size: string | null;
  color: string | null;
  quantity: number;
}

export interface SizeSubmissionView {
  id: number;
  groupId: number;
  groupName: string;
  products: SizeProductView[];
  notes: string | null;
  submittedAt: Date;
}

export interface CustomerCountsView {
  orders: number;
  designs: number;
  /** Groups coordinated plus groups the customer is invited to or in (declined not counted). */
  groups: number;
  /** Message threads. */
  messages: number;
  addresses: number;
  unusedCoupons: number;
}

// ---------------------------------------------------------------------------------------------------------
// Helpers

const nullableInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
};
const nullableText = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const positiveQuantity = (value: unknown): number => {
  const n = nullableInt(value);
  return n !== null && n > 0 ? n : 1;
};

/** Parses JSON text holding a list of objects; anything else is an empty list (old rows must never break a page). */
function parseJsonList(text: string | null | undefined): Record<string, unknown>[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => !!v && typeof v === 'object') : [];
  } catch {
    return [];
  }
}

function orderItemFromJson(line: Record<string, unknown>): OrderItemView {
  const price = line.unitPrice ?? line.price;
  return {
    id: null,
    productId: nullableInt(line.productId),
    name: nullableText(line.name) ?? nullableText(line.productName) ?? 'Produkt',
    variant: nullableText(line.variant),
    size: nullableText(line.size),
    color: nullableText(line.color),
    quantity: positiveQuantity(line.quantity),
    unitPrice: typeof price === 'number' ? price.toFixed(2) : nullableText(price),
    designId: nullableInt(line.designId),
    designName: null,
    notes: nullableText(line.notes),
  };
}

/** The lines kept only in an order's JSON `items` text (orders without order_items rows). */
export function orderLinesFromJson(items: string | null | undefined): OrderItemView[] {
  return parseJsonList(items).map(orderItemFromJson);
}

/** Names of the designs order lines point at, in one query (none when no line has a design). */
export async function findDesignNames(em: EntityManager, rows: OrderItem[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.designId == null ? [] : [row.designId])))];
  if (ids.length === 0) return new Map();
  const designs = await em.find(Design, { id: { $in: ids } }, { fields: ['id', 'name'] });
  return new Map(designs.map((design) => [design.id, design.name]));
}

export function toOrderItemView(row: OrderItem, designNames: Map<number, string>): OrderItemView {
  return {
    id: row.id,
    productId: row.productId ?? null,
    name: row.name,
    variant: row.variant ?? null,
    size: row.size ?? null,
    color: row.color ?? null,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    designId: row.designId ?? null,
    designName: row.designId == null ? null : (designNames.get(row.designId) ?? null),
    notes: row.notes ?? null,
  };
}

/** Counts rows per key in one grouped query. */
async function countBy(em: EntityManager, sql: string, params: unknown[]): Promise<Map<number, number>> {
  const rows: Array<{ key: number | string; n: number | string }> = await em.getConnection().execute(sql, params);
  return new Map(rows.map((row) => [Number(row.key), Number(row.n)]));
}

// ---------------------------------------------------------------------------------------------------------
// Reads

/** The member profile for this e-mail, or null when there is no membership. One query. */
export async function findCustomerProfile(em: EntityManager, email: string): Promise<CustomerProfileView | null> {
  const member = await em.findOne(Member, { email: normalise(email) });
  if (!member) return null;
  return {
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    school: member.school ?? null,
    graduationYear: member.graduationYear ?? null,
    joinedAt: member.joinedAt,
    isActive: member.isActive !== 'false',
    emailNotifications: member.emailNotifications,
    shareNameWithCoordinators: member.shareNameWithCoordinators,
  };
}

/** Like findCustomerProfile, but a missing membership is a NotFoundError (404 on REST). */
export async function getCustomerProfile(em: EntityManager, email: string): Promise<CustomerProfileView> {
  const profile = await findCustomerProfile(em, email);
  if (!profile) throw new NotFoundError(PROFILE_NOT_FOUND_MESSAGE);
  return profile;
}

/**
 * The customer's orders, newest first, each with its lines (the order_items rows, or for an order without rows
 * the lines in its JSON `items` text; with their design's name) and its shipments. Four queries.
 */
export async function listCustomerOrders(em: EntityManager, email: string): Promise<OrderView[]> {
  const orders = await em.find(
    Order,
    { memberEmail: normalise(email) },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  if (orders.length === 0) return [];
  const orderIds = orders.map((o) => o.id);
  const [rows, shipments] = await Promise.all([
    em.find(OrderItem, { order: { $in: orderIds } }, { orderBy: { id: 'asc' } }),
    em.find(Shipment, { order: { $in: orderIds } }, { orderBy: { createdAt: 'desc', id: 'desc' } }),
  ]);
  const designNames = await findDesignNames(em, rows);
  const shipmentsByOrder = new Map<number, ShipmentView[]>();
  for (const shipment of shipments) {
    const list = shipmentsByOrder.get(shipment.order.id) ?? [];
    list.push({
      id: shipment.id,
      carrier: shipment.carrier ?? null,
      trackingNumber: shipment.trackingNumber ?? null,
      trackingUrl: shipment.trackingUrl ?? null,
      status: shipment.status,
      shippedAt: shipment.shippedAt ?? null,
      deliveredAt: shipment.deliveredAt ?? null,
      estimatedDelivery: shipment.estimatedDelivery ?? null,
      createdAt: shipment.createdAt,
    });
    shipmentsByOrder.set(shipment.order.id, list);
  }
  const itemsByOrder = new Map<number, OrderItemView[]>();
  for (const row of rows) {
    const list = itemsByOrder.get(row.order.id) ?? [];
    list.push(toOrderItemView(row, designNames));
    itemsByOrder.set(row.order.id, list);
  }
  return orders.map((order) => {
    const items = itemsByOrder.get(order.id) ?? orderLinesFromJson(order.items);
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
      totalAmount: order.totalAmount,
      currency: order.currency,
      shippingAddress: order.shippingAddress ?? null,
      notes: order.notes ?? null,
      items,
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      shipments: shipmentsByOrder.get(order.id) ?? [],
    };
  });
}

/** Coupons handed to the customer with the coupon's terms, newest first. One query (join). */
export async function listCustomerCoupons(em: EntityManager, email: string): Promise<CouponView[]> {
  const rows = await em.find(
    MemberCoupon,
    { memberEmail: normalise(email) },
    { populate: ['coupon'], orderBy: { assignedAt: 'desc', id: 'desc' } },
  );
  return rows.map((row) => {
    const coupon = row.coupon.getEntity();
    return {
      id: row.id,
      couponId: coupon.id,
      code: coupon.code,
      title: coupon.title,
      description: coupon.description ?? null,
      type: coupon.type,
      value: coupon.value,
      minOrderAmount: coupon.minOrderAmount ?? null,
      validFrom: coupon.validFrom,
      validUntil: coupon.validUntil,
      isActive: coupon.isActive,
      isUsed: row.isUsed,
      usedAt: row.usedAt ?? null,
      orderId: row.orderId ?? null,
      assignedAt: row.assignedAt,
    };
  });
}

/** The customer's invoices, newest first, with the order number. One query (join). */
export async function listCustomerInvoices(em: EntityManager, email: string): Promise<InvoiceView[]> {
  const rows = await em.find(
    Invoice,
    { memberEmail: normalise(email) },
    { populate: ['order'], orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order.id,
    orderNumber: row.order.getEntity().orderNumber,
    invoiceNumber: row.invoiceNumber,
    amount: row.amount,
    taxAmount: row.taxAmount,
    status: row.status,
    dueDate: row.dueDate,
    paidDate: row.paidDate ?? null,
    createdAt: row.createdAt,
  }));
}

/** The customer's addresses, default first. One query. */
export async function listCustomerAddresses(em: EntityManager, email: string): Promise<AddressView[]> {
  const rows = await em.find(
    Address,
    { memberEmail: normalise(email) },
    { orderBy: { isDefault: 'desc', createdAt: 'asc', id: 'asc' } },
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    name: row.name,
    line1: row.line1,
    line2: row.line2 ?? null,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    phone: row.phone ?? null,
    isDefault: row.isDefault,
    createdAt: row.createdAt,
  }));
}

export function toReturnView(row: OrderReturn, orderNumber: string): ReturnView {
  return {
    id: row.id,
    orderId: row.order.id,
    orderNumber,
    orderItemId: row.orderItem?.id ?? null,
    reason: row.reason,
    description: row.description ?? null,
    status: row.status,
    refundAmount: row.refundAmount ?? null,
    requestedAt: row.requestedAt,
    processedAt: row.processedAt ?? null,
  };
}

/** Returns on the customer's orders, newest first. One query (join). */
export async function listCustomerReturns(em: EntityManager, email: string): Promise<ReturnView[]> {
  const rows = await em.find(
    OrderReturn,
    { order: { memberEmail: normalise(email) } },
    { populate: ['order'], orderBy: { requestedAt: 'desc', id: 'desc' } },
  );
  return rows.map((row) => toReturnView(row, row.order.getEntity().orderNumber));
}

function toGroupView(
  group: Group,
  memberCount: number,
  membershipStatus: string | null,
  showInviteCode: boolean,
): GroupView {
  return {
    id: group.id,
    name: group.name,
    school: group.school ?? null,
    graduationYear: group.graduationYear ?? null,
    coordinatorEmail: group.coordinatorEmail,
    inviteCode: showInviteCode ? group.inviteCode : null,
    deadline: group.deadline ?? null,
    status: group.status,
    maxMembers: group.maxMembers ?? null,
    description: group.description ?? null,
    createdAt: group.createdAt,
    memberCount,
    membershipStatus,
  };
}

const MEMBER_COUNT_SQL =
  "select group_id as key, count(*) as n from group_members where group_id in (?) and status <> 'declined' group by group_id";

/** Groups the customer coordinates, newest first, with their member counts. Two queries. */
export async function listCoordinatedGroups(em: EntityManager, email: string): Promise<GroupView[]> {
  const groups = await em.find(
    Group,
    { coordinatorEmail: normalise(email) },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  if (groups.length === 0) return [];
  const counts = await countBy(em, MEMBER_COUNT_SQL, [groups.map((g) => g.id)]);
  return groups.map((group) => toGroupView(group, counts.get(group.id) ?? 0, null, true));
}

/**
 * Groups the customer is invited to or a member of (not declined, not their own), with their status there.
 * Two queries.
 */
export async function listMemberOfGroups(em: EntityManager, email: string): Promise<GroupView[]> {
  const normalised = normalise(email);
  const memberships = await em.find(
    GroupMember,
    { email: normalised, status: { $ne: 'declined' }, group: { coordinatorEmail: { $ne: normalised } } },
    { populate: ['group'], orderBy: { invitedAt: 'desc', id: 'desc' } },
  );
  if (memberships.length === 0) return [];
  const counts = await countBy(em, MEMBER_COUNT_SQL, [memberships.map((m) => m.group.id)]);
  return memberships.map((m) => toGroupView(m.group.getEntity(), counts.get(m.group.id) ?? 0, m.status, false));
}

/**
 * The members of the groups this customer coordinates, with names from their memberships (null when the
 * invited address has none or the member does not share their name with coordinators). Two queries.
 */
export async function listGroupMemberships(em: EntityManager, email: string): Promise<GroupMembershipView[]> {
  const rows = await em.find(
    GroupMember,
    { group: { coordinatorEmail: normalise(email) } },
    { orderBy: { group: { id: 'asc' }, invitedAt: 'asc', id: 'asc' } },
  );
  if (rows.length === 0) return [];
  const members = await em.find(
    Member,
    { email: { $in: [...new Set(rows.map((r) => r.email.toLowerCase()))] } },
    { fields: ['email', 'firstName', 'lastName', 'shareNameWithCoordinators'] },
  );
  // Members who turned off 'Vis navnet mitt for gruppekoordinatorer' are shown by e-mail only.
  const byEmail = new Map(members.filter((m) => m.shareNameWithCoordinators).map((m) => [m.email, m]));
  return rows.map((row) => {
    const member = byEmail.get(row.email.toLowerCase());
    return {
      id: row.id,
      groupId: row.group.id,
      email: row.email,
      firstName: member?.firstName ?? null,
      lastName: member?.lastName ?? null,
      role: row.role,
      status: row.status,
      joinedAt: row.joinedAt ?? null,
      invitedAt: row.invitedAt,
    };
  });
}

/** The customer's designs, last changed first, each with its latest file. Two queries. */
export async function listCustomerDesigns(em: EntityManager, email: string): Promise<DesignView[]> {
  const designs = await em.find(
    Design,
    { memberEmail: normalise(email) },
    { orderBy: { updatedAt: 'desc', id: 'desc' } },
  );
  if (designs.length === 0) return [];
  const files = await em.find(
    DesignFile,
    { design: { $in: designs.map((d) => d.id) }, isLatest: true },
    { orderBy: { version: 'asc', id: 'asc' } },
  );
  // Ascending order: if several rows claim to be latest, the highest version wins.
  const latest = new Map<number, DesignFile>();
  for (const file of files) latest.set(file.design.id, file);
  return designs.map((design) => {
    const file = latest.get(design.id);
    return {
      id: design.id,
      groupId: design.groupId ?? null,
      name: design.name,
      description: design.description ?? null,
      status: design.status,
      notes: design.notes ?? null,
      approvedAt: design.approvedAt ?? null,
      createdAt: design.createdAt,
      updatedAt: design.updatedAt,
      latestFile: file
        ? {
            id: file.id,
            fileName: file.fileName,
            mimeType: file.mimeType,
            fileSize: file.fileSize,
            version: file.version,
            uploadedAt: file.uploadedAt,
          }
        : null,
    };
  });
}

/** The customer's message threads, latest activity first, with unread replies from the shop. Two queries. */
export async function listCustomerMessageThreads(em: EntityManager, email: string): Promise<MessageThreadView[]> {
  const threads = await em.find(
    MessageThread,
    { memberEmail: normalise(email) },
    { orderBy: { lastMessageAt: 'desc', id: 'desc' } },
  );
  if (threads.length === 0) return [];
  const unread = await countBy(
    em,
    "select thread_id as key, count(*) as n from messages where thread_id in (?) and sender_type <> 'customer' and is_read = false group by thread_id",
    [threads.map((t) => t.id)],
  );
  return threads.map((thread) => ({
    id: thread.id,
    subject: thread.subject,
    status: thread.status,
    type: thread.type,
    lastMessageAt: thread.lastMessageAt,
    createdAt: thread.createdAt,
    relatedOrderId: thread.relatedOrderId ?? null,
    relatedDesignId: thread.relatedDesignId ?? null,
    relatedGroupId: thread.relatedGroupId ?? null,
    unreadCount: unread.get(thread.id) ?? 0,
  }));
}

/**
 * The customer's size submissions, newest first, with the products list parsed from its JSON text (or, for a
 * row without one, the single product in its own columns). One query (join).
 */
export async function listCustomerSizeSubmissions(em: EntityManager, email: string): Promise<SizeSubmissionView[]> {
  const rows = await em.find(
    SizeSubmission,
    { memberEmail: normalise(email) },
    { populate: ['group'], orderBy: { submittedAt: 'desc', id: 'desc' } },
  );
  return rows.map((row) => {
    let products: SizeProductView[] = parseJsonList(row.products).map((p) => ({
      productId: nullableInt(p.productId),
      name: nullableText(p.name),
      size: nullableText(p.size),
      color: nullableText(p.color),
      quantity: positiveQuantity(p.quantity),
    }));
    if (products.length === 0 && (row.size || row.productId != null)) {
      products = [
        {
          productId: row.productId ?? null,
          name: null,
          size: row.size ?? null,
          color: row.color ?? null,
          quantity: row.quantity,
        },
      ];
    }
    return {
      id: row.id,
      groupId: row.group.id,
      groupName: row.group.getEntity().name,
      products,
      notes: row.notes ?? null,
      submittedAt: row.submittedAt,
    };
  });
}

/** The six dashboard counters in one query. */
export async function getCustomerCounts(em: EntityManager, email: string): Promise<CustomerCountsView> {
  const e = normalise(email);
  const rows: Array<Record<string, string | number>> = await em.getConnection().execute(
    `select
       (select count(*) from orders where member_email = ?) as orders,
       (select count(*) from designs where member_email = ?) as designs,
       (select count(*) from (
          select id from groups where coordinator_email = ?
          union
          select group_id from group_members where email = ? and status <> 'declined'
        ) as g) as groups,
       (select count(*) from message_threads where member_email = ?) as messages,
       (select count(*) from addresses where member_email = ?) as addresses,
       (select count(*) from member_coupons where member_email = ? and is_used = false) as unused_coupons`,
    [e, e, e, e, e, e, e],
  );
  const row = rows[0] ?? {};
  return {
    orders: Number(row.orders ?? 0),
    designs: Number(row.designs ?? 0),
    groups: Number(row.groups ?? 0),
    messages: Number(row.messages ?? 0),
    addresses: Number(row.addresses ?? 0),
    unusedCoupons: Number(row.unused_coupons ?? 0),
  };
}
