import { STAFF_TOTP_MESSAGES } from '@russ/schema/staff/staff-totp';
import { can, decidePolicy, type Capability, type Policy, type PolicySubject } from '@russ/schema/staff/permissions';
import type { Sessions, StaffSessionEnd } from './context.js';
import { ForbiddenError, NotFoundError, UnauthorizedError } from './errors.js';

/**
 * The one access layer. Every operation declares a `Policy` (schema/src/staff/permissions.ts) that the GraphQL
 * auth checker and the REST route hook enforce with `assertPolicy` before anything runs; services then narrow
 * to the record with the helpers below: the signed-in customer, the owner-or-staff check for a customer's
 * e-mail or a row, and the id and e-mail parsing every module shares.
 */

/** The form every customer e-mail is stored and compared in: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether two e-mails name the same customer (case and surrounding blanks ignored). */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return a != null && b != null && normalizeEmail(a) === normalizeEmail(b);
}

const INT_MAX = 2_147_483_647;

/**
 * A database id from a path parameter or a GraphQL ID. Anything that cannot be an id (not digits, zero, out of
 * range) is answered like a missing record: 404 with `notFoundMessage`, never a 500.
 */
export function parseId(value: unknown, notFoundMessage = 'Ikke funnet'): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > INT_MAX) throw new NotFoundError(notFoundMessage);
  return id;
}

function subjectOf(sessions: Sessions): PolicySubject {
  return { customer: !!sessions.customer, staffRole: sessions.staff?.role ?? null };
}

/** 401 for a request without the session it needs; says why when a staff session was just ended. */
function unauthenticated(sessions: Sessions): UnauthorizedError {
  return sessions.staffEnded ? new StaffSessionEnded(sessions.staffEnded) : new UnauthorizedError();
}

/** Enforces a declared policy: 401 without the needed session, 403 with one that does not qualify. */
export function assertPolicy(policy: Policy, sessions: Sessions): void {
  // A staff member who must switch on two-step sign-in first reaches the enrolment operations only (admin §13).
  if (sessions.staffTotpEnrolment && policy.kind === 'staff' && policy.duringTotpEnrolment) return;
  const decision = decidePolicy(policy, subjectOf(sessions));
  if (decision === 'allow') return;
  if (decision === 'unauthenticated' && sessions.staffTotpEnrolment && policy.kind !== 'customer') {
    throw new StaffSessionEnded('totp-enrolment-required');
  }
  if (decision === 'unauthenticated') throw unauthenticated(sessions);
  throw new ForbiddenError(policy.kind === 'customer' && policy.staffMessage ? policy.staffMessage : undefined);
}

/** 401 unless a customer or a staff member is signed in. */
export function requireSignedIn(sessions: Sessions): void {
  if (!sessions.customer && !sessions.staff) throw unauthenticated(sessions);
}

/** Whether the signed-in staff member holds the capability. */
export function staffMay(sessions: Sessions, capability: Capability): boolean {
  return can(sessions.staff?.role, capability);
}

/** The signed-in staff member holding `capability`: 401 without a staff session, 403 without the capability. */
export function requireCapability(sessions: Sessions, capability: Capability): NonNullable<Sessions['staff']> {
  const staff = sessions.staff;
  if (!staff) throw unauthenticated(sessions);
  if (!can(staff.role, capability)) throw new ForbiddenError();
  return staff;
}

/**
 * The signed-in customer's e-mail (normalised): 401 without a customer session; with `staffMessage`, 403 with
 * it for a staff session alone (staff work in the admin console, not as a customer).
 */
export function signedInCustomer(sessions: Sessions, staffMessage?: string): string {
  if (sessions.customer) return normalizeEmail(sessions.customer.email);
  if (sessions.staff && staffMessage !== undefined) throw new ForbiddenError(staffMessage);
  throw unauthenticated(sessions);
}

/** Whether the caller is the customer who owns `ownerEmail`. */
export function isOwner(sessions: Sessions, ownerEmail: string): boolean {
  return sameEmail(sessions.customer?.email, ownerEmail);
}

/** Whether the caller may read a record owned by `ownerEmail`: its owner, or staff holding `capability`. */
function mayReadOwned(sessions: Sessions, ownerEmail: string, capability: Capability): boolean {
  return isOwner(sessions, ownerEmail) || staffMay(sessions, capability);
}

/**
 * Guards every use of one customer's data addressed by e-mail: 401 without any session, 403 for another
 * customer's e-mail or staff without `capability`; the owner and staff holding it pass.
 */
export function assertOwnerOrStaff(sessions: Sessions, email: string, capability: Capability): void {
  requireSignedIn(sessions);
  if (!isOwner(sessions, email) && !staffMay(sessions, capability)) throw new ForbiddenError();
}

/**
 * Whose data a call acts on (normalised e-mail). Without `email`: the signed-in customer (see `signedInCustomer`).
 * With `email`: the owner or staff holding `capability` (`assertOwnerOrStaff`).
 */
export function customerTarget(sessions: Sessions, email: string | null | undefined, capability: Capability): string {
  if (email == null || email.trim() === '') return signedInCustomer(sessions);
  assertOwnerOrStaff(sessions, email, capability);
  return normalizeEmail(email);
}

/**
 * The staff member behind a call that acts on someone else's account (`email`), or null when the caller acts on
 * their own (a customer, also with a staff cookie beside): staff changes are audited, a customer's own are not.
 */
export function staffActingFor(sessions: Sessions, email: string): NonNullable<Sessions['staff']> | null {
  return sessions.staff && !isOwner(sessions, email) ? sessions.staff : null;
}

/**
 * Rows addressed by id (an order, an invoice, a design, a thread): staff holding `capability` reach any, a
 * customer only their own. Another customer's row answers exactly like a missing one (404), so ids cannot be
 * probed. 401 without any session. Returns the row when it may be used.
 */
export function ownRowOrNotFound<T extends { memberEmail: string }>(
  sessions: Sessions,
  row: T | null | undefined,
  capability: Capability,
  notFoundMessage: string,
): T {
  requireSignedIn(sessions);
  if (!row || !mayReadOwned(sessions, row.memberEmail, capability)) throw new NotFoundError(notFoundMessage);
  return row;
}

const STAFF_SESSION_ENDED_MESSAGES: Record<StaffSessionEnd, string> = {
  'signed-out': 'Du er logget ut.',
  deactivated: 'Kontoen er deaktivert.',
  'totp-enrolment-required': STAFF_TOTP_MESSAGES.enrolmentRequired,
};

/**
 * 401 for a staff cookie the server no longer accepts. REST answers `{ message, reason }`, GraphQL adds
 * `extensions.reason`, so the admin console can show 'Du er logget ut.' or 'Kontoen er deaktivert.'.
 */
export class StaffSessionEnded extends UnauthorizedError {
  constructor(readonly reason: StaffSessionEnd) {
    super(STAFF_SESSION_ENDED_MESSAGES[reason]);
  }

  override toJSON() {
    return { message: this.message, reason: this.reason };
  }

  override graphQLExtensions() {
    return { reason: this.reason };
  }
}
