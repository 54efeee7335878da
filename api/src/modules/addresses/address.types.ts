import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType()
export class CustomerAddress {
  @Field(() => ID) id!: number;
  @Field({ description: 'shipping or billing.' }) type!: string;
  @Field() name!: string;
  @Field() line1!: string;
  @Field(() => String, { nullable: true }) line2!: string | null;
  @Field() city!: string;
  @Field() postalCode!: string;
  @Field() country!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field() isDefault!: boolean;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@InputType({
  description:
    "An address of the customer. type: shipping (default) or billing; country: ISO code, default 'NO' (a Norwegian postal code has four digits).",
})
export class AddressInput {
  @Field(() => String, { nullable: true }) type?: string | null;
  @Field() name!: string;
  @Field() line1!: string;
  @Field(() => String, { nullable: true }) line2?: string | null;
  @Field() postalCode!: string;
  @Field() city!: string;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'true makes it the default of its type, false takes the default away; left out, nothing changes.',
  })
  isDefault?: boolean | null;
}

@ObjectType({ description: 'The address was saved.' })
export class AddressSaved {
  @Field(() => CustomerAddress)
  address!: CustomerAddress;

  @Field(() => [CustomerAddress], { description: "All the customer's addresses after the change, default first." })
  addresses!: CustomerAddress[];

  constructor(address: CustomerAddress, addresses: CustomerAddress[]) {
    this.address = address;
    this.addresses = addresses;
  }
}
