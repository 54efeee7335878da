import { describe, expect, it } from 'vitest';
import type { Sessions } from './context.js';
import {
  assertOwnerOrStaff,
  assertPolicy,
  customerTarget,
  normalizeEmail,
  ownRowOrNotFound,
  parseId,
  signedInCustomer,
  StaffSessionEnded,
} from './access.js';
import { ForbiddenError, NotFoundError, UnauthorizedError } from './errors.js';
import {
  CUSTOMER,
  customerOnly,
  ownerOrStaff,
  PUBLIC,
  SIGNED_IN_STAFF,
  staffCan,
} from '@russ/schema/staff/permissions';

const anonymous: Sessions = {};
const ola: Sessions = { customer: { email: 'ola@example.no' } };
const staff: Sessions = { staff: { userId: 7, username: 'kari', role: 'staff' } };
const admin: Sessions = { staff: { userId: 1, username: 'admin', role: 'admin' } };

describe('assertPolicy', () => {
  it('public lets everyone through', () => {
    for (const sessions of [anonymous, ola, staff]) expect(() => assertPolicy(PUBLIC, sessions)).not.toThrow();
  });

  it('customer: 401 without a customer session; customerOnly refuses staff with 403 and its message', () => {
    expect(() => assertPolicy(CUSTOMER, anonymous)).toThrow(UnauthorizedError);
    expect(() => assertPolicy(CUSTOMER, staff)).toThrow(UnauthorizedError);
    expect(() => assertPolicy(CUSTOMER, ola)).not.toThrow();
    expect(() => assertPolicy(customerOnly('Bare kunder'), staff)).toThrow(new ForbiddenError('Bare kunder'));
    expect(() => assertPolicy(customerOnly(), anonymous)).toThrow(UnauthorizedError);
  });

  it('capability: 401 anonymous, 403 customer or staff without it, ok with it', () => {
    expect(() => assertPolicy(staffCan('staff.manage'), anonymous)).toThrow(UnauthorizedError);
    expect(() => assertPolicy(staffCan('staff.manage'), ola)).toThrow(ForbiddenError);
    expect(() => assertPolicy(staffCan('staff.manage'), staff)).toThrow(ForbiddenError);
    expect(() => assertPolicy(staffCan('staff.manage'), admin)).not.toThrow();
    expect(() => assertPolicy(SIGNED_IN_STAFF, staff)).not.toThrow();
    expect(() => assertPolicy(SIGNED_IN_STAFF, ola)).toThrow(ForbiddenError);
  });

  it('ownerOrStaff: customers and staff holding the capability', () => {
    expect(() => assertPolicy(ownerOrStaff('members.read'), anonymous)).toThrow(UnauthorizedError);
    expect(() => assertPolicy(ownerOrStaff('members.read'), ola)).not.toThrow();
    expect(() => assertPolicy(ownerOrStaff('members.manage'), staff)).toThrow(ForbiddenError);
    expect(() => assertPolicy(ownerOrStaff('members.manage'), admin)).not.toThrow();
  });

  it('says why when a staff session was ended', () => {
    expect(() => assertPolicy(SIGNED_IN_STAFF, { staffEnded: 'deactivated' })).toThrow(StaffSessionEnded);
    expect(new StaffSessionEnded('deactivated').toJSON()).toEqual({
      message: 'Kontoen er deaktivert.',
      reason: 'deactivated',
    });
  });
});

describe('owner-or-staff helpers', () => {
  it('assertOwnerOrStaff: 401 without a session, 403 another customer, ok owner (any case) and staff', () => {
    expect(() => assertOwnerOrStaff(anonymous, 'ola@example.no', 'members.read')).toThrow(UnauthorizedError);
    expect(() => assertOwnerOrStaff(ola, 'kari@example.no', 'members.read')).toThrow(ForbiddenError);
    expect(() => assertOwnerOrStaff(ola, ' OLA@Example.no', 'members.read')).not.toThrow();
    expect(() => assertOwnerOrStaff(staff, 'ola@example.no', 'members.read')).not.toThrow();
    expect(() => assertOwnerOrStaff(staff, 'ola@example.no', 'members.manage')).toThrow(ForbiddenError);
  });

  it('customerTarget: own account without e-mail, any with the capability', () => {
    expect(customerTarget(ola, null, 'members.update')).toBe('ola@example.no');
    expect(() => customerTarget(staff, null, 'members.update')).toThrow(UnauthorizedError);
    expect(customerTarget(staff, 'Kari@Example.no', 'members.update')).toBe('kari@example.no');
  });

  it('signedInCustomer and ownRowOrNotFound', () => {
    expect(signedInCustomer({ customer: { email: ' Ola@Example.NO ' } })).toBe('ola@example.no');
    expect(() => signedInCustomer(staff, 'Bare kunder')).toThrow(ForbiddenError);
    const row = { memberEmail: 'Ola@example.no' };
    expect(ownRowOrNotFound(ola, row, 'orders.read', 'x')).toBe(row);
    expect(() => ownRowOrNotFound({ customer: { email: 'kari@example.no' } }, row, 'orders.read', 'x')).toThrow(
      NotFoundError,
    );
    expect(() => ownRowOrNotFound(anonymous, row, 'orders.read', 'x')).toThrow(UnauthorizedError);
    expect(ownRowOrNotFound(staff, row, 'orders.read', 'x')).toBe(row);
  });
});

describe('parseId and normalizeEmail', () => {
  it('parses ids and answers 404 for anything else', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId(7)).toBe(7);
    for (const bad of ['0', '-1', '1e3', 'abc', '', '99999999999', '2147483648', null, undefined, {}]) {
      expect(() => parseId(bad, 'Fant ikke')).toThrow(new NotFoundError('Fant ikke'));
    }
  });

  it('normalises e-mails', () => {
    expect(normalizeEmail('  Ola@Example.NO ')).toBe('ola@example.no');
  });
});
