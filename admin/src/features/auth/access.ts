import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@russ/schema/staff/staff-roles';
import { can, type Capability } from '@russ/schema/staff/permissions';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loadStaffViewer, type StaffViewer } from './api/staff-viewer';
import { apolloClient, sessionEndOf, type SessionEnd } from '@/lib/apollo';

// Access control in the console is only about what to show: the API enforces the same capability map
// (schema/src/staff/permissions.ts) on every staff query and mutation itself.

export type { Capability, StaffRole };

export function roleLabel(role: string): string {
  return STAFF_ROLE_LABELS[role as StaffRole] ?? role;
}

const roleOf = (viewer: Pick<StaffViewer, 'role'> | null): StaffRole | null =>
  viewer && (STAFF_ROLES as readonly string[]).includes(viewer.role) ? (viewer.role as StaffRole) : null;

/** Whether the viewer's role holds the capability (menu entries, pages and buttons ask this). */
export function viewerCan(viewer: Pick<StaffViewer, 'role'> | null, capability: Capability): boolean {
  return can(roleOf(viewer), capability);
}

/** The console's base path without trailing slash: `/admin`. */
export const CONSOLE_BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

/** A browser pathname as a path inside the console: `/admin/contacts` → `/contacts`. */
export function consolePathname(pathname: string): string {
  if (pathname === CONSOLE_BASE) return '/';
  return pathname.startsWith(`${CONSOLE_BASE}/`) ? pathname.slice(CONSOLE_BASE.length) : pathname;
}

/** Path inside the console that the current request is for. */
function consolePath(request: Request): string {
  const url = new URL(request.url);
  return consolePathname(url.pathname) + url.search;
}

/**
 * Only same-console paths are accepted as a place to return to after login, so a crafted
 * `?redirect=https://evil.example` cannot send a signed-in user elsewhere.
 */
export function safeRedirectTarget(target: string | null, fallback = '/'): string {
  // `//host` and `/\host` are read by browsers as another host.
  if (!target || !/^\/(?![/\\])/.test(target) || target.startsWith('/login')) return fallback;
  return target;
}

export function loginPath(returnTo?: string, reason?: SessionEnd): string {
  const params = new URLSearchParams();
  if (returnTo && returnTo !== '/') params.set('redirect', returnTo);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}

/**
 * The signed-in staff user, or a redirect to the login page: with the reason ('Du er logget ut.', 'Kontoen er
 * deaktivert.') when the API says the session was ended.
 */
async function viewerOrLogin(request: Request): Promise<StaffViewer> {
  let viewer: StaffViewer | null;
  try {
    viewer = await loadStaffViewer(apolloClient);
  } catch (error) {
    const reason = sessionEndOf(error);
    if (!reason) throw error;
    await apolloClient.clearStore();
    throw redirect(loginPath(consolePath(request), reason));
  }
  if (!viewer) throw redirect(loginPath(consolePath(request)));
  // Two-step sign-in is required and still off: nothing but the enrolment first (admin §13).
  if (viewer.totpEnrolmentRequired) throw redirect(TOTP_ENROLMENT_PATH);
  return viewer;
}

/** The page a staff member who must switch on two-step sign-in is sent to first. */
export const TOTP_ENROLMENT_PATH = '/two-step';

/** Loader for the enrolment page: signed-in staff who must enrol; others go on to the console. */
export async function requireTotpEnrolment({ request }: LoaderFunctionArgs): Promise<StaffViewer> {
  const viewer = await loadStaffViewer(apolloClient).catch(() => null);
  if (!viewer) throw redirect(loginPath(consolePath(request)));
  if (!viewer.totpEnrolmentRequired) throw redirect('/');
  return viewer;
}

/** Loader for the signed-in part of the console: no staff session means the login page. */
export async function requireStaff({ request }: LoaderFunctionArgs): Promise<StaffViewer> {
  return viewerOrLogin(request);
}

/** Loader for one page: staff without `capability` get the "no access" page instead. */
export function requireCapability(capability: Capability) {
  return async function capabilityLoader({ request }: LoaderFunctionArgs): Promise<null> {
    const viewer = await viewerOrLogin(request);
    if (!viewerCan(viewer, capability)) throw new Response('Forbidden', { status: 403 });
    return null;
  };
}

/** Loader for the login page: someone already signed in goes straight to where they were heading. */
export async function redirectSignedIn({ request }: LoaderFunctionArgs): Promise<null> {
  const viewer = await loadStaffViewer(apolloClient).catch((error: unknown) => {
    if (sessionEndOf(error)) return null; // an ended session: the login form it is
    throw error;
  });
  if (viewer?.totpEnrolmentRequired) throw redirect(TOTP_ENROLMENT_PATH);
  if (viewer) throw redirect(safeRedirectTarget(new URL(request.url).searchParams.get('redirect')));
  return null;
}
