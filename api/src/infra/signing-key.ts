import { createHash, createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

/**
 * Signing keys. SESSION_SECRET is never used as a key itself: each purpose gets its own HMAC key derived from it
 * with HKDF-SHA256 (`info` = the purpose), so a token of one purpose can never verify as another and a leak of one
 * key does not give away the others. Every token names its key in the JWT header (`kid`: the purpose and a
 * fingerprint of the secret), so the secret can rotate: with SESSION_SECRET_PREVIOUS set, tokens signed with the
 * previous secret's keys still verify while new ones are signed with the current secret.
 *
 * Key objects are made once per secret and purpose. Given a string, jsonwebtoken makes the key again on every sign
 * and verify, first trying to read the secret as a PEM key (which throws): about a millisecond of CPU per call,
 * the largest cost of a campaign mail and of a signed-in request.
 */

export type KeyPurpose = 'session' | 'sign-in-link' | 'newsletter' | 'unsubscribe';

/** The secret(s) tokens are signed and verified with: one string, or the config with an optional previous one. */
export type SigningSecrets = string | { sessionSecret: string; previousSessionSecret?: string };

const ALGORITHM = 'HS256' as const;
const HKDF_SALT = 'russ-signing-keys-v1';

interface PurposeKey {
  kid: string;
  key: KeyObject;
}

const rawKeys = new Map<string, KeyObject>();
const purposeKeys = new Map<string, PurposeKey>();

/** The HMAC key object of the raw secret, made once per secret (only for tokens signed before keys had purposes). */
export function signingKey(secret: string): KeyObject {
  let key = rawKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    rawKeys.set(secret, key);
  }
  return key;
}

/** The key of one purpose derived from `secret` (HKDF-SHA256), with its `kid`; made once per secret and purpose. */
export function derivedKey(purpose: KeyPurpose, secret: string): PurposeKey {
  const cacheKey = `${purpose}\u0000${secret}`;
  let entry = purposeKeys.get(cacheKey);
  if (!entry) {
    const bytes = Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), HKDF_SALT, `russ:${purpose}`, 32));
    // The fingerprint names the secret without revealing anything usable about the key.
    const fingerprint = createHash('sha256').update(bytes).update('kid').digest('base64url').slice(0, 10);
    entry = { kid: `${purpose}.${fingerprint}`, key: createSecretKey(bytes) };
    purposeKeys.set(cacheKey, entry);
  }
  return entry;
}

function secretsOf(secrets: SigningSecrets): string[] {
  if (typeof secrets === 'string') return [secrets];
  return secrets.previousSessionSecret
    ? [secrets.sessionSecret, secrets.previousSessionSecret]
    : [secrets.sessionSecret];
}

/** Signs `payload` (HS256) with the current secret's key for `purpose`, naming it in the header's `kid`. */
export function signWithPurpose(
  purpose: KeyPurpose,
  payload: object,
  secrets: SigningSecrets,
  options: Omit<jwt.SignOptions, 'algorithm' | 'keyid'> = {},
): string {
  const { kid, key } = derivedKey(purpose, secretsOf(secrets)[0]!);
  return jwt.sign(payload, key, { ...options, algorithm: ALGORITHM, keyid: kid });
}

export interface VerifyOptions {
  /**
   * Also accept a token without `kid` signed with the raw secret (tokens mailed before keys had purposes). Only
   * unsubscribe links use it: old newsletters' links must keep working.
   */
  acceptLegacy?: boolean;
  maxLength?: number;
}

/**
 * Verifies a token of `purpose`: its `kid` must name this purpose's key of the current or the previous secret.
 * Returns the payload, or null for anything invalid, expired, of another purpose or another algorithm.
 */
export function verifyWithPurpose(
  purpose: KeyPurpose,
  token: unknown,
  secrets: SigningSecrets,
  options: VerifyOptions = {},
): jwt.JwtPayload | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > (options.maxLength ?? 4096)) return null;
  let kid: unknown;
  try {
    kid = jwt.decode(token, { complete: true })?.header.kid;
  } catch {
    return null;
  }
  const all = secretsOf(secrets);
  const keys =
    kid === undefined
      ? options.acceptLegacy
        ? all.map(signingKey)
        : []
      : all.map((secret) => derivedKey(purpose, secret)).flatMap((k) => (k.kid === kid ? [k.key] : []));
  for (const candidate of keys) {
    try {
      const payload = jwt.verify(token, candidate, { algorithms: [ALGORITHM] });
      if (typeof payload === 'object' && payload !== null) return payload;
    } catch {
      // try the next key
    }
  }
  return null;
}
