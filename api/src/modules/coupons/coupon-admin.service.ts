import { LockMode, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { COUPON_MESSAGES as M } from '@russ/schema/coupons/coupons';
import { COUPON_FORM_FIELDS, couponAssignInput, couponFormInput } from '@russ/schema/coupons/coupon.validators';
import { NotFoundError, isUniqueViolation, ValidationFailed } from '../../common/errors.js';
import { listPage, type ListPage, type ListSpec, type ListWindowArgs } from '../../common/list-page.js';
import { parseInput } from '../../common/validation.js';
import { auditSnapshot, recordAudit, type AuditActor } from '../audit/audit.service.js';
import { Member } from '../members/member.entity.js';
import { Coupon } from './coupon.entity.js';
import { MemberCoupon } from './member-coupon.entity.js';
import type { StaffCoupon, CouponMember, CouponMemberCandidate } from './coupon.types.js';

/**
 * Coupons for staff (admin §10, `Kuponger`): the list, one coupon with the members it was handed to, `Ny kupong`,
 * edit, deactivate (and activate again), delete (administrator; only a coupon nobody used) and `Tildel
 * medlemmer`. Every change writes its audit record (entity type `coupon`) in the same transaction. Input is
 * checked by schema/'s coupon validators (Norwegian messages); a code already in use is refused.
 */

const toView = (coupon: Coupon, assignedCount: number): StaffCoupon => ({
  id: coupon.id,
  code: coupon.code,
  title: coupon.title,
  description: coupon.description ?? null,
  type: coupon.type,
  value: Number(coupon.value).toFixed(2),
  minOrderAmount: coupon.minOrderAmount == null ? null : Number(coupon.minOrderAmount).toFixed(2),
  maxUses: coupon.maxUses ?? null,
  currentUses: coupon.currentUses,
  isActive: coupon.isActive,
  validFrom: coupon.validFrom,
  validUntil: coupon.validUntil,
  createdAt: coupon.createdAt,
  assignedCount,
});

/** How many members hold each coupon, in one query. */
async function assignedCounts(em: EntityManager, couponIds: number[]): Promise<Map<number, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await em
    .getConnection()
    .execute<Array<{ coupon_id: number; count: string }>>(
      `select coupon_id, count(*) as count from member_coupons where coupon_id in (${couponIds.map(() => '?').join(', ')}) group by coupon_id`,
      couponIds,
    );
  return new Map(rows.map((row) => [Number(row.coupon_id), Number(row.count)]));
}

/** Sortable fields (entity properties), newest first by default. */
export const COUPON_LIST: ListSpec = {
  sortable: {
    createdAt: 'createdAt',
    code: 'code',
    validUntil: 'validUntil',
    validFrom: 'validFrom',
    value: 'value',
    currentUses: 'currentUses',
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  tieBreaker: 'id',
};

export interface CouponQuery extends ListWindowArgs {
  search?: string | null;
  filter?: {
    /** true: active, false: deactivated, null: all. */
    active?: boolean | null;
  } | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Coupons for staff, newest first unless sorted otherwise; search in code and title; filter active. */
export async function listStaffCoupons(em: EntityManager, query: CouponQuery): Promise<ListPage<StaffCoupon>> {
  const conditions: FilterQuery<Coupon>[] = [];
  const active = query.filter?.active;
  if (active != null) conditions.push({ isActive: active });
  const terms = (query.search ?? '').trim().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 10);
  for (const term of terms) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push({ $or: [{ code: { $ilike: pattern } }, { title: { $ilike: pattern } }] });
  }
  const where: FilterQuery<Coupon> = conditions.length ? { $and: conditions } : {};
  return listPage(query, COUPON_LIST, {
    page: async ({ orderBy, offset, limit }) => {
      const coupons = await em.find(Coupon, where, { orderBy, offset, limit });
      const counts = await assignedCounts(
        em,
        coupons.map((c) => c.id),
      );
      return coupons.map((c) => toView(c, counts.get(c.id) ?? 0));
    },
    count: () => em.count(Coupon, where),
  });
}

async function couponOrNotFound(em: EntityManager, id: number, lock = false): Promise<Coupon> {
  const coupon = await em.findOne(Coupon, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!coupon) throw new NotFoundError(M.notFound);
  return coupon;
}

/** One coupon for staff, or 404 'Fant ikke kupongen'. */
export async function getStaffCoupon(em: EntityManager, id: number): Promise<StaffCoupon> {
  const coupon = await couponOrNotFound(em, id);
  const counts = await assignedCounts(em, [coupon.id]);
  return toView(coupon, counts.get(coupon.id) ?? 0);
}

/** The members a coupon was handed to, newest first, with their names. Two queries. */
export async function listCouponMembers(em: EntityManager, couponId: number): Promise<CouponMember[]> {
  const rows = await em.find(MemberCoupon, { coupon: couponId }, { orderBy: { assignedAt: 'desc', id: 'desc' } });
  const emails = [...new Set(rows.map((row) => row.memberEmail))];
  const members = emails.length
    ? await em.find(Member, { email: { $in: emails } }, { fields: ['email', 'firstName', 'lastName'] })
    : [];
  const names = new Map(members.map((m) => [m.email, `${m.firstName} ${m.lastName}`.trim()]));
  return rows.map((row) => ({
    id: row.id,
    memberEmail: row.memberEmail,
    memberName: names.get(row.memberEmail) ?? null,
    isUsed: row.isUsed,
    usedAt: row.usedAt ?? null,
    assignedAt: row.assignedAt,
  }));
}

function formValues(input: unknown) {
  const data = parseInput(couponFormInput, input);
  return {
    code: data.code,
    title: data.title,
    description: data.description,
    type: data.type,
    value: data.value.toFixed(2),
    minOrderAmount: data.minOrderAmount == null ? null : data.minOrderAmount.toFixed(2),
    maxUses: data.maxUses,
    isActive: data.isActive,
    validFrom: data.validFrom ?? undefined,
    validUntil: data.validUntil,
  };
}

async function assertCodeFree(em: EntityManager, code: string, exceptId?: number): Promise<void> {
  const taken = await em.count(Coupon, { code, ...(exceptId ? { id: { $ne: exceptId } } : {}) });
  if (taken > 0) throw new ValidationFailed({ code: M.codeTaken });
}

/** Runs a change; a code taken by a concurrent change (the unique index) is the same refusal as a known one. */
async function codeSafe<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationFailed({ code: M.codeTaken });
    throw error;
  }
}

/** `Ny kupong`. */
export async function createCoupon(em: EntityManager, staff: AuditActor, input: unknown): Promise<StaffCoupon> {
  const values = formValues(input);
  await assertCodeFree(em, values.code);
  const coupon = await codeSafe(() =>
    em.transactional(async (tx) => {
      const created = tx.create(Coupon, { ...values, validFrom: values.validFrom ?? new Date() });
      await tx.flush();
      recordAudit(tx, staff, {
        action: 'coupon.created',
        entityType: 'coupon',
        entityId: created.id,
        after: auditSnapshot(created, COUPON_FORM_FIELDS),
      });
      return created;
    }),
  );
  return toView(coupon, 0);
}

/** Edit ('Lagre'): every field of the form; the maximum uses may not go below the uses so far. */
export async function updateCoupon(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  input: unknown,
): Promise<StaffCoupon> {
  const values = formValues(input);
  await assertCodeFree(em, values.code, id);
  await codeSafe(() =>
    em.transactional(async (tx) => {
      const coupon = await couponOrNotFound(tx, id, true);
      if (values.maxUses != null && values.maxUses < coupon.currentUses) {
        throw new ValidationFailed({ maxUses: `${M.maxUsesBelowUses} (${coupon.currentUses})` });
      }
      const before = auditSnapshot(coupon, COUPON_FORM_FIELDS);
      tx.assign(coupon, { ...values, validFrom: values.validFrom ?? coupon.validFrom });
      recordAudit(tx, staff, {
        action: 'coupon.updated',
        entityType: 'coupon',
        entityId: coupon.id,
        before,
        after: auditSnapshot(coupon, COUPON_FORM_FIELDS),
      });
    }),
  );
  return getStaffCoupon(em, id);
}

/** `Deaktiver` / `Aktiver`: a deactivated coupon cannot be used or handed out; members keep it in their list. */
export async function setCouponActive(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  active: boolean,
): Promise<StaffCoupon> {
  await em.transactional(async (tx) => {
    const coupon = await couponOrNotFound(tx, id, true);
    if (coupon.isActive === active) return;
    coupon.isActive = active;
    recordAudit(tx, staff, {
      action: active ? 'coupon.activated' : 'coupon.deactivated',
      entityType: 'coupon',
      entityId: coupon.id,
      before: { isActive: !active },
      after: { isActive: active },
    });
  });
  return getStaffCoupon(em, id);
}

/** Delete (administrator): only a coupon nobody has used; its unused assignments go with it. */
export async function deleteCoupon(em: EntityManager, staff: AuditActor, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    const coupon = await couponOrNotFound(tx, id, true);
    const used = await tx.count(MemberCoupon, { coupon: id, isUsed: true });
    if (coupon.currentUses > 0 || used > 0) throw new ValidationFailed({ id: M.deleteUsed }, M.deleteUsed);
    const before = auditSnapshot(coupon, COUPON_FORM_FIELDS);
    await tx.nativeDelete(MemberCoupon, { coupon: id });
    tx.remove(coupon);
    recordAudit(tx, staff, { action: 'coupon.deleted', entityType: 'coupon', entityId: id, before });
  });
}

/**
 * `Tildel medlemmer`: hands the coupon to members by e-mail. Every address must be a member's; one who already
 * holds it unused is skipped (also when two staff assign at once: a partial unique index decides). Only an active
 * coupon that has not expired can be handed out. Gives how many got it and how many had it.
 */
export async function assignCoupon(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  input: unknown,
): Promise<{ coupon: StaffCoupon; assigned: number; alreadyAssigned: number }> {
  const { emails } = parseInput(couponAssignInput, input);
  const members = await em.find(Member, { email: { $in: emails } }, { fields: ['email'] });
  const known = new Set(members.map((m) => m.email));
  const unknown = emails.filter((email) => !known.has(email));
  if (unknown.length > 0) {
    throw new ValidationFailed({ emails: `${M.unknownMembers}: ${unknown.slice(0, 5).join(', ')}` });
  }
  const assigned = await em.transactional(async (tx) => {
    const coupon = await couponOrNotFound(tx, id, true);
    if (!coupon.isActive || coupon.validUntil.getTime() < Date.now()) {
      throw new ValidationFailed({ emails: M.assignInactive }, M.assignInactive);
    }
    const rows = await tx.getConnection().execute<Array<{ member_email: string }>>(
      `insert into member_coupons (member_email, coupon_id) values ${emails.map(() => '(?, ?)').join(', ')}
         on conflict (coupon_id, member_email) where is_used = false do nothing
         returning member_email`,
      emails.flatMap((email) => [email, coupon.id]),
      'all',
      tx.getTransactionContext(),
    );
    const newly = rows.map((row) => row.member_email);
    if (newly.length > 0) {
      recordAudit(tx, staff, {
        action: 'coupon.assigned',
        entityType: 'coupon',
        entityId: coupon.id,
        after: { code: coupon.code, memberEmails: newly },
      });
    }
    return newly.length;
  });
  return { coupon: await getStaffCoupon(em, id), assigned, alreadyAssigned: emails.length - assigned };
}

/** Members to hand a coupon to: each search word in the e-mail, first or last name; at most `limit`. */
export async function searchCouponMembers(
  em: EntityManager,
  search: string | null | undefined,
  limit = 20,
): Promise<CouponMemberCandidate[]> {
  const terms = (search ?? '').trim().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 5);
  if (terms.length === 0) return [];
  const conditions: FilterQuery<Member>[] = terms.map((term) => {
    const pattern = `%${escapeLike(term)}%`;
    return {
      $or: [{ email: { $ilike: pattern } }, { firstName: { $ilike: pattern } }, { lastName: { $ilike: pattern } }],
    };
  });
  const members = await em.find(
    Member,
    { $and: conditions },
    {
      fields: ['id', 'email', 'firstName', 'lastName'],
      orderBy: { email: 'asc' },
      limit: Math.min(50, Math.max(1, limit)),
    },
  );
  return members.map((m) => ({ id: m.id, email: m.email, name: `${m.firstName} ${m.lastName}`.trim() }));
}
