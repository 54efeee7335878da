import { describe, expect, it } from 'vitest';
import { staffPassword } from './staff-user.validators.js';
import { passwordBytes, STAFF_USER_MESSAGES } from './staff-users.js';
import { totpRequiredFor } from './staff-totp.js';

describe('security review: passwords bcrypt would cut', () => {
  it('counts UTF-8 bytes as bcrypt does', () => {
    expect(['abc', 'æøå', '€', '😀'].map(passwordBytes)).toEqual([3, 6, 3, 4]);
  });

  it('refuses a new password over 72 bytes, also when it has fewer than 72 characters', () => {
    expect(staffPassword.safeParse('a'.repeat(72)).success).toBe(true);
    const long = staffPassword.safeParse('a'.repeat(73));
    const norwegian = staffPassword.safeParse('ø'.repeat(37)); // 37 characters, 74 bytes
    expect(long.error?.issues[0]?.message).toBe(STAFF_USER_MESSAGES.passwordTooLong);
    expect(norwegian.error?.issues[0]?.message).toBe(STAFF_USER_MESSAGES.passwordTooLong);
  });
});

describe('security review 7: who must have two-step sign-in', () => {
  it('administrators under "admins", everyone under "all", and anyone marked', () => {
    const admin = { role: 'admin' as const, totpRequired: false };
    const staff = { role: 'staff' as const, totpRequired: false };
    expect([totpRequiredFor(admin, 'off'), totpRequiredFor(admin, 'admins'), totpRequiredFor(admin, 'all')]).toEqual([
      false,
      true,
      true,
    ]);
    expect([totpRequiredFor(staff, 'off'), totpRequiredFor(staff, 'admins'), totpRequiredFor(staff, 'all')]).toEqual([
      false,
      false,
      true,
    ]);
    expect(totpRequiredFor({ ...staff, totpRequired: true }, 'off')).toBe(true);
  });
});
