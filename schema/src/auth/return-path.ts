/** Where a sign-in link leads when no other page asked for the sign-in. */
export const DEFAULT_SIGN_IN_RETURN_PATH = '/customer-dashboard';

/** Longer return paths are dropped (a real page address with an invite code is far shorter). */
export const RETURN_PATH_MAX_LENGTH = 512;

/** A path segment browsers resolve as `.` or `..` (also percent-encoded). */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * The page to come back to after signing in (e.g. `/customer-dashboard?tab=groups&join=ABC123`), or null when the
 * value is not a safe same-origin path: it must start with one `/` (not `//` or `/\`, which browsers read as
 * another host), hold no backslash, whitespace or control characters and no dot segments. API paths are refused
 * so a sign-in never ends in a redirect to `/api/logout` or back into the sign-in routes.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers drop tabs and newlines and read `\` as `/` in a URL, so any of them could turn the path into a host.
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  const path = value.split(/[?#]/, 1)[0];
  const segments = path.split('/');
  if (segments.some((segment) => DOT_SEGMENT.test(segment))) return null;
  if (decodeSegment(segments[1] ?? '').toLowerCase() === 'api') return null;
  return value;
}

/** A segment as the server's router reads it (percent-decoded); undecodable stays as it is. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
