import type { TestApp } from './app.js';

/** Who a request comes from in the owner/other/staff/anonymous checks of the customer-area tests. */
export type Role = 'anonymous' | 'other' | 'owner' | 'staff';
export type Cookies = Record<string, string> | undefined;

/** The cookies of that role: none, the owner's or the other customer's session, or a staff (not admin) session. */
export function roleCookies(t: TestApp, role: Role, customers: { owner: string; other: string }): Cookies {
  if (role === 'anonymous') return undefined;
  if (role === 'staff') return t.staffCookies('staff');
  return t.customerCookies(customers[role]);
}
