import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { recordAudit } from '../src/modules/audit/audit.service.js';
import { Member } from '../src/modules/members/member.entity.js';
import { DEMO_MEMBER_EMAIL } from '../src/seeders/demo.seeder.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';

const AUDIT_ENTRIES = graphql(`
  query AuditTestEntries($filter: StaffAuditEntryFilter, $limit: Int) {
    staffAuditEntries(filter: $filter, limit: $limit) {
      total
      items {
        staffUserId
        staffUsername
        action
        entityType
        entityId
        at
        before
        after
      }
    }
  }
`);

const UPDATE_PROFILE = graphql(`
  mutation AuditTestUpdateProfile($email: String, $input: ProfileInput!) {
    updateProfile(email: $email, input: $input) {
      __typename
    }
  }
`);

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const countEntries = () => t.em().count(AuditEntry, {});

describe('audit records', () => {
  it("a staff change to a customer's profile is recorded with who, what, which record, before and after", async () => {
    const staff = t.staffUser('staff');
    const input = { firstName: 'Ola', lastName: 'Endret', school: 'Persbråten vgs', graduationYear: '2027' };
    const res = await t.gql(UPDATE_PROFILE, { email: DEMO_MEMBER_EMAIL, input }, { cookies: t.staffCookies('staff') });
    expect(res.data?.updateProfile.__typename).toBe('ProfileUpdated');

    const page = await t.gql(
      AUDIT_ENTRIES,
      { filter: { entityType: 'member', entityId: DEMO_MEMBER_EMAIL } },
      { cookies: t.staffCookies('staff') },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data?.staffAuditEntries.total).toBe(1);
    const [entry] = page.data!.staffAuditEntries.items;
    expect(entry).toMatchObject({
      staffUserId: staff.id,
      staffUsername: staff.username,
      action: 'member.profile.updated',
      entityType: 'member',
      entityId: DEMO_MEMBER_EMAIL,
    });
    expect(JSON.parse(entry.after!)).toMatchObject({ lastName: 'Endret' });
    expect(JSON.parse(entry.before!).lastName).not.toBe('Endret');

    const byStaff = await t.gql(
      AUDIT_ENTRIES,
      { filter: { staffUserId: t.staffUser('admin').id } },
      { cookies: t.staffCookies('admin') },
    );
    expect(byStaff.data?.staffAuditEntries.items.every((item) => item.staffUserId === t.staffUser('admin').id)).toBe(
      true,
    );
    // The `every` above holds for an empty list too: the admin changed nothing, the staff user made the entry.
    expect(byStaff.data?.staffAuditEntries.total).toBe(0);
    const byActor = await t.gql(
      AUDIT_ENTRIES,
      { filter: { staffUserId: staff.id } },
      { cookies: t.staffCookies('admin') },
    );
    expect(byActor.data?.staffAuditEntries.items.map((item) => item.staffUserId)).toEqual([staff.id]);
    const later = await t.gql(
      AUDIT_ENTRIES,
      { filter: { from: new Date(Date.now() + 60_000).toISOString() } },
      { cookies: t.staffCookies('staff') },
    );
    expect(later.data?.staffAuditEntries.total).toBe(0);
  });

  it("a customer's change to their own profile is not a staff change", async () => {
    const before = await countEntries();
    const input = { firstName: 'Ola', lastName: 'Selv', school: 'Persbråten vgs', graduationYear: '2027' };
    const res = await t.gql(UPDATE_PROFILE, { input }, { cookies: t.customerCookies(DEMO_MEMBER_EMAIL) });
    expect(res.data?.updateProfile.__typename).toBe('ProfileUpdated');
    expect(await countEntries()).toBe(before);
  });

  it('is written in the same transaction as the change: a rolled-back change leaves no entry', async () => {
    const before = await countEntries();
    const staff = t.staffUser('staff');
    await expect(
      t.em().transactional(async (tx) => {
        const member = await tx.findOneOrFail(Member, { email: DEMO_MEMBER_EMAIL });
        member.lastName = 'Rullet tilbake';
        recordAudit(
          tx,
          { userId: staff.id, username: staff.username },
          {
            action: 'member.profile.updated',
            entityType: 'member',
            entityId: DEMO_MEMBER_EMAIL,
            after: { lastName: 'Rullet tilbake' },
          },
        );
        await tx.flush(); // both rows are written inside the transaction...
        throw new Error('the change fails after the audit entry was written');
      }),
    ).rejects.toThrow('the change fails');
    // ...and both are gone with the rollback.
    expect(await countEntries()).toBe(before);
    expect((await t.em().findOneOrFail(Member, { email: DEMO_MEMBER_EMAIL })).lastName).not.toBe('Rullet tilbake');

    // A service that fails after its change (validation of the profile) writes no entry either.
    const bad = await t.gql(
      UPDATE_PROFILE,
      { email: DEMO_MEMBER_EMAIL, input: { firstName: '', lastName: '' } },
      { cookies: t.staffCookies('staff') },
    );
    expect(refusalOf(bad).code).toBe('BAD_USER_INPUT');
    expect(await countEntries()).toBe(before);
  });

  it('is read by staff holding audit.read only', async () => {
    const anonymous = await t.gql(AUDIT_ENTRIES, {});
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const customer = await t.gql(AUDIT_ENTRIES, {}, { cookies: t.customerCookies(DEMO_MEMBER_EMAIL) });
    expect(customer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
