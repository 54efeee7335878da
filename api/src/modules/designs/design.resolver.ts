import { DESIGN_MESSAGES } from '@russ/schema/designs/design-rules';
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { customerOnly, ownerOrStaff } from '@russ/schema/staff/permissions';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { approveDesignProof, requestDesignChanges } from './design-review.service.js';
import { getDesign, submitDesignForReview, updateDesign } from './design.service.js';
import { DesignType, RequestDesignChangesInput, DesignFileVersion, UpdateDesignInput } from './design.types.js';
import { listDesignFiles } from './design.views.js';

/** Designs in the customer dashboard. Uploads (new design, new version) and downloads are REST: design.routes.ts. */
@Resolver(() => DesignType)
export class DesignResolver {
  @Access(ownerOrStaff('designs.read'))
  @Query(() => DesignType, {
    description:
      'One design with every version: its owner or staff. NOT_FOUND for anyone else, UNAUTHENTICATED without a session.',
  })
  design(@Ctx() { em, sessions }: GraphQLContext, @Arg('id', () => ID) id: string) {
    return getDesign(em, sessions, id);
  }

  @Access(customerOnly(DESIGN_MESSAGES.customerOnly))
  @Mutation(() => DesignType, { description: "The signed-in customer's own design: name and description." })
  updateDesign(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateDesignInput) input: UpdateDesignInput,
  ): Promise<DesignType> {
    return updateDesign(em, sessions, id, input);
  }

  @Access(customerOnly(DESIGN_MESSAGES.customerOnly))
  @Mutation(() => DesignType, {
    description: 'Sends a draft to staff for review (draft → pending); other statuses get BAD_USER_INPUT.',
  })
  submitDesignForReview(@Ctx() { em, sessions }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<DesignType> {
    return submitDesignForReview(em, sessions, id);
  }

  @Access(customerOnly(DESIGN_MESSAGES.customerOnly))
  @Mutation(() => DesignType, {
    description: "`Godkjenn korrektur`: the customer approves the shop's latest proof; the design becomes approved.",
  })
  approveDesignProof(@Ctx() { em, sessions }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<DesignType> {
    return approveDesignProof(em, sessions, id);
  }

  @Access(customerOnly(DESIGN_MESSAGES.customerOnly))
  @Mutation(() => DesignType, {
    description: '`Be om endringer` on the latest proof: a note; the design goes back to pending and the shop is told.',
  })
  requestDesignChanges(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => RequestDesignChangesInput) input: RequestDesignChangesInput,
  ): Promise<DesignType> {
    return requestDesignChanges(em, sessions, id, input);
  }

  /** Every version, newest first. Whoever reached the design (owner or staff) may read them. */
  @FieldResolver(() => [DesignFileVersion], { description: 'Newest first.' })
  files(@Root() design: DesignType, @Ctx() { em }: GraphQLContext) {
    return design.files ?? listDesignFiles(em, Number(design.id));
  }
}
