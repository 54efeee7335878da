/** Where a sign-in link leads when no other page asked for the sign-in. */
export const DEFAULT_SIGN_IN_RETURN_PATH = '/customer-dashboard';

/** Longer return paths are dropped (a real page address with an invite code is far shorter). */
export const RETURN_PATH_MAX_LENGTH = 512;

const BASE = 'http://return-path.invalid';

/**
 * The page to come back to after signing in (e.g. `/customer-dashboard?tab=groups&join=ABC123`), or null when the
 * value is not a safe same-origin path: it must start with one `/` (not `//` or `/\`, which browsers read as
 * another host), hold no control characters and stay on this origin once resolved. API paths are refused so a
 * sign-in never ends in a redirect to `/api/logout` or back into the sign-in routes. The answer is normalised
 * (resolved dot segments, percent-encoding as the URL parser writes it).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
