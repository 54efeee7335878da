import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { ForbiddenError, UnauthorizedError } from './errors.js';
import {
  assertCanReadCustomer,
  decodeCustomerSession,
  decodeStaffSession,
  requireStaff,
  signCustomerSession,
  signStaffSession,
} from './auth.js';

const SECRET = 'unit-test-secret';
const staff = { userId: 7, username: 'kari', role: 'staff' as const };

describe('session tokens', () => {
  it('round-trip a customer session (lower-case e-mail, issuedAt)', () => {
    const session = decodeCustomerSession(signCustomerSession('Ola@Example.NO', SECRET), SECRET);
    expect(session?.email).toBe('ola@example.no');
    expect(session?.issuedAt).toBeInstanceOf(Date);
  });

  it('round-trip a staff session', () => {
    const token = signStaffSession({ id: 7, username: 'kari', role: 'staff' }, SECRET);
    expect(decodeStaffSession(token, SECRET)).toMatchObject(staff);
  });

  it('refuse the other kind, another secret, expired tokens and other algorithms', () => {
    const customer = signCustomerSession('ola@example.no', SECRET);
    const staffToken = signStaffSession({ id: 7, username: 'kari', role: 'admin' }, SECRET);
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
});

describe('assertCanReadCustomer', () => {
  it('401 without a session, 403 for another customer, ok for the owner (any case) and staff', () => {
    expect(() => assertCanReadCustomer({}, 'ola@example.no')).toThrow(UnauthorizedError);
    expect(() => assertCanReadCustomer({ customer: { email: 'kari@example.no' } }, 'ola@example.no')).toThrow(
      ForbiddenError,
    );
    expect(() => assertCanReadCustomer({ customer: { email: 'ola@example.no' } }, 'OLA@Example.no')).not.toThrow();
    expect(() => assertCanReadCustomer({ staff }, 'ola@example.no')).not.toThrow();
  });
});

describe('requireStaff', () => {
  it('401 without staff, 403 for staff when admin is required', () => {
    expect(() => requireStaff({ customer: { email: 'ola@example.no' } })).toThrow(UnauthorizedError);
    expect(requireStaff({ staff })).toEqual(staff);
    expect(() => requireStaff({ staff }, 'admin')).toThrow(ForbiddenError);
    expect(requireStaff({ staff: { ...staff, role: 'admin' } }, 'admin').role).toBe('admin');
  });
});
