import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address } from '../src/modules/addresses/address.entity.js';
import { Member } from '../src/modules/members/member.entity.js';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getFragmentData, graphql, type FragmentType } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';

/**
 * The customer's addresses on the profile tab: add, edit, delete, one default per type (shipping, billing),
 * country default NO, Norwegian validation messages, and who may change what.
 */

const suffix = Date.now().toString(36);
const OWNER = `adr-eier-${suffix}@example.no`;
const OTHER = `adr-annen-${suffix}@example.no`;

const AddressFields = graphql(`
  fragment AddressesTestAddress on CustomerAddress {
    id
    type
    name
    line1
    line2
    postalCode
    city
    country
    phone
    isDefault
  }
`);

const ADD = graphql(`
  mutation AddressesTestAdd($input: AddressInput!, $email: String) {
    addAddress(input: $input, email: $email) {
      __typename
      address {
        ...AddressesTestAddress
      }
      addresses {
        ...AddressesTestAddress
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation AddressesTestUpdate($id: ID!, $input: AddressInput!, $email: String) {
    updateAddress(id: $id, input: $input, email: $email) {
      __typename
      address {
        ...AddressesTestAddress
      }
      addresses {
        ...AddressesTestAddress
      }
    }
  }
`);
const SET_DEFAULT = graphql(`
  mutation AddressesTestSetDefault($id: ID!, $email: String) {
    setDefaultAddress(id: $id, email: $email) {
      address {
        ...AddressesTestAddress
      }
      addresses {
        ...AddressesTestAddress
      }
    }
  }
`);
const DELETE = graphql(`
  mutation AddressesTestDelete($id: ID!, $email: String) {
    deleteAddress(id: $id, email: $email) {
      ...AddressesTestAddress
    }
  }
`);

let t: TestApp;

interface AddressRow {
  id: string;
  type: string;
  name: string;
  line1: string;
  line2: string | null;
  postalCode: string;
  city: string;
  country: string;
  phone: string | null;
  isDefault: boolean;
}

const gql = <TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  cookies?: Record<string, string>,
) => t.gql(document, variables, { cookies });

/** The saved address of an AddressSaved answer, unmasked (fails the test for anything else). */
function saved<T extends { __typename: string }>(result: T | null | undefined) {
  expect(result?.__typename).toBe('AddressSaved');
  const answer = result as Extract<T, { __typename: 'AddressSaved' }> & {
    address: FragmentType<typeof AddressFields>;
    addresses: FragmentType<typeof AddressFields>[];
  };
  return {
    address: getFragmentData(AddressFields, answer.address),
    addresses: getFragmentData(AddressFields, answer.addresses),
  };
}

const owner = () => t.customerCookies(OWNER);
const home = {
  name: 'Eier Kunde',
  line1: 'Storgata 1',
  postalCode: '0155',
  city: 'Oslo',
  phone: '+47 912 34 567',
};

async function rows(email = OWNER) {
  return t.em().find(Address, { memberEmail: email }, { orderBy: { id: 'asc' } });
}

async function defaults(email = OWNER) {
  return (await rows(email)).filter((a) => a.isDefault).map((a) => [a.type, a.id]);
}

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  em.create(Member, { firstName: 'Eier', lastName: 'Kunde', email: OWNER });
  em.create(Member, { firstName: 'Annen', lastName: 'Kunde', email: OTHER });
  await em.flush();
});

afterAll(async () => {
  await t?.close();
});

describe('adding', () => {
  it('the first address of a type becomes the default; country defaults to NO and type to shipping', async () => {
    const res = await gql(ADD, { input: home }, owner());
    expect(res.errors).toBeUndefined();
    expect(res.data?.addAddress.__typename).toBe('AddressSaved');
    expect(saved(res.data?.addAddress).address).toMatchObject({
      type: 'shipping',
      country: 'NO',
      isDefault: true,
      line2: null,
      name: 'Eier Kunde',
    });
    const [row] = await rows();
    expect(row).toMatchObject({ memberEmail: OWNER, country: 'NO', type: 'shipping', isDefault: true });
  });

  it('a second address of the type is not the default unless asked; asked, it takes the default over', async () => {
    const plain = await gql(ADD, { input: { ...home, line1: 'Lillegata 2' } }, owner());
    expect(saved(plain.data?.addAddress).address.isDefault).toBe(false);
    const preferred = await gql(ADD, { input: { ...home, line1: 'Nygata 3', isDefault: true } }, owner());
    const preferredAddress: AddressRow = saved(preferred.data?.addAddress).address;
    expect(preferredAddress.isDefault).toBe(true);
    expect(saved(preferred.data?.addAddress).addresses[0].id).toBe(preferredAddress.id); // default first
    expect(await defaults()).toEqual([['shipping', Number(preferredAddress.id)]]);
  });

  it('billing has its own default', async () => {
    const billing = await gql(ADD, { input: { ...home, type: 'billing', line1: 'Fakturaveien 9' } }, owner());
    expect(saved(billing.data?.addAddress).address).toMatchObject({ type: 'billing', isDefault: true });
    const kinds = (await defaults()).map(([type]) => type).sort();
    expect(kinds).toEqual(['billing', 'shipping']);
  });

  it('answers Norwegian field messages and stores nothing for bad input', async () => {
    const before = (await rows()).length;
    const res = await gql(
      ADD,
      { input: { name: ' ', line1: '', postalCode: '123', city: '', phone: '12ab' } },
      owner(),
    );
    expect(refusalOf(res).code).toBe('BAD_USER_INPUT');
    const messages = Object.fromEntries(refusalOf(res).fieldErrors.map((e) => [e.field, e.message]));
    expect(messages).toEqual({
      name: 'Navn er påkrevd',
      line1: 'Adresse er påkrevd',
      postalCode: 'Postnummer må være fire siffer',
      city: 'Poststed er påkrevd',
      phone: 'Ugyldig telefonnummer',
    });
    expect((await rows()).length).toBe(before);
  });

  it('a Swedish postal code is not held to the Norwegian rule; an unknown country or type is refused', async () => {
    const se = await gql(
      ADD,
      { input: { ...home, type: 'billing', country: 'se', postalCode: '114 55', city: 'Stockholm' } },
      owner(),
    );
    expect(saved(se.data?.addAddress).address).toMatchObject({ country: 'SE', postalCode: '114 55', isDefault: false });
    await gql(DELETE, { id: saved(se.data?.addAddress).address.id }, owner());

    const bad = await gql(ADD, { input: { ...home, country: 'XX', type: 'home' } }, owner());
    const fields = refusalOf(bad)
      .fieldErrors.map((e) => e.field)
      .sort();
    expect(fields).toEqual(['country', 'type']);
  });
});

describe('changing', () => {
  it('updates the fields of an address', async () => {
    const [first] = await rows();
    const res = await gql(
      UPDATE,
      { id: String(first.id), input: { ...home, line1: 'Storgata 10', line2: 'H0201', phone: '' } },
      owner(),
    );
    expect(saved(res.data?.updateAddress).address).toMatchObject({ line1: 'Storgata 10', line2: 'H0201', phone: null });
  });

  it('setDefaultAddress moves the default within the type only', async () => {
    const before = await rows();
    const target = before.find((a) => a.type === 'shipping' && !a.isDefault)!;
    const billingDefault = before.find((a) => a.type === 'billing' && a.isDefault)!;
    const res = await gql(SET_DEFAULT, { id: String(target.id) }, owner());
    expect(res.errors).toBeUndefined();
    expect(getFragmentData(AddressFields, res.data!.setDefaultAddress.address).isDefault).toBe(true);
    expect((await defaults()).sort()).toEqual(
      [
        ['billing', billingDefault.id],
        ['shipping', target.id],
      ].sort(),
    );
  });

  it('a default moved to the other type keeps the default only if that type has none; its old type gets one', async () => {
    const shippingDefault = (await rows()).find((a) => a.type === 'shipping' && a.isDefault)!;
    const res = await gql(
      UPDATE,
      { id: String(shippingDefault.id), input: { ...home, line1: shippingDefault.line1, type: 'billing' } },
      owner(),
    );
    expect(saved(res.data?.updateAddress).address).toMatchObject({ type: 'billing', isDefault: false });
    const byType = Object.fromEntries(await defaults());
    expect(byType.shipping).toBeDefined();
    expect(byType.billing).toBeDefined();
    expect(byType.billing).not.toBe(shippingDefault.id);
  });

  it('many setDefaultAddress calls at once leave exactly one default per type', async () => {
    const shipping = (await rows()).filter((a) => a.type === 'shipping');
    expect(shipping.length).toBeGreaterThanOrEqual(2);
    const answers = await Promise.all(
      [...shipping, ...shipping].map((a) => gql(SET_DEFAULT, { id: String(a.id) }, owner())),
    );
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    expect((await defaults()).filter(([type]) => type === 'shipping')).toHaveLength(1);
  });

  it('the database itself refuses a second default of a type', async () => {
    const em = t.em();
    em.create(Address, { ...home, memberEmail: OWNER, type: 'shipping', isDefault: true });
    await expect(em.flush()).rejects.toThrow(/addresses_one_default_per_type/);
  });
});

describe('deleting', () => {
  it('deleting the default hands it to the oldest remaining address of the type', async () => {
    const before = await rows();
    const shipping = before.filter((a) => a.type === 'shipping');
    const current = shipping.find((a) => a.isDefault)!;
    const res = await gql(DELETE, { id: String(current.id) }, owner());
    expect(res.errors).toBeUndefined();
    const remaining: readonly AddressRow[] = getFragmentData(AddressFields, res.data!.deleteAddress);
    expect(remaining.map((a) => Number(a.id))).not.toContain(current.id);
    const oldest = shipping.filter((a) => a.id !== current.id).sort((a, b) => a.id - b.id)[0];
    expect(remaining.find((a) => Number(a.id) === oldest.id)?.isDefault).toBe(true);
    expect((await defaults()).filter(([type]) => type === 'shipping')).toEqual([['shipping', oldest.id]]);
  });

  it('an unknown id is NOT_FOUND', async () => {
    const res = await gql(DELETE, { id: '99999999' }, owner());
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(res.errors?.[0].message).toBe('Fant ikke adressen');
  });
});

describe('access: anonymous / other customer / owner / staff', () => {
  let ownerAddressId: string;

  beforeAll(async () => {
    ownerAddressId = String((await rows())[0].id);
  });

  it('anonymous: every operation is UNAUTHENTICATED and changes nothing', async () => {
    const before = JSON.stringify(await rows());
    const answers = [
      await gql(ADD, { input: home }),
      await gql(ADD, { input: home, email: OWNER }),
      await gql(UPDATE, { id: ownerAddressId, input: home }),
      await gql(SET_DEFAULT, { id: ownerAddressId }),
      await gql(DELETE, { id: ownerAddressId }),
    ];
    for (const answer of answers) expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(await rows())).toBe(before);
  });

  it("another customer cannot touch the owner's addresses: FORBIDDEN by e-mail, NOT_FOUND by id", async () => {
    const before = JSON.stringify(await rows());
    const other = t.customerCookies(OTHER);
    expect((await gql(ADD, { input: home, email: OWNER }, other)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    for (const answer of [
      await gql(UPDATE, { id: ownerAddressId, input: home }, other),
      await gql(SET_DEFAULT, { id: ownerAddressId }, other),
      await gql(DELETE, { id: ownerAddressId }, other),
    ]) {
      expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    expect(JSON.stringify(await rows())).toBe(before);
    // Their own address book is theirs alone.
    const own = await gql(ADD, { input: { ...home, name: 'Annen Kunde' } }, other);
    expect(saved(own.data?.addAddress).addresses).toHaveLength(1);
    expect((await rows(OTHER)).map((a) => a.memberEmail)).toEqual([OTHER]);
  });

  it('the owner may (shown above); staff may act on a customer by e-mail', async () => {
    const staff = t.staffCookies('staff');
    const added = await gql(ADD, { input: { ...home, line1: 'Kundeservice 1' }, email: OWNER }, staff);
    expect(added.data?.addAddress.__typename).toBe('AddressSaved');
    const id = saved(added.data?.addAddress).address.id;
    const madeDefault = await gql(SET_DEFAULT, { id, email: OWNER }, staff);
    expect(getFragmentData(AddressFields, madeDefault.data!.setDefaultAddress.address).isDefault).toBe(true);
    const updated = await gql(UPDATE, { id, input: { ...home, line1: 'Kundeservice 2' }, email: OWNER }, staff);
    expect(saved(updated.data?.updateAddress).address.line1).toBe('Kundeservice 2');
    const deleted = await gql(DELETE, { id, email: OWNER }, staff);
    expect(getFragmentData(AddressFields, deleted.data!.deleteAddress).map((a) => a.id)).not.toContain(id);
    // Without naming the customer, staff have no address book of their own.
    expect((await gql(ADD, { input: home }, staff)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('the addresses read back through the customer REST route', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/customer/addresses/${encodeURIComponent(OWNER)}`,
      cookies: owner(),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as AddressRow[];
    expect(list.length).toBe((await rows()).length);
    expect(list[0].isDefault).toBe(true);
  });
});
