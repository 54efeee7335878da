/**
 * A member's standing (admin §9): `active` signs in as usual; `deactivated` (by an administrator) cannot sign in
 * and every session of theirs ended when it happened. Stored as the spec's text column `members.is_active`
 * ('true' / 'false').
 */
export const MEMBER_STATUSES = ['active', 'deactivated'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  active: 'Aktiv',
  deactivated: 'Deaktivert',
};

export function isMemberStatus(value: unknown): value is MemberStatus {
  return typeof value === 'string' && (MEMBER_STATUSES as readonly string[]).includes(value);
}

/** The status of a stored `is_active` text. */
export function memberStatusOf(isActive: string | null | undefined): MemberStatus {
  return isActive === 'false' ? 'deactivated' : 'active';
}

/** What the storefront's sign-in page says when a deactivated member follows a sign-in link. */
export const MEMBER_DEACTIVATED_SIGN_IN_MESSAGE =
  'Kontoen din er deaktivert, så du kan ikke logge inn. Ta kontakt med oss hvis du mener dette er feil.';

/** Staff messages of the members page. */
export const MEMBER_STAFF_MESSAGES = {
  notFound: 'Fant ikke medlemmet.',
  alreadyDeactivated: 'Medlemmet er allerede deaktivert.',
  alreadyActive: 'Medlemmet er allerede aktivt.',
} as const;
