import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CATALOG_MESSAGES } from '@russ/schema/catalog/catalog-admin.validators';
import { staffCan } from '@russ/schema/staff/permissions';
import { parseId, requireCapability } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { ListSort } from '../../common/list-page.types.js';
import {
  createProduct,
  getStaffProduct,
  listStaffProducts,
  setProductHidden,
  updateProduct,
} from './product-admin.service.js';
import { ProductInput, ProductSaved, StaffProduct, StaffProductFilter, StaffProductPage } from './product.types.js';

const productId = (id: string) => parseId(id, CATALOG_MESSAGES.productNotFound);

/** `Produkter` (admin §10): staff holding catalog.manage. */
@Resolver()
export class ProductAdminResolver {
  @Access(staffCan('catalog.manage'))
  @Query(() => StaffProductPage, {
    description:
      'Staff (catalog.manage): products in listing order; search in name and description; filter category and hidden true/false; sort sortOrder, name, category, fromPrice or updatedAt.',
  })
  staffProducts(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filter', () => StaffProductFilter, { nullable: true }) filter: StaffProductFilter | null,
    @Arg('sort', () => ListSort, { nullable: true }) sort: ListSort | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ): Promise<StaffProductPage> {
    return listStaffProducts(em, { search, filter, sort, offset, limit });
  }

  @Access(staffCan('catalog.manage'))
  @Query(() => StaffProduct, { description: "Staff (catalog.manage): one product; NOT_FOUND 'Fant ikke produktet'." })
  staffProduct(@Ctx() { em }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<StaffProduct> {
    return getStaffProduct(em, productId(id));
  }

  @Access(staffCan('catalog.manage'))
  @Mutation(() => ProductSaved, { description: '`Nytt produkt`; a name already in use is refused (name).' })
  createProduct(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => ProductInput) input: ProductInput,
  ): Promise<ProductSaved> {
    const staff = requireCapability(sessions, 'catalog.manage');
    return createProduct(em, staff, input).then((product) => new ProductSaved(product));
  }

  @Access(staffCan('catalog.manage'))
  @Mutation(() => ProductSaved, { description: 'Edits a product (every field of the form).' })
  updateProduct(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ProductInput) input: ProductInput,
  ): Promise<ProductSaved> {
    const staff = requireCapability(sessions, 'catalog.manage');
    const parsed = productId(id);
    return updateProduct(em, staff, parsed, input).then((product) => new ProductSaved(product));
  }

  @Access(staffCan('catalog.manage'))
  @Mutation(() => StaffProduct, { description: '`Skjul` (hidden true) or `Vis` (hidden false).' })
  setProductHidden(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('hidden', () => Boolean) hidden: boolean,
  ): Promise<StaffProduct> {
    const staff = requireCapability(sessions, 'catalog.manage');
    return setProductHidden(em, staff, productId(id), hidden);
  }
}
