import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CATALOG_MESSAGES as M,
  faqItemFormInput,
  faqPositionMessage,
} from '@russ/schema/catalog/catalog-admin.validators';
import { BadRequestError, NotFoundError, ValidationFailed } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { auditSnapshot, recordAudit, type AuditActor } from '../audit/audit.service.js';
import { FaqItem } from './faq-item.entity.js';
import { listFaqItems } from './faq.service.js';
import type { FaqItem as FaqItemShape } from './faq.types.js';

/**
 * The FAQ for staff (admin §10, `FAQ`): questions and answers in the order /faq shows them; `Nytt spørsmål`
 * (last), edit, move up or down (swaps with the neighbour, renumbering the whole list 1..n so the order is always
 * strict), delete (administrator). Every change writes its audit record (entity type `faq_item`). Changes take
 * an advisory lock so two staff reordering at once cannot interleave.
 */

const AUDITED = ['topic', 'question', 'answer', 'sortOrder'] as const;

const lockFaq = (tx: EntityManager) =>
  tx
    .getConnection()
    .execute(`select pg_advisory_xact_lock(hashtext('faq_items.order'))`, [], 'all', tx.getTransactionContext());

async function itemOrNotFound(em: EntityManager, id: number): Promise<FaqItem> {
  const item = await em.findOne(FaqItem, { id });
  if (!item) throw new NotFoundError(M.faqNotFound);
  return item;
}

const ordered = (tx: EntityManager) => tx.find(FaqItem, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });

/** Every item in display order (the same list /faq shows). */
export function listStaffFaqItems(em: EntityManager): Promise<FaqItemShape[]> {
  return listFaqItems(em);
}

/** `Nytt spørsmål`: added last. */
export async function createFaqItem(em: EntityManager, staff: AuditActor, input: unknown): Promise<FaqItemShape> {
  const values = parseInput(faqItemFormInput, input);
  return em.transactional(async (tx) => {
    await lockFaq(tx);
    const [last] = await tx.find(FaqItem, {}, { orderBy: { sortOrder: 'desc', id: 'desc' }, limit: 1 });
    const item = tx.create(FaqItem, { ...values, sortOrder: (last?.sortOrder ?? 0) + 1 });
    await tx.flush();
    recordAudit(tx, staff, {
      action: 'faq_item.created',
      entityType: 'faq_item',
      entityId: item.id,
      after: auditSnapshot(item, AUDITED),
    });
    return { id: item.id, topic: item.topic, question: item.question, answer: item.answer };
  });
}

/** Edit ('Lagre'): topic, question and answer. */
export async function updateFaqItem(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  input: unknown,
): Promise<FaqItemShape> {
  const values = parseInput(faqItemFormInput, input);
  return em.transactional(async (tx) => {
    await lockFaq(tx);
    const item = await itemOrNotFound(tx, id);
    const before = auditSnapshot(item, AUDITED);
    tx.assign(item, values);
    const after = auditSnapshot(item, AUDITED);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      recordAudit(tx, staff, { action: 'faq_item.updated', entityType: 'faq_item', entityId: id, before, after });
    }
    return { id: item.id, topic: item.topic, question: item.question, answer: item.answer };
  });
}

/** 'Flytt opp' / 'Flytt ned': one place up or down (the first cannot go up, the last not down; nothing changes). */
export async function moveFaqItem(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  direction: string,
): Promise<FaqItemShape[]> {
  if (direction !== 'up' && direction !== 'down') throw new BadRequestError("Retning må være 'up' eller 'down'");
  return placeItem(em, staff, id, (from) => (direction === 'up' ? from - 1 : from + 1));
}

/**
 * Dragging a row of the FAQ table: the item goes to `position` (1 = first) and the others close up around it. A
 * position outside the list is refused (BAD_USER_INPUT); the same position changes nothing. Audited.
 */
export async function placeFaqItem(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  position: number,
): Promise<FaqItemShape[]> {
  return placeItem(em, staff, id, () => position - 1, true);
}

/** Moves one item to the index `target(from)` gives, renumbering all, under the FAQ lock. */
async function placeItem(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  target: (from: number) => number,
  refuseOutside = false,
): Promise<FaqItemShape[]> {
  await em.transactional(async (tx) => {
    await lockFaq(tx);
    const items = await ordered(tx);
    const from = items.findIndex((item) => item.id === id);
    if (from < 0) throw new NotFoundError(M.faqNotFound);
    const to = target(from);
    if (!Number.isInteger(to) || to < 0 || to >= items.length) {
      if (refuseOutside) throw new ValidationFailed({ position: faqPositionMessage(items.length) });
      return;
    }
    if (to === from) return;
    const [moved] = items.splice(from, 1);
    items.splice(to, 0, moved!);
    items.forEach((item, index) => {
      item.sortOrder = index + 1;
    });
    recordAudit(tx, staff, {
      action: 'faq_item.moved',
      entityType: 'faq_item',
      entityId: id,
      before: { position: from + 1 },
      after: { position: to + 1 },
    });
  });
  return listFaqItems(em);
}

/** Delete (administrator, after 'Er du sikker?'). */
export async function deleteFaqItem(em: EntityManager, staff: AuditActor, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    await lockFaq(tx);
    const item = await itemOrNotFound(tx, id);
    const before = auditSnapshot(item, AUDITED);
    tx.remove(item);
    recordAudit(tx, staff, { action: 'faq_item.deleted', entityType: 'faq_item', entityId: id, before });
  });
}
