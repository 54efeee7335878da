import { describe, expect, it } from 'vitest';
import { addressInput, countryName } from './address.validators.js';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const valid = { name: 'Ola Nordmann', line1: 'Storgata 1', postalCode: '0155', city: 'Oslo' };

describe('addressInput', () => {
  it('defaults to a shipping address in Norway and trims every field', () => {
    expect(addressInput.parse({ ...valid, name: ' Ola Nordmann ', line2: ' ', phone: '' })).toEqual({
      type: 'shipping',
      name: 'Ola Nordmann',
      line1: 'Storgata 1',
      line2: null,
      postalCode: '0155',
      city: 'Oslo',
      country: 'NO',
      phone: null,
      isDefault: undefined,
    });
  });

  it('has the Norwegian message for each required field', () => {
    expect(messages(addressInput.safeParse({}))).toEqual({
      name: 'Navn er påkrevd',
      line1: 'Adresse er påkrevd',
      postalCode: 'Postnummer er påkrevd',
      city: 'Poststed er påkrevd',
    });
    expect(messages(addressInput.safeParse({ ...valid, name: '  ', city: '' }))).toEqual({
      name: 'Navn er påkrevd',
      city: 'Poststed er påkrevd',
    });
  });

  it('a Norwegian postal code is four digits; other countries only need one', () => {
    for (const postalCode of ['', '123', '12345', 'abcd', '01 50']) {
      expect(messages(addressInput.safeParse({ ...valid, postalCode })).postalCode, postalCode).toBe(
        'Postnummer må være fire siffer',
      );
    }
    expect(addressInput.safeParse({ ...valid, country: 'se', postalCode: '114 55' }).success).toBe(true);
    expect(messages(addressInput.safeParse({ ...valid, country: 'SE', postalCode: ' ' })).postalCode).toBe(
      'Postnummer er påkrevd',
    );
  });

  it('accepts phone numbers as people type them and refuses the rest', () => {
    for (const phone of ['+47 912 34 567', '91234567', '(+47) 912-34-567', '0046 8 123 456 78']) {
      expect(addressInput.safeParse({ ...valid, phone }).success, phone).toBe(true);
    }
    for (const phone of ['123', 'abc', '+47 912 34 567 ext', '1234567890123456']) {
      expect(messages(addressInput.safeParse({ ...valid, phone })).phone, phone).toBe('Ugyldig telefonnummer');
    }
  });

  it('refuses an unknown country or type', () => {
    expect(messages(addressInput.safeParse({ ...valid, country: 'XX', type: 'home' }))).toEqual({
      country: 'Velg et land fra listen',
      type: 'Velg leveringsadresse eller fakturaadresse',
    });
  });

  it('names countries in Norwegian', () => {
    expect(countryName('SE')).toBe('Sverige');
    expect(countryName('ZZ')).toBe('ZZ');
  });
});
