/** Timings of the storefront and customer area (storefront §9, customer-area §9), in milliseconds. */
export const CAROUSEL_AUTOPLAY_MS = 6000;
/** 'Kopiert!' is shown this long after copying the discount code. */
export const COPY_CONFIRMATION_MS = 2000;
/** Default toast display; at most one toast is visible. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
/** The newsletter form's simulated sending delay. */
export const NEWSLETTER_SUBMIT_DELAY_MS = 1000;
/** Delay before an unauthorised dashboard goes to /api/login. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** A sign-in link expires this long after it was requested. */
export const SIGN_IN_LINK_TTL_MINUTES = 15;
export const SIGN_IN_LINK_TTL_MS = SIGN_IN_LINK_TTL_MINUTES * 60 * 1000;

/** Customer session cookie lifetime (contract: 30 days) and staff session (12 h). */
export const CUSTOMER_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
export const STAFF_SESSION_TTL_SECONDS = 12 * 60 * 60;
