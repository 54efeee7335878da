import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { ownerOrStaff } from '@russ/schema/staff/permissions';
import { customerTarget, parseId, staffActingFor } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { CustomerAddress } from './address.types.js';
import {
  addAddress,
  ADDRESS_NOT_FOUND_MESSAGE,
  deleteAddress,
  setDefaultAddress,
  updateAddress,
} from './address.service.js';
import { AddressInput, AddressSaved } from './address.types.js';

const EMAIL_DESCRIPTION =
  'Staff (members.update) only: the customer whose addresses to change (a customer may only pass their own).';

/**
 * The customer's addresses (profile tab). Without `email` the signed-in customer's; 401 anonymous, 403 for
 * another customer's e-mail, NOT_FOUND for an address id that is not the customer's.
 */
@Resolver()
export class AddressResolver {
  @Access(ownerOrStaff('members.update'))
  @Mutation(() => AddressSaved, { description: 'Adds an address; the first of its type becomes the default.' })
  addAddress(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => AddressInput) input: AddressInput,
    @Arg('email', () => String, { nullable: true, description: EMAIL_DESCRIPTION }) email?: string | null,
  ): Promise<AddressSaved> {
    const target = customerTarget(sessions, email, 'members.update');
    return addAddress(em, target, input, staffActingFor(sessions, target)).then(
      (change) => new AddressSaved(change.address, change.addresses),
    );
  }

  @Access(ownerOrStaff('members.update'))
  @Mutation(() => AddressSaved, { description: 'Changes one of the customer’s addresses.' })
  updateAddress(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => AddressInput) input: AddressInput,
    @Arg('email', () => String, { nullable: true, description: EMAIL_DESCRIPTION }) email?: string | null,
  ): Promise<AddressSaved> {
    const target = customerTarget(sessions, email, 'members.update');
    return updateAddress(
      em,
      target,
      parseId(id, ADDRESS_NOT_FOUND_MESSAGE),
      input,
      staffActingFor(sessions, target),
    ).then((change) => new AddressSaved(change.address, change.addresses));
  }

  @Access(ownerOrStaff('members.update'))
  @Mutation(() => AddressSaved, { description: 'Makes the address the default of its type.' })
  async setDefaultAddress(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('email', () => String, { nullable: true, description: EMAIL_DESCRIPTION }) email?: string | null,
  ): Promise<AddressSaved> {
    const target = customerTarget(sessions, email, 'members.update');
    const addressId = parseId(id, ADDRESS_NOT_FOUND_MESSAGE);
    const change = await setDefaultAddress(em, target, addressId, staffActingFor(sessions, target));
    return new AddressSaved(change.address, change.addresses);
  }

  @Access(ownerOrStaff('members.update'))
  @Mutation(() => [CustomerAddress], {
    description: "Deletes the address and answers the customer's remaining addresses.",
  })
  deleteAddress(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('email', () => String, { nullable: true, description: EMAIL_DESCRIPTION }) email?: string | null,
  ): Promise<CustomerAddress[]> {
    const target = customerTarget(sessions, email, 'members.update');
    return deleteAddress(em, target, parseId(id, ADDRESS_NOT_FOUND_MESSAGE), staffActingFor(sessions, target));
  }
}
