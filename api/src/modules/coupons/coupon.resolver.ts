import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { COUPON_MESSAGES } from '@russ/schema/coupons/coupons';
import { staffCan } from '@russ/schema/staff/permissions';
import { parseId, requireCapability } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { ListSort } from '../../common/list-page.types.js';
import {
  assignCoupon,
  createCoupon,
  deleteCoupon,
  getStaffCoupon,
  listCouponMembers,
  listStaffCoupons,
  searchCouponMembers,
  setCouponActive,
  updateCoupon,
} from './coupon-admin.service.js';
import {
  CouponAssigned,
  CouponAssignInput,
  CouponDeleted,
  CouponInput,
  CouponMember,
  CouponMemberCandidate,
  CouponSaved,
  StaffCoupon,
  StaffCouponFilter,
  StaffCouponPage,
} from './coupon.types.js';

const couponId = (id: string) => parseId(id, COUPON_MESSAGES.notFound);

/** `Kuponger` (admin §10): staff holding coupons.manage; deleting needs coupons.delete (administrator). */
@Resolver()
export class CouponResolver {
  @Access(staffCan('coupons.manage'))
  @Query(() => StaffCouponPage, {
    description:
      'Staff (coupons.manage): coupons, newest first; search in code and title; filter active true/false; sort createdAt, code, validFrom, validUntil, value or currentUses.',
  })
  staffCoupons(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filter', () => StaffCouponFilter, { nullable: true }) filter: StaffCouponFilter | null,
    @Arg('sort', () => ListSort, { nullable: true }) sort: ListSort | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ): Promise<StaffCouponPage> {
    return listStaffCoupons(em, { search, filter, sort, offset, limit });
  }

  @Access(staffCan('coupons.manage'))
  @Query(() => StaffCoupon, { description: "Staff (coupons.manage): one coupon; NOT_FOUND 'Fant ikke kupongen'." })
  staffCoupon(@Ctx() { em }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<StaffCoupon> {
    return getStaffCoupon(em, couponId(id));
  }

  @Access(staffCan('coupons.manage'))
  @Query(() => [CouponMember], { description: 'Staff (coupons.manage): the members a coupon was handed to.' })
  couponMembers(@Ctx() { em }: GraphQLContext, @Arg('couponId', () => ID) id: string): Promise<CouponMember[]> {
    return listCouponMembers(em, couponId(id));
  }

  @Access(staffCan('coupons.manage'))
  @Query(() => [CouponMemberCandidate], {
    description: '`Tildel medlemmer`: members whose e-mail or name holds every search word (at most 20).',
  })
  couponMemberSearch(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String) search: string,
  ): Promise<CouponMemberCandidate[]> {
    return searchCouponMembers(em, search);
  }

  @Access(staffCan('coupons.manage'))
  @Mutation(() => CouponSaved, { description: "`Ny kupong`; a code in use is refused ('code')." })
  createCoupon(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => CouponInput) input: CouponInput,
  ): Promise<CouponSaved> {
    const staff = requireCapability(sessions, 'coupons.manage');
    return createCoupon(em, staff, input).then((coupon) => new CouponSaved(coupon));
  }

  @Access(staffCan('coupons.manage'))
  @Mutation(() => CouponSaved, { description: 'Edits a coupon (every field of the form).' })
  updateCoupon(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CouponInput) input: CouponInput,
  ): Promise<CouponSaved> {
    const staff = requireCapability(sessions, 'coupons.manage');
    return updateCoupon(em, staff, couponId(id), input).then((coupon) => new CouponSaved(coupon));
  }

  @Access(staffCan('coupons.manage'))
  @Mutation(() => StaffCoupon, { description: '`Deaktiver` (active false) or `Aktiver` (active true).' })
  setCouponActive(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('active', () => Boolean) active: boolean,
  ): Promise<StaffCoupon> {
    const staff = requireCapability(sessions, 'coupons.manage');
    return setCouponActive(em, staff, couponId(id), active);
  }

  @Access(staffCan('coupons.delete'))
  @Mutation(() => CouponDeleted, {
    description: 'Administrator: deletes a coupon nobody has used (with its unused assignments).',
  })
  deleteCoupon(@Ctx() { em, sessions }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<CouponDeleted> {
    const staff = requireCapability(sessions, 'coupons.delete');
    const parsed = couponId(id);
    return deleteCoupon(em, staff, parsed).then(() => new CouponDeleted(parsed));
  }

  @Access(staffCan('coupons.manage'))
  @Mutation(() => CouponAssigned, {
    description: '`Tildel medlemmer`: hands an active coupon to members by e-mail (each member holds it once).',
  })
  assignCoupon(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CouponAssignInput) input: CouponAssignInput,
  ): Promise<CouponAssigned> {
    const staff = requireCapability(sessions, 'coupons.manage');
    return assignCoupon(em, staff, couponId(id), input).then((result) => new CouponAssigned(result));
  }
}
