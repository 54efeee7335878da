import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { PUBLIC } from '@russ/schema/staff/permissions';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { PublicRead } from '../../common/public-reads.js';
import { listProducts } from './product.service.js';
import { Product } from './product.types.js';

@Resolver()
export class ProductResolver {
  @Access(PUBLIC)
  @PublicRead()
  @Query(() => [Product], { description: 'The catalogue in listing order, optionally one category.' })
  products(
    @Ctx() { em, config }: GraphQLContext,
    @Arg('category', () => String, { nullable: true }) category?: string | null,
  ): Promise<Product[]> {
    return listProducts(em, category, { cacheTtlMs: config.catalogCacheTtlMs });
  }
}
