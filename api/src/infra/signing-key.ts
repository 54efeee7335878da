import { createSecretKey, type KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

/**
 * The HMAC key object of a signing secret, made once per secret. Given a string, jsonwebtoken makes the key again
 * on every sign and verify, first trying to read the secret as a PEM key (which throws): about a millisecond of
 * CPU per call, the largest cost of a campaign mail and of a signed-in request. Pass this instead of the string.
 */
export function signingKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}
