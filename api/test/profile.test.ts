import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SESSION_COOKIE } from '../src/common/auth.js';
import { Address } from '../src/modules/addresses/address.entity.js';
import { SignInToken } from '../src/modules/auth/sign-in-token.entity.js';
import { Contact } from '../src/modules/contacts/contact.entity.js';
import { Coupon } from '../src/modules/coupons/coupon.entity.js';
import { MemberCoupon } from '../src/modules/coupons/member-coupon.entity.js';
import { DesignFile } from '../src/modules/designs/design-file.entity.js';
import { Design } from '../src/modules/designs/design.entity.js';
import { GroupMember } from '../src/modules/groups/group-member.entity.js';
import { Group } from '../src/modules/groups/group.entity.js';
import { SizeSubmission } from '../src/modules/groups/size-submission.entity.js';
import { Invoice } from '../src/modules/invoices/invoice.entity.js';
import { MailDelivery } from '../src/modules/mail/mail-delivery.entity.js';
import { Member } from '../src/modules/members/member.entity.js';
import { MessageThread } from '../src/modules/messages/message-thread.entity.js';
import { Message } from '../src/modules/messages/message.entity.js';
import { NewsletterSubscriber } from '../src/modules/newsletter/newsletter-subscriber.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { only, refusalOf } from './support/results.js';

/**
 * The profile tab's changes: personal info, settings (e-mail notifications, privacy), sign out everywhere and
 * account deletion, each for anonymous / another customer / the owner / staff.
 */

const suffix = Date.now().toString(36);
const email = (label: string) => `${label}-${suffix}@example.no`;
const OWNER = email('profil-eier');
const OTHER = email('profil-annen');

const UPDATE_PROFILE = graphql(`
  mutation ProfileTestUpdate($input: ProfileInput!, $email: String) {
    updateProfile(input: $input, email: $email) {
      __typename
      profile {
        email
        firstName
        lastName
        school
        graduationYear
        emailNotifications
        shareNameWithCoordinators
      }
    }
  }
`);
const UPDATE_SETTINGS = graphql(`
  mutation ProfileTestSettings($input: ProfileSettingsInput!, $email: String) {
    updateProfileSettings(input: $input, email: $email) {
      email
      firstName
      lastName
      school
      graduationYear
      emailNotifications
      shareNameWithCoordinators
    }
  }
`);
const SIGN_OUT_EVERYWHERE = graphql(`
  mutation ProfileTestSignOutEverywhere($email: String) {
    signOutEverywhere(email: $email)
  }
`);
const DELETE_ACCOUNT = graphql(`
  mutation ProfileTestDeleteAccount($confirmEmail: String!, $email: String) {
    deleteAccount(confirmEmail: $confirmEmail, email: $email) {
      __typename
      email
      ordersKept
      invoicesKept
      filesDeleted
    }
  }
`);
const AREA = graphql(`
  query ProfileTestArea {
    customerArea {
      email
      profile {
        email
        firstName
        lastName
        school
        graduationYear
        emailNotifications
        shareNameWithCoordinators
      }
      groupMemberships {
        email
        firstName
        lastName
      }
    }
  }
`);

let t: TestApp;
let storageDir: string;

const gql = <TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  cookies?: Record<string, string>,
) => t.gql(document, variables, { cookies });

const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;

async function member(address: string) {
  return t.em().findOne(Member, { email: address });
}

async function addMember(address: string, firstName = 'Kari') {
  const em = t.em();
  em.create(Member, { firstName, lastName: 'Test', email: address });
  await em.flush();
}

const userStatus = async (cookies: Record<string, string>) =>
  (await t.inject({ method: 'GET', url: '/api/auth/user', cookies })).statusCode;

beforeAll(async () => {
  // Stored files go to a folder of this test's own.
  storageDir = await mkdtemp(path.join(tmpdir(), 'russ-profile-'));
  t = await startTestApp({ env: { STORAGE_DIR: storageDir } });
  await addMember(OWNER, 'Eier');
  await addMember(OTHER, 'Annen');
});

afterAll(async () => {
  await t?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

describe('updateProfile', () => {
  const input = { firstName: ' Ola ', lastName: 'Nordmann', school: 'Oslo katedralskole', graduationYear: '2026' };

  it('the owner changes name, school and graduation year (trimmed); the e-mail stays', async () => {
    const res = await gql(UPDATE_PROFILE, { input }, t.customerCookies(OWNER));
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateProfile).toEqual({
      __typename: 'ProfileUpdated',
      profile: expect.objectContaining({
        email: OWNER,
        firstName: 'Ola',
        lastName: 'Nordmann',
        school: 'Oslo katedralskole',
        graduationYear: '2026',
      }),
    });
    expect(await member(OWNER)).toMatchObject({ firstName: 'Ola', graduationYear: '2026', email: OWNER });
  });

  it('empty optional fields become null', async () => {
    const res = await gql(
      UPDATE_PROFILE,
      { input: { ...input, school: '  ', graduationYear: '' } },
      t.customerCookies(OWNER),
    );
    expect(only(res.data?.updateProfile, 'ProfileUpdated').profile).toMatchObject({
      school: null,
      graduationYear: null,
    });
  });

  it('answers the signup messages for bad input and changes nothing', async () => {
    const before = await member(OWNER);
    const res = await gql(
      UPDATE_PROFILE,
      { input: { firstName: ' ', lastName: '', graduationYear: '26' } },
      t.customerCookies(OWNER),
    );
    expect(refusalOf(res).code).toBe('BAD_USER_INPUT');
    expect(refusalOf(res).fieldErrors).toEqual([
      { field: 'firstName', message: 'Fornavn er påkrevd' },
      { field: 'lastName', message: 'Etternavn er påkrevd' },
      { field: 'graduationYear', message: 'Avgangsår må være fire siffer, for eksempel 2026' },
    ]);
    expect(await member(OWNER)).toEqual(before);
  });

  it('access: anonymous UNAUTHENTICATED, another customer FORBIDDEN by e-mail, staff allowed by e-mail', async () => {
    expect(code(await gql(UPDATE_PROFILE, { input }))).toBe('UNAUTHENTICATED');
    expect(code(await gql(UPDATE_PROFILE, { input, email: OWNER }))).toBe('UNAUTHENTICATED');
    const other = await gql(
      UPDATE_PROFILE,
      { input: { ...input, firstName: 'Inntrenger' }, email: OWNER },
      t.customerCookies(OTHER),
    );
    expect(code(other)).toBe('FORBIDDEN');
    expect((await member(OWNER))?.firstName).not.toBe('Inntrenger');

    const staff = await gql(
      UPDATE_PROFILE,
      { input: { ...input, firstName: 'Endret' }, email: OWNER.toUpperCase() },
      t.staffCookies('staff'),
    );
    expect(only(staff.data?.updateProfile, 'ProfileUpdated').profile.firstName).toBe('Endret');
    expect(code(await gql(UPDATE_PROFILE, { input }, t.staffCookies('staff')))).toBe('UNAUTHENTICATED');
  });

  it('a signed-in customer without a membership gets NOT_FOUND', async () => {
    const res = await gql(UPDATE_PROFILE, { input }, t.customerCookies(email('uten-medlemskap')));
    expect(code(res)).toBe('NOT_FOUND');
  });
});

describe('updateProfileSettings', () => {
  it('turns e-mail notifications and the privacy setting off and on, one at a time', async () => {
    const owner = t.customerCookies(OWNER);
    const off = await gql(UPDATE_SETTINGS, { input: { emailNotifications: false } }, owner);
    expect(off.data?.updateProfileSettings).toMatchObject({
      emailNotifications: false,
      shareNameWithCoordinators: true,
    });
    const both = await gql(UPDATE_SETTINGS, { input: { shareNameWithCoordinators: false } }, owner);
    expect(both.data?.updateProfileSettings).toMatchObject({
      emailNotifications: false,
      shareNameWithCoordinators: false,
    });
    expect(await member(OWNER)).toMatchObject({ emailNotifications: false, shareNameWithCoordinators: false });
    const on = await gql(
      UPDATE_SETTINGS,
      { input: { emailNotifications: true, shareNameWithCoordinators: true } },
      owner,
    );
    expect(on.data?.updateProfileSettings).toMatchObject({ emailNotifications: true, shareNameWithCoordinators: true });
  });

  it('access: anonymous / other customer / owner / staff', async () => {
    const input = { emailNotifications: false };
    expect(code(await gql(UPDATE_SETTINGS, { input, email: OWNER }))).toBe('UNAUTHENTICATED');
    expect(code(await gql(UPDATE_SETTINGS, { input, email: OWNER }, t.customerCookies(OTHER)))).toBe('FORBIDDEN');
    expect((await member(OWNER))?.emailNotifications).toBe(true);
    const staff = await gql(UPDATE_SETTINGS, { input, email: OWNER }, t.staffCookies('staff'));
    expect(staff.data?.updateProfileSettings.emailNotifications).toBe(false);
    const owner = await gql(UPDATE_SETTINGS, { input: { emailNotifications: true } }, t.customerCookies(OWNER));
    expect(owner.data?.updateProfileSettings.emailNotifications).toBe(true);
  });

  it("privacy: a coordinator sees the member's name only while the member shares it", async () => {
    const coordinator = email('koordinator');
    await addMember(coordinator, 'Koordinator');
    const em = t.em();
    const group = em.create(Group, { name: 'Russ 2026', coordinatorEmail: coordinator, inviteCode: `P${suffix}` });
    em.create(GroupMember, { group, email: OWNER, status: 'accepted' });
    await em.flush();

    const names = async () =>
      (await gql(AREA, {}, t.customerCookies(coordinator))).data!.customerArea!.groupMemberships.find(
        (m: { email: string }) => m.email === OWNER,
      );
    expect(await names()).toMatchObject({ firstName: 'Endret', lastName: 'Nordmann' });
    await gql(UPDATE_SETTINGS, { input: { shareNameWithCoordinators: false } }, t.customerCookies(OWNER));
    expect(await names()).toEqual({ email: OWNER, firstName: null, lastName: null });
    await gql(UPDATE_SETTINGS, { input: { shareNameWithCoordinators: true } }, t.customerCookies(OWNER));
    expect(await names()).toMatchObject({ firstName: 'Endret' });
  });
});

describe('signOutEverywhere', () => {
  it('every cookie signed until now stops working, this one included; other customers are untouched', async () => {
    const address = email('ut-overalt');
    await addMember(address);
    const laptop = t.customerCookies(address);
    const phone = t.customerCookies(address);
    const bystander = t.customerCookies(OTHER);
    expect(await userStatus(laptop)).toBe(200);

    const res = await gql(SIGN_OUT_EVERYWHERE, {}, laptop);
    expect(res.data).toEqual({ signOutEverywhere: true });
    const cleared = res.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE);
    expect(cleared?.value).toBe('');

    for (const cookies of [laptop, phone]) {
      expect(await userStatus(cookies)).toBe(401);
      const orders = await t.inject({
        method: 'GET',
        url: `/api/customer/orders/${encodeURIComponent(address)}`,
        cookies,
      });
      expect(orders.statusCode).toBe(401);
      expect((await gql(AREA, {}, cookies)).data?.customerArea).toBeNull();
    }
    // The old cookie is also told to go away.
    const again = await t.inject({ method: 'GET', url: '/api/auth/user', cookies: phone });
    expect(again.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE)?.value).toBe('');
    expect(await userStatus(bystander)).toBe(200);

    // A sign-in after the revocation (iat has whole seconds) works again.
    await sleep(1100);
    expect(await userStatus(t.customerCookies(address))).toBe(200);
  });

  it('a new sign-in through a mailed link works after signing out everywhere', async () => {
    const address = email('ny-lenke');
    await addMember(address);
    await gql(SIGN_OUT_EVERYWHERE, {}, t.customerCookies(address));
    const old = t.customerCookies(address);
    await sleep(1100);
    // The link the worker would mail (its token names a sign_in_tokens row).
    const { signSignInLinkToken } = await import('../src/infra/mail-tokens.js');
    const em = t.em();
    const row = em.create(SignInToken, { email: address, expiresAt: new Date(Date.now() + 60_000) });
    await em.flush();
    const token = signSignInLinkToken({ id: row.id, expiresAt: row.expiresAt }, t.config.sessionSecret);
    const verify = await t.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: { 'content-type': 'application/json' },
      payload: { token },
      cookies: old,
    });
    expect(verify.statusCode).toBe(303);
    expect(verify.headers.location).toBe('/customer-dashboard');
    const fresh = verify.cookies.filter((c) => c.name === CUSTOMER_SESSION_COOKIE).at(-1);
    expect(fresh?.value).toBeTruthy();
    expect(await userStatus({ [CUSTOMER_SESSION_COOKIE]: fresh!.value })).toBe(200);
    expect(await userStatus(old)).toBe(401);
  });

  it('a cookie without iat is refused once the customer has revoked sessions', async () => {
    const address = email('uten-iat');
    await addMember(address);
    await gql(SIGN_OUT_EVERYWHERE, {}, t.customerCookies(address));
    const { signWithPurpose } = await import('../src/infra/signing-key.js');
    const noIat = signWithPurpose('session', { sub: address, kind: 'customer' }, t.config, { noTimestamp: true });
    expect(await userStatus({ [CUSTOMER_SESSION_COOKIE]: noIat })).toBe(401);
  });

  it('access: anonymous UNAUTHENTICATED, another customer FORBIDDEN, staff may sign a customer out', async () => {
    const address = email('ut-staff');
    await addMember(address);
    const cookies = t.customerCookies(address);
    expect(code(await gql(SIGN_OUT_EVERYWHERE, {}))).toBe('UNAUTHENTICATED');
    expect(code(await gql(SIGN_OUT_EVERYWHERE, { email: address }))).toBe('UNAUTHENTICATED');
    expect(code(await gql(SIGN_OUT_EVERYWHERE, { email: address }, t.customerCookies(OTHER)))).toBe('FORBIDDEN');
    expect(await userStatus(cookies)).toBe(200);
    expect(await userStatus(t.customerCookies(OTHER))).toBe(200);

    const staff = await gql(SIGN_OUT_EVERYWHERE, { email: address }, t.staffCookies('staff'));
    expect(staff.data).toEqual({ signOutEverywhere: true });
    expect(staff.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE)).toBeUndefined();
    expect(await userStatus(cookies)).toBe(401);
  });
});

describe('deleteAccount', () => {
  const DOOMED = email('slettes');
  const COORDINATED_MEMBER = email('gruppemedlem');
  const storage = () => t.app.storage;
  const designKey = `designs/test/${suffix}-logo`;
  const attachmentKey = `messages/test/${suffix}-vedlegg`;
  let orderId: number;

  beforeAll(async () => {
    await addMember(DOOMED, 'Slett');
    await addMember(COORDINATED_MEMBER, 'Gruppe');
    await storage().put(designKey, Buffer.from('logo'));
    await storage().put(attachmentKey, Buffer.from('vedlegg'));
    const em = t.em();
    const order = em.create(Order, { memberEmail: DOOMED, orderNumber: `DEL-${suffix}`, totalAmount: '499.00' });
    em.create(Invoice, {
      order,
      invoiceNumber: `F-DEL-${suffix}`,
      memberEmail: DOOMED,
      amount: '499.00',
      dueDate: new Date(Date.now() + 14 * 86_400_000),
    });
    em.create(Address, { memberEmail: DOOMED, name: 'Slett Test', line1: 'Gata 1', city: 'Oslo', postalCode: '0150' });
    const design = em.create(Design, { memberEmail: DOOMED, name: 'Logo' });
    em.create(DesignFile, { design, storageKey: designKey, fileName: 'logo.png', mimeType: 'image/png', fileSize: 4 });
    const thread = em.create(MessageThread, { memberEmail: DOOMED, subject: 'Spørsmål' });
    em.create(Message, { thread, senderEmail: DOOMED, body: 'Hei', attachmentKey, attachmentName: 'vedlegg.pdf' });
    const own = em.create(Group, { name: 'Slettes-gruppa', coordinatorEmail: DOOMED, inviteCode: `D${suffix}` });
    em.create(GroupMember, { group: own, email: COORDINATED_MEMBER });
    em.create(SizeSubmission, { group: own, memberEmail: COORDINATED_MEMBER, size: 'M' });
    const othersGroup = em.create(Group, { name: 'Andres gruppe', coordinatorEmail: OTHER, inviteCode: `O${suffix}` });
    em.create(GroupMember, { group: othersGroup, email: DOOMED });
    em.create(SizeSubmission, { group: othersGroup, memberEmail: DOOMED, size: 'L' });
    const coupon = em.create(Coupon, {
      code: `SLETT${suffix}`,
      title: 'Rabatt',
      value: '10',
      validUntil: new Date(Date.now() + 86_400_000),
    });
    em.create(MemberCoupon, { memberEmail: DOOMED, coupon });
    em.create(SignInToken, { email: DOOMED, expiresAt: new Date() });
    em.create(NewsletterSubscriber, { email: DOOMED, status: 'confirmed' });
    em.create(Contact, {
      firstName: 'Slett',
      lastName: 'Test',
      email: DOOMED.toUpperCase(),
      subject: 'annet',
      message: 'Hei',
    });
    em.create(MailDelivery, { jobId: `del-${suffix}`, type: 'mail.member-welcome', recipient: DOOMED, subject: 'Hei' });
    await em.flush();
    orderId = order.id;
  });

  it('refuses without the right e-mail typed in, and deletes nothing', async () => {
    const res = await gql(DELETE_ACCOUNT, { confirmEmail: OTHER }, t.customerCookies(DOOMED));
    expect(refusalOf(res)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'confirmEmail', message: 'E-postadressen stemmer ikke med kontoen' }],
    });
    const empty = await gql(DELETE_ACCOUNT, { confirmEmail: ' ' }, t.customerCookies(DOOMED));
    expect(refusalOf(empty).fieldErrors).toEqual([
      { field: 'confirmEmail', message: 'Skriv inn e-postadressen din for å bekrefte' },
    ]);
    expect(await member(DOOMED)).not.toBeNull();
  });

  it('access: anonymous, another customer and plain staff are refused', async () => {
    const confirmEmail = DOOMED;
    expect(code(await gql(DELETE_ACCOUNT, { confirmEmail }))).toBe('UNAUTHENTICATED');
    expect(code(await gql(DELETE_ACCOUNT, { confirmEmail, email: DOOMED }))).toBe('UNAUTHENTICATED');
    expect(code(await gql(DELETE_ACCOUNT, { confirmEmail, email: DOOMED }, t.customerCookies(OTHER)))).toBe(
      'FORBIDDEN',
    );
    expect(code(await gql(DELETE_ACCOUNT, { confirmEmail, email: DOOMED }, t.staffCookies('staff')))).toBe('FORBIDDEN');
    // Another customer typing their own e-mail only ever reaches their own account.
    const own = await gql(DELETE_ACCOUNT, { confirmEmail: DOOMED }, t.customerCookies(OTHER));
    expect(refusalOf(own).code).toBe('BAD_USER_INPUT');
    expect(await member(DOOMED)).not.toBeNull();
    expect(await member(OTHER)).not.toBeNull();
  });

  it('the owner deletes the account: personal rows and files go, orders and invoices stay, sessions end', async () => {
    const cookies = t.customerCookies(DOOMED);
    const res = await gql(DELETE_ACCOUNT, { confirmEmail: ` ${DOOMED.toUpperCase()} ` }, cookies);
    expect(res.errors).toBeUndefined();
    expect(res.data?.deleteAccount).toEqual({
      __typename: 'AccountDeleted',
      email: DOOMED,
      ordersKept: 1,
      invoicesKept: 1,
      filesDeleted: 2,
    });
    expect(res.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE)?.value).toBe('');

    const em = t.em();
    expect(await em.count(Member, { email: DOOMED })).toBe(0);
    expect(await em.count(Address, { memberEmail: DOOMED })).toBe(0);
    expect(await em.count(Design, { memberEmail: DOOMED })).toBe(0);
    expect(await em.count(DesignFile, { storageKey: designKey })).toBe(0);
    expect(await em.count(MessageThread, { memberEmail: DOOMED })).toBe(0);
    expect(await em.count(Message, { senderEmail: DOOMED })).toBe(0);
    expect(await em.count(Group, { coordinatorEmail: DOOMED })).toBe(0);
    expect(await em.count(GroupMember, { email: { $in: [DOOMED, COORDINATED_MEMBER] } })).toBe(0);
    expect(await em.count(SizeSubmission, { memberEmail: { $in: [DOOMED, COORDINATED_MEMBER] } })).toBe(0);
    expect(await em.count(MemberCoupon, { memberEmail: DOOMED })).toBe(0);
    expect(await em.count(SignInToken, { email: DOOMED })).toBe(0);
    expect(await em.count(NewsletterSubscriber, { email: DOOMED })).toBe(0);
    expect(await em.count(Contact, { email: DOOMED.toUpperCase() })).toBe(0);
    expect(await em.count(MailDelivery, { recipient: DOOMED })).toBe(0);
    expect(await em.count(MailDelivery, { jobId: `del-${suffix}` })).toBe(1);
    expect(await storage().exists(designKey)).toBe(false);
    expect(await storage().exists(attachmentKey)).toBe(false);

    // Kept for bookkeeping.
    expect(await em.count(Order, { id: orderId, memberEmail: DOOMED })).toBe(1);
    expect(await em.count(Invoice, { memberEmail: DOOMED })).toBe(1);
    // Others' data is untouched.
    expect(await em.count(Member, { email: { $in: [OTHER, COORDINATED_MEMBER] } })).toBe(2);
    expect(await em.count(Group, { coordinatorEmail: OTHER })).toBe(1);

    // Every earlier session of the deleted account is refused.
    expect(await userStatus(cookies)).toBe(401);
  });

  it('the same e-mail can join again later', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/members',
      headers: { 'content-type': 'application/json' },
      payload: { firstName: 'Tilbake', lastName: 'Igjen', email: DOOMED },
    });
    expect(res.statusCode).toBe(201);
  });

  it('an admin may delete a customer account by e-mail (a GDPR request by mail)', async () => {
    const address = email('admin-sletter');
    await addMember(address);
    const res = await gql(DELETE_ACCOUNT, { confirmEmail: address, email: address }, t.staffCookies('admin'));
    expect(res.data?.deleteAccount).toMatchObject({ __typename: 'AccountDeleted', email: address });
    expect(res.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE)).toBeUndefined();
    expect(await member(address)).toBeNull();
  });
});
