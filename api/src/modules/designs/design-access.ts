import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { DESIGN_MESSAGES } from '@russ/schema/designs/design-rules';
import { ownRowOrNotFound, parseId, signedInCustomer } from '../../common/access.js';
import type { Sessions } from '../../common/context.js';
import { NotFoundError, ValidationFailed } from '../../common/errors.js';
import { Design } from './design.entity.js';

/** Which design a caller may read or change (owner; staff read only). */

/** A design its owner or staff holding `designs.read` may see; 404 for anyone else's. */
export async function findReadableDesign(em: EntityManager, sessions: Sessions, id: unknown): Promise<Design> {
  const designId = parseId(id, DESIGN_MESSAGES.notFound);
  return ownRowOrNotFound(
    sessions,
    await em.findOne(Design, { id: designId }),
    'designs.read',
    DESIGN_MESSAGES.notFound,
  );
}

/** The signed-in customer's own design, for a change (see `signedInCustomer`); 404 for anyone else's. */
export async function findOwnDesign(
  em: EntityManager,
  sessions: Sessions,
  id: unknown,
  lockMode?: LockMode,
): Promise<Design> {
  const email = signedInCustomer(sessions, DESIGN_MESSAGES.customerOnly);
  const designId = parseId(id, DESIGN_MESSAGES.notFound);
  const design = await em.findOne(
    Design,
    { id: designId, memberEmail: email },
    lockMode ? { lockMode, refresh: true } : {},
  );
  if (!design) throw new NotFoundError(DESIGN_MESSAGES.notFound);
  return design;
}

export const refuse = (field: string, message: string) => new ValidationFailed({ [field]: message }, message);

export function assertChangeable(design: Design): void {
  if (design.status === 'in_production') throw refuse('status', DESIGN_MESSAGES.inProduction);
}
