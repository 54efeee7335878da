import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CATALOG_MESSAGES } from '@russ/schema/catalog/catalog-admin.validators';
import { staffCan } from '@russ/schema/staff/permissions';
import { parseId, requireCapability } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import {
  createFaqItem,
  deleteFaqItem,
  listStaffFaqItems,
  moveFaqItem,
  placeFaqItem,
  updateFaqItem,
} from './faq-admin.service.js';
import { FaqItem, FaqItemInput } from './faq.types.js';

const itemId = (id: string) => parseId(id, CATALOG_MESSAGES.faqNotFound);

/** `FAQ` (admin §10): staff holding content.manage; deleting needs content.delete (administrator). */
@Resolver()
export class FaqAdminResolver {
  @Access(staffCan('content.manage'))
  @Query(() => [FaqItem], { description: 'Staff (content.manage): every FAQ item in display order.' })
  staffFaqItems(@Ctx() { em }: GraphQLContext): Promise<FaqItem[]> {
    return listStaffFaqItems(em);
  }

  @Access(staffCan('content.manage'))
  @Mutation(() => FaqItem, {
    description: '`Nytt spørsmål`: added last. Invalid input is BAD_USER_INPUT with field messages.',
  })
  createFaqItem(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => FaqItemInput) input: FaqItemInput,
  ): Promise<FaqItem> {
    const staff = requireCapability(sessions, 'content.manage');
    return createFaqItem(em, staff, input);
  }

  @Access(staffCan('content.manage'))
  @Mutation(() => FaqItem, { description: 'Edits a FAQ item.' })
  updateFaqItem(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => FaqItemInput) input: FaqItemInput,
  ): Promise<FaqItem> {
    const staff = requireCapability(sessions, 'content.manage');
    return updateFaqItem(em, staff, itemId(id), input);
  }

  @Access(staffCan('content.manage'))
  @Mutation(() => [FaqItem], {
    description: "Moves an item one place ('up' or 'down'); gives the list in its new order.",
  })
  moveFaqItem(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('direction', () => String) direction: string,
  ): Promise<FaqItem[]> {
    const staff = requireCapability(sessions, 'content.manage');
    return moveFaqItem(em, staff, itemId(id), direction);
  }

  @Access(staffCan('content.manage'))
  @Mutation(() => [FaqItem], {
    description:
      'Drags an item to a place (1 = first); the others close up. A place outside the list is refused (position).',
  })
  placeFaqItem(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('position', () => Int) position: number,
  ): Promise<FaqItem[]> {
    const staff = requireCapability(sessions, 'content.manage');
    return placeFaqItem(em, staff, itemId(id), position);
  }

  @Access(staffCan('content.delete'))
  @Mutation(() => ID, { description: 'Administrator: deletes a FAQ item; gives its id.' })
  async deleteFaqItem(@Ctx() { em, sessions }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<string> {
    const staff = requireCapability(sessions, 'content.delete');
    await deleteFaqItem(em, staff, itemId(id));
    return id;
  }
}
