import { Field, Int, ObjectType } from 'type-graphql';

/** The customer area: one object per customer; each feature adds its own fields (its `*-customer-area.ts`). */

@ObjectType({ description: 'The six dashboard counters.' })
export class CustomerCounts {
  @Field(() => Int) orders!: number;
  @Field(() => Int) designs!: number;
  @Field(() => Int, { description: 'Coordinated plus member-of (declined invitations not counted).' }) groups!: number;
  @Field(() => Int, { description: 'Message threads.' }) messages!: number;
  @Field(() => Int) addresses!: number;
  @Field(() => Int) unusedCoupons!: number;
}

@ObjectType({
  description: 'Everything the customer dashboard shows about one customer. Each field is loaded only when asked for.',
})
export class CustomerArea {
  @Field({ description: 'The customer (lower-case e-mail) this area belongs to.' })
  email!: string;

  constructor(email: string) {
    this.email = email;
  }
}
