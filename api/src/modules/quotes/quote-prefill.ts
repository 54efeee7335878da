import type { EntityManager } from '@mikro-orm/postgresql';
import { priceTextToNumber } from '@russ/schema/common/money';
import { QUOTE_MESSAGES as M } from '@russ/schema/quotes/quote.validators';
import { NotFoundError } from '../../common/errors.js';
import { Group } from '../groups/group.entity.js';
import { toSubmissionView } from '../groups/group.views.js';
import { SizeSubmission } from '../groups/size-submission.entity.js';
import { Member } from '../members/member.entity.js';
import { Product } from '../products/product.entity.js';

/**
 * `Lag tilbud fra gruppen` (admin §2): a new quote form from a group's size matrix, for its coordinator. One line
 * per product, size and colour with the pieces counted; a member's line with a print name stays its own line so
 * the name reaches the order. Unit prices start at the catalogue's from-price.
 */
export async function quotePrefillFromGroup(em: EntityManager, groupId: number) {
  const group = await em.findOne(Group, { id: groupId });
  if (!group) throw new NotFoundError(M.groupNotFound);
  const now = new Date();
  const rows = await em.find(SizeSubmission, { group }, { orderBy: { submittedAt: 'asc', id: 'asc' } });
  const submissions = rows.map((row) => toSubmissionView(row, group, null, now));
  const productIds = [
    ...new Set(submissions.flatMap((s) => s.lines.flatMap((l) => (l.productId == null ? [] : [l.productId])))),
  ];
  const [products, coordinator] = await Promise.all([
    productIds.length ? em.find(Product, { id: { $in: productIds } }) : Promise.resolve([] as Product[]),
    em.findOne(Member, { email: group.coordinatorEmail }, { fields: ['firstName', 'lastName'] }),
  ]);
  const productBy = new Map(products.map((p) => [p.id, p]));
  const lines = new Map<
    string,
    {
      productId: number | null;
      productName: string | null;
      description: string;
      size: string | null;
      color: string | null;
      quantity: number;
      unitPrice: string | null;
      designId: number | null;
      printName: string | null;
    }
  >();
  for (const submission of submissions) {
    for (const line of submission.lines) {
      const product = line.productId == null ? undefined : productBy.get(line.productId);
      const printName = line.printName ?? null;
      const key = JSON.stringify([line.productId, line.productName, line.size, line.color, printName]);
      const existing = lines.get(key);
      if (existing) {
        existing.quantity += line.quantity;
        continue;
      }
      const price = product ? priceTextToNumber(product.price) : Number.NaN;
      lines.set(key, {
        productId: product?.id ?? null,
        productName: product?.name ?? null,
        description: product?.name ?? line.productName,
        size: line.size,
        color: line.color,
        quantity: line.quantity,
        unitPrice: Number.isFinite(price) ? price.toFixed(2) : null,
        designId: null,
        printName,
      });
    }
  }
  const pieces = [...lines.values()].reduce((sum, l) => sum + l.quantity, 0);
  return {
    customerEmail: group.coordinatorEmail,
    customerName: coordinator ? `${coordinator.firstName} ${coordinator.lastName}`.trim() : null,
    contactId: group.quoteContactId ?? null,
    groupId: group.id,
    groupName: group.name,
    lines: [...lines.values()],
    message: `Gruppe: ${group.name}${group.school ? `, ${group.school}` : ''}. ${submissions.length} innsendinger, ${pieces} stk.`,
  };
}
