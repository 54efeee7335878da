/** Full-page navigations handled by the API (customer-area spec §2, "External routes"). */
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';

/** Customer-area spec §9: wait this long after the 'Unauthorized' toast before going to the login page. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

export function goToLogin() {
  window.location.href = LOGIN_URL;
}

export function logOut() {
  window.location.href = LOGOUT_URL;
}
