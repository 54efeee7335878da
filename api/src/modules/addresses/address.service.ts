import { normalizeEmail } from '../../common/access.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addressInput } from '@russ/schema/addresses/address.validators';
import type { AddressType } from '@russ/schema/addresses/addresses';
import { NotFoundError } from '../../common/errors.js';
import { auditSnapshot, recordAudit, type AuditActor } from '../audit/audit.service.js';
import { parseInput } from '../../common/validation.js';
import { listCustomerAddresses } from './address.views.js';
import { Address } from './address.entity.js';
import type { CustomerAddress, AddressSaved } from './address.types.js';

/**
 * The customer's addresses (profile tab): add, edit, delete and choose the default. Each customer has at most
 * one default address per type (shipping, billing): every change runs in a transaction under a per-customer
 * advisory lock, and a partial unique index (addresses_one_default_per_type) backs the rule in the database.
 * The first address of a type becomes its default; deleting the default hands it to the oldest remaining
 * address of that type. Callers decide whose addresses these are first (common/auth.ts `customerTarget`).
 */

export const ADDRESS_NOT_FOUND_MESSAGE = 'Fant ikke adressen';

type Tx = EntityManager;

async function lockCustomerAddresses(tx: Tx, email: string): Promise<void> {
  await tx
    .getConnection()
    .execute('select pg_advisory_xact_lock(hashtext(?))', [`addresses:${email}`], 'all', tx.getTransactionContext());
}

/** Takes the default flag from every address of this type except `exceptId`. */
async function clearDefault(tx: Tx, email: string, type: AddressType, exceptId?: number): Promise<void> {
  await tx
    .getConnection()
    .execute(
      'update addresses set is_default = false where member_email = ? and type = ? and is_default and id <> ?',
      [email, type, exceptId ?? 0],
      'run',
      tx.getTransactionContext(),
    );
}

/** Gives the default of `type` to the oldest address of that type when none has it. */
async function ensureDefault(tx: Tx, email: string, type: AddressType): Promise<void> {
  await tx.getConnection().execute(
    `update addresses set is_default = true where id = (
         select id from addresses where member_email = ? and type = ? order by created_at asc, id asc limit 1
       ) and not exists (select 1 from addresses where member_email = ? and type = ? and is_default)`,
    [email, type, email, type],
    'run',
    tx.getTransactionContext(),
  );
}

async function findOwn(tx: Tx, email: string, id: number): Promise<Address> {
  const address = Number.isSafeInteger(id) && id > 0 ? await tx.findOne(Address, { id, memberEmail: email }) : null;
  if (!address) throw new NotFoundError(ADDRESS_NOT_FOUND_MESSAGE);
  return address;
}

async function result(em: EntityManager, email: string, id: number): Promise<AddressSaved> {
  const addresses = await listCustomerAddresses(em, email);
  const address = addresses.find((a) => a.id === id);
  if (!address) throw new NotFoundError(ADDRESS_NOT_FOUND_MESSAGE);
  return { address, addresses };
}

/**
 * Adds an address (ValidationFailed with Norwegian field messages for bad input). It becomes the default of its
 * type when asked to or when it is the first address of that type. With `actor` (staff acting for the customer)
 * the change is audited in the same transaction; so are the other address changes below.
 */
export async function addAddress(
  em: EntityManager,
  rawEmail: string,
  input: unknown,
  actor?: AuditActor | null,
): Promise<AddressSaved> {
  const email = normalizeEmail(rawEmail);
  const { isDefault, ...data } = parseInput(addressInput, input);
  const id = await em.transactional(async (tx) => {
    await lockCustomerAddresses(tx, email);
    const hasType = (await tx.count(Address, { memberEmail: email, type: data.type })) > 0;
    const makeDefault = isDefault === true || !hasType;
    if (makeDefault) await clearDefault(tx, email, data.type);
    const address = tx.create(Address, { ...data, memberEmail: email, isDefault: makeDefault });
    await tx.flush();
    if (actor) {
      const after = auditSnapshot(address);
      recordAudit(tx, actor, { action: 'address.added', entityType: 'address', entityId: address.id, after });
    }
    return address.id;
  });
  return result(em.fork(), email, id);
}

/**
 * Changes one of the customer's addresses (NotFoundError for an id that is not theirs). `isDefault: true` makes
 * it the default of its type, `false` takes the default away; a default address moved to the other type hands
 * its old default on and keeps it in the new type only if that type has none.
 */
export async function updateAddress(
  em: EntityManager,
  rawEmail: string,
  id: number,
  input: unknown,
  actor?: AuditActor | null,
): Promise<AddressSaved> {
  const email = normalizeEmail(rawEmail);
  const { isDefault, ...data } = parseInput(addressInput, input);
  await em.transactional(async (tx) => {
    await lockCustomerAddresses(tx, email);
    const address = await findOwn(tx, email, id);
    const before = auditSnapshot(address);
    const oldType = address.type;
    const typeChanged = oldType !== data.type;
    let makeDefault = isDefault ?? address.isDefault;
    if (typeChanged && isDefault === undefined && makeDefault) {
      makeDefault = (await tx.count(Address, { memberEmail: email, type: data.type, isDefault: true })) === 0;
    }
    if (makeDefault) await clearDefault(tx, email, data.type, address.id);
    tx.assign(address, { ...data, isDefault: makeDefault });
    if (actor) {
      const after = auditSnapshot(address);
      recordAudit(tx, actor, { action: 'address.updated', entityType: 'address', entityId: id, before, after });
    }
    await tx.flush();
    if (typeChanged) await ensureDefault(tx, email, oldType);
  });
  return result(em.fork(), email, id);
}

/** Makes the address the default of its type (the previous default of that type loses it). */
export async function setDefaultAddress(
  em: EntityManager,
  rawEmail: string,
  id: number,
  actor?: AuditActor | null,
): Promise<AddressSaved> {
  const email = normalizeEmail(rawEmail);
  await em.transactional(async (tx) => {
    await lockCustomerAddresses(tx, email);
    const address = await findOwn(tx, email, id);
    if (address.isDefault) return;
    await clearDefault(tx, email, address.type, address.id);
    address.isDefault = true;
    if (actor) {
      recordAudit(tx, actor, {
        action: 'address.default.set',
        entityType: 'address',
        entityId: id,
        before: { isDefault: false },
        after: { isDefault: true },
      });
    }
    await tx.flush();
  });
  return result(em.fork(), email, id);
}

/**
 * Deletes one of the customer's addresses (NotFoundError for an id that is not theirs) and returns the rest;
 * when it was the default, the oldest remaining address of its type becomes the default.
 */
export async function deleteAddress(
  em: EntityManager,
  rawEmail: string,
  id: number,
  actor?: AuditActor | null,
): Promise<CustomerAddress[]> {
  const email = normalizeEmail(rawEmail);
  await em.transactional(async (tx) => {
    await lockCustomerAddresses(tx, email);
    const address = await findOwn(tx, email, id);
    const { type, isDefault } = address;
    if (actor) {
      const before = auditSnapshot(address);
      recordAudit(tx, actor, { action: 'address.deleted', entityType: 'address', entityId: id, before });
    }
    tx.remove(address);
    await tx.flush();
    if (isDefault) await ensureDefault(tx, email, type);
  });
  return listCustomerAddresses(em.fork(), email);
}
