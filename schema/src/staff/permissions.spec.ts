import { describe, expect, it } from 'vitest';
import {
  CAPABILITIES,
  can,
  capabilitiesOf,
  CUSTOMER,
  customerOnly,
  decidePolicy,
  describePolicy,
  ownerOrStaff,
  PUBLIC,
  SIGNED_IN_STAFF,
  staffCan,
} from './permissions.js';

describe('staff permissions', () => {
  it('admins hold every capability staff hold, and more (admin.md §1)', () => {
    const staff = capabilitiesOf('staff');
    const admin = capabilitiesOf('admin');
    expect(admin).toEqual(CAPABILITIES);
    for (const capability of staff) expect(admin).toContain(capability);
    for (const adminOnly of ['staff.manage', 'settings.manage', 'invoices.credit', 'members.manage'] as const) {
      expect(can('staff', adminOnly)).toBe(false);
      expect(can('admin', adminOnly)).toBe(true);
    }
    expect(can('staff', 'orders.update')).toBe(true);
    expect(can(null, 'orders.read')).toBe(false);
  });

  it('decides policies', () => {
    expect(decidePolicy(PUBLIC, { customer: false })).toBe('allow');
    expect(decidePolicy(staffCan('audit.read'), { customer: true })).toBe('forbidden');
    expect(decidePolicy(staffCan('audit.read'), { customer: false })).toBe('unauthenticated');
    expect(decidePolicy(ownerOrStaff('members.read'), { customer: false, staffRole: 'staff' })).toBe('allow');

    // A capability: held → allow, a staff role without it → 403, nobody → 401.
    expect(decidePolicy(staffCan('audit.read'), { customer: false, staffRole: 'staff' })).toBe('allow');
    expect(decidePolicy(staffCan('staff.manage'), { customer: false, staffRole: 'staff' })).toBe('forbidden');
    expect(decidePolicy(staffCan('staff.manage'), { customer: false, staffRole: 'admin' })).toBe('allow');
    // The owner or staff: a customer always (limited to their own data), staff only with the capability.
    expect(decidePolicy(ownerOrStaff('members.manage'), { customer: true })).toBe('allow');
    expect(decidePolicy(ownerOrStaff('members.manage'), { customer: false, staffRole: 'staff' })).toBe('forbidden');
    expect(decidePolicy(ownerOrStaff('members.read'), { customer: false })).toBe('unauthenticated');
    // Customers: a staff session alone is 401, or 403 for customerOnly.
    expect(decidePolicy(CUSTOMER, { customer: true })).toBe('allow');
    expect(decidePolicy(CUSTOMER, { customer: false, staffRole: 'admin' })).toBe('unauthenticated');
    expect(decidePolicy(customerOnly('Bare for kunder'), { customer: false, staffRole: 'admin' })).toBe('forbidden');
    expect(decidePolicy(customerOnly(), { customer: false })).toBe('unauthenticated');
    // Any signed-in staff member.
    expect(decidePolicy(SIGNED_IN_STAFF, { customer: false, staffRole: 'staff' })).toBe('allow');
    expect(decidePolicy(SIGNED_IN_STAFF, { customer: true })).toBe('forbidden');
    expect(decidePolicy(SIGNED_IN_STAFF, { customer: false })).toBe('unauthenticated');
  });

  it('describes policies in short stable text', () => {
    expect(describePolicy(PUBLIC)).toBe('public');
    expect(describePolicy(CUSTOMER)).toBe('customer');
    expect(describePolicy(customerOnly())).toBe('customerOnly');
    expect(describePolicy(ownerOrStaff('members.read'))).toBe('ownerOrStaff:members.read');
    expect(describePolicy(SIGNED_IN_STAFF)).toBe('staff');
    expect(describePolicy(staffCan('orders.read'))).toBe('staff:orders.read');
  });
});
