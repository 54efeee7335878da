import { DEFAULT_SIGN_IN_RETURN_PATH, safeReturnPath } from '@russ/schema/auth/return-path';

/** Full-page navigations handled by the API (customer-area spec §2, "External routes"). */
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';

/** Customer-area spec §9: wait this long after the 'Unauthorized' toast before going to the login page. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * The login address for a page that needs a session. A page other than the plain dashboard (an invite link such
 * as `/customer-dashboard?tab=groups&join=CODE`) is passed on as `returnTo`, so the mailed sign-in link leads back
 * to it; the plain dashboard is where the link leads anyway, so that stays the bare `/api/login`.
 */
export function loginUrl(returnTo?: string): string {
  const path = safeReturnPath(returnTo);
  if (!path || path === DEFAULT_SIGN_IN_RETURN_PATH) return LOGIN_URL;
  return `${LOGIN_URL}?${new URLSearchParams({ returnTo: path }).toString()}`;
}

/** Goes to the login page, coming back to the current page after signing in. */
export function goToLogin() {
  const { pathname, search, hash } = window.location;
  window.location.href = loginUrl(`${pathname}${search}${hash}`);
}

export function logOut() {
  window.location.href = LOGOUT_URL;
}
