import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { signingKey } from '../infra/signing-key.js';
import { decodeCustomerSession, decodeStaffSession, signCustomerSession, signStaffSession } from './auth.js';

const SECRET = 'unit-test-secret';
const staff = { userId: 7, username: 'kari', role: 'staff' as const, version: 3 };

describe('session tokens', () => {
  it('round-trip a customer session (lower-case e-mail, issuedAt)', () => {
    const session = decodeCustomerSession(signCustomerSession('Ola@Example.NO', SECRET), SECRET);
    expect(session?.email).toBe('ola@example.no');
    expect(session?.issuedAt).toBeInstanceOf(Date);
  });

  it('round-trip a staff session', () => {
    const token = signStaffSession({ id: 7, username: 'kari', role: 'staff', sessionVersion: 3 }, SECRET);
    expect(decodeStaffSession(token, SECRET)).toMatchObject(staff);
  });

  it('refuse the other kind, another secret, expired tokens and other algorithms', () => {
    const customer = signCustomerSession('ola@example.no', SECRET);
    const staffToken = signStaffSession({ id: 7, username: 'kari', role: 'admin', sessionVersion: 0 }, SECRET);
    expect(decodeStaffSession(customer, SECRET)).toBeNull();
    expect(decodeCustomerSession(staffToken, SECRET)).toBeNull();
    expect(decodeCustomerSession(customer, 'other-secret')).toBeNull();
    const expired = jwt.sign(
      { sub: 'ola@example.no', kind: 'customer', exp: Math.floor(Date.now() / 1000) - 10 },
      SECRET,
    );
    expect(decodeCustomerSession(expired, SECRET)).toBeNull();
    const unsigned = jwt.sign({ sub: 'ola@example.no', kind: 'customer' }, '', { algorithm: 'none' });
    expect(decodeCustomerSession(unsigned, SECRET)).toBeNull();
    const badRole = jwt.sign({ sub: '7', role: 'owner', kind: 'staff' }, SECRET);
    expect(decodeStaffSession(badRole, SECRET)).toBeNull();
  });

  it('accept a cookie signed with the secret as a string (before the key object was made once per secret)', () => {
    const cookie = jwt.sign({ sub: 'ola@example.no', kind: 'customer' }, SECRET, { expiresIn: 60 });
    expect(decodeCustomerSession(cookie, SECRET)?.email).toBe('ola@example.no');
    // …and what is signed now verifies with the plain string, so nothing signed changes.
    expect(jwt.verify(signCustomerSession('ola@example.no', SECRET), SECRET)).toMatchObject({ sub: 'ola@example.no' });
    // The key is made once per secret, not on every call.
    expect(signingKey(SECRET)).toBe(signingKey(SECRET));
    expect(signingKey('other-secret')).not.toBe(signingKey(SECRET));
  });
});
