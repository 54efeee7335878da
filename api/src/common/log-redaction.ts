/**
 * Replaces the values of secret-bearing query parameters (sign-in tokens, invite codes) with `***`, also where
 * they sit percent-encoded inside another parameter (`/login?returnTo=%2F...%26join%3DCODE`).
 */
export function redactSecrets(url: string): string {
  return url.replace(/((?:[?&]|%3F|%26)(?:token|join)(?:=|%3D))(?:(?!%26|&|#).)*/gi, '$1***');
}
