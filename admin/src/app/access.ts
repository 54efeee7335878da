import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@russ/schema/domain/staff-roles';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loadStaffViewer, type StaffViewer } from '../features/auth/api/staff-viewer';
import { apolloClient } from '../lib/apollo';

// Access control in the console is only about what to show: the API checks the role on every staff query
// and mutation itself.

export type { StaffRole };
export const ALL_STAFF: readonly StaffRole[] = STAFF_ROLES;

export function roleLabel(role: string): string {
  return STAFF_ROLE_LABELS[role as StaffRole] ?? role;
}

export function hasRole(viewer: Pick<StaffViewer, 'role'> | null, roles: readonly StaffRole[]): boolean {
  return viewer !== null && roles.includes(viewer.role as StaffRole);
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

export function loginPath(returnTo?: string, reason?: 'expired'): string {
  const params = new URLSearchParams();
  if (returnTo && returnTo !== '/') params.set('redirect', returnTo);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}

/** Loader for the signed-in part of the console: no staff session means the login page. */
export async function requireStaff({ request }: LoaderFunctionArgs): Promise<StaffViewer> {
  const viewer = await loadStaffViewer(apolloClient);
  if (!viewer) throw redirect(loginPath(consolePath(request)));
  return viewer;
}

/** Loader for one page: staff without one of `roles` get the "no access" page instead. */
export function requireRole(roles: readonly StaffRole[]) {
  return async function roleLoader({ request }: LoaderFunctionArgs): Promise<null> {
    const viewer = await loadStaffViewer(apolloClient);
    if (!viewer) throw redirect(loginPath(consolePath(request)));
    if (!hasRole(viewer, roles)) throw new Response('Forbidden', { status: 403 });
    return null;
  };
}

/** Loader for the login page: someone already signed in goes straight to where they were heading. */
export async function redirectSignedIn({ request }: LoaderFunctionArgs): Promise<null> {
  const viewer = await loadStaffViewer(apolloClient);
  if (viewer) throw redirect(safeRedirectTarget(new URL(request.url).searchParams.get('redirect')));
  return null;
}
