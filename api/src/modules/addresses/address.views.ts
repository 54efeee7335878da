import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../common/access.js';
import { Address } from './address.entity.js';
import type { CustomerAddress } from './address.types.js';

/** The customer's addresses, default first. One query. */
export async function listCustomerAddresses(em: EntityManager, email: string): Promise<CustomerAddress[]> {
  const rows = await em.find(
    Address,
    { memberEmail: normalizeEmail(email) },
    { orderBy: { isDefault: 'desc', createdAt: 'asc', id: 'asc' } },
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    name: row.name,
    line1: row.line1,
    line2: row.line2 ?? null,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    phone: row.phone ?? null,
    isDefault: row.isDefault,
    createdAt: row.createdAt,
  }));
}
