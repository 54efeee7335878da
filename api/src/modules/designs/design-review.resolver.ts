import { DESIGN_MESSAGES } from '@russ/schema/designs/design-rules';
import { staffCan } from '@russ/schema/staff/permissions';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { parseId, requireCapability } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { ListSort } from '../../common/list-page.types.js';
import {
  approveDesign,
  getStaffDesign,
  listStaffDesigns,
  rejectDesign,
  setDesignInProduction,
} from './design-review.service.js';
import { DesignReviewed, RejectDesignInput, StaffDesign, StaffDesignFilter, StaffDesignPage } from './design.types.js';

const reviewed = (view: StaffDesign) => new DesignReviewed(view);

/** The console's `Design` (admin §6). `Last opp korrektur` is a multipart upload: design.routes.ts. */
@Resolver()
export class DesignReviewResolver {
  @Access(staffCan('designs.read'))
  @Query(() => StaffDesignPage, {
    description:
      "Staff (designs.read): designs, last changed first; search in the design's name, the customer's e-mail or name, the group's name; sort updatedAt, name, status or createdAt.",
  })
  staffDesigns(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filter', () => StaffDesignFilter, { nullable: true }) filter: StaffDesignFilter | null,
    @Arg('sort', () => ListSort, { nullable: true }) sort: ListSort | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ): Promise<StaffDesignPage> {
    return listStaffDesigns(em, { search, filter, sort, offset, limit });
  }

  @Access(staffCan('designs.read'))
  @Query(() => StaffDesign, {
    description: "Staff (designs.read): one design with every version; NOT_FOUND 'Fant ikke designet'.",
  })
  async staffDesign(@Ctx() { em }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<StaffDesign> {
    return getStaffDesign(em, parseId(id, DESIGN_MESSAGES.notFound));
  }

  @Access(staffCan('designs.review'))
  @Mutation(() => DesignReviewed, {
    description: '`Godkjenn` (pending or rejected → approved); the customer is mailed.',
  })
  approveDesign(@Ctx() { em, sessions }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<DesignReviewed> {
    const staff = requireCapability(sessions, 'designs.review');
    return approveDesign(em, staff, parseId(id, DESIGN_MESSAGES.notFound)).then(reviewed);
  }

  @Access(staffCan('designs.review'))
  @Mutation(() => DesignReviewed, {
    description: "`Avvis` with 'Begrunnelse' (required; the design's notes for the customer); the customer is mailed.",
  })
  rejectDesign(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => RejectDesignInput) input: RejectDesignInput,
  ): Promise<DesignReviewed> {
    const staff = requireCapability(sessions, 'designs.review');
    return rejectDesign(em, staff, parseId(id, DESIGN_MESSAGES.notFound), input).then(reviewed);
  }

  @Access(staffCan('designs.review'))
  @Mutation(() => DesignReviewed, {
    description: '`Sett i produksjon`: only an approved design; the customer is mailed.',
  })
  setDesignInProduction(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<DesignReviewed> {
    const staff = requireCapability(sessions, 'designs.review');
    return setDesignInProduction(em, staff, parseId(id, DESIGN_MESSAGES.notFound)).then(reviewed);
  }
}
