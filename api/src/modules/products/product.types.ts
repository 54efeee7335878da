import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ListPageOf } from '../../common/list-page.types.js';

// simpleResolvers: plain properties, read by graphql-js's own resolver (no type-graphql wrapper per field).
@ObjectType({ description: 'A catalogue product. `price` is display text such as "Fra 449,-".', simpleResolvers: true })
export class Product {
  @Field(() => ID)
  id!: number;

  @Field()
  name!: string;

  @Field()
  description!: string;

  @Field()
  price!: string;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field()
  category!: string;

  @Field(() => String, { nullable: true })
  color!: string | null;
}

@ObjectType({ description: 'A product as staff see it (admin §10), hidden or not.' })
export class StaffProduct {
  @Field(() => ID) id!: number;
  @Field({ description: 'Unique identifier made from the name.' }) slug!: string;
  @Field() name!: string;
  @Field() description!: string;
  @Field() category!: string;
  @Field({ description: "Display text, e.g. 'Fra 449,-'." }) price!: string;
  @Field(() => String, { nullable: true, description: 'From-price in kroner, two decimals.' })
  fromPrice!: string | null;
  @Field(() => String, { nullable: true }) color!: string | null;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field() hidden!: boolean;
  @Field(() => Int) sortOrder!: number;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@ObjectType()
export class StaffProductPage extends ListPageOf(StaffProduct) {}

@InputType({ description: "The product form ('Nytt produkt', edit)." })
export class ProductInput {
  @Field() name!: string;
  @Field() description!: string;
  @Field({ description: 'overdeler, underdeler, tilbehør or Patches.' }) category!: string;
  @Field({ description: "Pristekst, e.g. 'Fra 449,-'." }) price!: string;
  @Field(() => String, { nullable: true, description: 'Fra-pris; accepts "449" or "449,50".' })
  fromPrice?: string | null;
  @Field(() => String, { nullable: true }) color?: string | null;
  @Field(() => String, { nullable: true, description: 'An /api/assets/ path (from the image upload).' })
  imageUrl?: string | null;
}

@ObjectType({ description: 'The product was saved.' })
export class ProductSaved {
  @Field(() => StaffProduct) product!: StaffProduct;

  constructor(product: StaffProduct) {
    this.product = product;
  }
}

@InputType({ description: 'Filters of the console product list.' })
export class StaffProductFilter {
  @Field(() => String, { nullable: true }) category?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'true: only hidden, false: only visible.' })
  hidden?: boolean | null;
}
