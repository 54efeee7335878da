import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  newRecoveryCodes,
  openTotpSecret,
  recoveryCodeHash,
  sealTotpSecret,
  totpCodeStep,
} from './staff-totp.service.js';
import { failureDelayMs } from './staff-auth.service.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SESSION_SECRET = 'a-session-secret-of-at-least-32-characters';

describe('security review 7: the TOTP secret at rest', () => {
  it('is encrypted, opens only for its user and only with the same SESSION_SECRET', () => {
    const sealed = sealTotpSecret(SECRET, 7, SESSION_SECRET);
    expect(sealed).not.toContain(SECRET);
    expect(sealTotpSecret(SECRET, 7, SESSION_SECRET)).not.toBe(sealed); // a fresh IV each time
    expect(openTotpSecret(sealed, 7, SESSION_SECRET)).toBe(SECRET);
    expect(openTotpSecret(sealed, 8, SESSION_SECRET)).toBeNull(); // copied to another user's row
    expect(openTotpSecret(sealed, 7, `${SESSION_SECRET}!`)).toBeNull();
    expect(openTotpSecret(`${sealed.slice(0, -2)}AA`, 7, SESSION_SECRET)).toBeNull(); // tampered
  });
});

describe('security review 7: codes', () => {
  it('accepts the current step and one step of drift, nothing further, and says which step', () => {
    const now = Date.UTC(2026, 10, 28, 12, 0, 10);
    const step = Math.floor(now / 30_000);
    const at = (offset: number) =>
      OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(SECRET), timestamp: now + offset * 30_000 });
    expect(totpCodeStep(SECRET, at(0), now)).toBe(step);
    expect(totpCodeStep(SECRET, at(-1), now)).toBe(step - 1);
    expect(totpCodeStep(SECRET, at(1), now)).toBe(step + 1);
    expect(totpCodeStep(SECRET, at(3), now)).toBeNull();
    expect(totpCodeStep(SECRET, 'abcdef', now)).toBeNull();
  });

  it('makes ten distinct recovery codes whose hashes ignore case, blanks and dashes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const hash = recoveryCodeHash(codes[0]);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash(` ${codes[0].toUpperCase().replace('-', ' ')} `)).toBe(hash);
    expect(recoveryCodeHash('123456')).toBeNull(); // a TOTP code is not a recovery code
  });
});

describe('security review: growing delays after failed staff sign-ins', () => {
  it('waits nothing for three failures, then doubles from 0.1 s up to 2 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map(failureDelayMs)).toEqual([
      0, 0, 0, 100, 200, 400, 800, 1600, 2000, 2000,
    ]);
  });
});
