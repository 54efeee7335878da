import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../common/context.js';
import { orValidationError } from '../../graphql/common.types.js';
import { CustomerAddress } from './address.types.js';
import { customerTarget } from '../../common/auth.js';
import { addAddress, deleteAddress, setDefaultAddress, updateAddress } from './address.service.js';
import { AddressInput, AddressSaved, SaveAddressResult } from './address.types.js';

const EMAIL_DESCRIPTION = 'Staff only: the customer whose addresses to change (a customer may only pass their own).';

/**
 * The customer's addresses (profile tab). Without `email` the signed-in customer's; 401 anonymous, 403 for
 * another customer's e-mail, NOT_FOUND for an address id that is not the customer's.
 */
@Resolver()
export class AddressResolver {
  @Mutation(() => SaveAddressResult, { description: 'Adds an address; the first of its type becomes the default.' })
  addAddress(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => AddressInput) input: AddressInput,
    @Arg('email', () => String, { nullable: true, description: EMAIL_DESCRIPTION }) email?: string | null,
  ): Promise<typeof SaveAddressResult> {
    const target = customerTarget(sessions, email);
    return orValidationError(
      () => addAddress(em, target, input),
      (change) => new AddressSaved(change.address, change.addresses),
    );
  }

  @Mutation(() => SaveAddressResult, { description: 'Changes one of the customer’s addresses.' })
  updateAddress(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => AddressInput) input: AddressInput,
    @Arg('email', () => String, { nullable: true, description: EMAIL_DESCRIPTION }) email?: string | null,
  ): Promise<typeof SaveAddressResult> {
    const target = customerTarget(sessions, email);
    return orValidationError(
      () => updateAddress(em, target, Number(id), input),
      (change) => new AddressSaved(change.address, change.addresses),
    );
  }

  @Mutation(() => AddressSaved, { description: 'Makes the address the default of its type.' })
  async setDefaultAddress(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('email', () => String, { nullable: true, description: EMAIL_DESCRIPTION }) email?: string | null,
  ): Promise<AddressSaved> {
    const change = await setDefaultAddress(em, customerTarget(sessions, email), Number(id));
    return new AddressSaved(change.address, change.addresses);
  }

  @Mutation(() => [CustomerAddress], {
    description: "Deletes the address and answers the customer's remaining addresses.",
  })
  deleteAddress(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('email', () => String, { nullable: true, description: EMAIL_DESCRIPTION }) email?: string | null,
  ): Promise<CustomerAddress[]> {
    return deleteAddress(em, customerTarget(sessions, email), Number(id));
  }
}
