import { LockMode, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { CATALOG_MESSAGES as M, productFormInput, slugify } from '@russ/schema/catalog/catalog-admin.validators';
import { isUniqueViolation, NotFoundError, ValidationFailed } from '../../common/errors.js';
import { listPage, type ListPage, type ListSpec, type ListWindowArgs } from '../../common/list-page.js';
import { parseInput } from '../../common/validation.js';
import { auditSnapshot, recordAudit, type AuditActor } from '../audit/audit.service.js';
import { Product } from './product.entity.js';
import type { StaffProduct } from './product.types.js';

/**
 * Products for staff (admin §10, `Produkter`): the list with search, category and visible/hidden filters, one
 * product, `Nytt produkt`, edit, `Skjul` and `Vis`. Every change writes its audit record (entity type `product`)
 * in the same transaction, and every change reaches the storefront at once: the ORM's
 * PublicContentInvalidator drops the cached catalogue here and announces the change to every API process.
 */

const AUDITED = [
  'name',
  'slug',
  'description',
  'category',
  'price',
  'fromPrice',
  'color',
  'imageUrl',
  'hidden',
] as const;

const toView = (p: Product): StaffProduct => ({
  id: p.id,
  slug: p.slug ?? slugify(p.name),
  name: p.name,
  description: p.description,
  category: p.category,
  price: p.price,
  fromPrice: p.fromPrice == null ? null : Number(p.fromPrice).toFixed(2),
  color: p.color ?? null,
  imageUrl: p.imageUrl ?? null,
  hidden: p.hidden,
  sortOrder: p.sortOrder,
  updatedAt: p.updatedAt,
});

export interface StaffProductQuery extends ListWindowArgs {
  search?: string | null;
  filter?: {
    category?: string | null;
    /** true: only hidden, false: only visible, null: all. */
    hidden?: boolean | null;
  } | null;
}

/** Sortable fields (entity properties), in listing order by default. */
export const PRODUCT_LIST: ListSpec = {
  sortable: {
    sortOrder: 'sortOrder',
    name: 'name',
    category: 'category',
    fromPrice: 'fromPrice',
    updatedAt: 'updatedAt',
  },
  defaultSort: { field: 'sortOrder', order: 'ASC' },
  tieBreaker: 'id',
};
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Products for staff in listing order unless sorted otherwise; search in name and description. */
export async function listStaffProducts(em: EntityManager, query: StaffProductQuery): Promise<ListPage<StaffProduct>> {
  const conditions: FilterQuery<Product>[] = [];
  const { hidden, category } = query.filter ?? {};
  if (hidden != null) conditions.push({ hidden });
  if (category) conditions.push({ category: category.normalize('NFC') });
  const terms = (query.search ?? '').trim().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 10);
  for (const term of terms) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push({ $or: [{ name: { $ilike: pattern } }, { description: { $ilike: pattern } }] });
  }
  const where: FilterQuery<Product> = conditions.length ? { $and: conditions } : {};
  return listPage(query, PRODUCT_LIST, {
    page: async ({ orderBy, offset, limit }) => (await em.find(Product, where, { orderBy, offset, limit })).map(toView),
    count: () => em.count(Product, where),
  });
}

async function productOrNotFound(em: EntityManager, id: number, lock = false): Promise<Product> {
  const product = await em.findOne(Product, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!product) throw new NotFoundError(M.productNotFound);
  return product;
}

/** One product for staff, or 404 'Fant ikke produktet'. */
export async function getStaffProduct(em: EntityManager, id: number): Promise<StaffProduct> {
  return toView(await productOrNotFound(em, id));
}

function formValues(input: unknown) {
  const data = parseInput(productFormInput, input);
  return {
    name: data.name,
    slug: slugify(data.name),
    description: data.description,
    category: data.category as string,
    price: data.price,
    fromPrice: data.fromPrice == null ? null : data.fromPrice.toFixed(2),
    color: data.color,
    imageUrl: data.imageUrl,
  };
}

/** The name's slug must be free (two names that differ only in case or accents are the same product). */
async function assertSlugFree(em: EntityManager, slug: string, exceptId?: number): Promise<void> {
  const taken = await em.count(Product, { slug, ...(exceptId ? { id: { $ne: exceptId } } : {}) });
  if (taken > 0) throw new ValidationFailed({ name: M.nameTaken });
}

async function slugSafe<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationFailed({ name: M.nameTaken });
    throw error;
  }
}

/** `Nytt produkt`: a visible product at the end of its category's listing. */
export async function createProduct(em: EntityManager, staff: AuditActor, input: unknown): Promise<StaffProduct> {
  const values = formValues(input);
  await assertSlugFree(em, values.slug);
  const product = await slugSafe(() =>
    em.transactional(async (tx) => {
      const last = await tx.findOne(Product, { category: values.category }, { orderBy: { sortOrder: 'desc' } });
      const created = tx.create(Product, { ...values, sortOrder: (last?.sortOrder ?? 0) + 1 });
      await tx.flush();
      recordAudit(tx, staff, {
        action: 'product.created',
        entityType: 'product',
        entityId: created.id,
        after: auditSnapshot(created, AUDITED),
      });
      return created;
    }),
  );
  return toView(product);
}

/** Edit ('Lagre'): every field of the form. */
export async function updateProduct(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  input: unknown,
): Promise<StaffProduct> {
  const values = formValues(input);
  await assertSlugFree(em, values.slug, id);
  return slugSafe(() =>
    em.transactional(async (tx) => {
      const product = await productOrNotFound(tx, id, true);
      const before = auditSnapshot(product, AUDITED);
      tx.assign(product, values);
      const after = auditSnapshot(product, AUDITED);
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        recordAudit(tx, staff, { action: 'product.updated', entityType: 'product', entityId: id, before, after });
      }
      await tx.flush();
      return toView(product);
    }),
  );
}

/** `Skjul` (hidden true) or `Vis` (hidden false): a hidden product is in no storefront list and no REST answer. */
export async function setProductHidden(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  hidden: boolean,
): Promise<StaffProduct> {
  return em.transactional(async (tx) => {
    const product = await productOrNotFound(tx, id, true);
    if (product.hidden !== hidden) {
      product.hidden = hidden;
      recordAudit(tx, staff, {
        action: hidden ? 'product.hidden' : 'product.shown',
        entityType: 'product',
        entityId: id,
        before: { hidden: !hidden },
        after: { hidden },
      });
      await tx.flush();
    }
    return toView(product);
  });
}
