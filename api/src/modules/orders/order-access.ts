import type { Sessions } from '../../common/context.js';
import { NotFoundError, UnauthorizedError } from '../../common/errors.js';

/** 401 unless a customer or a staff member is signed in. */
export function requireSignedIn(sessions: Sessions): void {
  if (!sessions.customer && !sessions.staff) throw new UnauthorizedError();
}

/**
 * Rows addressed by id (an order, an invoice): staff reach any, a customer only their own. Another customer's row
 * answers exactly like a missing one (404), so ids cannot be probed. Returns the row when it may be used.
 */
export function ownRowOrNotFound<T extends { memberEmail: string }>(
  sessions: Sessions,
  row: T | null | undefined,
  notFoundMessage: string,
): T {
  const own = !!row && sessions.customer?.email.toLowerCase() === row.memberEmail.toLowerCase();
  if (!row || !(own || sessions.staff)) throw new NotFoundError(notFoundMessage);
  return row;
}
