import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUSS25 } from '@russ/schema/coupons/coupons';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { Coupon } from '../src/modules/coupons/coupon.entity.js';
import { MemberCoupon } from '../src/modules/coupons/member-coupon.entity.js';
import { DEMO_GROUP_MEMBER_EMAIL, DEMO_MEMBER_EMAIL } from '../src/seeders/demo.seeder.js';
import { graphql } from './gql/index.js';
import type { CouponInput } from './gql/graphql.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';

/**
 * `Kuponger` (admin §10): list, `Ny kupong`, edit, deactivate, delete (administrator), `Tildel medlemmer`; the
 * customer's coupons list shows what was handed to them. Norwegian messages for bad input; audit records.
 */

const List = graphql(`
  query CouponAdminTestList($search: String, $active: Boolean, $sort: ListSort) {
    staffCoupons(search: $search, filter: { active: $active }, sort: $sort) {
      total
      items {
        id
        code
        title
        type
        value
        isActive
        currentUses
        maxUses
        assignedCount
      }
    }
  }
`);

const Create = graphql(`
  mutation CouponAdminTestCreate($input: CouponInput!) {
    createCoupon(input: $input) {
      __typename
      coupon {
        id
        code
        title
        type
        value
        minOrderAmount
        maxUses
        isActive
        validFrom
        validUntil
      }
    }
  }
`);

const Update = graphql(`
  mutation CouponAdminTestUpdate($id: ID!, $input: CouponInput!) {
    updateCoupon(id: $id, input: $input) {
      __typename
      coupon {
        id
        code
        title
        value
        maxUses
      }
    }
  }
`);

const SetActive = graphql(`
  mutation CouponAdminTestSetActive($id: ID!, $active: Boolean!) {
    setCouponActive(id: $id, active: $active) {
      id
      isActive
    }
  }
`);

const Delete = graphql(`
  mutation CouponAdminTestDelete($id: ID!) {
    deleteCoupon(id: $id) {
      __typename
    }
  }
`);

const Assign = graphql(`
  mutation CouponAdminTestAssign($id: ID!, $input: CouponAssignInput!) {
    assignCoupon(id: $id, input: $input) {
      __typename
      assigned
      alreadyAssigned
      coupon {
        assignedCount
      }
    }
  }
`);

const Members = graphql(`
  query CouponAdminTestMembers($couponId: ID!) {
    couponMembers(couponId: $couponId) {
      memberEmail
      memberName
      isUsed
    }
  }
`);

const Search = graphql(`
  query CouponAdminTestSearch($search: String!) {
    couponMemberSearch(search: $search) {
      email
      name
    }
  }
`);

const CustomerCoupons = graphql(`
  query CouponAdminTestCustomer {
    customerArea {
      coupons {
        code
        title
        isUsed
        isActive
      }
      counts {
        unusedCoupons
      }
    }
  }
`);

let t: TestApp;
const staff = () => ({ cookies: t.staffCookies('staff') });
const admin = () => ({ cookies: t.staffCookies('admin') });

const form = (overrides: Partial<CouponInput> = {}): CouponInput => ({
  code: 'sommer20',
  title: '20 % sommerrabatt',
  description: 'Gjelder hele sommeren.',
  type: 'percentage',
  value: '20',
  minOrderAmount: '500',
  maxUses: 100,
  validFrom: '2026-06-01',
  validUntil: '2099-08-31',
  isActive: true,
  ...overrides,
});

/** The field messages of a BAD_USER_INPUT refusal, by field. */
function errorsOf(result: Parameters<typeof refusalOf>[0]) {
  const refusal = refusalOf(result);
  expect(refusal.code).toBe('BAD_USER_INPUT');
  return Object.fromEntries(refusal.fieldErrors.map((e) => [e.field, e.message]));
}

const auditOf = (id: string | number) =>
  t.em().find(AuditEntry, { entityType: 'coupon', entityId: String(id) }, { orderBy: { id: 'asc' } });

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('Kuponger', () => {
  it('lists the seeded coupons with RUSS25 active at 25 %; search and the active filter narrow it', async () => {
    const res = await t.gql(List, {}, staff());
    expect(res.errors).toBeUndefined();
    const russ = res.data!.staffCoupons.items.find((c) => c.code === RUSS25.code);
    expect(russ).toMatchObject({ type: 'percentage', value: '25.00', isActive: true });
    const inactive = await t.gql(List, { active: false }, staff());
    expect(inactive.data!.staffCoupons.items.map((c) => c.code)).toEqual(['VINTER15']);
    const search = await t.gql(List, { search: 'russ' }, staff());
    expect(search.data!.staffCoupons.items.map((c) => c.code)).toEqual([RUSS25.code]);
    const sorted = await t.gql(List, { sort: { field: 'code', order: 'ASC' } }, staff());
    const codes = sorted.data!.staffCoupons.items.map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
  });

  it('Ny kupong refuses bad input with Norwegian messages and stores nothing', async () => {
    const before = await t.em().count(Coupon, {});
    const bad = await t.gql(
      Create,
      {
        input: form({
          code: 'a!',
          title: ' ',
          type: 'percentage',
          value: '150',
          minOrderAmount: '-1',
          maxUses: 0,
          validFrom: '2026-09-01',
          validUntil: 'i morgen',
        }),
      },
      staff(),
    );
    expect(errorsOf(bad)).toEqual({
      code: 'Koden må være 3–32 bokstaver (A–Z) eller tall',
      title: 'Tittel er påkrevd',
      minOrderAmount: 'Minstebeløpet må være fra 0 til 100 000 kr',
      maxUses: 'Maks antall bruk må være et helt tall fra 1',
      validUntil: 'Ugyldig sluttdato',
    });
    const percent = await t.gql(Create, { input: form({ value: '150' }) }, staff());
    expect(errorsOf(percent)).toEqual({
      value: 'Prosent må være fra 1 til 100, med høyst to desimaler',
    });
    const dates = await t.gql(Create, { input: form({ validFrom: '2026-09-01', validUntil: '2026-08-01' }) }, staff());
    expect(errorsOf(dates)).toEqual({ validUntil: 'Gyldig til må være etter gyldig fra' });
    const taken = await t.gql(Create, { input: form({ code: 'russ25' }) }, staff());
    expect(errorsOf(taken)).toEqual({ code: 'Koden er allerede i bruk av en annen kupong' });
    expect(await t.em().count(Coupon, {})).toBe(before);
  });

  it('creates, edits, deactivates and assigns a coupon; each change is audited; the customer sees it', async () => {
    const created = await t.gql(Create, { input: form() }, staff());
    const saved = created.data?.createCoupon;
    if (saved?.__typename !== 'CouponSaved') throw new Error(`not saved: ${JSON.stringify(created)}`);
    expect(saved.coupon).toMatchObject({
      code: 'SOMMER20',
      type: 'percentage',
      value: '20.00',
      minOrderAmount: '500.00',
      maxUses: 100,
      isActive: true,
    });
    const id = saved.coupon.id;

    const edited = await t.gql(
      Update,
      { id, input: form({ code: 'SOMMER25', title: '25 % sommerrabatt', value: '25,5', maxUses: 50 }) },
      staff(),
    );
    expect(edited.data?.updateCoupon).toMatchObject({
      coupon: { code: 'SOMMER25', title: '25 % sommerrabatt', value: '25.50', maxUses: 50 },
    });
    const clash = await t.gql(Update, { id, input: form({ code: 'VELKOMMEN10' }) }, staff());
    expect(errorsOf(clash)).toEqual({ code: 'Koden er allerede i bruk av en annen kupong' });

    // Members by e-mail or name for `Tildel medlemmer`.
    const found = await t.gql(Search, { search: 'ola nord' }, staff());
    expect(found.data!.couponMemberSearch).toEqual([{ email: DEMO_MEMBER_EMAIL, name: 'Ola Nordmann' }]);

    const unknown = await t.gql(Assign, { id, input: { emails: ['ingen-her@example.com'] } }, staff());
    expect(errorsOf(unknown)).toEqual({
      emails: 'Fant ikke medlem med e-post: ingen-her@example.com',
    });
    const empty = await t.gql(Assign, { id, input: { emails: [] } }, staff());
    expect(errorsOf(empty)).toEqual({ emails: 'Velg minst ett medlem' });

    const assigned = await t.gql(
      Assign,
      { id, input: { emails: [DEMO_MEMBER_EMAIL.toUpperCase(), DEMO_GROUP_MEMBER_EMAIL] } },
      staff(),
    );
    expect(assigned.data?.assignCoupon).toMatchObject({
      assigned: 2,
      alreadyAssigned: 0,
      coupon: { assignedCount: 2 },
    });
    // Again, and twice at once: each member holds it once.
    const again = await Promise.all([
      t.gql(Assign, { id, input: { emails: [DEMO_MEMBER_EMAIL] } }, staff()),
      t.gql(Assign, { id, input: { emails: [DEMO_MEMBER_EMAIL] } }, staff()),
    ]);
    for (const res of again) expect(res.data?.assignCoupon).toMatchObject({ assigned: 0, alreadyAssigned: 1 });
    expect(await t.em().count(MemberCoupon, { coupon: Number(id) })).toBe(2);
    const holders = await t.gql(Members, { couponId: id }, staff());
    expect(holders.data!.couponMembers.map((m) => m.memberEmail).sort()).toEqual(
      [DEMO_GROUP_MEMBER_EMAIL, DEMO_MEMBER_EMAIL].sort(),
    );

    // The customer's coupons list shows it.
    const area = await t.gql(CustomerCoupons, {}, { cookies: t.customerCookies(DEMO_MEMBER_EMAIL) });
    expect(area.data!.customerArea!.coupons).toContainEqual({
      code: 'SOMMER25',
      title: '25 % sommerrabatt',
      isUsed: false,
      isActive: true,
    });

    const off = await t.gql(SetActive, { id, active: false }, staff());
    expect(off.data?.setCouponActive).toEqual({ id, isActive: false });
    const inactiveAssign = await t.gql(Assign, { id, input: { emails: ['kari@example.com'] } }, staff());
    expect(refusalOf(inactiveAssign).code).toBe('BAD_USER_INPUT');

    expect((await auditOf(id)).map((e) => e.action)).toEqual([
      'coupon.created',
      'coupon.updated',
      'coupon.assigned',
      'coupon.deactivated',
    ]);
    const [createdEntry, updatedEntry] = await auditOf(id);
    expect(createdEntry!.after).toMatchObject({ code: 'SOMMER20', value: '20.00' });
    expect(updatedEntry!.before).toMatchObject({ code: 'SOMMER20' });
    expect(updatedEntry!.after).toMatchObject({ code: 'SOMMER25', value: '25.50' });
  });

  it('the maximum uses cannot go below the uses so far', async () => {
    const em = t.em();
    const coupon = em.create(Coupon, {
      code: 'BRUKT3',
      title: 'Brukt tre ganger',
      value: '10.00',
      currentUses: 3,
      validUntil: new Date('2099-01-01'),
    });
    await em.flush();
    const res = await t.gql(Update, { id: String(coupon.id), input: form({ code: 'BRUKT3', maxUses: 2 }) }, staff());
    expect(errorsOf(res)).toEqual({
      maxUses: 'Maks antall bruk kan ikke være lavere enn antall ganger kupongen er brukt (3)',
    });
    expect((await t.em().findOneOrFail(Coupon, coupon.id)).maxUses).toBeNull();
  });

  it('only an administrator deletes, and only a coupon nobody used', async () => {
    const created = await t.gql(Create, { input: form({ code: 'SLETTMEG' }) }, staff());
    const saved = created.data?.createCoupon;
    if (saved?.__typename !== 'CouponSaved') throw new Error('not saved');
    const asStaff = await t.gql(Delete, { id: saved.coupon.id }, staff());
    expect(asStaff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const russ = await t.em().findOneOrFail(Coupon, { code: RUSS25.code });
    const used = await t.gql(Delete, { id: String(russ.id) }, admin());
    expect(refusalOf(used)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Kupongen er brukt og kan ikke slettes. Deaktiver den i stedet.',
    });

    const deleted = await t.gql(Delete, { id: saved.coupon.id }, admin());
    expect(deleted.data?.deleteCoupon.__typename).toBe('CouponDeleted');
    expect(await t.em().count(Coupon, { code: 'SLETTMEG' })).toBe(0);
    expect((await auditOf(saved.coupon.id)).map((e) => e.action)).toEqual(['coupon.created', 'coupon.deleted']);
  });

  it('customers get FORBIDDEN for every staff coupon operation; nothing changes', async () => {
    const cookies = { cookies: t.customerCookies(DEMO_MEMBER_EMAIL) };
    const before = await t.em().count(Coupon, {});
    const calls = await Promise.all([
      t.gql(List, {}, cookies),
      t.gql(Create, { input: form({ code: 'KUNDE1' }) }, cookies),
      t.gql(Assign, { id: '1', input: { emails: [DEMO_MEMBER_EMAIL] } }, cookies),
    ]);
    for (const res of calls) expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await t.em().count(Coupon, {})).toBe(before);
  });
});
