/** Replaces the values of secret-bearing query parameters (sign-in tokens, invite codes) with `***`. */
export function redactSecrets(url: string): string {
  return url.replace(/([?&](?:token|join)=)[^&#]*/gi, '$1***');
}
