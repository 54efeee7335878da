import { describe, expect, it } from 'vitest';
import { CAPABILITIES, can, capabilitiesOf, decidePolicy, ownerOrStaff, PUBLIC, staffCan } from './permissions.js';

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
  });
});
