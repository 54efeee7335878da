import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { staffCan } from '@russ/schema/staff/permissions';
import { requireCapability } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { ListSort } from '../../common/list-page.types.js';
import { listStaffOrders } from './order-list.query.js';
import { addOrderNote, getStaffOrder, markShipment, registerShipment, setOrderStatus } from './order.service.js';
import {
  AddOrderNoteInput,
  MarkShipmentInput,
  RegisterShipmentInput,
  SetOrderStatusInput,
  StaffOrder,
  StaffOrderFilter,
  StaffOrderPage,
} from './order-admin.types.js';

/**
 * Orders in the console (admin §3). Refused moves are typed errors with a Norwegian message: CONFLICT for a move
 * the workflow or the payment rules refuse, BAD_USER_INPUT (fieldErrors.reason) for a missing 'Begrunnelse'.
 * Every mutation answers with the order's new detail.
 */
@Resolver()
export class OrderAdminResolver {
  @Access(staffCan('orders.read'))
  @Query(() => StaffOrderPage, {
    description:
      'Staff (orders.read): orders, newest first; search in order number, customer e-mail or name; sort createdAt, totalAmount or orderNumber.',
  })
  staffOrders(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filter', () => StaffOrderFilter, { nullable: true }) filter: StaffOrderFilter | null,
    @Arg('sort', () => ListSort, { nullable: true }) sort: ListSort | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ): Promise<StaffOrderPage> {
    return listStaffOrders(em, { search, filter, sort, offset, limit });
  }

  @Access(staffCan('orders.read'))
  @Query(() => StaffOrder, { description: 'Staff (orders.read): one order; NOT_FOUND when there is none.' })
  order(@Ctx() { em, sessions }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<StaffOrder> {
    return getStaffOrder(em, requireCapability(sessions, 'orders.read'), id);
  }

  @Access(staffCan('orders.update'))
  @Mutation(() => StaffOrder, {
    description: "Staff (orders.update): 'Endre status'. An administrator may override a payment rule with a reason.",
  })
  async setOrderStatus(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => SetOrderStatusInput) input: SetOrderStatusInput,
  ): Promise<StaffOrder> {
    const staff = requireCapability(sessions, 'orders.update');
    const id = await setOrderStatus(em, staff, input);
    return getStaffOrder(em.fork(), staff, id);
  }

  @Access(staffCan('orders.update'))
  @Mutation(() => StaffOrder, { description: "Staff (orders.update): 'Registrer forsendelse'." })
  async registerShipment(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => RegisterShipmentInput) input: RegisterShipmentInput,
  ): Promise<StaffOrder> {
    const staff = requireCapability(sessions, 'orders.update');
    const id = await registerShipment(em, staff, input);
    return getStaffOrder(em.fork(), staff, id);
  }

  @Access(staffCan('orders.update'))
  @Mutation(() => StaffOrder, {
    description: "Staff (orders.update): 'Marker som sendt' (status shipped) or 'Marker som levert' (delivered).",
  })
  async markShipment(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => MarkShipmentInput) input: MarkShipmentInput,
  ): Promise<StaffOrder> {
    const staff = requireCapability(sessions, 'orders.update');
    const id = await markShipment(em, staff, input);
    return getStaffOrder(em.fork(), staff, id);
  }

  @Access(staffCan('orders.update'))
  @Mutation(() => StaffOrder, { description: "Staff (orders.update): 'Intern notat' (never shown to customers)." })
  async addOrderNote(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => AddOrderNoteInput) input: AddOrderNoteInput,
  ): Promise<StaffOrder> {
    const staff = requireCapability(sessions, 'orders.update');
    const id = await addOrderNote(em, staff, input);
    return getStaffOrder(em.fork(), staff, id);
  }
}
