import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { STAFF_RECOVERY_CODE_COUNT, STAFF_TOTP_MESSAGES } from '@russ/schema/staff/staff-totp';
import { ConflictError, ValidationFailed } from '../../common/errors.js';
import type { AppConfig } from '../../infra/config.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import type { StaffTotpEnrolment } from './staff-auth.types.js';

/**
 * Two-step sign-in for staff (admin §13): TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, one step of drift
 * either way) enrolled from a QR code, and ten single-use recovery codes.
 *
 * - The secret is stored AES-256-GCM encrypted with a key derived from SESSION_SECRET by HKDF, bound to the user's
 *   id (a sealed secret copied to another row does not open). It never reaches a log or an audit entry.
 * - A code's time step must be later than the last one accepted for the user (one atomic update), so an observed
 *   code cannot be replayed, not even within its 30 seconds.
 * - Recovery codes are stored as sha256 hashes (they are random, 50 bits each) and removed when used, atomically.
 */

const PERIOD_SECONDS = 30;
const DIGITS = 6;
const DRIFT_STEPS = 1;
const SECRET_BYTES = 20;
/** Lower-case letters and digits without look-alikes (0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_LENGTH = 10;

const keys = new Map<string, Buffer>();

/** The AES key for TOTP secrets, derived once per SESSION_SECRET. */
function totpKey(sessionSecret: string): Buffer {
  let key = keys.get(sessionSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', sessionSecret, 'russ-staff-totp', 'staff TOTP secret v1', 32));
    keys.set(sessionSecret, key);
  }
  return key;
}

/** Encrypts a base32 TOTP secret for user `userId`: `v1.<base64url of iv, tag, ciphertext>`. */
export function sealTotpSecret(base32: string, userId: number, sessionSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', totpKey(sessionSecret), iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const ciphertext = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
}

/** The base32 secret sealed by `sealTotpSecret` for this user, or null when it does not open. */
export function openTotpSecret(sealed: string | null, userId: number, sessionSecret: string): string | null {
  if (!sealed?.startsWith('v1.')) return null;
  try {
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', totpKey(sessionSecret), bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(`user:${userId}`));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The time step a 6-digit code is valid for (now, or one step before or after), or null when it is wrong. */
export function totpCodeStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = OTPAuth.TOTP.validate({
    token,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
    digits: DIGITS,
    period: PERIOD_SECONDS,
    window: DRIFT_STEPS,
    timestamp: now,
  });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** Ten fresh recovery codes, `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(RECOVERY_CODE_LENGTH);
    const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** sha256 (hex) of a recovery code as typed (case, blanks and dashes ignored); null when it cannot be one. */
export function recoveryCodeHash(code: string): string | null {
  const normalized = code.toLowerCase().replace(/[\s-]+/g, '');
  if (normalized.length !== RECOVERY_CODE_LENGTH || !/^[a-z0-9]+$/.test(normalized)) return null;
  return createHash('sha256').update(normalized).digest('hex');
}

interface TotpRow {
  username: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled: boolean;
}

async function totpRow(em: EntityManager, userId: number): Promise<TotpRow | undefined> {
  const rows: TotpRow[] = await em.getConnection().execute(
    `select username, totp_secret, totp_pending_secret, totp_enabled_at is not null as totp_enabled
         from users where id = ?`,
    [userId],
  );
  return rows[0];
}

/**
 * `Slå på to-trinns innlogging`: makes a new secret for the signed-in staff member and keeps it (encrypted) until a
 * code from it is confirmed; a second start replaces the first. CONFLICT when two-step sign-in is on already.
 */
export async function startTotpEnrolment(
  em: EntityManager,
  staff: AuditActor,
  config: Pick<AppConfig, 'sessionSecret' | 'shop'>,
): Promise<StaffTotpEnrolment> {
  const row = await totpRow(em, staff.userId);
  if (row?.totp_enabled) throw new ConflictError(STAFF_TOTP_MESSAGES.alreadyEnabled);
  const secret = new OTPAuth.Secret({ size: SECRET_BYTES });
  const totp = new OTPAuth.TOTP({
    issuer: config.shop.name,
    label: row?.username ?? staff.username,
    secret,
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });
  await em
    .getConnection()
    .execute('update users set totp_pending_secret = ? where id = ?', [
      sealTotpSecret(secret.base32, staff.userId, config.sessionSecret),
      staff.userId,
    ]);
  const otpauthUrl = totp.toString();
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secret: secret.base32, otpauthUrl, qrCode };
}

/**
 * `Bekreft`: a code from the secret being enrolled switches two-step sign-in on and answers the ten recovery codes
 * (the only time they are shown). A wrong code answers null (and changes nothing). Audited without the secret.
 */
export async function confirmTotpEnrolment(
  em: EntityManager,
  staff: AuditActor,
  code: string,
  config: Pick<AppConfig, 'sessionSecret'>,
  now = Date.now(),
): Promise<string[] | null> {
  const row = await totpRow(em, staff.userId);
  if (row?.totp_enabled) throw new ConflictError(STAFF_TOTP_MESSAGES.alreadyEnabled);
  const secret = openTotpSecret(row?.totp_pending_secret ?? null, staff.userId, config.sessionSecret);
  if (!row?.totp_pending_secret || !secret) {
    throw new ValidationFailed(
      { code: STAFF_TOTP_MESSAGES.enrolmentNotStarted },
      STAFF_TOTP_MESSAGES.enrolmentNotStarted,
    );
  }
  const step = totpCodeStep(secret, code, now);
  if (step === null) return null;
  const codes = newRecoveryCodes();
  const hashes = codes.map((recovery) => recoveryCodeHash(recovery)!);
  const enabled = await em.transactional(async (tx) => {
    // Only the secret that was shown is switched on (a second start in another tab replaced it: start again).
    const updated: Array<{ id: number }> = await tx.getConnection().execute(
      `update users set totp_secret = totp_pending_secret, totp_pending_secret = null, totp_enabled_at = now(),
              totp_last_step = ?, totp_recovery_hashes = ?::text[]
        where id = ? and totp_pending_secret = ? and totp_enabled_at is null returning id`,
      [step, `{${hashes.join(',')}}`, staff.userId, row.totp_pending_secret],
      'all',
      tx.getTransactionContext(),
    );
    if (updated.length === 0) return false;
    recordAudit(tx, staff, { action: 'staffUser.totp.enabled', entityType: 'staffUser', entityId: staff.userId });
    return true;
  });
  return enabled ? codes : null;
}

/**
 * The second step of a staff sign-in: a TOTP code of a step later than the last one used, or an unused recovery
 * code (used up by this call). Answers which one passed, or null.
 */
export async function verifyStaffSecondFactor(
  em: EntityManager,
  userId: number,
  code: string,
  config: Pick<AppConfig, 'sessionSecret'>,
  now = Date.now(),
): Promise<'totp' | 'recovery-code' | null> {
  const connection = em.getConnection();
  const recoveryHash = recoveryCodeHash(code);
  if (recoveryHash) {
    const used: Array<{ id: number }> = await connection.execute(
      `update users set totp_recovery_hashes = array_remove(totp_recovery_hashes, ?)
        where id = ? and totp_enabled_at is not null and ? = any(totp_recovery_hashes) returning id`,
      [recoveryHash, userId, recoveryHash],
    );
    return used.length > 0 ? 'recovery-code' : null;
  }
  const row = await totpRow(em, userId);
  if (!row?.totp_enabled) return null;
  const secret = openTotpSecret(row.totp_secret, userId, config.sessionSecret);
  const step = secret ? totpCodeStep(secret, code, now) : null;
  if (step === null) return null;
  const accepted: Array<{ id: number }> = await connection.execute(
    `update users set totp_last_step = ?
      where id = ? and totp_enabled_at is not null and (totp_last_step is null or totp_last_step < ?) returning id`,
    [step, userId, step],
  );
  return accepted.length > 0 ? 'totp' : null;
}
