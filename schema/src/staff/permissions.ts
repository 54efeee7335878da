import type { StaffRole } from './staff-roles.js';

/**
 * What staff may do, declared once (admin.md §1): each named capability lists the roles that hold it. `staff`
 * (Ansatt) does the daily work; `admin` (Administrator) holds everything staff holds plus staff users
 * (`Ansatte`), deleting things, credit notes and settings. The API enforces these (type-graphql `authChecker`
 * and the REST route policy hook); the admin console reads the same map to decide what to show.
 */
const EVERY_STAFF_ROLE = ['staff', 'admin'] as const satisfies readonly StaffRole[];
const ADMIN_ONLY = ['admin'] as const satisfies readonly StaffRole[];

export const CAPABILITY_ROLES = {
  'overview.read': EVERY_STAFF_ROLE,
  'quotes.read': EVERY_STAFF_ROLE,
  'quotes.write': EVERY_STAFF_ROLE,
  'quotes.delete': ADMIN_ONLY,
  'orders.read': EVERY_STAFF_ROLE,
  'orders.update': EVERY_STAFF_ROLE,
  /** A status change outside the declared transitions (a correction). */
  'orders.override': ADMIN_ONLY,
  'orders.delete': ADMIN_ONLY,
  'invoices.read': EVERY_STAFF_ROLE,
  'invoices.issue': EVERY_STAFF_ROLE,
  'invoices.credit': ADMIN_ONLY,
  /** `Regnskapseksport` (admin §17): every invoice, credit note and payment of a period as the accountant's file. */
  'invoices.export': ADMIN_ONLY,
  'returns.manage': EVERY_STAFF_ROLE,
  'designs.read': EVERY_STAFF_ROLE,
  'designs.review': EVERY_STAFF_ROLE,
  'designs.delete': ADMIN_ONLY,
  'groups.read': EVERY_STAFF_ROLE,
  'groups.manage': EVERY_STAFF_ROLE,
  'groups.delete': ADMIN_ONLY,
  'threads.read': EVERY_STAFF_ROLE,
  'threads.reply': EVERY_STAFF_ROLE,
  'contacts.read': EVERY_STAFF_ROLE,
  'contacts.reply': EVERY_STAFF_ROLE,
  'members.read': EVERY_STAFF_ROLE,
  /** Changing a customer's profile, settings and addresses on their behalf; signing them out everywhere. */
  'members.update': EVERY_STAFF_ROLE,
  'members.export': EVERY_STAFF_ROLE,
  /** Deleting a customer's account. */
  'members.manage': ADMIN_ONLY,
  'catalog.manage': EVERY_STAFF_ROLE,
  'catalog.delete': ADMIN_ONLY,
  'content.manage': EVERY_STAFF_ROLE,
  'content.delete': ADMIN_ONLY,
  'coupons.manage': EVERY_STAFF_ROLE,
  'coupons.delete': ADMIN_ONLY,
  'newsletter.send': EVERY_STAFF_ROLE,
  'mail.read': EVERY_STAFF_ROLE,
  'mail.resend': EVERY_STAFF_ROLE,
  'audit.read': EVERY_STAFF_ROLE,
  'staff.manage': ADMIN_ONLY,
  'settings.manage': ADMIN_ONLY,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Capability = keyof typeof CAPABILITY_ROLES;

/** Every capability, in declaration order. */
export const CAPABILITIES = Object.keys(CAPABILITY_ROLES) as Capability[];

/** Whether a staff member with this role holds the capability; no role (not staff) holds none. */
export function can(role: StaffRole | null | undefined, capability: Capability): boolean {
  if (!role) return false;
  return (CAPABILITY_ROLES[capability] as readonly StaffRole[]).includes(role);
}

/** The capabilities a role holds. */
export function capabilitiesOf(role: StaffRole | null | undefined): Capability[] {
  return CAPABILITIES.filter((capability) => can(role, capability));
}

/**
 * Who may call an operation (a GraphQL root field or a REST route). Every operation declares one:
 * - `public`: anyone, signed in or not;
 * - `customer`: a signed-in customer acting for themselves; without one the answer is 401, or, for
 *   `customerOnly(staffMessage)`, 403 with `staffMessage` to a staff session (staff work in the admin console);
 * - `ownerOrStaff`: a signed-in customer (the operation then only reaches their own data) or a staff member
 *   holding `capability` (who may reach any customer's);
 * - `staff`: any signed-in staff member, whatever their capabilities (their own session);
 * - `capability`: a staff member holding `capability`.
 * Without the session a policy needs the answer is 401; with a session that does not qualify, 403.
 */
export type Policy =
  | { readonly kind: 'public' }
  | { readonly kind: 'customer'; readonly staffMessage?: string }
  | { readonly kind: 'ownerOrStaff'; readonly capability: Capability }
  | { readonly kind: 'staff'; readonly duringTotpEnrolment?: true }
  | { readonly kind: 'capability'; readonly capability: Capability };

export type PolicyKind = Policy['kind'];

export const PUBLIC: Policy = Object.freeze({ kind: 'public' });
export const CUSTOMER: Policy = Object.freeze({ kind: 'customer' });
export const SIGNED_IN_STAFF: Policy = Object.freeze({ kind: 'staff' });
/**
 * Any signed-in staff member, also one who must switch on two-step sign-in before anything else (admin §13): only
 * the enrolment operations and the viewer's own sign-out use it.
 */
export const STAFF_TOTP_ENROLMENT: Policy = Object.freeze({ kind: 'staff', duringTotpEnrolment: true });

/** A signed-in customer only; a staff session alone gets 403 with `staffMessage` (default 'Forbidden'). */
export const customerOnly = (staffMessage = 'Forbidden'): Policy => Object.freeze({ kind: 'customer', staffMessage });

/** The owner (a signed-in customer, limited to their own data) or staff holding `capability`. */
export const ownerOrStaff = (capability: Capability): Policy => Object.freeze({ kind: 'ownerOrStaff', capability });

/** Staff holding `capability`. */
export const staffCan = (capability: Capability): Policy => Object.freeze({ kind: 'capability', capability });

/**
 * A short, stable text for a policy: `public`, `customer`, `customerOnly`, `ownerOrStaff:members.read`, `staff`,
 * `staff:orders.read`.
 */
export function describePolicy(policy: Policy): string {
  switch (policy.kind) {
    case 'customer':
      return policy.staffMessage === undefined ? 'customer' : 'customerOnly';
    case 'ownerOrStaff':
      return `ownerOrStaff:${policy.capability}`;
    case 'capability':
      return `staff:${policy.capability}`;
    default:
      return policy.kind;
  }
}

/** Who is asking, as far as a policy cares. */
export interface PolicySubject {
  customer: boolean;
  staffRole?: StaffRole | null;
}

/** The answer a policy gives a subject: allowed, or refused as unauthenticated (401) or forbidden (403). */
export type PolicyDecision = 'allow' | 'unauthenticated' | 'forbidden';

/** Decides a policy for a subject; the API turns the refusals into 401/403 (UNAUTHENTICATED/FORBIDDEN). */
export function decidePolicy(policy: Policy, subject: PolicySubject): PolicyDecision {
  const staff = subject.staffRole ?? null;
  const signedIn = subject.customer || staff !== null;
  switch (policy.kind) {
    case 'public':
      return 'allow';
    case 'customer':
      if (subject.customer) return 'allow';
      return staff && policy.staffMessage !== undefined ? 'forbidden' : 'unauthenticated';
    case 'ownerOrStaff':
      if (subject.customer || can(staff, policy.capability)) return 'allow';
      return signedIn ? 'forbidden' : 'unauthenticated';
    case 'staff':
      if (staff) return 'allow';
      return signedIn ? 'forbidden' : 'unauthenticated';
    case 'capability':
      if (can(staff, policy.capability)) return 'allow';
      return signedIn ? 'forbidden' : 'unauthenticated';
  }
}
